// The failure notice: which posts did not go out, where, why and what to do (the target's message
// says both), and a link to the monitor showing the failures. Plain text, in English like the
// other account emails.
import { DateTime } from 'luxon';
import { NETWORK_NAMES } from '@cadence/shared-lib/contract';
import type { MailMessage } from '../../plugins/http/mailer';
import { postExcerpt } from '../../support/mail-runs';
import type { FailedDelivery, NoticeRecipient } from './repository';

export const FAILURES_PATH = '/schedules/auto-publishing-monitor?state=failure';

export function failureSubject(count: number): string {
  return count === 1 ? 'A post could not be published' : `${count} posts could not be published`;
}

/** "Facebook | Bakery Page | 31 Dec 2029 09:30 (Europe/Berlin) | Bakery | Fresh bread..." then the reason. */
export function failureLines(failure: FailedDelivery): string {
  const when = DateTime.fromJSDate(failure.due_at, { zone: failure.timezone }).toFormat('d LLL yyyy HH:mm');
  const where = [NETWORK_NAMES[failure.platform], failure.account_name].filter(Boolean).join(' | ');
  return `- ${where} | ${when} (${failure.timezone}) | ${failure.planner_name} | ${postExcerpt(failure)}\n  ${failure.error_message ?? 'The network refused the post.'}`;
}

export function failureNoticeMail(user: NoticeRecipient, failures: readonly FailedDelivery[], publicUrl: string): MailMessage {
  return {
    to: user.email,
    subject: failureSubject(failures.length),
    text:
      `Hello ${user.full_name},\n\n${failures.length === 1 ? 'This post' : 'These posts'} could not be published automatically:\n\n` +
      `${failures.map(failureLines).join('\n\n')}\n\n` +
      `See ${failures.length === 1 ? 'it' : 'them'} in the auto-publishing monitor:\n\n${publicUrl}${FAILURES_PATH}\n`,
  };
}
