// Posts as shared views read them: always scoped to the link owner's rows, with their planner's
// name and colour and the media files they use (the owner's files only).
import { and, asc, eq, gte, inArray, isNotNull, lt, ne } from 'drizzle-orm';
import type { Database } from '../../db/client';
import { mediaFiles, planners, posts, users, type MediaFileRow, type PlannerRow, type PostRow } from '../../db/schema';
import { PlannersRepository } from '../planners/repository';
import { PostsRepository } from '../posts/repository';

export const SHARED_QUEUE_LIMIT = 200;

export interface SharedPostParts {
  post: PostRow;
  planner: Pick<PlannerRow, 'name' | 'color' | 'timezone'>;
  media: MediaFileRow[];
}

export class SharedPostsRepository {
  constructor(private readonly db: Database) {}

  async ownerName(userId: number): Promise<string> {
    const [row] = await this.db.select({ name: users.full_name }).from(users).where(eq(users.id, userId)).limit(1);
    return row?.name ?? '';
  }

  planner(userId: number, plannerId: number): Promise<PlannerRow | undefined> {
    return new PlannersRepository(this.db).findOwned(userId, plannerId);
  }

  /** A planner's dated posts in [from, to) (the (planner_id, scheduled_at) index serves it). */
  async inWindow(userId: number, plannerId: number, from: Date, to: Date): Promise<SharedPostParts[]> {
    const rows = await this.withPlanner()
      .where(and(eq(posts.user_id, userId), eq(posts.planner_id, plannerId), gte(posts.scheduled_at, from), lt(posts.scheduled_at, to)))
      .orderBy(asc(posts.scheduled_at), asc(posts.id));
    return this.attachMedia(userId, rows);
  }

  /** The owner's upcoming posts across planners, soonest first. */
  async upcoming(userId: number, now: Date): Promise<SharedPostParts[]> {
    const rows = await this.withPlanner()
      .where(and(eq(posts.user_id, userId), isNotNull(posts.scheduled_at), gte(posts.scheduled_at, now), ne(posts.state, 'published')))
      .orderBy(asc(posts.scheduled_at), asc(posts.id))
      .limit(SHARED_QUEUE_LIMIT);
    return this.attachMedia(userId, rows);
  }

  findOfOwner(userId: number, postId: number): Promise<PostRow | undefined> {
    return new PostsRepository(this.db).findOwned(userId, postId);
  }

  private withPlanner() {
    return this.db
      .select({ post: posts, planner: { name: planners.name, color: planners.color, timezone: planners.timezone } })
      .from(posts)
      .innerJoin(planners, eq(planners.id, posts.planner_id))
      .$dynamic();
  }

  private async attachMedia(userId: number, rows: Omit<SharedPostParts, 'media'>[]): Promise<SharedPostParts[]> {
    const ids = [...new Set(rows.flatMap((r) => r.post.media_ids))];
    const files = ids.length === 0 ? [] : await this.db.select().from(mediaFiles).where(and(inArray(mediaFiles.id, ids), eq(mediaFiles.user_id, userId)));
    const byId = new Map(files.map((f) => [f.id, f]));
    return rows.map((r) => ({ ...r, media: r.post.media_ids.flatMap((id) => byId.get(id) ?? []) }));
  }
}
