// Every change of a publish target goes through here: in one transaction the affected posts are
// locked (in id order, so concurrent writers never deadlock), each target row is updated under its
// guard, the change is logged in publish_events and posts.state is recomputed from its targets.
// Locking the post first matters: two targets of one post finishing at once each see the other's
// committed state, so the aggregate is never computed from a stale snapshot.
import { sql } from 'drizzle-orm';
import type { TargetState } from '@cadence/shared-lib/contract';
import type { Database } from '../../db/client';
import { posts, publishEvents, publishTargets, type PublishTargetRow } from '../../db/schema';

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

/** posts.state from its live targets: any in flight → processing; all published → published; any failure → failure; else scheduled. */
export async function recomputePostStates(tx: Executor, postIds: readonly number[], now: Date): Promise<void> {
  if (postIds.length === 0) return;
  await tx.execute(sql`
    update ${posts} p set state = agg.s, updated_at = ${now}
    from (
      select post_id,
        case when bool_or(state in ('processing', 'unconfirmed')) then 'processing'
             when bool_and(state = 'published') then 'published'
             when bool_or(state = 'failure') then 'failure'
             else 'scheduled' end as s
      from ${publishTargets}
      where post_id = any(${sql.param([...postIds])}::bigint[]) and state <> 'cancelled'
      group by post_id
    ) agg
    where p.id = agg.post_id and p.state <> agg.s and p.state <> 'draft'`);
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

/** SQL type of each patchable column, for the VALUES list of a batched update. */
const COLUMN_TYPES: Record<keyof TargetPatch, string> = {
  next_attempt_at: 'timestamptz',
  due_at: 'timestamptz',
  attempts: 'integer',
  job_id: 'text',
  lease_owner: 'text',
  lease_until: 'timestamptz',
  progress: 'jsonb',
  armed_at: 'timestamptz',
  external_id: 'text',
  link: 'text',
  published_at: 'timestamptz',
  comment_state: 'text',
  error_code: 'text',
  error_message: 'text',
  error_action: 'text',
};

const patchKeys = (patch: TargetPatch): Array<keyof TargetPatch> =>
  (Object.keys(patch) as Array<keyof TargetPatch>).filter((k) => patch[k] !== undefined && k in COLUMN_TYPES).sort();

const guardOf = (t: Transition): string => (t.leaseOwner !== undefined ? 'lease' : t.states !== undefined ? `states:${[...t.states].sort().join(',')}` : 'none');

/**
 * One UPDATE … FROM jsonb_to_recordset($1) per shape of write (same columns, same guard): a flush of
 * hundreds of transitions is a handful of statements with one parameter each, cheap to build and to send.
 * Returns the ids whose guard held.
 */
async function updateGroup(tx: Tx, group: readonly Transition[], keys: Array<keyof TargetPatch>, now: Date): Promise<Set<number>> {
  const first = group[0];
  const rows = JSON.stringify(
    group.map((t) => {
      const row: Record<string, unknown> = { id: t.id, state: t.to, guard: t.leaseOwner ?? null };
      for (const k of keys) {
        const value = t.patch[k];
        row[k] = value instanceof Date ? value.toISOString() : value;
      }
      return row;
    }),
  );
  const columns = sql.raw(['id bigint', 'state text', 'guard text', ...keys.map((k) => `"${k}" ${COLUMN_TYPES[k]}`)].join(', '));
  const sets = sql.raw(['state = v.state', ...keys.map((k) => `"${k}" = v."${k}"`)].join(', '));
  const guard =
    first.leaseOwner !== undefined
      ? sql`t.lease_owner = v.guard`
      : first.states !== undefined
        ? sql`t.state = any(${sql.param([...first.states])}::text[])`
        : sql`true`;
  const result = await tx.execute<{ id: string | number }>(sql`
    update ${publishTargets} as t set ${sets}, updated_at = ${now.toISOString()}::timestamptz
    from jsonb_to_recordset(${rows}::jsonb) as v(${columns})
    where t.id = v.id and ${guard}
    returning t.id`);
  return new Set(result.rows.map((r) => Number(r.id)));
}

/** Applies the transitions in one transaction; true per transition whose guard held. */
export async function applyTransitions(tx: Tx, transitions: readonly Transition[], now: Date): Promise<boolean[]> {
  if (transitions.length === 0) return [];
  // Only a change of state touches the post's aggregate, so only those need the post's lock.
  await lockPosts(tx, transitions.filter((t) => t.from !== t.to).map((t) => t.postId));
  // A target appears at most once per statement; later writes of the same target go in a later round.
  const applied: boolean[] = new Array<boolean>(transitions.length).fill(false);
  let pending = transitions.map((t, i) => ({ t, i }));
  while (pending.length > 0) {
    const seen = new Set<number>();
    const round = pending.filter(({ t }) => (seen.has(t.id) ? false : (seen.add(t.id), true)));
    pending = pending.filter((p) => !round.includes(p));
    const groups = new Map<string, Array<{ t: Transition; i: number }>>();
    for (const entry of round) {
      const key = `${guardOf(entry.t)}|${patchKeys(entry.t.patch).join(',')}`;
      groups.set(key, [...(groups.get(key) ?? []), entry]);
    }
    for (const entries of groups.values()) {
      const ok = await updateGroup(tx, entries.map((e) => e.t), patchKeys(entries[0].t.patch), now);
      for (const { t, i } of entries) applied[i] = ok.has(t.id);
    }
  }
  const done = transitions.filter((_, i) => applied[i]);
  await logEvents(
    tx,
    done.filter((t) => t.from !== t.to || t.detail).map((t) => ({ targetId: t.id, from: t.from, to: t.to, detail: t.detail ?? null })),
    now,
  );
  await recomputePostStates(tx, [...new Set(done.filter((t) => t.from !== t.to).map((t) => t.postId))], now);
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
 */
export class TransitionWriter {
  private queue: Pending[] = [];
  private flushing = 0;

  constructor(
    private readonly db: Database,
    private readonly clock: () => Date,
    private readonly maxBatch = 250,
    private readonly parallel = 3,
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
      const applied = await this.db.transaction((tx) => applyTransitions(tx, batch.map((p) => p.transition), this.clock()));
      batch.forEach((p, i) => p.resolve(applied[i]));
    } catch (error) {
      batch.forEach((p) => p.reject(error));
    }
  }
}
