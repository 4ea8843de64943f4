// Runs publish targets: claim (atomically, a batch at a time), prepare, ARM (committed), create
// exactly once, record, first comment. Every error is classified (platform-contracts.md §7): retry
// with backoff, refresh the token, ask the user to reconnect, fail at once, or — when the create may
// have happened — mark the target unconfirmed and reconcile it against the network instead of ever
// calling create() blindly again.
import { hostname } from 'node:os';
import { randomUUID } from 'node:crypto';
import { and, inArray, isNull, lt, lte, or, eq, sql } from 'drizzle-orm';
import { publishingMessages } from '@cadence/shared-lib/contract';
import { posts, publishTargets, type PublishTargetRow } from '../../db/schema';
import type { JobContext } from '../../jobs/context';
import type { AccountAccess } from '../../plugins/social';
import { NetworkError, type PlatformPublisher, type Progress, type PublishContent, type PublishedRef } from '../social/types';
import { AccessCache } from './access-cache';
import { buildContent, ensureInstagramJpegs, jpegCopiesOf, loadMaterial, type PostMaterial } from './content';
import { PublishLimits } from './limits';
import { backoffMs, type PublishingOptions } from './options';
import { notConnectedMessage, PublishingScheduler } from './scheduler';
import { logEvents, recomputePostStates, TransitionWriter, type TargetPatch } from './transitions';

const INTERNAL_MESSAGE = 'Something went wrong on our side while publishing; it will be tried again.';
const CHANNEL_OFF_MESSAGE = 'Publishing to this network is switched off for now; it will be tried again later.';

/** Everything a target needs to talk to its network. */
interface Session {
  access: AccountAccess;
  publisher: PlatformPublisher;
  content: PublishContent;
}

/** A retry decided after an armed create was refused: applied only once reconciliation finds no post. */
interface PendingRetry {
  code: string;
  message: string;
  action: PublishTargetRow['error_action'];
  delayMs: number;
}

/** A failure decided before the network was reached (no account, channel off). */
class Refused extends Error {
  constructor(
    readonly code: string,
    readonly userMessage: string,
    readonly action: 'reconnect' | 'wait' | 'retry',
    readonly retryable: boolean,
  ) {
    super(userMessage);
  }
}

export class PublishWorker {
  readonly owner = `${hostname()}:${process.pid}:${randomUUID().slice(0, 8)}`;
  private readonly writer: TransitionWriter;
  private readonly limits: PublishLimits;
  private readonly scheduler: PublishingScheduler;
  private readonly accounts: AccessCache;

  constructor(
    private readonly ctx: JobContext,
    private readonly options: PublishingOptions,
  ) {
    this.writer = new TransitionWriter(ctx.db, ctx.clock);
    this.limits = new PublishLimits(options.platformCaps, ctx.config.social.concurrency);
    this.scheduler = new PublishingScheduler(ctx.db, ctx.clock, ctx.jobs, ctx.log);
    this.accounts = new AccessCache(() => ctx.social.tokens, ctx.clock);
  }

  private now(): Date {
    return this.ctx.clock();
  }

  private leaseUntil(): Date {
    return new Date(this.now().getTime() + this.ctx.config.social.leaseSeconds * 1000);
  }

  /** Targets claimed by this process and not finished yet. */
  private running = 0;
  private readonly drained: Array<() => void> = [];

  /** Claims the due, scheduled targets among `ids` in one transaction and runs them under the limits; resolves when all are done. */
  async runBatch(ids: readonly number[]): Promise<void> {
    await (await this.start(ids)).done;
  }

  /**
   * What a poller does: wait while this process already holds enough claimed work, claim the batch
   * and return once the claim is committed, leaving the targets running. The pg-boss job is only a
   * wake-up call, so it completes at once and the poller fetches the next batch while the network
   * calls are in flight; a crash from here on is recovered by the sweep (lease expiry).
   */
  async dispatch(ids: readonly number[]): Promise<void> {
    while (this.running >= this.maxPending()) await new Promise<void>((resolve) => this.drained.push(resolve));
    // Not awaited: `done` settles when the network calls end; each target records its own outcome.
    const { done } = await this.start(ids);
    void done;
  }

