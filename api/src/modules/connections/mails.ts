// Connection emails: plain text like the other account emails, in English as they are.
import type { MailMessage } from '../../plugins/http/mailer';

interface Recipient {
  email: string;
  full_name: string;
}

export function reconnectNeededMail(user: Recipient, network: string, reason: string, url: string): MailMessage {
  return {
    to: user.email,
    subject: `Your ${network} connection needs to be reconnected`,
    text: `Hello ${user.full_name},\n\nYour ${network} connection has stopped working: ${reason}\n\nPosts scheduled to ${network} cannot go out until you reconnect it here:\n\n${url}\n`,
  };
}

export function facebookExpiringMail(user: Recipient, endsOn: Date, url: string): MailMessage {
  const day = endsOn.toISOString().slice(0, 10);
  return {
    to: user.email,
    subject: 'Your Facebook connection ends soon',
    text: `Hello ${user.full_name},\n\nFacebook connections last about 60 days and yours ends on ${day}. Connect Facebook again before then so your scheduled posts keep going out:\n\n${url}\n`,
  };
}
