// The monitor's query: the user's auto-published posts with their planner — upcoming and in flight
// first (soonest first), then those published or failed in the last 30 days (newest first).
import { and, count, eq, gte, ilike, inArray, ne, or, sql, type SQL } from 'drizzle-orm';
import type { Network } from '@cadence/shared-lib/contract';
import type { Database } from '../../db/client';
import { planners, posts, type PlannerRow, type PostRow } from '../../db/schema';

export const MONITOR_HISTORY_DAYS = 30;

export interface MonitorFilter {
  q?: string;
  channel?: Network;
  state?: 'scheduled' | 'processing' | 'published' | 'failure';
}

const escapeLike = (text: string): string => text.replace(/[\\%_]/g, (c) => `\\${c}`);

export class MonitorRepository {
  constructor(private readonly db: Database) {}

  async page(userId: number, filter: MonitorFilter, now: Date, offset: number, limit: number): Promise<{ rows: Array<{ post: PostRow; planner: PlannerRow }>; total: number }> {
    const where = this.where(userId, filter, now);
    const upcoming = sql`${posts.state} in ('scheduled', 'processing')`;
    const [rows, [{ n }]] = await Promise.all([
      this.db
        .select({ post: posts, planner: planners })
        .from(posts)
        .innerJoin(planners, eq(planners.id, posts.planner_id))
        .where(where)
        .orderBy(
          sql`case when ${upcoming} then 0 else 1 end`,
          sql`case when ${upcoming} then ${posts.scheduled_at} end asc`,
          sql`${posts.scheduled_at} desc`,
          posts.id,
        )
        .limit(limit)
        .offset(offset),
      this.db.select({ n: count() }).from(posts).innerJoin(planners, eq(planners.id, posts.planner_id)).where(where),
    ]);
    return { rows, total: n };
  }

  /** One of the user's posts with its planner (others' → undefined). */
  async owned(userId: number, postId: number): Promise<{ post: PostRow; planner: PlannerRow } | undefined> {
    const [row] = await this.db
      .select({ post: posts, planner: planners })
      .from(posts)
      .innerJoin(planners, eq(planners.id, posts.planner_id))
      .where(and(eq(posts.id, postId), eq(posts.user_id, userId)))
      .limit(1);
    return row;
  }

  private where(userId: number, filter: MonitorFilter, now: Date): SQL | undefined {
    const since = new Date(now.getTime() - MONITOR_HISTORY_DAYS * 24 * 60 * 60 * 1000);
    const q = filter.q ? `%${escapeLike(filter.q)}%` : undefined;
    return and(
      eq(posts.user_id, userId),
      eq(planners.user_id, userId),
      eq(posts.auto_publishing, true),
      ne(posts.state, 'draft'),
      sql`${posts.scheduled_at} is not null`,
      sql`jsonb_array_length(${posts.channels}) > 0`,
      or(inArray(posts.state, ['scheduled', 'processing']), gte(posts.scheduled_at, since)),
      q ? or(ilike(posts.title, q), ilike(posts.caption, q), ilike(planners.name, q)) : undefined,
      filter.channel ? sql`${posts.channels} @> ${JSON.stringify([filter.channel])}::jsonb` : undefined,
      filter.state ? eq(posts.state, filter.state) : undefined,
    );
  }
}