  /** Resolves when every running target has finished (graceful stop, tests). */
  async idle(): Promise<void> {
    while (this.running > 0) await new Promise<void>((resolve) => this.drained.push(resolve));
  }

  private maxPending(): number {
    // Twice the network concurrency keeps every slot busy without letting leases run out in a queue.
    return Math.max(1, this.ctx.config.social.concurrency * 2);
  }

  /** Claims, then starts the targets; resolves once claimed, with `done` for their completion (wrapped: a returned promise would be awaited too). */
  private async start(ids: readonly number[]): Promise<{ done: Promise<void> }> {
    const claimed = await this.claim(ids);
    if (claimed.length === 0) return { done: Promise.resolve() };
    this.running += claimed.length;
    const material = await loadMaterial(this.ctx.db, claimed.map((t) => t.post_id)).catch(() => new Map<number, PostMaterial>());
    const credentials = new Map<string, ReturnType<JobContext['social']['credentials']>>();
    const credentialsOf = (platform: PublishTargetRow['platform']) => {
      // One look-up per network and batch, not per target.
      let found = credentials.get(platform);
      if (!found) credentials.set(platform, (found = this.ctx.social.credentials(platform)));
      return found;
    };
    const done = Promise.all(
      claimed.map((t) =>
        this.limits
          .run(t.platform, t.account_id === null ? `none:${t.id}` : String(t.account_id), () => this.run(t, material.get(t.post_id), credentialsOf))
          .catch((error) => this.ctx.log('publish target crashed', { target: t.id, error: String(error) }))
          .finally(() => {
            this.running--;
            for (const wake of this.drained.splice(0)) wake();
          }),
      ),
    ).then(() => undefined);
    return { done };
  }

  /** UPDATE … WHERE state='scheduled' AND next_attempt_at <= now + 1 s: a target already taken, moved or cancelled is skipped. */
  async claim(ids: readonly number[]): Promise<PublishTargetRow[]> {
    if (ids.length === 0) return [];
    const now = this.now();
    return this.ctx.db.transaction(async (tx) => {
      // The posts of the batch's still-scheduled targets, locked in id order (see transitions.ts).
      const locked = await tx.execute<{ id: string }>(sql`
        select p.id from ${posts} p
        where p.id in (select t.post_id from ${publishTargets} t where t.id = any(${sql.param([...ids])}::bigint[]) and t.state = 'scheduled')
        order by p.id for update of p`);
      if (locked.rows.length === 0) return [];
      const rows = await tx
        .update(publishTargets)
        .set({ state: 'processing', lease_owner: this.owner, lease_until: this.leaseUntil(), attempts: sql`${publishTargets.attempts} + 1`, updated_at: now })
        .where(
          and(
            sql`${publishTargets.id} = any(${sql.param([...ids])}::bigint[])`,
            // Only targets whose post this transaction holds locked.
            sql`${publishTargets.post_id} = any(${sql.param(locked.rows.map((r) => Number(r.id)))}::bigint[])`,
            eq(publishTargets.state, 'scheduled'),
            lte(publishTargets.next_attempt_at, new Date(now.getTime() + 1000)),
          ),
        )
        .returning();
      await logEvents(tx, rows.map((r) => ({ targetId: r.id, from: 'scheduled', to: 'processing', detail: `attempt ${r.attempts} by ${this.owner}` })), now);
      await recomputePostStates(tx, [...new Set(rows.map((r) => r.post_id))], now);
      return rows;
    });
  }

