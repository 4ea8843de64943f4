// The morning reminder email: plain text, in English like the other account emails, ASCII
// separators so no mail client garbles the lines.
import { DateTime } from 'luxon';
import type { MailMessage } from '../../plugins/http/mailer';
import { postExcerpt } from '../../support/mail-runs';
import { channelsName } from '../posts/presenter';
import type { ReminderPost, ReminderRecipient } from './repository';

export const QUEUE_PATH = '/posts/queue';

/** "09:30 (Europe/Berlin) | Bakery | Facebook, Instagram | Fresh bread..." */
export function reminderLine(post: ReminderPost): string {
  const time = DateTime.fromJSDate(post.scheduled_at, { zone: post.timezone }).toFormat('HH:mm');
  const networks = post.channels.length > 0 ? channelsName(post.channels) : 'No network';
  return `${time} (${post.timezone}) | ${post.planner_name} | ${networks} | ${postExcerpt(post)}`;
}

export function reminderSubject(count: number): string {
  return `Today you have ${count} ${count === 1 ? 'post' : 'posts'} scheduled`;
}

export function postReminderMail(user: ReminderRecipient, posts: readonly ReminderPost[], publicUrl: string): MailMessage {
  const lines = posts.map((p) => `- ${reminderLine(p)}`).join('\n');
  return {
    to: user.email,
    subject: reminderSubject(posts.length),
    text:
      `Hello ${user.full_name},\n\n${reminderSubject(posts.length)}:\n\n${lines}\n\n` +
      `See your queue:\n\n${publicUrl}${QUEUE_PATH}\n\n` +
      `You get this email because post reminders are on in your account settings (notifications).\n`,
  };
}
