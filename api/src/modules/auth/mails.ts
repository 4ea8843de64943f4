// The account emails. Plain text with the link on its own line (outbox users copy it from the log).
import type { MailMessage } from '../../plugins/http/mailer';

interface Recipient {
  email: string;
  full_name: string;
}

export function verificationMail(user: Recipient, url: string): MailMessage {
  return {
    to: user.email,
    subject: 'Verify your email address',
    text: `Hello ${user.full_name},\n\nPlease confirm your email address by opening this link (valid for 60 minutes):\n\n${url}\n\nIf you did not create a Cadence account, you can ignore this message.\n`,
  };
}

export function passwordResetMail(user: Recipient, url: string): MailMessage {
  return {
    to: user.email,
    subject: 'Reset your password',
    text: `Hello ${user.full_name},\n\nSomeone asked to reset the password of your Cadence account. To choose a new password, open this link (valid for 60 minutes, usable once):\n\n${url}\n\nIf it was not you, ignore this message: your password stays as it is.\n`,
  };
}

export function approvedMail(user: Recipient, url: string): MailMessage {
  return {
    to: user.email,
    subject: 'Your account has been approved',
    text: `Hello ${user.full_name},\n\nYour Cadence account has been approved. You can sign in now:\n\n${url}\n`,
  };
}
