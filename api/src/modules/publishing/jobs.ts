// The engine's jobs: publishing.publish (one per target and attempt, fetched in batches by several
// pollers and run concurrently under the per-network caps) and publishing.sweep (every minute, and
// once when a worker starts). pg-boss never retries a publish job (retryLimit 0): the target row is
// the source of truth and the engine schedules its own retries; a job is only a wake-up call.
import type { JobContext } from '../../jobs/context';
import type { JobHandlers } from '../../jobs/handlers';
import { withWorkOptions, type BatchJob } from '../../jobs/job-queue';
import { isPublishJobData, PUBLISH_JOB, SWEEP_JOB } from './jobs-names';
import { DEFAULT_PUBLISHING_OPTIONS, type PublishingOptions } from './options';
import { sweep } from './sweep';
import { PublishWorker } from './worker';

export { PUBLISH_JOB, SWEEP_JOB } from './jobs-names';
export { PublishingScheduler } from './scheduler';
export { DEFAULT_PUBLISHING_OPTIONS, type PublishingOptions } from './options';

/** How long a stopping worker waits for its in-flight targets. */
const STOP_WAIT_MS = 10_000;

export const PUBLISHING_JOB_SCHEDULES: Readonly<Record<string, string>> = {
  [SWEEP_JOB]: '* * * * *',
};

export interface PublishingEngine {
  worker: PublishWorker;
  /** Runs the publish jobs of these targets as one batch and waits for them (tests, tools). */
  publish(targetIds: readonly number[]): Promise<void>;
  /** What a poller does: claims the batch and leaves it running (see PublishWorker.dispatch). */
  dispatch(targetIds: readonly number[]): Promise<void>;
  sweep(): ReturnType<typeof sweep>;
}

export function createPublishingEngine(ctx: JobContext, overrides: Partial<PublishingOptions> = {}): PublishingEngine {
  const options = { ...DEFAULT_PUBLISHING_OPTIONS, ...overrides };
  const worker = new PublishWorker(ctx, options);
  return {
    worker,
    publish: (ids) => worker.runBatch(ids),
    dispatch: (ids) => worker.dispatch(ids),
    sweep: () => sweep(ctx, worker, options),
  };
}

export function publishingJobHandlers(ctx: JobContext, overrides: Partial<PublishingOptions> = {}): JobHandlers {
  // Built lazily: the handlers map is created before the app's social services may be ready.
  let engine: PublishingEngine | undefined;
  const get = () => (engine ??= createPublishingEngine(ctx, overrides));
  const options = { ...DEFAULT_PUBLISHING_OPTIONS, ...overrides };
  const pollers = Math.max(1, options.pollers);
  // Large batches: one claim transaction per batch (a full batch is followed by the next fetch at once).
  const batchSize = Math.max(1, options.batchSize);

  const publishOne = async (data: unknown): Promise<object> => {
    if (isPublishJobData(data)) await get().publish([data.targetId]);
    return {};
  };
  const publishBatch = async (jobs: BatchJob[]): Promise<void> => {
    const ids = jobs.flatMap((job) => (isPublishJobData(job.data) ? [job.data.targetId] : []));
    await get().dispatch(ids);
  };

  return {
    [PUBLISH_JOB]: withWorkOptions(publishOne, {
      batchSize,
      pollers,
      pollingIntervalSeconds: 0.5,
      retryLimit: 0,
      batch: publishBatch,
      // A worker that starts (again, after a crash) looks for what was left behind at once.
      onStart: async () => {
        await ctx.jobs.send(SWEEP_JOB, {});
      },
      // Targets claimed by this process finish (or the lease runs out and the sweep takes them).
      onStop: async () => {
        if (engine) await Promise.race([engine.worker.idle(), new Promise((resolve) => setTimeout(resolve, STOP_WAIT_MS).unref())]);
      },
    }),
    [SWEEP_JOB]: withWorkOptions(async () => ({ ...(await get().sweep()) }), { retryLimit: 0 }),
  };
}
// ENGINE READY
