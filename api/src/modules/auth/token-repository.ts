// Data access for personal access tokens.
import { and, eq, lt } from 'drizzle-orm';
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
}
