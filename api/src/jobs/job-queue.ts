// The app's view of the job system (pg-boss on the same database, schema 'pgboss').
import { randomUUID } from 'node:crypto';
import PgBoss from 'pg-boss';
import { startBatchPoller, type BatchPoller } from './batch-poller';
import { JOB_SCHEDULES, type JobHandler, type JobHandlers } from './handlers';
import { heartbeat, HEARTBEAT_JOB } from './heartbeat';

export const JOBS_SCHEMA = 'pgboss';

export interface SendOptions {
  /** Not before this instant. */
  startAfter?: Date;
  /** pg-boss throttling/dedupe key (meaningful with the queue's policy). */
  singletonKey?: string;
  /** 0 for jobs whose own state machine retries (publishing): pg-boss must never re-run them. */
  retryLimit?: number;
}

export interface BulkJob extends SendOptions {
  data: object;
}

/** A job as a batch handler sees it. */
export interface BatchJob {
  id: string;
  data: unknown;
}

/**
 * How a queue is worked, attached to its handler (see withWorkOptions): several pollers each
 * fetching a batch, and an optional batch handler that takes the whole batch at once (so claims and
 * writes can be grouped). Without it, jobs run one per call as before.
 */
export interface WorkOptions {
  batchSize?: number;
  /** Independent fetch loops for the queue in this process. */
  pollers?: number;
  pollingIntervalSeconds?: number;
  /** Applied when the queue is created and to every job sent to it. */
  retryLimit?: number;
  /**
   * Takes a whole batch at once (so claims and writes can be grouped). Its jobs are deleted once it
   * resolves, failed if it throws (see batch-poller.ts): the handler records outcomes itself.
   */
  batch?: (jobs: BatchJob[]) => Promise<void>;
  /** Called once after this process's workers started (e.g. a recovery sweep). */
  onStart?: () => Promise<void>;
  /** Called on stop, after pg-boss stopped fetching (e.g. let work that outlives its job finish). */
  onStop?: () => Promise<void>;
}

export type HandlerWithOptions = JobHandler & { workOptions?: WorkOptions };

/** Marks a handler with its queue's work options (the plain handler still works for one job). */
export function withWorkOptions(handler: JobHandler, workOptions: WorkOptions): HandlerWithOptions {
  return Object.assign(handler, { workOptions });
}

const optionsOf = (handler: JobHandler | undefined): WorkOptions => (handler as HandlerWithOptions | undefined)?.workOptions ?? {};

export interface JobQueue {
  /** Enqueues a job; returns its id. */
  send(name: string, data: object, options?: SendOptions): Promise<string>;
  /** Enqueues many jobs in one statement; returns their ids in order. */
  sendMany(name: string, jobs: BulkJob[]): Promise<string[]>;
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
  // Several pollers per busy queue plus sends from request handlers: more than pg-boss's default pool.
  const boss = new PgBoss({ connectionString: url, schema: JOBS_SCHEMA, max: 8 });
  boss.on('error', onError);
  // Started on first use, so an API process that never sends or works opens no extra connections.
  let started: Promise<{ boss: PgBoss; handlers: JobHandlers }> | undefined;
  const pollers: BatchPoller[] = [];
  const ready = async () => {
    started ??= boss.start().then(async (b) => {
      const resolved = handlers();
      for (const [name, handler] of Object.entries(resolved)) {
        const { retryLimit } = optionsOf(handler);
        await retryOnRace(() => b.createQueue(name, retryLimit === undefined ? undefined : { name, retryLimit }));
      }
      return { boss: b, handlers: resolved };
    });
    try {
      return await started;
    } catch (error) {
      started = undefined;
      throw error;
    }
  };
  const sendOptions = (handler: JobHandler | undefined, options: SendOptions): PgBoss.SendOptions => {
    const retryLimit = options.retryLimit ?? optionsOf(handler).retryLimit;
    return {
      ...(options.startAfter ? { startAfter: options.startAfter } : {}),
      ...(options.singletonKey ? { singletonKey: options.singletonKey } : {}),
      ...(retryLimit === undefined ? {} : { retryLimit }),
    };
  };

  return {
    async send(name, data, options = {}) {
      const { boss: b, handlers: resolved } = await ready();
      const id = await b.send(name, data, sendOptions(resolved[name], options));
      if (!id) throw new Error(`Job "${name}" was not queued.`);
      return id;
    },
    async sendMany(name, jobs) {
      if (jobs.length === 0) return [];
      const { boss: b, handlers: resolved } = await ready();
      // Ids chosen here, so the caller learns each job's id whatever order the insert returns.
      const retryLimit = jobs[0].retryLimit ?? optionsOf(resolved[name]).retryLimit;
      const rows: PgBoss.JobInsert[] = jobs.map((job) => ({
        id: randomUUID(),
        name,
        data: job.data,
        ...(job.startAfter ? { startAfter: job.startAfter } : {}),
        ...(job.singletonKey ? { singletonKey: job.singletonKey } : {}),
        ...(retryLimit === undefined ? {} : { retryLimit }),
      }));
      await b.insert(rows);
      return rows.map((r) => r.id as string);
    },
    async find(name, id) {
      const job = await (await ready()).boss.getJobById(name, id, { includeArchive: true });
      return job ? { state: job.state, output: job.output } : null;
    },
    async work() {
      const { boss: b, handlers: resolved } = await ready();
      for (const [name, handler] of Object.entries(resolved)) {
        const options = optionsOf(handler);
        const pollingIntervalSeconds = options.pollingIntervalSeconds ?? 1;
        const batch = options.batch;
        if (batch) {
          for (let i = 0; i < Math.max(1, options.pollers ?? 1); i++) {
            pollers.push(startBatchPoller(b, { schema: JOBS_SCHEMA, name, batchSize: options.batchSize ?? 1, pollingIntervalSeconds, handler: batch, onError }));
          }
        } else {
          // One job per call, so the handler's result becomes that job's output.
          await b.work(name, { pollingIntervalSeconds, batchSize: 1 }, async ([job]) => handler(job.data, job.id));
        }
      }
      for (const [name, cron] of Object.entries(schedules)) if (resolved[name]) await b.schedule(name, cron);
      for (const handler of Object.values(resolved)) await optionsOf(handler).onStart?.();
    },
    async stop() {
      if (!started) return;
      const resolved = await started.catch(() => undefined);
      await Promise.all(pollers.splice(0).map((poller) => poller.stop()));
      await boss.stop({ graceful: true, wait: true, timeout: 10_000 });
      for (const handler of Object.values(resolved?.handlers ?? {})) await optionsOf(handler).onStop?.();
    },
  };
}

/**
 * Two workers starting at once on a fresh database race in pg-boss's queue creation (a deadlock or a
 * duplicate key); the loser tries again after a short random pause instead of exiting.
 */
async function retryOnRace<T>(work: () => Promise<T>, attempts = 5): Promise<T> {
  for (let attempt = 1; ; attempt++) {
    try {
      return await work();
    } catch (error) {
      const code = (error as { code?: unknown }).code;
      if (attempt >= attempts || (code !== '40P01' && code !== '23505')) throw error;
      await new Promise((resolve) => setTimeout(resolve, 100 + Math.random() * 400));
    }
  }
}
