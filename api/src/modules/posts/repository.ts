// Data access for posts, always scoped to the owner (posts.user_id): another user's post is never found.
import { and, eq, inArray } from 'drizzle-orm';
import type { Database } from '../../db/client';
import type { PostMedia } from '@cadence/shared-lib/contract';
import { mediaFiles, posts, socialAccounts, type MediaFileRow, type PostRow } from '../../db/schema';
import type { MediaUrlSigner } from '../media/signed-url';
import { presentPostMedia } from '../post-media/presenter';

export type NewPostValues = Omit<typeof posts.$inferInsert, 'id' | 'created_at' | 'updated_at'>;
export type PostValues = Omit<NewPostValues, 'planner_id' | 'user_id'>;

export class PostsRepository {
  constructor(private readonly db: Database) {}

  async findOwned(userId: number, postId: number): Promise<PostRow | undefined> {
    const [row] = await this.db
      .select()
      .from(posts)
      .where(and(eq(posts.id, postId), eq(posts.user_id, userId)))
      .limit(1);
    return row;
  }

  async create(values: NewPostValues, now: Date): Promise<PostRow> {
    const [row] = await this.db
      .insert(posts)
      .values({ ...values, created_at: now, updated_at: now })
      .returning();
    return row;
  }

  async update(post: PostRow, values: Partial<PostValues>, now: Date): Promise<PostRow> {
    const [row] = await this.db
      .update(posts)
      .set({ ...values, updated_at: now })
      .where(and(eq(posts.id, post.id), eq(posts.user_id, post.user_id)))
      .returning();
    return row;
  }

  async delete(post: PostRow): Promise<void> {
    await this.db.delete(posts).where(and(eq(posts.id, post.id), eq(posts.user_id, post.user_id)));
  }

  /** The user's own connected accounts among `ids`. */
  async ownedAccountIds(userId: number, ids: number[]): Promise<Set<number>> {
    if (ids.length === 0) return new Set();
    const rows = await this.db
      .select({ id: socialAccounts.id })
      .from(socialAccounts)
      .where(and(eq(socialAccounts.user_id, userId), inArray(socialAccounts.id, ids)));
    return new Set(rows.map((r) => r.id));
  }

  /** The user's own media among `ids` (others' and unknown ids are simply missing). */
  async ownedMedia(userId: number, ids: number[]): Promise<MediaFileRow[]> {
    if (ids.length === 0) return [];
    return this.db
      .select()
      .from(mediaFiles)
      .where(and(eq(mediaFiles.user_id, userId), inArray(mediaFiles.id, ids)));
  }
}

/** Media of many posts in one query, by id (for presenters). */
export async function mediaOf(
  db: Database,
  rows: ReadonlyArray<Pick<PostRow, 'user_id' | 'media_ids'>>,
  urls: MediaUrlSigner,
  now: Date,
): Promise<Map<number, PostMedia>> {
  const ids = [...new Set(rows.flatMap((r) => r.media_ids))];
  if (ids.length === 0) return new Map();
  const found = await db.select().from(mediaFiles).where(inArray(mediaFiles.id, ids));
  // A post only ever shows its owner's files.
  const owners = new Set(rows.map((r) => r.user_id));
  return new Map(found.filter((m) => owners.has(m.user_id)).map((m) => [m.id, presentPostMedia(m, urls, now)]));
}
