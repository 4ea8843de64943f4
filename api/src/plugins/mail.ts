// `app.mailer`: nodemailer over SMTP when smtpUrl is set, otherwise .eml files in outboxDir.
import fp from 'fastify-plugin';
import type { FastifyInstance } from 'fastify';
import type { Mailer } from './http/mailer';
import { OutboxMailer } from './http/outbox-mailer';
import { SmtpMailer } from './http/smtp-mailer';

export type { MailMessage, Mailer } from './http/mailer';

declare module 'fastify' {
  interface FastifyInstance {
    mailer: Mailer;
  }
}

export interface MailOptions {
  smtpUrl?: string;
  from: string;
  outboxDir: string;
}

async function mail(app: FastifyInstance, options: MailOptions): Promise<void> {
  if (options.smtpUrl) {
    const smtp = new SmtpMailer(options.smtpUrl, options.from);
    app.decorate('mailer', smtp);
    app.addHook('onClose', async () => smtp.close());
  } else {
    app.decorate('mailer', new OutboxMailer(options.outboxDir, options.from, app.log));
  }
}

export const mailPlugin = fp(mail, { name: 'cadence-mail', fastify: '5.x' });
export default mailPlugin;
