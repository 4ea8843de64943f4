// Data access for post media (media_files rows); every read is scoped to the owner.
import { and, eq } from 'drizzle-orm';
import type { Database } from '../../db/client';
import { mediaFiles, type MediaFileRow } from '../../db/schema';

export type NewMediaFile = typeof mediaFiles.$inferInsert;

export class PostMediaRepository {
  constructor(private readonly db: Database) {}

  async insert(row: NewMediaFile): Promise<MediaFileRow> {
    const [created] = await this.db.insert(mediaFiles).values(row).returning();
    return created;
  }

  /** The user's own media by id; another user's is "not found". */
  async findOwned(userId: number, id: number): Promise<MediaFileRow | undefined> {
    const [row] = await this.db
      .select()
      .from(mediaFiles)
      .where(and(eq(mediaFiles.id, id), eq(mediaFiles.user_id, userId)))
      .limit(1);
    return row;
  }

  async delete(id: number): Promise<void> {
    await this.db.delete(mediaFiles).where(eq(mediaFiles.id, id));
  }
}
