// How the API sends email: SMTP when configured, otherwise an outbox folder a local user can read.
export interface MailMessage {
  to: string;
  subject: string;
  text: string;
  html?: string;
}

export interface Mailer {
  send(message: MailMessage): Promise<void>;
}
