// publishing.sweep (every minute, and once when a worker starts): finds what no job handled.
// - scheduled targets late by more than the grace with no live pg-boss job → queued again;
// - processing targets whose lease ran out (the worker died): armed → unconfirmed and reconciled,
//   not armed → back to scheduled and queued (nothing was sent);
// - unconfirmed targets → reconciled against the network;
// - scheduled posts past their time with no targets (their owner has the feature) → targets.
// With this, kill -9 at any point leaves every target published once or failed: never twice, never lost.
import { and, eq, gte, isNotNull, lt, lte, sql } from 'drizzle-orm';
import { posts, publishTargets } from '../../db/schema';
import type { JobContext } from '../../jobs/context';
import { JOBS_SCHEMA } from '../../jobs/job-queue';
import { PUBLISH_JOB } from './jobs-names';
import type { PublishingOptions } from './options';
import { PublishingScheduler } from './scheduler';
import { TransitionWriter } from './transitions';
import type { PublishWorker } from './worker';

export interface SweepResult {
  requeued: number;
  recovered: number;
  reconciled: number;
  created: number;
}

const BATCH = 1000;
const ORPHAN_WINDOW_MS = 24 * 60 * 60 * 1000;

export async function sweep(ctx: JobContext, worker: PublishWorker, options: PublishingOptions): Promise<SweepResult> {
  const scheduler = new PublishingScheduler(ctx.db, ctx.clock, ctx.jobs, ctx.log);
  const writer = new TransitionWriter(ctx.db, ctx.clock);
  const now = ctx.clock();

  // Processing with an expired lease: the worker is gone.
  const stale = await ctx.db
    .select()
    .from(publishTargets)
    .where(and(eq(publishTargets.state, 'processing'), lt(publishTargets.lease_until, now)))
    .limit(BATCH);
  const requeue: Array<{ id: number; next_attempt_at: Date }> = [];
  let recovered = 0;
  for (const t of stale) {
    const armed = t.armed_at !== null;
    const ok = await writer.write({
      id: t.id,
      postId: t.post_id,
      from: 'processing',
      to: armed ? 'unconfirmed' : 'scheduled',
      // Guarded by the old owner: a worker that is merely slow and writes first wins.
      leaseOwner: t.lease_owner ?? '',
      patch: armed ? { lease_owner: null, lease_until: null } : { lease_owner: null, lease_until: null, next_attempt_at: now },
      detail: armed ? `lease of ${t.lease_owner} expired after arming: checking the network` : `lease of ${t.lease_owner} expired before sending: retrying`,
    });
    if (ok) recovered++;
    if (ok && !armed) requeue.push({ id: t.id, next_attempt_at: now });
  }

  // Scheduled and overdue with no job alive in pg-boss (lost on a crash, never queued, or queued for a later time).
  const grace = new Date(now.getTime() - options.sweepGraceMs);
  const overdue = await ctx.db
    .select({ id: publishTargets.id, next_attempt_at: publishTargets.next_attempt_at })
    .from(publishTargets)
    .where(
      and(
        eq(publishTargets.state, 'scheduled'),
        lte(publishTargets.next_attempt_at, grace),
        // A live job that wakes in time; one left for a later time (the target moved earlier) does not count.
        sql`not exists (select 1 from ${sql.raw(JOBS_SCHEMA)}.job j
          where j.name = ${PUBLISH_JOB} and ${publishTargets.job_id} is not null
            and j.id = ${publishTargets.job_id}::uuid and j.state in ('created', 'retry', 'active')
            and j.start_after <= ${publishTargets.next_attempt_at} + interval '30 seconds')`,
      ),
    )
    .limit(BATCH);
  requeue.push(...overdue.map((t) => ({ id: t.id, next_attempt_at: now })));
  await scheduler.queue(requeue);

  const reconciled = await worker.reconcileUnconfirmed();

  // Scheduled posts that are due but have no targets (created before the feature, or a lost sync).
  const orphans = await ctx.db
    .select({ id: posts.id })
    .from(posts)
    .where(
      and(
        eq(posts.state, 'scheduled'),
        eq(posts.auto_publishing, true),
        isNotNull(posts.scheduled_at),
        lte(posts.scheduled_at, now),
        // Like the peers' sweeps, only the recent past: an old post that never went out stays as it is.
        gte(posts.scheduled_at, new Date(now.getTime() - ORPHAN_WINDOW_MS)),
        sql`jsonb_array_length(${posts.channels}) > 0`,
        sql`not exists (select 1 from ${publishTargets} t where t.post_id = ${posts.id})`,
      ),
    )
    .limit(BATCH);
  for (const post of orphans) await scheduler.sync(post.id, { dueNow: true });

  return { requeued: overdue.length, recovered, reconciled, created: orphans.length };
}
