import { eq } from 'drizzle-orm';
import { postMessages } from '@cadence/shared-lib/contract';
import { posts } from '../../src/db/schema';
import { recomputeInstants } from '../../src/modules/posts/recompute-instants';
import { createTestApp, manualClock, type TestApp } from '../setup/test-app';
import { registerUser } from '../setup/users';
import { API, errorsOf, makePlanner, postOf, postsApi, type Headers } from './fixtures';

const NOW = new Date('2026-02-15T12:00:00Z');

describe('posts: local times across daylight saving', () => {
  let t: TestApp;
  let api: ReturnType<typeof postsApi>;
  let owner: { headers: Headers; user: { id: number } };
  const at = async (planner: { id: number }, date: string, time: string) =>
    postOf(await api.create(planner.id, { caption: 'x', state: 'scheduled', date, time }, owner.headers)).scheduled_at;

  beforeAll(async () => {
    t = await createTestApp({ clock: manualClock(NOW) });
    api = postsApi(t.app);
    owner = await registerUser(t.app);
  });
  afterAll(() => t.close());

  it('Europe/Berlin: 09:00 is 08:00Z before the spring change and 07:00Z after it', async () => {
    const berlin = await makePlanner(t.app, owner.headers, { timezone: 'Europe/Berlin' });
    expect(await at(berlin, '2026-03-28', '09:00')).toBe('2026-03-28T08:00:00.000Z');
    expect(await at(berlin, '2026-03-30', '09:00')).toBe('2026-03-30T07:00:00.000Z');
  });

  it('Europe/Berlin: 02:30 on 2026-03-29 does not exist → 422, on create and on reschedule', async () => {
    const berlin = await makePlanner(t.app, owner.headers, { timezone: 'Europe/Berlin' });
    const message = postMessages.nonexistentTime('2026-03-29', '02:30', 'Europe/Berlin');
    expect(errorsOf(await api.create(berlin.id, { caption: 'x', state: 'scheduled', date: '2026-03-29', time: '02:30' }, owner.headers))).toEqual({ time: [message] });
    const draft = postOf(await api.create(berlin.id, { caption: 'x' }, owner.headers));
    expect(errorsOf(await api.reschedule(draft.id, { date: '2026-03-29', time: '02:30' }, owner.headers))).toEqual({ time: [message] });
  });

  it('Europe/Berlin: 02:30 on 2026-10-25 happens twice; the earlier one is taken', async () => {
    const berlin = await makePlanner(t.app, owner.headers, { timezone: 'Europe/Berlin' });
    expect(await at(berlin, '2026-10-25', '02:30')).toBe('2026-10-25T00:30:00.000Z');
  });

  it('America/New_York: 09:00 across 2026-03-08 and 2026-11-01', async () => {
    const ny = await makePlanner(t.app, owner.headers, { timezone: 'America/New_York' });
    expect(await at(ny, '2026-03-07', '09:00')).toBe('2026-03-07T14:00:00.000Z');
    expect(await at(ny, '2026-03-08', '09:00')).toBe('2026-03-08T13:00:00.000Z');
    expect(await at(ny, '2026-10-31', '09:00')).toBe('2026-10-31T13:00:00.000Z');
    expect(await at(ny, '2026-11-01', '09:00')).toBe('2026-11-01T14:00:00.000Z');
    expect(await at(ny, '2026-11-01', '01:30')).toBe('2026-11-01T05:30:00.000Z');
  });

  it("keeps 09:00 local when the planner's zone changes", async () => {
    const planner = await makePlanner(t.app, owner.headers, { name: 'Moving', timezone: 'Europe/Berlin' });
    const post = postOf(await api.create(planner.id, { caption: 'x', state: 'scheduled', date: '2026-04-01', time: '09:00' }, owner.headers));
    expect(post.scheduled_at).toBe('2026-04-01T07:00:00.000Z');
    const changed = await t.app.inject({
      method: 'POST',
      url: `${API}/accounts/${planner.id}`,
      headers: owner.headers,
      payload: { name: 'Moving', timezone: 'America/New_York', _method: 'put' },
    });
    expect(changed.statusCode).toBe(200);
    expect(postOf(await api.show(post.id, owner.headers))).toMatchObject({ date: '2026-04-01', time: '09:00', timezone: 'America/New_York', scheduled_at: '2026-04-01T13:00:00.000Z' });
  });

  it('recomputeInstants: wall clocks kept, published posts keep their instant, a time the new zone skips moves forward', async () => {
    const planner = await makePlanner(t.app, owner.headers, { timezone: 'UTC' });
    const kept = postOf(await api.create(planner.id, { caption: 'x', state: 'scheduled', date: '2026-03-29', time: '09:00' }, owner.headers));
    const gap = postOf(await api.create(planner.id, { caption: 'x', state: 'scheduled', date: '2026-03-29', time: '02:30' }, owner.headers));
    const published = postOf(await api.create(planner.id, { caption: 'x', state: 'scheduled', date: '2026-03-01', time: '09:00' }, owner.headers));
    const undated = postOf(await api.create(planner.id, { caption: 'x' }, owner.headers));
    await t.db.update(posts).set({ state: 'published' }).where(eq(posts.id, published.id));

    const changed = await t.db.transaction((tx) => recomputeInstants(tx, planner.id, 'Europe/Berlin'));
    expect(changed).toBe(3);
    const row = async (id: number) => (await t.db.select().from(posts).where(eq(posts.id, id)))[0];
    expect(await row(kept.id)).toMatchObject({ scheduled_at: new Date('2026-03-29T07:00:00Z'), local_time: '2026-03-29T09:00', timezone: 'Europe/Berlin' });
    expect(await row(gap.id)).toMatchObject({ scheduled_at: new Date('2026-03-29T01:30:00Z'), local_time: '2026-03-29T03:30' });
    expect(await row(published.id)).toMatchObject({ scheduled_at: new Date('2026-03-01T09:00:00Z'), local_time: '2026-03-01T10:00' });
    expect(await row(undated.id)).toMatchObject({ scheduled_at: null, timezone: 'Europe/Berlin' });
  });
});
