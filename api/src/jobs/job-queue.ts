// The app's view of the job system (pg-boss on the same database, schema 'pgboss').
import PgBoss from 'pg-boss';
import { jobHandlers } from './handlers';

export const JOBS_SCHEMA = 'pgboss';

export interface JobQueue {
  /** Enqueues a job; returns its id. */
  send(name: string, data: object): Promise<string>;
  /** The job's state and output (tests and the admin dead-letter view). */
  find(name: string, id: string): Promise<{ state: string; output: unknown } | null>;
  /** Starts the workers in this process (JOBS=inline, or `api worker`). */
  work(): Promise<void>;
  stop(): Promise<void>;
}

export function createJobQueue(url: string, onError: (error: Error) => void): JobQueue {
  const boss = new PgBoss({ connectionString: url, schema: JOBS_SCHEMA, max: 4 });
  boss.on('error', onError);
  // Started on first use, so an API process that never sends or works opens no extra connections.
  let started: Promise<PgBoss> | undefined;
  const ready = async (): Promise<PgBoss> => {
    started ??= boss.start().then(async (b) => {
      for (const name of Object.keys(jobHandlers)) await b.createQueue(name);
      return b;
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
      const id = await (await ready()).send(name, data);
      if (!id) throw new Error(`Job "${name}" was not queued.`);
      return id;
    },
    async find(name, id) {
      const job = await (await ready()).getJobById(name, id, { includeArchive: true });
      return job ? { state: job.state, output: job.output } : null;
    },
    async work() {
      const b = await ready();
      for (const [name, handler] of Object.entries(jobHandlers)) {
        // One job per call, so the handler's result becomes that job's output.
        await b.work(name, { pollingIntervalSeconds: 1, batchSize: 1 }, async ([job]) => handler(job.data, job.id));
      }
    },
    async stop() {
      if (!started) return;
      await started.catch(() => undefined);
      await boss.stop({ graceful: true, wait: true, timeout: 10_000 });
    },
  };
}
