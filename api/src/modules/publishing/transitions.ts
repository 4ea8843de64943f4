// Every change of a publish target goes through here: in one transaction the affected posts are
// locked (in id order, so concurrent writers never deadlock), each target row is updated under its
// guard, the change is logged in publish_events and posts.state is recomputed from its targets.
// Locking the post first matters: two targets of one post finishing at once each see the other's
// committed state, so the aggregate is never computed from a stale snapshot.
import { sql } from 'drizzle-orm';
import type { TargetState } from '@cadence/shared-lib/contract';
import type { Database } from '../../db/client';
import { posts, publishEvents, type PublishTargetRow } from '../../db/schema';

export type Tx = Parameters<Parameters<Database['transaction']>[0]>[0];
export type Executor = Tx | Database;

/** The columns a transition may set (state and updated_at are set by the writer). */
export type TargetPatch = Partial<
  Pick<
    PublishTargetRow,
    | 'next_attempt_at'
    | 'due_at'
    | 'attempts'
    | 'job_id'
    | 'lease_owner'
    | 'lease_until'
    | 'progress'
    | 'armed_at'
    | 'external_id'
    | 'link'
    | 'published_at'
    | 'comment_state'
    | 'error_code'
    | 'error_message'
    | 'error_action'
  >
>;

export interface Transition {
  id: number;
  postId: number;
  from: TargetState;
  to: TargetState;
  patch: TargetPatch;
  /** Logged with the change; a same-state write with no detail is not logged. */
  detail?: string | null;
  /** Applied only while the row still has this lease owner (a worker's write) … */
  leaseOwner?: string;
  /** … or is still in one of these states (scheduler and sweep writes). */
  states?: readonly TargetState[];
}

/** posts.state from its live targets (the rule is in the SQL function, migration 0006). */
export async function recomputePostStates(tx: Executor, postIds: readonly number[], now: Date): Promise<void> {
  if (postIds.length === 0) return;
  await tx.execute(sql`select publishing_recompute_post_states(${sql.param([...postIds])}::bigint[], ${now.toISOString()}::timestamptz)`);
}

/** Locks the posts in id order (call first in a transaction that changes their targets). */
export async function lockPosts(tx: Tx, postIds: readonly number[]): Promise<void> {
  if (postIds.length === 0) return;
  const ids = [...new Set(postIds)].sort((a, b) => a - b);
  // One array parameter: query building stays cheap however many posts a batch holds.
  await tx.execute(sql`select id from ${posts} where id = any(${sql.param(ids)}::bigint[]) order by id for update`);
}

export async function logEvents(tx: Executor, events: ReadonlyArray<{ targetId: number; from: TargetState | null; to: TargetState; detail: string | null }>, now: Date): Promise<void> {
  if (events.length === 0) return;
  const rows = JSON.stringify(events.map((e) => ({ target_id: e.targetId, from_state: e.from, to_state: e.to, detail: e.detail })));
  await tx.execute(sql`
    insert into ${publishEvents} (target_id, from_state, to_state, detail, created_at)
    select target_id, from_state, to_state, detail, ${now.toISOString()}::timestamptz
    from jsonb_to_recordset(${rows}::jsonb) as e(target_id bigint, from_state text, to_state text, detail text)`);
}

/**
 * Applies the transitions in one statement (publishing_apply_transitions, migration 0006: lock the
 * posts, update each target under its guard, log, recompute the posts); true per transition whose
 * guard held. Works inside the caller's transaction or as a transaction of its own.
 */
export async function applyTransitions(tx: Executor, transitions: readonly Transition[], now: Date): Promise<boolean[]> {
  if (transitions.length === 0) return [];
  // A target written twice in one batch: the later write goes in a later round.
  const writes = new Map<number, number>();
  const batch = transitions.map((t, ord) => {
    const round = writes.get(t.id) ?? 0;
    writes.set(t.id, round + 1);
    const guard = t.leaseOwner !== undefined ? 'lease' : t.states !== undefined ? 'states' : 'none';
    // JSON drops the undefined keys: the patch carries exactly the columns to set (Dates as ISO strings).
    return { ord, round, id: t.id, post_id: t.postId, from: t.from, to: t.to, guard, owner: t.leaseOwner ?? null, states: t.states ?? null, patch: t.patch, detail: t.detail ?? null };
  });
  const result = await tx.execute<{ ord: number }>(
    sql`select publishing_apply_transitions(${JSON.stringify(batch)}::jsonb, ${now.toISOString()}::timestamptz) as ord`,
  );
  const applied = new Array<boolean>(transitions.length).fill(false);
  for (const row of result.rows) applied[Number(row.ord)] = true;
  return applied;
}

interface Pending {
  transition: Transition;
  resolve: (applied: boolean) => void;
  reject: (error: unknown) => void;
}

/**
 * Group commit: writes issued while earlier ones are in flight are committed together, so a burst
 * of thousands of targets costs a few transactions instead of thousands. A caller's promise
 * resolves only after its write is committed (arming must be durable before the create call).
 * One flush at a time by default: the writes that arrive meanwhile make the next group, so groups
 * grow with the load (three parallel flushes made smaller groups and cost PostgreSQL about a
 * quarter more CPU in bench:publishing).
 */
export class TransitionWriter {
  private queue: Pending[] = [];
  private flushing = 0;

  constructor(
    private readonly db: Database,
    private readonly clock: () => Date,
    private readonly maxBatch = 250,
    private readonly parallel = 1,
  ) {}

  write(transition: Transition): Promise<boolean> {
    return new Promise<boolean>((resolve, reject) => {
      this.queue.push({ transition, resolve, reject });
      this.kick();
    });
  }

  private kick(): void {
    while (this.flushing < this.parallel && this.queue.length > 0) {
      const batch = this.queue.splice(0, this.maxBatch);
      this.flushing++;
      void this.flush(batch).finally(() => {
        this.flushing--;
        this.kick();
      });
    }
  }

  private async flush(batch: Pending[]): Promise<void> {
    try {
      // One statement: its own transaction, committed before any caller hears back.
      const applied = await applyTransitions(this.db, batch.map((p) => p.transition), this.clock());
      batch.forEach((p, i) => p.resolve(applied[i]));
    } catch (error) {
      batch.forEach((p) => p.reject(error));
    }
  }
}