  /** Takes unconfirmed targets whose lease is free (sweep) and reconciles each. */
  async reconcileUnconfirmed(limit = 200): Promise<number> {
    const now = this.now();
    const rows = await this.ctx.db
      .update(publishTargets)
      .set({ lease_owner: this.owner, lease_until: this.leaseUntil(), updated_at: now })
      .where(
        and(
          eq(publishTargets.state, 'unconfirmed'),
          or(isNull(publishTargets.lease_until), lt(publishTargets.lease_until, now)),
          inArray(
            publishTargets.id,
            this.ctx.db
              .select({ id: publishTargets.id })
              .from(publishTargets)
              .where(and(eq(publishTargets.state, 'unconfirmed'), or(isNull(publishTargets.lease_until), lt(publishTargets.lease_until, now))))
              .limit(limit),
          ),
        ),
      )
      .returning();
    const material = await loadMaterial(this.ctx.db, rows.map((t) => t.post_id));
    await Promise.all(
      rows.map((t) =>
        this.limits.run(t.platform, t.account_id === null ? `none:${t.id}` : String(t.account_id), () => this.reconcile(t, material.get(t.post_id), null)),
      ),
    );
    return rows.length;
  }

  private async session(
    t: PublishTargetRow,
    material: PostMaterial | undefined,
    credentialsOf: (platform: PublishTargetRow['platform']) => ReturnType<JobContext['social']['credentials']> = (platform) => this.ctx.social.credentials(platform),
    /** The attempt's progress, where Instagram's JPEG copies are made and kept; null: only read t.progress (reconciling). */
    working: Progress | null = null,
  ): Promise<Session> {
    // The post cannot be gone (targets go with it): its row was just not read (a database hiccup).
    if (!material) throw new Refused('post_unread', INTERNAL_MESSAGE, 'retry', true);
    if (t.account_id === null) throw new Refused('not_connected', notConnectedMessage(t.platform), 'reconnect', false);
    const access = await this.accounts.access(t.account_id);
    if (!access) throw new Refused('not_connected', notConnectedMessage(t.platform), 'reconnect', false);
    const credentials = await credentialsOf(t.platform);
    if (!credentials) throw new Refused('channel_off', CHANNEL_OFF_MESSAGE, 'wait', true);
    const publisher = this.ctx.social.networks.publisher(t.platform, credentials);
    if (t.platform === 'instagram' && working) await ensureInstagramJpegs(material, this.ctx.storage, working);
    const content = buildContent(material, t.platform, {
      jpegs: jpegCopiesOf(working ?? t.progress),
      urls: this.ctx.mediaUrls,
      storage: this.ctx.storage,
      publicBase: this.ctx.config.social.mediaPublicUrl,
      ttlSeconds: this.options.mediaUrlTtlSeconds,
      now: this.now(),
    });
    return { access, publisher, content };
  }

  private async run(
    target: PublishTargetRow,
    material: PostMaterial | undefined,
    credentialsOf: (platform: PublishTargetRow['platform']) => ReturnType<JobContext['social']['credentials']>,
  ): Promise<void> {
    let t = target;
    let session: Session | null = null;
    let armed = false;
    // Publishers record what they prepared (uploads, containers) in this object, also when prepare()
    // throws 'retry'; it is saved with the arming or with the retry, so the next attempt reuses it.
    const working = structuredClone(t.progress);
    try {
      session = await this.session(t, material, credentialsOf, working);
      const progress = await session.publisher.prepare(session.access.account, session.content, working);
      const armedAt = this.now();
      // Committed before the one non-idempotent call: from here a crash leaves an armed target that is reconciled, never re-created.
      if (!(await this.write(t, 'processing', { armed_at: armedAt, progress }, 'armed'))) return;
      t = { ...t, armed_at: armedAt, progress };
      armed = true;
      const ref = await session.publisher.create(session.access.account, session.content, t.progress);
      await this.published(t, session, ref, 'created');
    } catch (error) {
      await this.failed(armed ? t : { ...t, progress: working }, session, armed, error, material);
    }
  }

