// Shared by the jobs that email many users in one run (morning reminders, failure notices).

export interface MailRun {
  sent: number;
  failed: number;
}

/**
 * Sends to each recipient in turn; `send` answers whether a mail went out. One bad address or a
 * mail outage must not hold back everyone else's: the error is reported and the run goes on.
 */
export async function sendToEach<T>(recipients: readonly T[], send: (recipient: T) => Promise<boolean>, onError: (error: unknown, recipient: T) => void): Promise<MailRun> {
  const run: MailRun = { sent: 0, failed: 0 };
  for (const recipient of recipients) {
    try {
      if (await send(recipient)) run.sent += 1;
    } catch (error) {
      run.failed += 1;
      onError(error, recipient);
    }
  }
  return run;
}

/** A post as one line of an email: its title, else its caption, on one line and cut to `length`. */
export function postExcerpt(post: { title: string | null; caption: string }, length = 80): string {
  const text = (post.title?.trim() || post.caption).replace(/\s+/g, ' ').trim();
  if (text === '') return '(no text)';
  return text.length > length ? `${text.slice(0, length - 3).trimEnd()}...` : text;
}
