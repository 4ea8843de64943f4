// GET /schedules/auto-publishing-monitor, PUT /posts/publish-now/:id, PUT /posts/disable-auto-publishing/:id
// as the monitor page uses them (with `_method` put like the browser).
import { eq } from 'drizzle-orm';
import { MONITOR_PER_PAGE, MonitorRow, publishingMessages, serverMessages } from '@cadence/shared-lib/contract';
import { posts, publishTargets } from '../../src/db/schema';
import { createTestApp, type TestApp } from '../setup/test-app';
import { API, connectAccount, makeOwner, makePlanner, schedulePost, settableClock, targetsOfPost, type Owner } from './harness';

describe('auto-publishing monitor', () => {
  let t: TestApp;
  let owner: Owner;
  let bakery: number;
  let cafe: number;
  const clock = settableClock(new Date('2029-12-31T12:00:00Z'));

  const monitor = (headers: Owner['headers'], query = '') => t.app.inject({ method: 'GET', url: `${API}/schedules/auto-publishing-monitor${query}`, headers });
  const action = (what: 'publish-now' | 'disable-auto-publishing', postId: number, headers: Owner['headers']) =>
    t.app.inject({ method: 'POST', url: `${API}/posts/${what}/${postId}`, headers, payload: { _method: 'put' } });
  const rowsOf = (response: Awaited<ReturnType<typeof monitor>>) => {
    expect(response.statusCode).toBe(200);
    return MonitorRow.array().parse(response.json().data.rows);
  };

  beforeAll(async () => {
    t = await createTestApp({ clock });
    owner = await makeOwner(t.app, t.db);
    bakery = (await makePlanner(t.app, owner.headers, { name: 'Bakery', timezone: 'Europe/Berlin' })).id;
    cafe = (await makePlanner(t.app, owner.headers, { name: 'Corner Cafe', timezone: 'UTC' })).id;
    await connectAccount(t.db, owner.id, 'facebook', 'Bakery Page');
    await connectAccount(t.db, owner.id, 'linkedin', 'Dana');
  });
  afterAll(() => t.close());

  it('lists upcoming posts first with their targets, planner and local time', async () => {
    const later = await schedulePost(t.app, owner, bakery, { title: 'Croissants', channels: ['facebook', 'linkedin'], date: '2030-01-03', time: '09:00' });
    const sooner = await schedulePost(t.app, owner, cafe, { title: 'Espresso', caption: 'Double shot', channels: ['linkedin'], date: '2030-01-02', time: '08:00' });
    const rows = rowsOf(await monitor(owner.headers));
    expect(rows.map((r) => r.id)).toEqual([sooner.id, later.id]);
    const row = rows[1];
    expect({ ...row, post: undefined }).toEqual({
      id: later.id,
      post: undefined,
      account: { id: bakery, name: 'Bakery', desc: null, timezone: 'Europe/Berlin' },
      published_on: [
        expect.objectContaining({ platform: 'facebook', identifier_name: 'Bakery Page', state: 'scheduled', link: null }),
        expect.objectContaining({ platform: 'linkedin', identifier_name: 'Dana', state: 'scheduled', link: null }),
      ],
      published_on_implode: 'Facebook, LinkedIn',
      channel: 'Facebook, LinkedIn',
      start_date: '2030-01-03T08:00:00.000Z',
      local_date: '2030-01-03',
      local_time: '09:00',
      auto_publishing_state: 'scheduled',
    });
    expect(row.post).toMatchObject({ id: later.id, title: 'Croissants', type: 'text' });
  });

  it('searches titles, captions and planner names, and filters by channel and state', async () => {
    const ids = (response: Awaited<ReturnType<typeof monitor>>) => rowsOf(response).map((r) => r.post.title);
    expect(ids(await monitor(owner.headers, '?q=double'))).toEqual(['Espresso']);
    expect(ids(await monitor(owner.headers, '?q=corner'))).toEqual(['Espresso']);
    expect(ids(await monitor(owner.headers, '?q=100%25'))).toEqual([]);
    expect(ids(await monitor(owner.headers, '?channel=facebook'))).toEqual(['Croissants']);
    expect(ids(await monitor(owner.headers, '?state=published'))).toEqual([]);
    const bad = await monitor(owner.headers, '?channel=myspace');
    expect([bad.statusCode, bad.json().errors]).toEqual([422, { channel: ['The selected channel is invalid.'] }]);
  });

  it(`pages by ${MONITOR_PER_PAGE}`, async () => {
    const other = await makeOwner(t.app, t.db);
    const planner = await makePlanner(t.app, other.headers, { timezone: 'UTC' });
    for (let i = 0; i < MONITOR_PER_PAGE + 1; i++) await schedulePost(t.app, other, planner.id, { title: `P${i}`, channels: ['twitter'], date: '2030-02-01', time: `10:${String(i).padStart(2, '0')}` });
    const first = await monitor(other.headers);
    expect([rowsOf(first).length, first.json().data.meta]).toEqual([MONITOR_PER_PAGE, { total: MONITOR_PER_PAGE + 1, page: 1, per_page: MONITOR_PER_PAGE, last_page: 2 }]);
    expect(rowsOf(await monitor(other.headers, '?page=2')).map((r) => r.post.title)).toEqual([`P${MONITOR_PER_PAGE}`]);
    // Nobody sees another user's posts.
    expect(rowsOf(await monitor(owner.headers)).some((r) => (r.post.title ?? '').startsWith('P'))).toBe(false);
  });

  it('publish now: targets due now, the row turns processing at once; only for scheduled posts', async () => {
    const post = await schedulePost(t.app, owner, cafe, { title: 'Now', channels: ['facebook'], date: '2030-01-10', time: '10:00' });
    const response = await action('publish-now', post.id, owner.headers);
    expect(response.statusCode).toBe(200);
    const row = MonitorRow.parse(response.json().data.row);
    expect([row.auto_publishing_state, row.start_date]).toEqual(['processing', clock().toISOString()]);
    const [target] = await targetsOfPost(t.db, post.id);
    expect([target.state, target.next_attempt_at.toISOString()]).toEqual(['scheduled', clock().toISOString()]);
    const again = await action('publish-now', post.id, owner.headers);
    expect([again.statusCode, again.json().errors]).toEqual([422, { post: [publishingMessages.onlyScheduled] }]);
  });

  it('disable: auto publishing off, targets cancelled, the post leaves the monitor; only for scheduled posts', async () => {
    const post = await schedulePost(t.app, owner, cafe, { title: 'Off', channels: ['linkedin'], date: '2030-01-11', time: '10:00' });
    const response = await action('disable-auto-publishing', post.id, owner.headers);
    expect([response.statusCode, response.json()]).toEqual([200, { success: true, message: publishingMessages.disabled }]);
    expect((await targetsOfPost(t.db, post.id)).map((x) => x.state)).toEqual(['cancelled']);
    const [row] = await t.db.select().from(posts).where(eq(posts.id, post.id));
    expect([row.state, row.auto_publishing]).toEqual(['scheduled', false]);
    expect(rowsOf(await monitor(owner.headers)).some((r) => r.id === post.id)).toBe(false);

    const draft = await schedulePost(t.app, owner, cafe, { title: 'Draft', state: 'draft', channels: ['linkedin'] });
    const refused = await action('disable-auto-publishing', draft.id, owner.headers);
    expect([refused.statusCode, refused.json().errors]).toEqual([422, { post: [publishingMessages.onlyScheduled] }]);
  });

  it("answers 404 for another user's post and 403 without the feature", async () => {
    const post = await schedulePost(t.app, owner, cafe, { title: 'Mine', channels: ['linkedin'], date: '2030-01-12', time: '10:00' });
    const stranger = await makeOwner(t.app, t.db);
    for (const what of ['publish-now', 'disable-auto-publishing'] as const) {
      const response = await action(what, post.id, stranger.headers);
      expect([what, response.statusCode]).toEqual([what, 404]);
    }
    expect((await t.db.select().from(publishTargets).where(eq(publishTargets.post_id, post.id)))[0].state).toBe('scheduled');
    const free = await makeOwner(t.app, t.db, false);
    const locked = await monitor(free.headers);
    expect([locked.statusCode, locked.json()]).toEqual([403, { message: serverMessages.featureLocked }]);
    expect((await action('publish-now', post.id, free.headers)).statusCode).toBe(403);
  });
});
