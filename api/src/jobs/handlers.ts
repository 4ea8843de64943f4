// Every job the workers handle, by queue name.
import { heartbeat, HEARTBEAT_JOB } from './heartbeat';

export type JobHandler = (data: unknown, id: string) => Promise<object>;

export const jobHandlers: Record<string, JobHandler> = {
  [HEARTBEAT_JOB]: heartbeat,
};
