// Reads the mail outbox the server writes when no SMTP is configured: one .eml file per message in
// `<DATA_DIR>/mail/`. Bodies may be quoted-printable, so links are decoded before they are searched.
import { existsSync, readdirSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { expect } from '@playwright/test';
import { dataDir } from './run-env';

export interface OutboxMail {
  to: string;
  subject: string;
  text: string;
}

const outboxDir = path.join(dataDir, 'mail');

function decodeQuotedPrintable(body: string): string {
  return body.replace(/=\r?\n/g, '').replace(/=([0-9A-F]{2})/gi, (_m, hex: string) => String.fromCharCode(parseInt(hex, 16)));
}

function parseEml(eml: string): OutboxMail {
  const split = eml.search(/\r?\n\r?\n/);
  // Folded header lines continue with whitespace.
  const head = eml.slice(0, split).replace(/\r?\n[ \t]+/g, ' ');
  const header = (name: string) => new RegExp(`^${name}: (.*)$`, 'im').exec(head)?.[1]?.trim() ?? '';
  const raw = eml.slice(split).replace(/^\r?\n\r?\n/, '');
  const text = /quoted-printable/i.test(header('Content-Transfer-Encoding')) ? decodeQuotedPrintable(raw) : raw;
  return { to: header('To'), subject: header('Subject'), text };
}

/** Every message sent to `email`, newest first (file names start with an ISO time stamp). */
export function mailsTo(email: string): OutboxMail[] {
  if (!existsSync(outboxDir)) return [];
  return readdirSync(outboxDir)
    .filter((file) => file.endsWith('.eml'))
    .sort()
    .reverse()
    .map((file) => parseEml(readFileSync(path.join(outboxDir, file), 'utf8')))
    .filter((mail) => mail.to.toLowerCase().includes(email.toLowerCase()));
}

/** Waits for the newest mail to `email` whose subject matches, as mails are written asynchronously. */
export async function waitForMail(email: string, subject: RegExp): Promise<OutboxMail> {
  let found: OutboxMail | undefined;
  await expect
    .poll(() => {
      found = mailsTo(email).find((mail) => subject.test(mail.subject));
      return found !== undefined;
    }, { message: `a mail "${subject.source}" to ${email} in ${outboxDir}`, timeout: 10_000 })
    .toBe(true);
  return found as OutboxMail;
}

/** The front-end verification link of the newest verification mail, as a path with its query. */
export async function verificationPath(email: string): Promise<string> {
  const mail = await waitForMail(email, /verify your email/i);
  const link = /https?:\/\/\S+\/verify-email\/\S+/.exec(mail.text)?.[0];
  if (!link) throw new Error(`no /verify-email/ link in the mail to ${email}:\n${mail.text}`);
  const url = new URL(link);
  return `${url.pathname}${url.search}`;
}
