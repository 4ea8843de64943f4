// Data access for personal access tokens.
import { and, desc, eq, gt, lt, ne } from 'drizzle-orm';
import type { Database } from '../../db/client';
import { personalAccessTokens, type TokenRow } from '../../db/schema';

export class TokenRepository {
  constructor(private readonly db: Database) {}

  async insert(values: { user_id: number; token_hash: string; name: string; expires_at: Date; created_at: Date }): Promise<TokenRow> {
    const [row] = await this.db.insert(personalAccessTokens).values({ ...values, last_used_at: values.created_at }).returning();
    return row;
  }

  async findById(id: number): Promise<TokenRow | undefined> {
    const [row] = await this.db.select().from(personalAccessTokens).where(eq(personalAccessTokens.id, id)).limit(1);
    return row;
  }

  async touch(id: number, at: Date): Promise<void> {
    await this.db.update(personalAccessTokens).set({ last_used_at: at }).where(eq(personalAccessTokens.id, id));
  }

  async delete(id: number): Promise<void> {
    await this.db.delete(personalAccessTokens).where(eq(personalAccessTokens.id, id));
  }

  async deleteExpiredForUser(userId: number, now: Date): Promise<void> {
    await this.db
      .delete(personalAccessTokens)
      .where(and(eq(personalAccessTokens.user_id, userId), lt(personalAccessTokens.expires_at, now)));
  }

  /** The user's tokens that have not reached their absolute expiry, newest first. */
  listLiveForUser(userId: number, now: Date): Promise<TokenRow[]> {
    return this.db
      .select()
      .from(personalAccessTokens)
      .where(and(eq(personalAccessTokens.user_id, userId), gt(personalAccessTokens.expires_at, now)))
      .orderBy(desc(personalAccessTokens.created_at), desc(personalAccessTokens.id));
  }

  /** Deletes one of the user's tokens; false when no such token belongs to them. */
  async deleteForUser(userId: number, id: number): Promise<boolean> {
    const rows = await this.db
      .delete(personalAccessTokens)
      .where(and(eq(personalAccessTokens.id, id), eq(personalAccessTokens.user_id, userId)))
      .returning({ id: personalAccessTokens.id });
    return rows.length > 0;
  }

  async deleteAllForUser(userId: number): Promise<void> {
    await this.db.delete(personalAccessTokens).where(eq(personalAccessTokens.user_id, userId));
  }

  async deleteOthersForUser(userId: number, keepId: number): Promise<void> {
    await this.db
      .delete(personalAccessTokens)
      .where(and(eq(personalAccessTokens.user_id, userId), ne(personalAccessTokens.id, keepId)));
  }
}
