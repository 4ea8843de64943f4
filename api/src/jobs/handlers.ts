// Every job the workers handle, by queue name, and the ones run on a schedule.
import { BILLING_LAPSES_JOB, billingLapses, SANDBOX_DELIVERIES_JOB, SANDBOX_RENEWALS_JOB, sandboxDeliveries, sandboxRenewals } from './billing';
import type { JobContext } from './context';
import { heartbeat, HEARTBEAT_JOB } from './heartbeat';
import { CONNECTION_JOB_SCHEDULES, connectionJobHandlers } from '../modules/connections/jobs';
import { FAILURE_NOTICE_JOB_SCHEDULES, failureNoticeJobHandlers } from '../modules/failure-notices/jobs';
import { PUBLISHING_JOB_SCHEDULES, publishingJobHandlers } from '../modules/publishing/jobs';
import { REMINDER_JOB_SCHEDULES, reminderJobHandlers } from '../modules/reminders/jobs';

export type JobHandler = (data: unknown, id: string) => Promise<object>;
export type JobHandlers = Record<string, JobHandler>;

/** Cron schedules (UTC), kept by pg-boss so several workers run each once. */
export const JOB_SCHEDULES: Readonly<Record<string, string>> = {
  [BILLING_LAPSES_JOB]: '* * * * *',
  [SANDBOX_RENEWALS_JOB]: '* * * * *',
  [SANDBOX_DELIVERIES_JOB]: '* * * * *',
  ...CONNECTION_JOB_SCHEDULES,
  ...PUBLISHING_JOB_SCHEDULES,
  ...FAILURE_NOTICE_JOB_SCHEDULES,
  ...REMINDER_JOB_SCHEDULES,
};

export function createJobHandlers(ctx: JobContext): JobHandlers {
  return {
    [HEARTBEAT_JOB]: heartbeat,
    [BILLING_LAPSES_JOB]: () => billingLapses(ctx),
    [SANDBOX_RENEWALS_JOB]: () => sandboxRenewals(ctx),
    [SANDBOX_DELIVERIES_JOB]: () => sandboxDeliveries(ctx),
    ...connectionJobHandlers(ctx),
    ...publishingJobHandlers(ctx),
    ...failureNoticeJobHandlers(ctx),
    ...reminderJobHandlers(ctx),
  };
}
