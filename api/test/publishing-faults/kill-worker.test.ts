// kill -9 of a worker in the middle of a publishing burst: real `api worker` processes, the fake
// networks on their own ports (answering in ~40 ms, some creates accepted and then dropped without
// an answer), a real PostgreSQL. After the crash a new worker takes over. Every target must end
// published exactly once on its network, or failed and absent from it: never twice, never lost.
import type { AddressInfo } from 'node:net';
import { eq, inArray } from 'drizzle-orm';
import { publishEvents, publishTargets } from '../../src/db/schema';
import { PublishingScheduler } from '../../src/modules/publishing/scheduler';
import { TEST_APP_KEY } from '../setup/constants';
import { createTestApp, type TestApp } from '../setup/test-app';
import { allPosts, networkEnv, startFakes, stopFakes, type Fakes } from './fakes';
import { seedAccounts, seedImage, seedPosts, seedPublisher } from './seed';
import { startWorker, type WorkerProcess } from './worker-process';

jest.setTimeout(240_000);

const POSTS = 200;
const ACCOUNTS_PER_NETWORK = 2;
const LATENCY_MS = 40;
/** Creates accepted by a fake and then answered with a dropped connection, per fake. */
const DROPS_PER_FAKE = 4;
const SETTLE_TIMEOUT_MS = 150_000;
const TERMINAL = new Set(['published', 'failure']);

const sleep = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

describe('publishing survives kill -9 of a worker mid-burst', () => {
  let fakes: Partial<Fakes> = {};
  let t: TestApp | undefined;
  const workers: WorkerProcess[] = [];

  afterAll(async () => {
    for (const w of workers) w.kill9();
    await Promise.all(workers.map((w) => w.stop()));
    await t?.close();
    await stopFakes(fakes);
  });

  it('leaves every target published exactly once or failed, with nothing stuck', async () => {
    const started = await startFakes(LATENCY_MS);
    fakes = started;
    t = await createTestApp({ env: networkEnv(started) });
    // This process plays the API: it serves the signed media URLs Meta fetches Instagram images from.
    await t.app.listen({ port: 0, host: '127.0.0.1' });
    const mediaUrl = `http://127.0.0.1:${(t.app.server.address() as AddressInfo).port}`;

    const owner = await seedPublisher(t.db, t.config.appKey);
    const accounts = await seedAccounts(t.db, t.config.appKey, owner.userId, started, ACCOUNTS_PER_NETWORK);
    const imageId = await seedImage(t.app, owner.userId);
    const texts = await seedPosts(t.db, owner, accounts, imageId, POSTS, new Date());
    // The engine's own scheduler makes the targets and queues their jobs, as a post save does.
    const scheduler = new PublishingScheduler(t.app.db, t.app.clock, t.app.jobs);
    for (const postId of texts.keys()) await scheduler.sync(postId);
    const targets = await t.db.select().from(publishTargets).where(eq(publishTargets.user_id, owner.userId));
    expect(targets).toHaveLength(POSTS);
    expect(targets.every((target) => target.state === 'scheduled')).toBe(true);

    for (const fake of [started.meta.fake, started.linkedin.fake, started.x.fake]) fake.inject({ kind: 'drop-after-accept', times: DROPS_PER_FAKE });

    const env = {
      ...networkEnv(started),
      DATABASE_URL: t.databaseUrl,
      DATA_DIR: t.config.dataDir,
      APP_KEY: TEST_APP_KEY,
      JOBS: 'inline',
      LOG_LEVEL: 'warn',
      MEDIA_PUBLIC_URL: mediaUrl,
      PUBLISH_LEASE_SECONDS: '3',
      // Small enough that a good part of the burst is still ahead when the kill lands.
      PUBLISH_CONCURRENCY: '16',
    };
    const first = await startWorker(env);
    workers.push(first);

    // SIGKILL once the networks have received about a third of the creates.
    const killAt = Math.ceil(POSTS / 3);
    const deadline = Date.now() + 60_000;
    while (allPosts(started).length < killAt) {
      if (Date.now() > deadline) throw new Error(`the first worker created only ${allPosts(started).length} posts in 60 s:\n${first.output()}`);
      await sleep(10);
    }
    first.kill9();
    const atKill = allPosts(started).length;
    const inFlight = await t.db.select({ state: publishTargets.state }).from(publishTargets).where(eq(publishTargets.user_id, owner.userId));
    const processingAtKill = inFlight.filter((r) => r.state === 'processing').length;

    const second = await startWorker(env);
    workers.push(second);

    const settleBy = Date.now() + SETTLE_TIMEOUT_MS;
    let rows = await t.db.select().from(publishTargets).where(eq(publishTargets.user_id, owner.userId));
    for (;;) {
      if (rows.every((r) => TERMINAL.has(r.state))) break;
      if (Date.now() > settleBy) {
        const stuck = rows.filter((r) => !TERMINAL.has(r.state)).map((r) => `${r.id}:${r.state}`);
        throw new Error(`targets not settled after ${SETTLE_TIMEOUT_MS / 1000} s: ${stuck.join(', ')}\n${second.output()}`);
      }
      await sleep(500);
      rows = await t.db.select().from(publishTargets).where(eq(publishTargets.user_id, owner.userId));
    }

    // Match the networks' posts to targets by their unique text.
    const onNetworks = new Map<string, number>();
    for (const post of allPosts(started)) onNetworks.set(post.text, (onNetworks.get(post.text) ?? 0) + 1);
    const published = rows.filter((r) => r.state === 'published');
    const failed = rows.filter((r) => r.state === 'failure');
    const twice = rows.filter((r) => (onNetworks.get(texts.get(r.post_id) ?? '') ?? 0) > 1);
    const lost = published.filter((r) => (onNetworks.get(texts.get(r.post_id) ?? '') ?? 0) !== 1);
    const failedButOut = failed.filter((r) => (onNetworks.get(texts.get(r.post_id) ?? '') ?? 0) !== 0);
    // How they got there, from the targets' event log.
    const events = await t.db
      .select({ detail: publishEvents.detail, to: publishEvents.to_state })
      .from(publishEvents)
      .where(inArray(publishEvents.target_id, rows.map((r) => r.id)));
    const reconciled = events.filter((e) => e.to === 'published' && e.detail?.startsWith('reconciled')).length;
    const recovered = events.filter((e) => e.detail?.startsWith('lease of')).length;
    const retried = rows.filter((r) => r.attempts > 1).length;

    process.stdout.write(
      `kill -9 fault test: ${POSTS} targets; killed after ${atKill} creates with ${processingAtKill} targets in processing; ` +
        `published ${published.length}, failed ${failed.length}; recovered from the dead worker ${recovered}, ` +
        `found on the network after an unanswered create ${reconciled}, attempted more than once ${retried}; ` +
        `posts on the fakes ${allPosts(started).length}, published twice ${twice.length}\n`,
    );
    // The kill landed mid-burst and the dropped answers were resolved by asking the network.
    expect(atKill).toBeLessThan(POSTS);
    expect(reconciled).toBeGreaterThan(0);
    expect(twice.map((r) => r.id)).toEqual([]);
    expect(lost.map((r) => r.id)).toEqual([]);
    expect(failedButOut.map((r) => r.id)).toEqual([]);
    expect(rows.filter((r) => !TERMINAL.has(r.state))).toEqual([]);
    expect(allPosts(started).length).toBe(published.length);
    // A crash is no reason to fail the posts it interrupted: they are all published in the end.
    expect(failed.map((r) => `${r.id}: ${r.error_code} ${r.error_message}`)).toEqual([]);
  });
});
