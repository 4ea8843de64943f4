// The morning reminder job: scheduled every few minutes so each zone's 07:00 is met soon after it
// passes (zones with :30/:45 offsets included); each run is cheap when nobody is due.
import type { JobContext } from '../../jobs/context';
import type { JobHandlers } from '../../jobs/handlers';
import { ReminderService, type ReminderRun } from './service';

export const POST_REMINDERS_JOB = 'reminders.post-reminders';

export const REMINDER_JOB_SCHEDULES: Readonly<Record<string, string>> = {
  [POST_REMINDERS_JOB]: '*/5 * * * *',
};

export function postReminders(ctx: JobContext): Promise<ReminderRun> {
  const onError = (error: unknown, userId: number) =>
    ctx.log('post reminder not sent', { user_id: userId, error: error instanceof Error ? error.message : String(error) });
  return new ReminderService(ctx.db, ctx.clock, ctx.mailer, ctx.publicUrl, onError).sendDue();
}

export function reminderJobHandlers(ctx: JobContext): JobHandlers {
  return { [POST_REMINDERS_JOB]: () => postReminders(ctx) };
}
