// Post → publish targets. Called by the posts module after every create, edit, reschedule and
// delete, by the sweep and by publish-now/disable. A scheduled post with auto_publishing on, whose
// owner has the feature, gets one target per resolved account; anything else cancels the targets
// that have not started. Targets already in flight or out are never touched here.
import { and, eq, sql } from 'drizzle-orm';
import { NETWORK_NAMES, publishingMessages, type Network } from '@cadence/shared-lib/contract';
import type { Database } from '../../db/client';
import { posts, publishTargets, socialAccounts, type PostRow, type PublishTargetRow, type SocialAccountRow } from '../../db/schema';
import type { JobQueue } from '../../jobs/job-queue';
import type { Clock } from '../../support/clock';
import type { Platform } from '../social/types';
import { canAutoPublish } from './feature';
import { PUBLISH_JOB } from './jobs-names';
import { applyTransitions, logEvents, lockPosts, recomputePostStates, type Transition, type Tx } from './transitions';

/** Targets that may be moved, reset or cancelled: nothing has been sent for them yet. */
const UNSTARTED = ['scheduled', 'cancelled', 'failure'] as const;

interface Desired {
  accountId: number | null;
  platform: Platform;
  name: string | null;
}

const isPlatform = (c: string): c is Platform => c === 'facebook' || c === 'instagram' || c === 'linkedin' || c === 'twitter';

/** For each chosen network: the picked accounts of that network, or all of them when none is picked; none connected → one unconnected target. */
export function resolveTargets(post: Pick<PostRow, 'channels' | 'account_ids'>, accounts: readonly SocialAccountRow[]): Desired[] {
  const picked = new Set(post.account_ids);
  return [...new Set(post.channels)].filter(isPlatform).flatMap((platform): Desired[] => {
    const ofPlatform = accounts.filter((a) => a.platform === platform);
    const chosen = ofPlatform.some((a) => picked.has(a.id)) ? ofPlatform.filter((a) => picked.has(a.id)) : ofPlatform;
    if (chosen.length === 0) return [{ accountId: null, platform, name: null }];
    return chosen.map((a) => ({ accountId: a.id, platform, name: a.name }));
  });
}

export const notConnectedMessage = (platform: Platform): string => publishingMessages.notConnected(NETWORK_NAMES[platform as Network]);

export class PublishingScheduler {
  constructor(
    private readonly db: Database,
    private readonly clock: Clock,
    private readonly jobs: JobQueue,
    private readonly log: (message: string, details: Record<string, unknown>) => void = () => undefined,
  ) {}

  /** Brings the post's targets in line with the post; queues jobs for the ones (re)scheduled. */
  async sync(postId: number, options: { dueNow?: boolean } = {}): Promise<void> {
    const [post] = await this.db.select().from(posts).where(eq(posts.id, postId)).limit(1);
    if (!post) return;
    const wanted = post.state === 'scheduled' && post.auto_publishing && post.scheduled_at !== null && (await canAutoPublish(this.db, this.clock, post.user_id));
    const accounts = wanted ? await this.db.select().from(socialAccounts).where(eq(socialAccounts.user_id, post.user_id)) : [];
    const queued = await this.db.transaction(async (tx) => {
      await lockPosts(tx, [post.id]);
      // Re-read under the lock: a concurrent edit or claim may have changed it.
      const [fresh] = await tx.select().from(posts).where(eq(posts.id, post.id)).limit(1);
      if (!fresh) return [];
      if (!wanted || fresh.state !== 'scheduled' || !fresh.scheduled_at) return this.cancelAll(tx, fresh.id, 'post not scheduled for auto publishing');
      const dueAt = options.dueNow ? this.clock() : fresh.scheduled_at;
      return this.reconcile(tx, fresh, resolveTargets(fresh, accounts), dueAt);
    });
    await this.queue(queued);
  }

  /** Cancels every unstarted target of the post (draft, delete, disable). */
  async cancel(postId: number, reason: string): Promise<void> {
    await this.db.transaction(async (tx) => {
      await lockPosts(tx, [postId]);
      await this.cancelAll(tx, postId, reason);
    });
  }

