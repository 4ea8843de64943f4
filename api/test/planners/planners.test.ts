import { eq } from 'drizzle-orm';
import { Planner, PLANNER_DESC_MAX, PLANNER_NAME_MAX, serverMessages as m } from '@cadence/shared-lib/contract';
import { postFeedback, posts, shareLinks } from '../../src/db/schema';
import { login } from '../setup/login';
import { createTestApp, manualClock, type TestApp } from '../setup/test-app';
import { registerUser } from '../setup/users';
import { createPlanner, insertPost, type Headers } from './fixtures';

const URL = '/api/web/v1/accounts';
const NOW = new Date('2026-11-22T10:00:00Z');

describe('content planners', () => {
  let t: TestApp;
  let owner: { headers: Headers; user: { id: number } };
  let other: { headers: Headers; user: { id: number } };

  const create = (body: unknown, headers: Headers = owner.headers) => t.app.inject({ method: 'POST', url: URL, headers, payload: body as object });
  const update = (id: number, body: unknown, headers: Headers = owner.headers) =>
    t.app.inject({ method: 'POST', url: `${URL}/${id}`, headers, payload: { ...(body as object), _method: 'put' } });
  const remove = (id: number, headers: Headers = owner.headers) =>
    t.app.inject({ method: 'POST', url: `${URL}/${id}`, headers, payload: { _method: 'delete' } });
  const show = (id: number, headers: Headers = owner.headers) => t.app.inject({ method: 'GET', url: `${URL}/${id}`, headers });
  const errorsOf = async (body: unknown) => {
    const response = await create(body);
    expect(response.statusCode).toBe(422);
    return response.json().errors as Record<string, string[]>;
  };

  beforeAll(async () => {
    t = await createTestApp({ clock: manualClock(NOW) });
    owner = await registerUser(t.app, { full_name: 'Olga Owner' });
    other = await registerUser(t.app, { full_name: 'Omar Other' });
  });
  afterAll(() => t.close());

  it('refuses guests and non-customers', async () => {
    expect((await t.app.inject({ method: 'GET', url: URL })).statusCode).toBe(401);
    expect((await t.app.inject({ method: 'POST', url: URL, payload: { name: 'X' } })).statusCode).toBe(401);
    const admin = await login(t.app, 'admin@example.com');
    expect((await t.app.inject({ method: 'GET', url: URL, headers: admin.headers })).statusCode).toBe(403);
  });

  it('creates a planner with defaults, shows it, lists it by name and replaces it', async () => {
    const response = await create({ name: '  Zeta Coffee ', desc: '' });
    expect(response.statusCode).toBe(200);
    const planner = Planner.strict().parse(response.json().data.account);
    expect(planner).toMatchObject({ name: 'Zeta Coffee', desc: null, color: '#7367f0', timezone: 'UTC', posts_count: 0, upcoming_count: 0, next_post_at: null });
    await createPlanner(t.app, owner.headers, { name: 'Alpha Bakery', desc: 'Our bakery', color: '#FF0000', timezone: 'Europe/Berlin' });

    const list = await t.app.inject({ method: 'GET', url: URL, headers: owner.headers });
    const accounts = list.json().data.accounts.map((a: unknown) => Planner.strict().parse(a));
    expect(accounts.map((a: Planner) => [a.name, a.color, a.timezone])).toEqual([
      ['Alpha Bakery', '#ff0000', 'Europe/Berlin'],
      ['Zeta Coffee', '#7367f0', 'UTC'],
    ]);
    expect((await show(planner.id)).json().data.account).toEqual(planner);

    const updated = await update(planner.id, { name: 'Zeta Tea', desc: 'Leaves', color: '#00aa00' });
    expect(updated.statusCode).toBe(200);
    // Left out: the timezone stays as it was.
    expect(updated.json().data.account).toMatchObject({ id: planner.id, name: 'Zeta Tea', desc: 'Leaves', color: '#00aa00', timezone: 'UTC' });
    expect((await show(planner.id)).json().data.account.name).toBe('Zeta Tea');
    // Another user's list does not hold them.
    expect((await t.app.inject({ method: 'GET', url: URL, headers: other.headers })).json().data.accounts).toEqual([]);
  });

  it('words every validation message', async () => {
    expect((await errorsOf({})).name).toEqual([m.required('name')]);
    expect((await errorsOf({ name: '   ' })).name).toEqual([m.required('name')]);
    expect((await errorsOf({ name: 42 })).name).toEqual([m.string('name')]);
    expect((await errorsOf({ name: 'x'.repeat(PLANNER_NAME_MAX + 1) })).name).toEqual([m.max('name', PLANNER_NAME_MAX)]);
    expect((await errorsOf({ name: 'ok', desc: 'x'.repeat(PLANNER_DESC_MAX + 1) })).desc).toEqual([m.max('desc', PLANNER_DESC_MAX)]);
    expect((await errorsOf({ name: 'ok', color: 'red' })).color).toEqual([m.format('color')]);
    expect((await errorsOf({ name: 'ok', color: '#12345g' })).color).toEqual([m.format('color')]);
    expect((await errorsOf({ name: 'ok', timezone: 'Mars/Olympus' })).timezone).toEqual([m.invalid('timezone')]);
    expect((await errorsOf({ name: 'ok', timezone: 'utc+2' })).timezone).toEqual([m.invalid('timezone')]);
    const planner = await createPlanner(t.app, owner.headers);
    const response = await update(planner.id, { name: '' });
    expect(response.statusCode).toBe(422);
    expect(response.json()).toEqual({ message: m.required('name'), errors: { name: [m.required('name')] } });
    expect((await show(planner.id)).json().data.account.name).toBe('Bakery');
    expect((await t.app.inject({ method: 'GET', url: `${URL}/abc`, headers: owner.headers })).statusCode).toBe(422);
  });

  it("answers 404 for another user's planner, whatever the call, and changes nothing", async () => {
    const planner = await createPlanner(t.app, owner.headers, { name: 'Private' });
    for (const response of [
      await show(planner.id, other.headers),
      await update(planner.id, { name: 'Hijacked' }, other.headers),
      await remove(planner.id, other.headers),
      await t.app.inject({ method: 'GET', url: `${URL}/${planner.id}/share-links`, headers: other.headers }),
      await t.app.inject({ method: 'POST', url: `${URL}/${planner.id}/share-links`, headers: other.headers }),
    ]) {
      expect(response.statusCode).toBe(404);
      expect(response.body).not.toContain('Private');
    }
    expect((await show(planner.id)).json().data.account.name).toBe('Private');
    expect(await t.db.select().from(shareLinks).where(eq(shareLinks.planner_id, planner.id))).toEqual([]);
    expect((await show(999999)).statusCode).toBe(404);
  });

  it('counts posts, upcoming ones and the next one', async () => {
    const planner = await createPlanner(t.app, owner.headers, { name: 'Counted' });
    await insertPost(t.db, planner, owner.user.id, { scheduled_at: new Date('2026-11-20T09:00:00Z'), state: 'published' });
    await insertPost(t.db, planner, owner.user.id, { scheduled_at: new Date('2026-12-01T09:00:00Z') });
    await insertPost(t.db, planner, owner.user.id, { scheduled_at: new Date('2026-11-25T09:00:00Z'), state: 'draft' });
    await insertPost(t.db, planner, owner.user.id, { state: 'draft' });
    expect((await show(planner.id)).json().data.account).toMatchObject({ posts_count: 4, upcoming_count: 2, next_post_at: '2026-11-25T09:00:00.000Z' });
  });

  it('deletes a planner with its posts, their feedback and its share links, and says how many went', async () => {
    const planner = await createPlanner(t.app, owner.headers, { name: 'Doomed' });
    const post = await insertPost(t.db, planner, owner.user.id, { scheduled_at: new Date('2026-12-01T09:00:00Z') });
    await insertPost(t.db, planner, owner.user.id);
    const link = await t.app.inject({ method: 'POST', url: `${URL}/${planner.id}/share-links`, headers: owner.headers });
    const token = (link.json().data.link.url as string).split('/').pop();
    await t.app.inject({ method: 'POST', url: `/api/web/v1/share/${token}/posts/${post.id}/feedback`, headers: other.headers, payload: { verdict: 'approved' } });
    expect(await t.db.select().from(postFeedback).where(eq(postFeedback.post_id, post.id))).toHaveLength(1);

    const response = await remove(planner.id);
    expect(response.statusCode).toBe(200);
    expect(response.json()).toEqual({ success: true, deleted: { posts: 2, share_links: 1 } });
    expect((await show(planner.id)).statusCode).toBe(404);
    expect(await t.db.select().from(posts).where(eq(posts.planner_id, planner.id))).toEqual([]);
    expect(await t.db.select().from(shareLinks).where(eq(shareLinks.planner_id, planner.id))).toEqual([]);
    expect(await t.db.select().from(postFeedback).where(eq(postFeedback.post_id, post.id))).toEqual([]);
    expect((await t.app.inject({ method: 'GET', url: `/api/web/v1/schedules/accounts/${token}`, headers: other.headers })).statusCode).toBe(404);
    expect((await remove(planner.id)).statusCode).toBe(404);
  });

  it('keeps posts at their wall-clock time when the zone changes, across DST', async () => {
    const planner = await createPlanner(t.app, owner.headers, { name: 'Berlin', timezone: 'Europe/Berlin' });
    // 09:00 in Berlin: summer (UTC+2) and winter (UTC+1).
    const summer = await insertPost(t.db, planner, owner.user.id, {
      scheduled_at: new Date('2027-07-01T07:00:00Z'),
      local_time: '2027-07-01T09:00',
      timezone: 'Europe/Berlin',
    });
    const winter = await insertPost(t.db, planner, owner.user.id, {
      scheduled_at: new Date('2027-01-15T08:00:00Z'),
      local_time: '2027-01-15T09:00',
      timezone: 'Europe/Berlin',
    });
    // Between the US (14 March) and the EU (28 March) clock changes: New York is already on UTC-4.
    const between = await insertPost(t.db, planner, owner.user.id, {
      scheduled_at: new Date('2027-03-20T08:00:00Z'),
      local_time: '2027-03-20T09:00',
      timezone: 'Europe/Berlin',
    });
    const published = await insertPost(t.db, planner, owner.user.id, {
      state: 'published',
      scheduled_at: new Date('2026-11-01T08:00:00Z'),
      local_time: '2026-11-01T09:00',
      timezone: 'Europe/Berlin',
    });
    const draft = await insertPost(t.db, planner, owner.user.id, { state: 'draft', timezone: 'Europe/Berlin' });

    const response = await update(planner.id, { name: 'Berlin', timezone: 'America/New_York' });
    expect(response.statusCode).toBe(200);
    expect(response.json().data.account.timezone).toBe('America/New_York');
    const row = async (id: number) => (await t.db.select().from(posts).where(eq(posts.id, id)))[0];
    // New York: UTC-4 in July, UTC-5 in January.
    expect(await row(summer.id)).toMatchObject({ scheduled_at: new Date('2027-07-01T13:00:00Z'), local_time: '2027-07-01T09:00', timezone: 'America/New_York' });
    expect(await row(winter.id)).toMatchObject({ scheduled_at: new Date('2027-01-15T14:00:00Z'), local_time: '2027-01-15T09:00', timezone: 'America/New_York' });
    expect(await row(between.id)).toMatchObject({ scheduled_at: new Date('2027-03-20T13:00:00Z'), local_time: '2027-03-20T09:00' });
    // Already out: the instant stays, its local reading follows the new zone.
    expect(await row(published.id)).toMatchObject({ scheduled_at: new Date('2026-11-01T08:00:00Z'), local_time: '2026-11-01T03:00', timezone: 'America/New_York' });
    expect(await row(draft.id)).toMatchObject({ scheduled_at: null, timezone: 'America/New_York' });
  });
});
