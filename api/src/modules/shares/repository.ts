// Data access for share links: the owner's links (scoped to the owner) and a visitor's lookup by
// the token's digest (only links not revoked).
import { and, desc, eq, isNull } from 'drizzle-orm';
import type { Database } from '../../db/client';
import { shareLinks, type ShareLinkRow } from '../../db/schema';

export interface NewShareLink {
  user_id: number;
  kind: ShareLinkRow['kind'];
  planner_id: number | null;
  token_digest: string;
  token_encrypted: string;
}

export class ShareLinksRepository {
  constructor(private readonly db: Database) {}

  async create(values: NewShareLink, now: Date): Promise<ShareLinkRow> {
    const [row] = await this.db
      .insert(shareLinks)
      .values({ ...values, created_at: now })
      .returning();
    return row;
  }

  listForPlanner(userId: number, plannerId: number): Promise<ShareLinkRow[]> {
    return this.db
      .select()
      .from(shareLinks)
      .where(and(eq(shareLinks.user_id, userId), eq(shareLinks.kind, 'planner'), eq(shareLinks.planner_id, plannerId)))
      .orderBy(desc(shareLinks.created_at), desc(shareLinks.id));
  }

  listQueue(userId: number): Promise<ShareLinkRow[]> {
    return this.db
      .select()
      .from(shareLinks)
      .where(and(eq(shareLinks.user_id, userId), eq(shareLinks.kind, 'queue')))
      .orderBy(desc(shareLinks.created_at), desc(shareLinks.id));
  }

  async findOwned(userId: number, linkId: number): Promise<ShareLinkRow | undefined> {
    const [row] = await this.db
      .select()
      .from(shareLinks)
      .where(and(eq(shareLinks.id, linkId), eq(shareLinks.user_id, userId)))
      .limit(1);
    return row;
  }

  /** Revoking twice keeps the first date. */
  async revoke(link: ShareLinkRow, now: Date): Promise<ShareLinkRow> {
    if (link.revoked_at) return link;
    const [row] = await this.db
      .update(shareLinks)
      .set({ revoked_at: now })
      .where(and(eq(shareLinks.id, link.id), eq(shareLinks.user_id, link.user_id)))
      .returning();
    return row;
  }

  async findLiveByDigest(digest: string): Promise<ShareLinkRow | undefined> {
    const [row] = await this.db
      .select()
      .from(shareLinks)
      .where(and(eq(shareLinks.token_digest, digest), isNull(shareLinks.revoked_at)))
      .limit(1);
    return row;
  }
}
