// The app's view of the job system (pg-boss on the same database, schema 'pgboss').
import PgBoss from 'pg-boss';
import { JOB_SCHEDULES, type JobHandlers } from './handlers';
import { heartbeat, HEARTBEAT_JOB } from './heartbeat';

export const JOBS_SCHEMA = 'pgboss';

export interface JobQueue {
  /** Enqueues a job; returns its id. */
  send(name: string, data: object): Promise<string>;
  /** The job's state and output (tests and the admin dead-letter view). */
  find(name: string, id: string): Promise<{ state: string; output: unknown } | null>;
  /** Starts the workers and the schedules in this process (JOBS=inline, or `api worker`). */
  work(): Promise<void>;
  stop(): Promise<void>;
}

/**
 * handlers: resolved on first use, once the app's services (which the handlers use) exist.
 * schedules: cron per queue name, registered when work() starts.
 */
export function createJobQueue(
  url: string,
  onError: (error: Error) => void,
  /** Without the app (schema installation): the heartbeat only. */
  handlers: () => JobHandlers = () => ({ [HEARTBEAT_JOB]: heartbeat }),
  schedules: Readonly<Record<string, string>> = JOB_SCHEDULES,
): JobQueue {
  const boss = new PgBoss({ connectionString: url, schema: JOBS_SCHEMA, max: 4 });
  boss.on('error', onError);
  // Started on first use, so an API process that never sends or works opens no extra connections.
  let started: Promise<{ boss: PgBoss; handlers: JobHandlers }> | undefined;
  const ready = async () => {
    started ??= boss.start().then(async (b) => {
      const resolved = handlers();
      for (const name of Object.keys(resolved)) await b.createQueue(name);
      return { boss: b, handlers: resolved };
    });
    try {
      return await started;
    } catch (error) {
      started = undefined;
      throw error;
    }
  };

  return {
    async send(name, data) {
      const id = await (await ready()).boss.send(name, data);
      if (!id) throw new Error(`Job "${name}" was not queued.`);
      return id;
    },
    async find(name, id) {
      const job = await (await ready()).boss.getJobById(name, id, { includeArchive: true });
      return job ? { state: job.state, output: job.output } : null;
    },
    async work() {
      const { boss: b, handlers: resolved } = await ready();
      for (const [name, handler] of Object.entries(resolved)) {
        // One job per call, so the handler's result becomes that job's output.
        await b.work(name, { pollingIntervalSeconds: 1, batchSize: 1 }, async ([job]) => handler(job.data, job.id));
      }
      for (const [name, cron] of Object.entries(schedules)) if (resolved[name]) await b.schedule(name, cron);
    },
    async stop() {
      if (!started) return;
      await started.catch(() => undefined);
      await boss.stop({ graceful: true, wait: true, timeout: 10_000 });
    },
  };
}
