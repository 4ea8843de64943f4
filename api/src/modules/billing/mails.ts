// Billing emails. Plain text like the account emails (modules/auth/mails.ts), in English as they are.
import type { MailMessage } from '../../plugins/http/mailer';

interface Recipient {
  email: string;
  full_name: string;
}

export function paymentFailedMail(user: Recipient, planName: string, url: string): MailMessage {
  return {
    to: user.email,
    subject: 'Your payment failed',
    text: `Hello ${user.full_name},\n\nWe could not take the payment for your ${planName} plan, so your subscription is on hold. We will try again over the next days; you can also check your plan here:\n\n${url}\n\nIf the payment keeps failing, the subscription will be cancelled.\n`,
  };
}

export function trialEndedMail(user: Recipient, planName: string, url: string): MailMessage {
  return {
    to: user.email,
    subject: 'Your trial ended',
    text: `Hello ${user.full_name},\n\nYour ${planName} trial has ended. Your content is kept: choose a plan to carry on where you left off:\n\n${url}\n`,
  };
}