  /** Worker writes hold only while this worker still owns the lease (the sweep may have taken it back). */
  private write(t: PublishTargetRow, to: PublishTargetRow['state'], patch: TargetPatch, detail: string | null): Promise<boolean> {
    return this.writer.write({ id: t.id, postId: t.post_id, from: t.state, to, patch, detail, leaseOwner: this.owner });
  }

  private async published(t: PublishTargetRow, session: Session, ref: PublishedRef, how: string): Promise<void> {
    const comment = session.content.firstComment;
    const ok = await this.write(
      t,
      'published',
      {
        external_id: ref.externalId,
        link: ref.link,
        published_at: this.now(),
        comment_state: comment ? 'pending' : 'none',
        error_code: null,
        error_message: null,
        error_action: null,
        lease_until: null,
      },
      `${how}: ${ref.externalId}`,
    );
    if (!ok || !comment) return;
    const done = { ...t, state: 'published' as const };
    try {
      await session.publisher.comment(session.access.account, ref, comment);
      await this.write(done, 'published', { comment_state: 'done' }, 'first comment posted');
    } catch (error) {
      // A failed first comment never fails the post; the monitor shows it.
      const reason = error instanceof NetworkError ? error.userMessage : String(error);
      await this.write(done, 'published', { comment_state: 'failed' }, `first comment failed: ${reason}`);
    }
  }

  private async failed(t: PublishTargetRow, session: Session | null, armed: boolean, error: unknown, material: PostMaterial | undefined): Promise<void> {
    try {
      if (error instanceof Refused) {
        if (error.retryable) return await this.retry(t, error.code, error.userMessage, error.action, null);
        return await this.fail(t, error.code, error.userMessage, error.action);
      }
      if (!(error instanceof NetworkError)) {
        this.ctx.log('publish target error', { target: t.id, armed, error: String(error) });
        if (armed) return await this.unconfirmed(t, session, material, 'internal error after arming');
        return await this.retry(t, 'internal', INTERNAL_MESSAGE, 'retry', null);
      }
      switch (error.failure) {
        case 'unknown':
          if (armed) return await this.unconfirmed(t, session, material, `${error.code}: outcome unknown`);
          return await this.retry(t, error.code, error.userMessage, 'retry', error.retryAfterMs);
        case 'retry':
          // A refusal after the create was sent may still have created the post (a 5xx from a
          // network that published anyway): look before trying again, and retry only if it is not there.
          if (armed) {
            const retry: PendingRetry = { code: error.code, message: error.userMessage, action: error.action, delayMs: this.retryDelay(t, error.retryAfterMs) };
            return await this.unconfirmed(t, session, material, `${error.code}: refused after sending, checking`, retry);
          }
          return await this.retry(t, error.code, error.userMessage, error.action, error.retryAfterMs);
        case 'defer':
          return await this.retry(t, error.code, error.userMessage, error.action, error.retryAfterMs);
        case 'refresh': {
          this.accounts.forget(t.account_id);
          const refreshed = session ? await this.ctx.social.tokens.forceRefresh(session.access.grantId) : false;
          if (refreshed) return await this.retry(t, error.code, error.userMessage, 'retry', this.options.refreshRetryMs, true);
          return await this.fail(t, error.code, error.userMessage, 'reconnect');
        }
        case 'reconnect':
          this.accounts.forget(t.account_id);
          if (session) await this.ctx.social.tokens.markReconnectNeeded(session.access.grantId, error.userMessage);
          return await this.fail(t, error.code, error.userMessage, 'reconnect');
        case 'permanent':
          return await this.fail(t, error.code, error.userMessage, 'fix');
      }
    } catch (writeError) {
      // The lease runs out and the sweep takes the target back; nothing is lost.
      this.ctx.log('publish target not recorded', { target: t.id, error: String(writeError) });
    }
  }

