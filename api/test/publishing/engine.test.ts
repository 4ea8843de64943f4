// The engine's state machine, driven through every failure class by a scripted network double:
// at most one create per arming, retries with backoff, refresh, reconnect, permanent failures,
// unconfirmed outcomes reconciled, and the sweep's recoveries. (The real fakes: networks.test.ts.)
import { eq } from 'drizzle-orm';
import { posts, publishTargets, type PublishTargetRow } from '../../src/db/schema';
import { NetworkError } from '../../src/modules/social/types';
import { createTestApp, type TestApp } from '../setup/test-app';
import { connectAccount, engineWith, settableClock, eventsOf, makeOwner, makePlanner, schedulePost, stubSocial, targetsOfPost, type Owner, type StubSocial } from './harness';
import type { PublishingEngine } from '../../src/modules/publishing/jobs';

describe('publishing engine', () => {
  let t: TestApp;
  let owner: Owner;
  let plannerId: number;
  let stub: StubSocial;
  let engine: PublishingEngine;
  const clock = settableClock(new Date('2029-12-31T12:00:00Z'));
  const DUE = new Date('2030-01-01T10:00:00Z');

  const postState = async (postId: number) => (await t.db.select({ state: posts.state }).from(posts).where(eq(posts.id, postId)))[0].state;
  const target = async (id: number): Promise<PublishTargetRow> => (await t.db.select().from(publishTargets).where(eq(publishTargets.id, id)))[0];
  /** A post due at DUE going to one account; the clock is set to its time. */
  const duePost = async (platform: 'facebook' | 'instagram' | 'linkedin' | 'twitter', extra: Record<string, unknown> = {}) => {
    clock.set(new Date('2029-12-31T12:00:00Z'));
    const post = await schedulePost(t.app, owner, plannerId, { channels: [platform], caption: `Post ${Math.random()}`, ...extra });
    const [row] = await targetsOfPost(t.db, post.id);
    clock.set(DUE);
    return { post, target: row };
  };

  beforeAll(async () => {
    t = await createTestApp({ clock });
    owner = await makeOwner(t.app, t.db);
    plannerId = (await makePlanner(t.app, owner.headers, { timezone: 'UTC' })).id;
    await connectAccount(t.db, owner.id, 'facebook', 'page1');
    await connectAccount(t.db, owner.id, 'instagram', 'ig1');
    await connectAccount(t.db, owner.id, 'linkedin', 'li1');
    await connectAccount(t.db, owner.id, 'twitter', 'x1');
  });
  beforeEach(() => {
    stub = stubSocial(t.db, engineWith(t.app, null).ctx);
    engine = engineWith(t.app, stub.social).engine;
  });
  afterAll(() => t.close());

  it('publishes a due target once, with its link and first comment, and the post turns published', async () => {
    const { post, target: row } = await duePost('facebook', { first_comment: 'Order at bakery.test' });
    await engine.publish([row.id]);
    await engine.publish([row.id]); // a duplicate job finds nothing to claim
    const done = await target(row.id);
    expect([done.state, done.link, done.attempts, done.comment_state, done.armed_at?.toISOString()]).toEqual(['published', 'https://stub.test/ext-page1_1', 1, 'done', DUE.toISOString()]);
    expect(stub.networks.facebook.posts).toHaveLength(1);
    expect(stub.networks.facebook.comments).toEqual(['Order at bakery.test']);
    expect(await postState(post.id)).toBe('published');
    expect(await eventsOf(t.db, row.id)).toEqual(['∅→scheduled', 'scheduled→processing', 'processing→processing', 'processing→published', 'published→published']);
  });

  it('does nothing for a job that wakes before the target is due (it was moved)', async () => {
    const { target: row } = await duePost('linkedin');
    clock.set(new Date(DUE.getTime() - 60_000));
    await engine.publish([row.id]);
    expect((await target(row.id)).state).toBe('scheduled');
    expect(stub.networks.linkedin.calls).toEqual([]);
  });

  it('retries a temporary error after the backoff, honouring the network’s retry-after, then publishes once', async () => {
    const { post, target: row } = await duePost('twitter');
    stub.networks.twitter.on('create', new NetworkError('retry', '503', 'X is having trouble right now; we will try again.'));
    await engine.publish([row.id]);
    let now = await target(row.id);
    expect([now.state, now.error_message, now.armed_at]).toEqual(['scheduled', 'X is having trouble right now; we will try again.', null]);
    const wait = now.next_attempt_at.getTime() - DUE.getTime();
    expect(wait).toBeGreaterThanOrEqual(750);
    expect(wait).toBeLessThanOrEqual(1250);
    expect(await postState(post.id)).toBe('scheduled');

    // 429 with a reset 15 minutes out: the next try waits for it, not for the short backoff.
    clock.set(now.next_attempt_at);
    stub.networks.twitter.on('create', new NetworkError('retry', '429', 'X rate limit reached.', 15 * 60_000));
    await engine.publish([row.id]);
    now = await target(row.id);
    expect(now.next_attempt_at.getTime() - clock().getTime()).toBe(15 * 60_000);

    clock.set(now.next_attempt_at);
    await engine.publish([row.id]);
    now = await target(row.id);
    expect([now.state, now.attempts, now.error_message]).toEqual(['published', 3, null]);
    expect(stub.networks.twitter.posts).toHaveLength(1);
  });

  it('fails with the last reason after the last attempt', async () => {
    const { post, target: row } = await duePost('linkedin');
    const busy = () => new NetworkError('retry', '500', 'LinkedIn is unavailable; try again later.');
    stub.networks.linkedin.on('prepare', busy(), busy(), busy());
    for (let i = 0; i < 3; i++) {
      await engine.publish([row.id]);
      clock.set((await target(row.id)).next_attempt_at);
    }
    const failed = await target(row.id);
    expect([failed.state, failed.attempts, failed.error_message, failed.error_action]).toEqual(['failure', 3, 'LinkedIn is unavailable; try again later.', 'retry']);
    expect(await postState(post.id)).toBe('failure');
    expect(stub.networks.linkedin.posts).toHaveLength(0);
  });

  it('refreshes an expired token and tries again; a failed refresh asks to reconnect', async () => {
    const { target: row } = await duePost('linkedin');
    stub.networks.linkedin.on('create', new NetworkError('refresh', 'EXPIRED_ACCESS_TOKEN', 'The LinkedIn access expired.'));
    await engine.publish([row.id]);
    expect(stub.refreshed).toHaveLength(1);
    expect((await target(row.id)).state).toBe('scheduled');
    await engine.publish([row.id]);
    expect((await target(row.id)).state).toBe('published');

    const second = await duePost('linkedin');
    stub.refreshWorks = false;
    stub.networks.linkedin.on('create', new NetworkError('refresh', 'EXPIRED_ACCESS_TOKEN', 'The LinkedIn access expired. Reconnect LinkedIn in Account settings → Connections.'));
    await engine.publish([second.target.id]);
    const failed = await target(second.target.id);
    expect([failed.state, failed.error_action, failed.error_message]).toEqual(['failure', 'reconnect', 'The LinkedIn access expired. Reconnect LinkedIn in Account settings → Connections.']);
  });

  it('marks the connection for reconnecting on a dead token, and fails a refused post at once', async () => {
    const { target: row } = await duePost('facebook');
    stub.networks.facebook.on('prepare', new NetworkError('reconnect', '190/463', 'Facebook access expired. Reconnect Facebook in Account settings → Connections.'));
    await engine.publish([row.id]);
    const dead = await target(row.id);
    expect([dead.state, dead.error_code, dead.error_action, dead.attempts]).toEqual(['failure', '190/463', 'reconnect', 1]);
    expect(stub.reconnect.map((r) => r.reason)).toEqual(['Facebook access expired. Reconnect Facebook in Account settings → Connections.']);

    const dup = await duePost('twitter');
    stub.networks.twitter.on('create', new NetworkError('permanent', 'duplicate', 'X refused a duplicate post: change the text.'));
    await engine.publish([dup.target.id]);
    const refused = await target(dup.target.id);
    expect([refused.state, refused.error_action, refused.error_message, refused.armed_at]).toEqual(['failure', 'fix', 'X refused a duplicate post: change the text.', null]);
  });

  it('fails an unconnected network with the reason and the way out', async () => {
    clock.set(new Date('2029-12-31T12:00:00Z'));
    const other = await makeOwner(t.app, t.db);
    const planner = await makePlanner(t.app, other.headers, { timezone: 'UTC' });
    const post = await schedulePost(t.app, other, planner.id, { channels: ['instagram'] });
    const [row] = await targetsOfPost(t.db, post.id);
    clock.set(DUE);
    await engine.publish([row.id]);
    const failed = await target(row.id);
    expect([failed.state, failed.error_message, failed.error_action]).toEqual([
      'failure',
      'Not connected to Instagram: connect it in Account settings → Connections, then publish again.',
      'reconnect',
    ]);
  });

  it('never repeats a create whose outcome is unknown: unconfirmed, then reconciled as published', async () => {
    const { post, target: row } = await duePost('instagram');
    stub.networks.instagram.dropAfterAccept = 1;
    await engine.publish([row.id]);
    const done = await target(row.id);
    expect([done.state, done.external_id]).toEqual(['published', 'ext-ig1_1']);
    expect(stub.networks.instagram.posts).toHaveLength(1);
    expect(stub.networks.instagram.calls.filter((c) => c === 'create')).toHaveLength(1);
    expect(await eventsOf(t.db, row.id)).toContain('processing→unconfirmed');
    expect(await postState(post.id)).toBe('published');
  });

  it('keeps a target unconfirmed while the network cannot tell, and retries when the post is not there', async () => {
    const { target: row } = await duePost('linkedin');
    stub.networks.linkedin.on('create', new NetworkError('unknown', 'ETIMEDOUT', 'LinkedIn did not answer.'));
    stub.networks.linkedin.on('findExisting', new NetworkError('retry', '503', 'LinkedIn is unavailable.'));
    await engine.publish([row.id]);
    expect((await target(row.id)).state).toBe('unconfirmed');
    // The sweep asks again: not on the network → the create never landed → a fresh attempt.
    const swept = await engine.sweep();
    expect(swept.reconciled).toBe(1);
    const back = await target(row.id);
    expect([back.state, back.armed_at]).toEqual(['scheduled', null]);
    await engine.publish([row.id]);
    expect((await target(row.id)).state).toBe('published');
    expect(stub.networks.linkedin.posts).toHaveLength(1);
  });

  it('recovers targets whose worker died: armed → reconciled, unarmed → retried', async () => {
    const armed = await duePost('facebook');
    const unarmed = await duePost('twitter');
    const lease = new Date(DUE.getTime() + 1000);
    // As a killed worker leaves them: processing with a lease; one had armed and the network took the post.
    await t.db.update(publishTargets).set({ state: 'processing', lease_owner: 'dead-worker', lease_until: lease, attempts: 1, armed_at: DUE }).where(eq(publishTargets.id, armed.target.id));
    await t.db.update(publishTargets).set({ state: 'processing', lease_owner: 'dead-worker', lease_until: lease, attempts: 1 }).where(eq(publishTargets.id, unarmed.target.id));
    stub.networks.facebook.posts.push({ account: 'ext-page1', text: armed.post.caption, at: DUE });

    clock.set(new Date(DUE.getTime() + 500));
    expect((await engine.sweep()).recovered).toBe(0); // leases still valid
    clock.set(new Date(DUE.getTime() + 5000));
    const swept = await engine.sweep();
    expect(swept.recovered).toBe(2);
    expect((await target(armed.target.id)).state).toBe('published');
    expect(stub.networks.facebook.calls).not.toContain('create');
    expect((await target(unarmed.target.id)).state).toBe('scheduled');
    await engine.publish([unarmed.target.id]);
    expect((await target(unarmed.target.id)).state).toBe('published');
    expect(stub.networks.facebook.posts).toHaveLength(1);
    expect(stub.networks.twitter.posts).toHaveLength(1);
  });

  it('the sweep re-queues an overdue target whose job was lost, and gives a due post without targets its targets', async () => {
    const { target: row } = await duePost('facebook');
    await t.db.update(publishTargets).set({ job_id: null }).where(eq(publishTargets.id, row.id));
    const orphan = await duePost('linkedin');
    await t.db.delete(publishTargets).where(eq(publishTargets.post_id, orphan.post.id));
    clock.set(new Date(DUE.getTime() + 60_000));
    const swept = await engine.sweep();
    expect(swept.requeued).toBeGreaterThanOrEqual(1);
    expect(swept.created).toBe(1);
    expect((await target(row.id)).job_id).not.toBeNull();
    const [made] = await targetsOfPost(t.db, orphan.post.id);
    expect([made.platform, made.state, made.next_attempt_at.toISOString()]).toEqual(['linkedin', 'scheduled', clock().toISOString()]);
    await engine.publish([row.id, made.id]);
    expect([(await target(row.id)).state, (await target(made.id)).state]).toEqual(['published', 'published']);
  });

  it('a worker whose lease was taken back cannot arm the target, so it never creates', async () => {
    const { target: row } = await duePost('facebook');
    // While this worker prepares, its lease is taken over (as the sweep does after an expiry).
    stub.networks.facebook.on('prepare', async () => {
      await t.db.update(publishTargets).set({ lease_owner: 'someone-else' }).where(eq(publishTargets.id, row.id));
    });
    await engine.publish([row.id]);
    expect(stub.networks.facebook.calls).toEqual(['prepare']);
    const now = await target(row.id);
    expect([now.state, now.lease_owner, now.armed_at]).toEqual(['processing', 'someone-else', null]);
  });

  it('a failed first comment never fails the post', async () => {
    const { post, target: row } = await duePost('facebook', { first_comment: 'Hi' });
    stub.networks.facebook.on('comment', new NetworkError('permanent', '100', 'Comments are off on this Page.'));
    await engine.publish([row.id]);
    const done = await target(row.id);
    expect([done.state, done.comment_state]).toEqual(['published', 'failed']);
    expect(await postState(post.id)).toBe('published');
  });
});
