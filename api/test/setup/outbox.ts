// Reads the messages the app wrote to its mail outbox (no SMTP in tests), decoded for assertions.
import fs from 'node:fs';
import path from 'node:path';

export interface OutboxMail {
  to: string;
  subject: string;
  text: string;
  links: string[];
}

function decodeQuotedPrintable(body: string): string {
  return body.replace(/=\r?\n/g, '').replace(/=([0-9A-F]{2})/g, (_m, hex: string) => String.fromCharCode(parseInt(hex, 16)));
}

function parse(eml: string): OutboxMail {
  const split = eml.indexOf('\n\n');
  const head = eml.slice(0, split).replace(/\r?\n[ \t]+/g, ' ');
  const header = (name: string) => new RegExp(`^${name}: (.*)$`, 'im').exec(head)?.[1]?.trim() ?? '';
  const raw = eml.slice(split + 2);
  const text = /quoted-printable/i.test(header('Content-Transfer-Encoding')) ? decodeQuotedPrintable(raw) : raw;
  return { to: header('To'), subject: header('Subject'), text, links: text.match(/https?:\/\/\S+/g) ?? [] };
}

/** Every message in the outbox, oldest first. */
export function readOutbox(dataDir: string): OutboxMail[] {
  const dir = path.join(dataDir, 'mail');
  if (!fs.existsSync(dir)) return [];
  return fs
    .readdirSync(dir)
    .filter((f) => f.endsWith('.eml'))
    .sort()
    .map((f) => parse(fs.readFileSync(path.join(dir, f), 'utf8')));
}

export function mailsTo(dataDir: string, email: string): OutboxMail[] {
  return readOutbox(dataDir).filter((mail) => mail.to.includes(email));
}