  /** Back to scheduled after max(retryAfter, backoff); the last attempt turns it into a failure with that reason. */
  private async retry(t: PublishTargetRow, code: string, message: string, action: PublishTargetRow['error_action'], retryAfterMs: number | null, exact = false): Promise<void> {
    if (t.attempts >= this.options.maxAttempts) return this.fail(t, code, message, action === 'wait' ? 'wait' : 'retry');
    const delay = exact && retryAfterMs !== null ? retryAfterMs : this.retryDelay(t, retryAfterMs);
    const next = new Date(this.now().getTime() + delay);
    const ok = await this.write(
      t,
      'scheduled',
      // The create (if any) was refused over HTTP, so nothing was created: disarm.
      { next_attempt_at: next, armed_at: null, lease_owner: null, lease_until: null, progress: t.progress, error_code: code, error_message: message, error_action: action },
      `${code}: retry at ${next.toISOString()}`,
    );
    if (ok) await this.scheduler.queue([{ id: t.id, next_attempt_at: next }]);
  }

  private retryDelay(t: PublishTargetRow, retryAfterMs: number | null): number {
    return Math.max(retryAfterMs ?? 0, backoffMs(t.attempts, this.options));
  }

  private async fail(t: PublishTargetRow, code: string, message: string, action: PublishTargetRow['error_action']): Promise<void> {
    await this.write(t, 'failure', { armed_at: null, lease_owner: null, lease_until: null, error_code: code, error_message: message, error_action: action }, `${code}: ${message}`);
  }

  private async unconfirmed(t: PublishTargetRow, session: Session | null, material: PostMaterial | undefined, detail: string, retry: PendingRetry | null = null): Promise<void> {
    const ok = await this.write(t, 'unconfirmed', { error_code: 'unconfirmed', error_message: publishingMessages.unconfirmed, error_action: 'wait' }, detail);
    if (ok) await this.reconcile({ ...t, state: 'unconfirmed' }, material, session, retry);
  }

  /**
   * Did the armed create happen? Found on the network → published; not found → the create never
   * landed, so it is safe to schedule a new attempt. When the network cannot tell us now, the target
   * stays unconfirmed and the sweep asks again.
   */
  async reconcile(t: PublishTargetRow, material: PostMaterial | undefined, known: Session | null, retry: PendingRetry | null = null): Promise<void> {
    let session = known;
    try {
      session ??= await this.session(t, material);
      const since = new Date((t.armed_at ?? t.updated_at).getTime() - this.options.reconcileSkewMs);
      const found = await session.publisher.findExisting(session.access.account, session.content, t.progress, since);
      if (found) return await this.published(t, session, found, 'reconciled');
      if (t.attempts >= this.options.maxAttempts) {
        return await this.fail(t, 'not_published', 'The network did not publish the post after several tries; publish it again later.', 'retry');
      }
      const next = new Date(this.now().getTime() + (retry?.delayMs ?? 0));
      const ok = await this.write(
        t,
        'scheduled',
        {
          next_attempt_at: next,
          armed_at: null,
          lease_owner: null,
          lease_until: null,
          // The reason of the refused attempt stays visible until the retry.
          error_code: retry?.code ?? null,
          error_message: retry?.message ?? null,
          error_action: retry?.action ?? null,
        },
        `reconciled: not on the network, retrying at ${next.toISOString()}`,
      );
      if (ok) await this.scheduler.queue([{ id: t.id, next_attempt_at: next }]);
    } catch (error) {
      if (error instanceof Refused && !error.retryable) {
        // Without the account we cannot ask the network; the user has to act.
        await this.fail(t, error.code, error.userMessage, error.action).catch(() => undefined);
        return;
      }
      this.ctx.log('reconcile postponed', { target: t.id, error: String(error) });
      // Release the lease so the next sweep asks again.
      await this.write(t, 'unconfirmed', { lease_owner: null, lease_until: null }, null).catch(() => undefined);
    }
  }
}
