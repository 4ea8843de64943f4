// The failure notices job: every minute, so a user hears about a post that did not go out soon
// after it failed; cheap when nothing failed.
import type { JobContext } from '../../jobs/context';
import type { JobHandlers } from '../../jobs/handlers';
import { FailureNoticeService, type FailureNoticeRun } from './service';

export const FAILURE_NOTICES_JOB = 'publishing.failure-notices';

export const FAILURE_NOTICE_JOB_SCHEDULES: Readonly<Record<string, string>> = {
  [FAILURE_NOTICES_JOB]: '* * * * *',
};

export function failureNotices(ctx: JobContext): Promise<FailureNoticeRun> {
  const onError = (error: unknown, userId: number) =>
    ctx.log('failure notice not sent', { user_id: userId, error: error instanceof Error ? error.message : String(error) });
  return new FailureNoticeService(ctx.db, ctx.clock, ctx.mailer, ctx.publicUrl, onError).sendDue();
}

export function failureNoticeJobHandlers(ctx: JobContext): JobHandlers {
  return { [FAILURE_NOTICES_JOB]: () => failureNotices(ctx) };
}
