// Without SMTP, each message is written to the outbox folder as an .eml file (any mail client opens
// it) and its links are logged, so a local user can verify an address or reset a password.
import { randomBytes } from 'node:crypto';
import { mkdir, writeFile } from 'node:fs/promises';
import path from 'node:path';
import type { FastifyBaseLogger } from 'fastify';
import nodemailer, { type Transporter } from 'nodemailer';
import type { MailMessage, Mailer } from './mailer';

const LINK = /https?:\/\/[^\s<>"')\]]+/g;

export function linksIn(text: string): string[] {
  return [...new Set(text.match(LINK) ?? [])];
}

export class OutboxMailer implements Mailer {
  // nodemailer's stream transport builds the exact message an SMTP server would receive.
  private readonly composer: Transporter;

  constructor(
    private readonly outboxDir: string,
    private readonly from: string,
    private readonly log: FastifyBaseLogger,
  ) {
    this.composer = nodemailer.createTransport({ streamTransport: true, buffer: true, newline: 'unix' });
  }

  async send(message: MailMessage): Promise<void> {
    const info = (await this.composer.sendMail({ from: this.from, ...message })) as { message: Buffer };
    await mkdir(this.outboxDir, { recursive: true });
    const stamp = new Date().toISOString().replace(/[:.]/g, '-');
    const file = path.join(this.outboxDir, `${stamp}-${randomBytes(4).toString('hex')}.eml`);
    await writeFile(file, info.message);
    this.log.info({ to: message.to, subject: message.subject, file, links: linksIn(message.text) }, 'mail written to the outbox (no SMTP configured)');
  }
}