  /** Queues the publish job of each target at its next attempt and remembers the job id (the sweep checks it). */
  async queue(targets: ReadonlyArray<Pick<PublishTargetRow, 'id' | 'next_attempt_at'>>): Promise<void> {
    if (targets.length === 0) return;
    try {
      const ids = await this.jobs.sendMany(
        PUBLISH_JOB,
        targets.map((t) => ({ data: { targetId: t.id }, startAfter: t.next_attempt_at })),
      );
      await this.db.execute(sql`
        update ${publishTargets} t set job_id = v.job_id
        from unnest(${sql.param(targets.map((t) => t.id))}::bigint[], ${sql.param(ids)}::text[]) as v(id, job_id)
        where t.id = v.id`);
    } catch (error) {
      // The targets are saved: the sweep queues them when they come due.
      this.log('publish jobs not queued', { targets: targets.map((t) => t.id), error: String(error) });
    }
  }

  private async cancelAll(tx: Tx, postId: number, reason: string): Promise<PublishTargetRow[]> {
    const live = await tx
      .select()
      .from(publishTargets)
      .where(and(eq(publishTargets.post_id, postId), eq(publishTargets.state, 'scheduled')));
    await applyTransitions(
      tx,
      live.map((t) => ({ id: t.id, postId, from: t.state, to: 'cancelled', patch: {}, detail: reason, states: ['scheduled'] })),
      this.clock(),
    );
    return [];
  }

  private async reconcile(tx: Tx, post: PostRow, desired: Desired[], dueAt: Date): Promise<PublishTargetRow[]> {
    const now = this.clock();
    const existing = await tx.select().from(publishTargets).where(eq(publishTargets.post_id, post.id));
    const keyOf = (accountId: number | null, platform: string) => (accountId === null ? `none:${platform}` : `account:${accountId}`);
    const byKey = new Map(existing.map((t) => [keyOf(t.account_id, t.platform), t]));
    const desiredKeys = new Set(desired.map((d) => keyOf(d.accountId, d.platform)));
    const transitions: Transition[] = [];
    const inserts: Array<typeof publishTargets.$inferInsert> = [];
    const fresh = {
      due_at: dueAt,
      next_attempt_at: dueAt,
      attempts: 0,
      job_id: null,
      lease_owner: null,
      lease_until: null,
      progress: {},
      armed_at: null,
      error_code: null,
      error_message: null,
      error_action: null,
      comment_state: 'none' as const,
    };
    for (const t of existing) {
      if (!desiredKeys.has(keyOf(t.account_id, t.platform)) && t.state === 'scheduled') {
        transitions.push({ id: t.id, postId: post.id, from: t.state, to: 'cancelled', patch: {}, detail: 'account no longer chosen', states: ['scheduled'] });
      }
    }
    for (const d of desired) {
      const t = byKey.get(keyOf(d.accountId, d.platform));
      if (!t) {
        inserts.push({ post_id: post.id, user_id: post.user_id, account_id: d.accountId, platform: d.platform, account_name: d.name, state: 'scheduled', ...fresh, created_at: now, updated_at: now });
      } else if ((UNSTARTED as readonly string[]).includes(t.state)) {
        const moved = t.state !== 'scheduled' || t.next_attempt_at.getTime() !== dueAt.getTime() || t.due_at.getTime() !== dueAt.getTime();
        if (moved) transitions.push({ id: t.id, postId: post.id, from: t.state, to: 'scheduled', patch: fresh, detail: `due ${dueAt.toISOString()}`, states: UNSTARTED });
      }
    }
    const applied = await applyTransitions(tx, transitions, now);
    const created = inserts.length > 0 ? await tx.insert(publishTargets).values(inserts).returning() : [];
    await logEvents(tx, created.map((t) => ({ targetId: t.id, from: null, to: 'scheduled', detail: `due ${dueAt.toISOString()}` })), now);
    await recomputePostStates(tx, [post.id], now);
    const rescheduled = transitions.filter((t, i) => applied[i] && t.to === 'scheduled').map((t) => ({ id: t.id, next_attempt_at: dueAt }));
    return [...created, ...rescheduled.map((r) => ({ ...r }) as PublishTargetRow)];
  }
}
