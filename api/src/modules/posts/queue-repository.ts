// The queue's query: the user's upcoming posts across planners — due from now on, plus drafts that
// have a date (even a past one: they still wait for the user) — in time order, one page at a time.
// The (user_id, scheduled_at) index serves it.
import { and, asc, count, eq, gte, inArray, isNotNull, or, sql, type SQL } from 'drizzle-orm';
import type { Network, PostState } from '@cadence/shared-lib/contract';
import type { Database } from '../../db/client';
import { planners, posts, type PlannerRow, type PostRow } from '../../db/schema';

export interface QueueFilter {
  plannerId?: number;
  channel?: Network;
  state?: PostState;
}

export class QueueRepository {
  constructor(private readonly db: Database) {}

  async page(userId: number, filter: QueueFilter, now: Date, offset: number, limit: number): Promise<{ rows: PostRow[]; total: number }> {
    const where = this.where(userId, filter, now);
    const [rows, [{ n }]] = await Promise.all([
      this.db.select().from(posts).where(where).orderBy(asc(posts.scheduled_at), asc(posts.id)).limit(limit).offset(offset),
      this.db.select({ n: count() }).from(posts).where(where),
    ]);
    return { rows, total: n };
  }

  async planners(userId: number, ids: number[]): Promise<PlannerRow[]> {
    if (ids.length === 0) return [];
    return this.db
      .select()
      .from(planners)
      .where(and(eq(planners.user_id, userId), inArray(planners.id, ids)));
  }

  private where(userId: number, filter: QueueFilter, now: Date): SQL | undefined {
    return and(
      eq(posts.user_id, userId),
      isNotNull(posts.scheduled_at),
      or(gte(posts.scheduled_at, now), eq(posts.state, 'draft')),
      filter.plannerId === undefined ? undefined : eq(posts.planner_id, filter.plannerId),
      filter.channel === undefined ? undefined : sql`${posts.channels} @> ${JSON.stringify([filter.channel])}::jsonb`,
      filter.state === undefined ? undefined : eq(posts.state, filter.state),
    );
  }
}
