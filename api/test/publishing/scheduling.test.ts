// Scheduling a post makes its publish targets; editing, moving, unscheduling and deleting keep them
// in line. What a user sees: the post's `publishing` entries and the targets' due times.
import { eq } from 'drizzle-orm';
import { publishingMessages, serverMessages } from '@cadence/shared-lib/contract';
import { posts, publishTargets } from '../../src/db/schema';
import { createTestApp, type TestApp } from '../setup/test-app';
import { connectAccount, postBody, settableClock, eventsOf, makeOwner, makePlanner, postOf, postsApi, schedulePost, targetsOfPost, type Owner } from './harness';

describe('publish targets follow their post', () => {
  let t: TestApp;
  let owner: Owner;
  let plannerId: number;
  const clock = settableClock(new Date('2029-12-31T12:00:00Z'));
  const ids: Record<string, number> = {};

  beforeAll(async () => {
    t = await createTestApp({ clock });
    owner = await makeOwner(t.app, t.db);
    plannerId = (await makePlanner(t.app, owner.headers, { name: 'Bakery', timezone: 'UTC' })).id;
    for (const [platform, name] of [
      ['facebook', 'Bakery Page'],
      ['facebook', 'Cafe Page'],
      ['instagram', 'bakery.ig'],
      ['linkedin', 'Dana'],
    ] as const) {
      ids[name] = (await connectAccount(t.db, owner.id, platform, name)).id;
    }
  });
  afterAll(() => t.close());

  it('makes one target per connected account of each chosen network, due at the post time', async () => {
    const post = await schedulePost(t.app, owner, plannerId, { channels: ['facebook', 'instagram', 'linkedin'] });
    const targets = await targetsOfPost(t.db, post.id);
    expect(targets.map((x) => [x.platform, x.account_name, x.state, x.due_at.toISOString(), x.next_attempt_at.toISOString()])).toEqual([
      ['facebook', 'Bakery Page', 'scheduled', '2030-01-01T10:00:00.000Z', '2030-01-01T10:00:00.000Z'],
      ['facebook', 'Cafe Page', 'scheduled', '2030-01-01T10:00:00.000Z', '2030-01-01T10:00:00.000Z'],
      ['instagram', 'bakery.ig', 'scheduled', '2030-01-01T10:00:00.000Z', '2030-01-01T10:00:00.000Z'],
      ['linkedin', 'Dana', 'scheduled', '2030-01-01T10:00:00.000Z', '2030-01-01T10:00:00.000Z'],
    ]);
    // The editor shows them too, and a job waits for each.
    const shown = postOf(await postsApi(t.app).show(post.id, owner.headers));
    expect(shown.publishing.map((p) => [p.platform, p.identifier_name, p.state])).toEqual([
      ['facebook', 'Bakery Page', 'scheduled'],
      ['facebook', 'Cafe Page', 'scheduled'],
      ['instagram', 'bakery.ig', 'scheduled'],
      ['linkedin', 'Dana', 'scheduled'],
    ]);
    expect(shown.auto_publishing).toBe(true);
    expect(targets.every((x) => x.job_id !== null)).toBe(true);
    expect(await eventsOf(t.db, targets[0].id)).toEqual(['∅→scheduled']);
  });

  it('goes only to the picked accounts of a network when some are picked', async () => {
    const post = await schedulePost(t.app, owner, plannerId, { channels: ['facebook', 'instagram'], account_ids: [ids['Cafe Page']] });
    expect(post.account_ids).toEqual([ids['Cafe Page']]);
    expect((await targetsOfPost(t.db, post.id)).map((x) => x.account_name)).toEqual(['Cafe Page', 'bakery.ig']);
  });

  it('gives a chosen network with no connection a target that will say so', async () => {
    const post = await schedulePost(t.app, owner, plannerId, { channels: ['twitter'] });
    const [target] = await targetsOfPost(t.db, post.id);
    expect([target.platform, target.account_id, target.state]).toEqual(['twitter', null, 'scheduled']);
    expect(publishingMessages.notConnected('Twitter')).toContain('Not connected to Twitter');
  });

  it("refuses another user's account ids", async () => {
    const other = await makeOwner(t.app, t.db);
    const theirs = await connectAccount(t.db, other.id, 'facebook', 'Their Page');
    const response = await postsApi(t.app).create(plannerId, await postBody(t.db, owner, { channels: ['facebook'], account_ids: [theirs.id] }), owner.headers);
    expect(response.statusCode).toBe(422);
    expect(response.json().errors).toEqual({ 'account_ids.0': [serverMessages.invalid('account_ids.0')] });
  });

  it('moves unstarted targets when the post is rescheduled or edited', async () => {
    const post = await schedulePost(t.app, owner, plannerId, { channels: ['linkedin'] });
    const [before] = await targetsOfPost(t.db, post.id);
    await postsApi(t.app).reschedule(post.id, { date: '2030-01-02', time: '08:30' }, owner.headers);
    const [moved] = await targetsOfPost(t.db, post.id);
    expect([moved.id, moved.state, moved.due_at.toISOString(), moved.next_attempt_at.toISOString()]).toEqual([before.id, 'scheduled', '2030-01-02T08:30:00.000Z', '2030-01-02T08:30:00.000Z']);
    // Editing the networks: LinkedIn is dropped (cancelled), Facebook comes in.
    await postsApi(t.app).update(post.id, await postBody(t.db, owner, { date: '2030-01-03', time: '09:00', channels: ['facebook'] }), owner.headers);
    const after = await targetsOfPost(t.db, post.id);
    expect(after.map((x) => [x.platform, x.account_name, x.state, x.due_at.toISOString()])).toEqual([
      ['linkedin', 'Dana', 'cancelled', '2030-01-02T08:30:00.000Z'],
      ['facebook', 'Bakery Page', 'scheduled', '2030-01-03T09:00:00.000Z'],
      ['facebook', 'Cafe Page', 'scheduled', '2030-01-03T09:00:00.000Z'],
    ]);
    const shown = postOf(await postsApi(t.app).show(post.id, owner.headers));
    expect(shown.publishing.map((p) => p.identifier_name)).toEqual(['Bakery Page', 'Cafe Page']);
  });

  it('cancels the targets when the post goes back to draft, and brings them back when scheduled again', async () => {
    const post = await schedulePost(t.app, owner, plannerId, { channels: ['instagram'] });
    await postsApi(t.app).update(post.id, await postBody(t.db, owner, { state: 'draft', channels: ['instagram'] }), owner.headers);
    expect((await targetsOfPost(t.db, post.id)).map((x) => x.state)).toEqual(['cancelled']);
    await postsApi(t.app).update(post.id, await postBody(t.db, owner, { date: '2030-01-05', channels: ['instagram'] }), owner.headers);
    const [again] = await targetsOfPost(t.db, post.id);
    expect([again.state, again.due_at.toISOString()]).toEqual(['scheduled', '2030-01-05T10:00:00.000Z']);
    expect(await eventsOf(t.db, again.id)).toEqual(['∅→scheduled', 'scheduled→cancelled', 'cancelled→scheduled']);
  });

  it('drops the targets with a deleted post, and a duplicate copies the accounts but no targets', async () => {
    const post = await schedulePost(t.app, owner, plannerId, { channels: ['facebook'], account_ids: [ids['Bakery Page']] });
    const copy = postOf(await postsApi(t.app).duplicate(post.id, owner.headers));
    expect([copy.state, copy.account_ids, copy.publishing]).toEqual(['draft', [ids['Bakery Page']], []]);
    expect(await targetsOfPost(t.db, copy.id)).toEqual([]);
    await postsApi(t.app).remove(post.id, owner.headers);
    expect(await t.db.select().from(publishTargets).where(eq(publishTargets.post_id, post.id))).toEqual([]);
  });

  it('makes no targets for a user without the auto-publishing feature', async () => {
    const free = await makeOwner(t.app, t.db, false);
    await connectAccount(t.db, free.id, 'facebook', 'Free Page');
    const planner = await makePlanner(t.app, free.headers, { timezone: 'UTC' });
    const post = await schedulePost(t.app, free, planner.id, { channels: ['facebook'] });
    expect(await targetsOfPost(t.db, post.id)).toEqual([]);
    const [row] = await t.db.select().from(posts).where(eq(posts.id, post.id));
    expect(row.state).toBe('scheduled');
  });

  it("keeps the wall-clock time when the planner's zone changes: unstarted targets move with the post", async () => {
    const planner = await makePlanner(t.app, owner.headers, { name: 'Travel', timezone: 'UTC' });
    const post = await schedulePost(t.app, owner, planner.id, { channels: ['linkedin'], date: '2030-01-07', time: '09:00' });
    const response = await t.app.inject({ method: 'POST', url: `/api/web/v1/accounts/${planner.id}`, headers: owner.headers, payload: { _method: 'put', name: 'Travel', timezone: 'Asia/Tokyo' } });
    expect(response.statusCode).toBe(200);
    const [target] = await targetsOfPost(t.db, post.id);
    expect([target.state, target.due_at.toISOString(), target.next_attempt_at.toISOString()]).toEqual(['scheduled', '2030-01-07T00:00:00.000Z', '2030-01-07T00:00:00.000Z']);
  });

  it('shows the targets on the calendar and in the queue', async () => {
    const post = await schedulePost(t.app, owner, plannerId, { channels: ['linkedin'], date: '2030-01-20' });
    const calendar = await postsApi(t.app).schedule(plannerId, owner.headers, '?from=2030-01-20&to=2030-01-20');
    const item = calendar.json().data.schedule.find((s: { id: number }) => s.id === post.id);
    expect(item.post.publishing.map((p: { identifier_name: string; state: string }) => [p.identifier_name, p.state])).toEqual([['Dana', 'scheduled']]);
    const queue = await postsApi(t.app).queue(owner.headers);
    const queued = queue.json().data.posts.find((s: { id: number }) => s.id === post.id);
    expect(queued.post.publishing).toHaveLength(1);
  });
});
