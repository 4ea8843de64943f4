// Batch queues (WorkOptions.batch, as publishing.publish uses): several pollers hand each job to the
// batch handler exactly once, a handled batch leaves no jobs behind, a batch whose handler throws is
// kept as failed (visible, and found by the publishing sweep), and stop() ends the pollers.
import { Client } from 'pg';
import { createJobQueue, JOBS_SCHEMA, withWorkOptions, type BatchJob, type JobQueue } from '../../src/jobs/job-queue';
import { createTestDatabase } from '../setup/test-app';

const OK_QUEUE = 'test.batch-ok';
const FAILING_QUEUE = 'test.batch-failing';

async function until(check: () => boolean | Promise<boolean>, timeoutMs = 15_000): Promise<void> {
  const end = Date.now() + timeoutMs;
  while (!(await check())) {
    if (Date.now() > end) throw new Error('timed out');
    await new Promise((resolve) => setTimeout(resolve, 100));
  }
}

describe('batch queues', () => {
  let database: Awaited<ReturnType<typeof createTestDatabase>>;
  /** The worker process's queue, and an API process's (which only sends). */
  let queue: JobQueue;
  let sender: JobQueue;
  let client: Client;
  const handled: string[] = [];
  const batches: number[] = [];
  let failingCalls = 0;

  const jobsLeft = async (name: string) =>
    (await client.query<{ state: string; n: number }>(`SELECT state, count(*)::int AS n FROM ${JOBS_SCHEMA}.job WHERE name = $1 GROUP BY state`, [name])).rows;

  beforeAll(async () => {
    database = await createTestDatabase();
    client = new Client({ connectionString: database.url });
    await client.connect();
    // withWorkOptions marks the function it is given: one function per queue.
    const noop = () => async () => ({});
    const handlers = () => ({
      [OK_QUEUE]: withWorkOptions(noop(), {
        batchSize: 7,
        pollers: 3,
        pollingIntervalSeconds: 0.5,
        retryLimit: 0,
        batch: async (jobs: BatchJob[]) => {
          batches.push(jobs.length);
          handled.push(...jobs.map((job) => (job.data as { n: number }).n.toString()));
        },
      }),
      [FAILING_QUEUE]: withWorkOptions(noop(), {
        batchSize: 10,
        pollingIntervalSeconds: 0.5,
        retryLimit: 0,
        batch: async () => {
          failingCalls++;
          throw new Error('the handler broke');
        },
      }),
    });
    queue = createJobQueue(database.url, () => undefined, handlers, {});
    sender = createJobQueue(database.url, () => undefined, handlers, {});
    await queue.work();
  });

  afterAll(async () => {
    await queue.stop();
    await sender.stop();
    await client.end();
    await database.drop();
  });

  it('hands every job to a batch handler once and leaves no job behind', async () => {
    await sender.sendMany(OK_QUEUE, Array.from({ length: 40 }, (_, n) => ({ data: { n } })));
    await until(() => handled.length >= 40);
    // Let the pollers run a few more rounds: nothing is handed over twice.
    await new Promise((resolve) => setTimeout(resolve, 1200));
    expect([...handled].sort((a, b) => Number(a) - Number(b))).toEqual(Array.from({ length: 40 }, (_, n) => String(n)));
    expect(Math.max(...batches)).toBeLessThanOrEqual(7);
    await until(async () => (await jobsLeft(OK_QUEUE)).length === 0);
    expect(await jobsLeft(OK_QUEUE)).toEqual([]);
  });

  it('keeps the jobs of a batch whose handler threw, as failed, and does not run them again', async () => {
    const ids = await sender.sendMany(FAILING_QUEUE, [{ data: { n: 1 } }, { data: { n: 2 } }, { data: { n: 3 } }]);
    await until(async () => (await jobsLeft(FAILING_QUEUE)).some((r) => r.state === 'failed'));
    await new Promise((resolve) => setTimeout(resolve, 1200));
    expect(await jobsLeft(FAILING_QUEUE)).toEqual([{ state: 'failed', n: 3 }]);
    expect(failingCalls).toBe(1);
    expect((await queue.find(FAILING_QUEUE, ids[0]))?.state).toBe('failed');
  });

  it('stops fetching once stopped', async () => {
    await queue.stop();
    await sender.sendMany(OK_QUEUE, [{ data: { n: 100 } }]);
    await new Promise((resolve) => setTimeout(resolve, 1200));
    expect(handled).not.toContain('100');
    expect(await jobsLeft(OK_QUEUE)).toEqual([{ state: 'created', n: 1 }]);
  });
});
