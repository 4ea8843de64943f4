// The engine under pg-boss as it runs in production (JOBS=inline): publish jobs fetched in batches
// by several pollers, retryLimit 0, and the sweep job recovering a target a dead worker left behind.
import { eq } from 'drizzle-orm';
import { publishTargets, socialAccounts } from '../../src/db/schema';
import { SWEEP_JOB } from '../../src/modules/publishing/jobs';
import { connect, enableChannels, liveEnv, startFakes, type Fakes } from '../connections/harness';
import { createTestApp, type TestApp } from '../setup/test-app';
import { API, makeOwner, makePlanner, schedulePost, targetsOfPost, type Owner } from './harness';

async function until<T>(read: () => Promise<T>, ok: (value: T) => boolean, timeoutMs = 20_000): Promise<T> {
  const end = Date.now() + timeoutMs;
  for (;;) {
    const value = await read();
    if (ok(value) || Date.now() > end) return value;
    await new Promise((resolve) => setTimeout(resolve, 200));
  }
}

describe('publishing through the job queue', () => {
  let fakes: Fakes;
  let t: TestApp;
  let owner: Owner;
  let plannerId: number;
  let picked: number[];
  const nextMinutes = (n: number) => new Date(Math.ceil(Date.now() / 60_000) * 60_000 + n * 60_000).toISOString();

  beforeAll(async () => {
    fakes = await startFakes();
    t = await createTestApp({ env: { ...liveEnv(fakes), JOBS: 'inline' } });
    await enableChannels(t);
    owner = await makeOwner(t.app, t.db);
    plannerId = (await makePlanner(t.app, owner.headers, { timezone: 'UTC' })).id;
    await connect(t.app, owner.headers, 'linkedin');
    await connect(t.app, owner.headers, 'twitter');
    // One account per network (LinkedIn also brings the member's organizations).
    const rows = await t.db.select().from(socialAccounts).where(eq(socialAccounts.user_id, owner.id)).orderBy(socialAccounts.id);
    picked = (['linkedin', 'twitter'] as const).map((p) => rows.find((r) => r.platform === p)?.id ?? 0);
  });
  afterAll(async () => {
    await t.close();
    await fakes.close();
  });

  it('publish now: the workers pick the jobs up and the posts go out once', async () => {
    const captions = ['One', 'Two', 'Three'].map((c) => `${c} ${Date.now()}`);
    const ids: number[] = [];
    for (const caption of captions) {
      const at = nextMinutes(2);
      const post = await schedulePost(t.app, owner, plannerId, { channels: ['linkedin', 'twitter'], account_ids: picked, caption, date: at.slice(0, 10), time: at.slice(11, 16) });
      const response = await t.app.inject({ method: 'POST', url: `${API}/posts/publish-now/${post.id}`, headers: owner.headers, payload: { _method: 'put' } });
      expect(response.json().data.row.auto_publishing_state).toBe('processing');
      ids.push(post.id);
    }
    for (const id of ids) {
      const targets = await until(() => targetsOfPost(t.db, id), (rows) => rows.every((r) => r.state === 'published'));
      expect(targets.map((r) => r.state)).toEqual(['published', 'published']);
    }
    for (const caption of captions) {
      expect(fakes.linkedin.fake.posts().filter((p) => p.text === caption)).toHaveLength(1);
      expect(fakes.x.fake.posts().filter((p) => p.text === caption)).toHaveLength(1);
    }
  });

  it('the sweep job recovers a target left processing by a dead worker', async () => {
    const at = nextMinutes(2);
    const caption = `Recovered ${Date.now()}`;
    const post = await schedulePost(t.app, owner, plannerId, { channels: ['linkedin'], account_ids: picked, caption, date: at.slice(0, 10), time: at.slice(11, 16) });
    const [row] = await targetsOfPost(t.db, post.id);
    // As a kill -9 leaves it: claimed, not armed, lease run out, its job gone.
    await t.db
      .update(publishTargets)
      .set({ state: 'processing', lease_owner: 'killed', lease_until: new Date(Date.now() - 1000), attempts: 1, next_attempt_at: new Date(Date.now() - 60_000), job_id: null })
      .where(eq(publishTargets.id, row.id));
    await t.app.jobs.send(SWEEP_JOB, {});
    const done = await until(async () => (await targetsOfPost(t.db, post.id))[0], (r) => r.state === 'published');
    expect([done.state, done.attempts]).toEqual(['published', 2]);
    expect(fakes.linkedin.fake.posts().filter((p) => p.text === caption)).toHaveLength(1);
  });
});
