// Data access for planners, always scoped to the owner: another user's planner is never found.
import { and, asc, count, eq, sql } from 'drizzle-orm';
import type { Database } from '../../db/client';
import { planners, posts, shareLinks, type PlannerRow } from '../../db/schema';
import { recomputeInstants } from '../posts/recompute-instants';

export interface PlannerStats {
  posts_count: number;
  upcoming_count: number;
  next_post_at: Date | null;
}

export interface PlannerWithStats {
  planner: PlannerRow;
  stats: PlannerStats;
}

export interface PlannerValues {
  name: string;
  desc: string | null;
  color: string;
  timezone: string;
}

const NO_STATS: PlannerStats = { posts_count: 0, upcoming_count: 0, next_post_at: null };

export class PlannersRepository {
  constructor(private readonly db: Database) {}

  /** The planner when `userId` owns it; undefined otherwise (other users' planners look missing). */
  async findOwned(userId: number, plannerId: number): Promise<PlannerRow | undefined> {
    const [row] = await this.db
      .select()
      .from(planners)
      .where(and(eq(planners.id, plannerId), eq(planners.user_id, userId)))
      .limit(1);
    return row;
  }

  async listOwned(userId: number, now: Date): Promise<PlannerWithStats[]> {
    const rows = await this.db.select().from(planners).where(eq(planners.user_id, userId)).orderBy(asc(planners.name), asc(planners.id));
    const stats = await this.stats(userId, now);
    return rows.map((planner) => ({ planner, stats: stats.get(planner.id) ?? NO_STATS }));
  }

  async findOwnedWithStats(userId: number, plannerId: number, now: Date): Promise<PlannerWithStats | undefined> {
    const planner = await this.findOwned(userId, plannerId);
    if (!planner) return undefined;
    return { planner, stats: (await this.stats(userId, now, plannerId)).get(plannerId) ?? NO_STATS };
  }

  /** Posts per planner of one owner (the (user_id, scheduled_at) index serves it). */
  private async stats(userId: number, now: Date, plannerId?: number): Promise<Map<number, PlannerStats>> {
    const upcoming = sql`${posts.scheduled_at} >= ${now.toISOString()}::timestamptz and ${posts.state} <> 'published'`;
    const rows = await this.db
      .select({
        plannerId: posts.planner_id,
        total: count(),
        upcoming: sql<number>`count(*) filter (where ${upcoming})`.mapWith(Number),
        next: sql<string | null>`min(${posts.scheduled_at}) filter (where ${upcoming})`,
      })
      .from(posts)
      .where(plannerId === undefined ? eq(posts.user_id, userId) : and(eq(posts.user_id, userId), eq(posts.planner_id, plannerId)))
      .groupBy(posts.planner_id);
    return new Map(
      rows.map((r) => [r.plannerId, { posts_count: r.total, upcoming_count: r.upcoming, next_post_at: r.next === null ? null : new Date(r.next) }]),
    );
  }

  async create(userId: number, values: PlannerValues, now: Date): Promise<PlannerRow> {
    const [row] = await this.db
      .insert(planners)
      .values({ ...values, user_id: userId, created_at: now, updated_at: now })
      .returning();
    return row;
  }

  /** Saves the planner; a new zone moves its posts' instants in the same transaction. */
  async update(current: PlannerRow, values: PlannerValues, now: Date): Promise<void> {
    await this.db.transaction(async (tx) => {
      await tx.update(planners).set({ ...values, updated_at: now }).where(eq(planners.id, current.id));
      if (values.timezone !== current.timezone) await recomputeInstants(tx, current.id, values.timezone);
    });
  }

  /** Deletes the planner; its posts (with their feedback) and share links go by cascade. */
  async delete(planner: PlannerRow): Promise<{ posts: number; share_links: number }> {
    return this.db.transaction(async (tx) => {
      // Row lock: a post being added now (its foreign key locks the planner too) waits, so the counts are exact.
      await tx.select({ id: planners.id }).from(planners).where(eq(planners.id, planner.id)).for('update');
      const [postRows] = await tx.select({ n: count() }).from(posts).where(eq(posts.planner_id, planner.id));
      const [linkRows] = await tx.select({ n: count() }).from(shareLinks).where(eq(shareLinks.planner_id, planner.id));
      await tx.delete(planners).where(and(eq(planners.id, planner.id), eq(planners.user_id, planner.user_id)));
      return { posts: postRows.n, share_links: linkRows.n };
    });
  }
}
