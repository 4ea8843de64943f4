// A planner's calendar: its posts in a window of instants — an index range scan on
// (planner_id, scheduled_at) — and its undated drafts, plus the owner's name for the preview.
import { and, asc, desc, eq, gte, isNull, lt } from 'drizzle-orm';
import type { Database } from '../../db/client';
import { posts, users } from '../../db/schema';
import { PREVIEW_COLUMNS, type PreviewRow } from '../posts/presenter';

/** Only the preview's columns. */
const previewColumns = Object.fromEntries(PREVIEW_COLUMNS.map((c) => [c, posts[c]])) as { [K in (typeof PREVIEW_COLUMNS)[number]]: (typeof posts)[K] };

/** Undated drafts shown beside the calendar, newest first. */
export const UNSCHEDULED_MAX = 200;

export class SchedulesRepository {
  constructor(private readonly db: Database) {}

  /** Posts with start <= scheduled_at < end, in time order (the caller has checked the planner's owner). */
  inWindow(plannerId: number, start: Date, end: Date): Promise<PreviewRow[]> {
    return this.db
      .select(previewColumns)
      .from(posts)
      .where(and(eq(posts.planner_id, plannerId), gte(posts.scheduled_at, start), lt(posts.scheduled_at, end)))
      .orderBy(asc(posts.scheduled_at), asc(posts.id));
  }

  unscheduled(plannerId: number): Promise<PreviewRow[]> {
    return this.db
      .select(previewColumns)
      .from(posts)
      .where(and(eq(posts.planner_id, plannerId), isNull(posts.scheduled_at)))
      .orderBy(desc(posts.updated_at), desc(posts.id))
      .limit(UNSCHEDULED_MAX);
  }

  async ownerName(userId: number): Promise<string> {
    const [row] = await this.db.select({ full_name: users.full_name }).from(users).where(eq(users.id, userId)).limit(1);
    return row?.full_name ?? '';
  }
}
