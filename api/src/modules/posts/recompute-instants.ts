// A planner's zone changed (api-planners calls this inside its update transaction): posts still to
// go out keep their wall-clock time (posts.local_time) and get a new UTC instant, so 09:00 stays
// 09:00; posts already handed to publishing keep their instant and get its new local reading.
// A wall time the new zone skips (DST gap) moves forward by the gap: a zone change cannot be refused.
import { and, eq, isNotNull, isNull, sql } from 'drizzle-orm';
import type { Database } from '../../db/client';
import { posts, publishTargets } from '../../db/schema';
import { instantForLenient, splitLocalTime, toLocalTime, wallClockOf } from './zone-time';

export type Tx = Parameters<Parameters<Database['transaction']>[0]>[0];

const HANDLED = new Set(['processing', 'published']);
// One UPDATE per chunk instead of one per post: a planner can hold thousands.
const CHUNK = 2000;

/** Returns how many dated posts were rewritten. Runs inside the caller's transaction. */
export async function recomputeInstants(tx: Tx | Database, plannerId: number, timezone: string): Promise<number> {
  const rows = await tx
    .select({ id: posts.id, state: posts.state, local_time: posts.local_time, scheduled_at: posts.scheduled_at })
    .from(posts)
    .where(and(eq(posts.planner_id, plannerId), isNotNull(posts.scheduled_at)));
  const changes = rows.map((row) => {
    const { date, time } = row.local_time && !HANDLED.has(row.state) ? splitLocalTime(row.local_time) : { date: null, time: null };
    const at = date && time ? instantForLenient(date, time, timezone) : (row.scheduled_at as Date);
    const wall = wallClockOf(at, timezone);
    return { id: row.id, at: at.toISOString(), local: toLocalTime(wall.date, wall.time) };
  });
  for (let i = 0; i < changes.length; i += CHUNK) {
    const part = changes.slice(i, i + CHUNK);
    await tx.execute(sql`
      update ${posts} set scheduled_at = v.at, local_time = v.local, timezone = ${timezone}, updated_at = now()
      from unnest(${sql.param(part.map((c) => c.id))}::bigint[], ${sql.param(part.map((c) => c.at))}::timestamptz[], ${sql.param(part.map((c) => c.local))}::text[]) as v(id, at, local)
      where ${posts.id} = v.id`);
  }
  // Publish targets not tried yet follow their post's new instant; the sweep re-queues a target
  // whose job now wakes too late (publishing/sweep.ts).
  await tx.execute(sql`
    update ${publishTargets} t set due_at = p.scheduled_at, next_attempt_at = p.scheduled_at, updated_at = now()
    from ${posts} p
    where t.post_id = p.id and p.planner_id = ${plannerId} and t.state = 'scheduled' and t.attempts = 0
      and p.scheduled_at is not null and t.due_at <> p.scheduled_at`);
  // Undated drafts follow the planner's zone too, for when they get a date.
  await tx.update(posts).set({ timezone }).where(and(eq(posts.planner_id, plannerId), isNull(posts.scheduled_at)));
  return changes.length;
}
