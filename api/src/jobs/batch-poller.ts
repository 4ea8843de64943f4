// The fetch loop of a batch queue (WorkOptions.batch): pg-boss fetches a batch, the handler takes
// it, and the batch's jobs are then deleted by id. pg-boss's own work() would mark each batch
// completed with `id IN (SELECT UNNEST(…))`, which PostgreSQL runs as a nested loop over every job of
// the queue: in a burst of 10,000 due publish jobs that was the most expensive statement of all
// (bench:publishing, 3 s of PostgreSQL's 7). A batch queue's jobs are wake-up calls whose outcome is
// recorded elsewhere (the publishing targets and their events), so nothing is lost by not keeping them.
import type PgBoss from 'pg-boss';
import type { BatchJob } from './job-queue';

export interface BatchPollerOptions {
  schema: string;
  name: string;
  batchSize: number;
  pollingIntervalSeconds: number;
  handler: (jobs: BatchJob[]) => Promise<void>;
  onError: (error: Error) => void;
}

export interface BatchPoller {
  /** Stops fetching and resolves once the batch in hand (if any) was handed over. */
  stop(): Promise<void>;
}

const asError = (error: unknown): Error => (error instanceof Error ? error : new Error(String(error)));

export function startBatchPoller(boss: PgBoss, options: BatchPollerOptions): BatchPoller {
  const { schema, name, batchSize, handler, onError } = options;
  const intervalMs = options.pollingIntervalSeconds * 1000;
  // `= ANY($2)` on the queue's partition: one pass with a hashed array, whatever the queue holds.
  const deleteSql = `DELETE FROM ${schema}.job WHERE name = $1 AND id = ANY($2::uuid[])`;
  let stopping = false;
  let wake: (() => void) | undefined;
  const pause = () =>
    new Promise<void>((resolve) => {
      const timer = setTimeout(resolve, intervalMs);
      wake = () => {
        clearTimeout(timer);
        resolve();
      };
    });

  const loop = (async () => {
    while (!stopping) {
      // pg-boss's fetch answers [] when the database cannot be reached; the loop then waits and tries again.
      const jobs = await boss.fetch<unknown>(name, { batchSize }).catch((error: unknown) => (onError(asError(error)), []));
      if (jobs.length === 0) {
        await pause();
        continue;
      }
      const ids = jobs.map((job) => job.id);
      try {
        await handler(jobs.map((job) => ({ id: job.id, data: job.data })));
        await boss.getDb().executeSql(deleteSql, [name, ids]);
      } catch (error) {
        onError(asError(error));
        // Failed, not deleted: the job stays visible to the admin and to the queue's own recovery.
        await boss.fail(name, ids).catch((failure: unknown) => onError(asError(failure)));
        await pause();
        continue;
      }
      // A full batch says more are waiting: fetch again at once (the handler applies its own
      // back-pressure). A partial one means the queue is drained for now.
      if (jobs.length < batchSize) await pause();
    }
  })();

  return {
    async stop() {
      stopping = true;
      wake?.();
      await loop;
    },
  };
}
