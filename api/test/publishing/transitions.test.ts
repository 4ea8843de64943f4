// The engine's write path (applyTransitions → publishing_apply_transitions, migration 0006, and the
// group-committing TransitionWriter): guards, patches, the event log and the post's state, as the
// monitor and the at-most-once rules rely on them.
import { eq } from 'drizzle-orm';
import { posts, publishTargets } from '../../src/db/schema';
import { applyTransitions, TransitionWriter } from '../../src/modules/publishing/transitions';
import { createTestApp, type TestApp } from '../setup/test-app';
import { connectAccount, eventsOf, makeOwner, makePlanner, schedulePost, targetsOfPost, type Owner } from './harness';

describe('target transitions', () => {
  let t: TestApp;
  let owner: Owner;
  let plannerId: number;
  const now = new Date('2029-12-31T12:00:00Z');

  beforeAll(async () => {
    t = await createTestApp();
    owner = await makeOwner(t.app, t.db);
    plannerId = (await makePlanner(t.app, owner.headers, { timezone: 'UTC' })).id;
    await connectAccount(t.db, owner.id, 'facebook', 'Bakery Page');
    await connectAccount(t.db, owner.id, 'linkedin', 'Dana');
  });
  afterAll(() => t.close());

  /** A scheduled post with a Facebook and a LinkedIn target. */
  async function twoTargets() {
    const post = await schedulePost(t.app, owner, plannerId, { channels: ['facebook', 'linkedin'] });
    const [facebook, linkedin] = await targetsOfPost(t.db, post.id);
    return { postId: post.id, facebook, linkedin };
  }
  const postState = async (id: number) => (await t.db.select({ state: posts.state }).from(posts).where(eq(posts.id, id)))[0].state;

  it('applies a write only while its guard holds, and sets exactly the patched columns', async () => {
    const { postId, facebook, linkedin } = await twoTargets();
    await t.db.update(publishTargets).set({ state: 'processing', lease_owner: 'worker-a', error_code: 'old' }).where(eq(publishTargets.id, facebook.id));
    const applied = await applyTransitions(
      t.db,
      [
        // The lease is held by worker-a: worker-b's write is refused.
        { id: facebook.id, postId, from: 'processing', to: 'published', leaseOwner: 'worker-b', patch: { external_id: 'stolen' } },
        { id: facebook.id, postId, from: 'processing', to: 'processing', leaseOwner: 'worker-a', patch: { armed_at: now, progress: { container: 'c1' }, error_code: null }, detail: 'armed' },
        // Not in one of these states: refused.
        { id: linkedin.id, postId, from: 'scheduled', to: 'cancelled', states: ['processing'], patch: {} },
      ],
      now,
    );
    expect(applied).toEqual([false, true, false]);
    const [fb, li] = await targetsOfPost(t.db, postId);
    expect([fb.state, fb.armed_at?.toISOString(), fb.progress, fb.error_code, fb.external_id, fb.lease_owner, fb.updated_at.toISOString()]).toEqual([
      'processing',
      now.toISOString(),
      { container: 'c1' },
      null,
      null,
      'worker-a',
      now.toISOString(),
    ]);
    expect(li.state).toBe('scheduled');
    // The same-state write is logged for its detail; the refused ones are not logged at all.
    expect(await eventsOf(t.db, facebook.id)).toEqual(['∅→scheduled', 'processing→processing']);
    expect(await eventsOf(t.db, linkedin.id)).toEqual(['∅→scheduled']);
  });

  it('applies two writes of one target in one batch in order, and derives the post state from its targets', async () => {
    const { postId, facebook, linkedin } = await twoTargets();
    const applied = await applyTransitions(
      t.db,
      [
        { id: facebook.id, postId, from: 'scheduled', to: 'processing', states: ['scheduled'], patch: { lease_owner: 'w', attempts: 1 } },
        { id: linkedin.id, postId, from: 'scheduled', to: 'processing', states: ['scheduled'], patch: { lease_owner: 'w', attempts: 1 } },
        { id: facebook.id, postId, from: 'processing', to: 'published', leaseOwner: 'w', patch: { link: 'https://facebook.test/1', published_at: now, lease_until: null } },
      ],
      now,
    );
    expect(applied).toEqual([true, true, true]);
    expect((await targetsOfPost(t.db, postId)).map((x) => [x.state, x.attempts, x.link])).toEqual([
      ['published', 1, 'https://facebook.test/1'],
      ['processing', 1, null],
    ]);
    expect(await eventsOf(t.db, facebook.id)).toEqual(['∅→scheduled', 'scheduled→processing', 'processing→published']);
    expect(await postState(postId)).toBe('processing');

    await applyTransitions(t.db, [{ id: linkedin.id, postId, from: 'processing', to: 'failure', leaseOwner: 'w', patch: { error_code: 'duplicate' } }], now);
    expect(await postState(postId)).toBe('failure');
  });

  it('group-commits concurrent writes: every caller learns its own outcome once committed', async () => {
    const targets = await Promise.all(Array.from({ length: 5 }, () => twoTargets()));
    const writer = new TransitionWriter(t.db, () => now);
    const outcomes = await Promise.all(
      targets.flatMap(({ postId, facebook, linkedin }) => [
        writer.write({ id: facebook.id, postId, from: 'scheduled', to: 'processing', states: ['scheduled'], patch: { lease_owner: 'w' } }),
        // Already scheduled, not processing: refused.
        writer.write({ id: linkedin.id, postId, from: 'processing', to: 'published', states: ['processing'], patch: {} }),
      ]),
    );
    expect(outcomes).toEqual(targets.flatMap(() => [true, false]));
    for (const { postId } of targets) {
      expect((await targetsOfPost(t.db, postId)).map((x) => x.state)).toEqual(['processing', 'scheduled']);
      expect(await postState(postId)).toBe('processing');
    }
  });
});
