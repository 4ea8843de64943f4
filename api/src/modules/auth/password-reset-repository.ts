// Data access for password reset tokens (one per user; a new request replaces the old token).
import { and, eq } from 'drizzle-orm';
import type { Database } from '../../db/client';
import { passwordResetTokens } from '../../db/schema';

export class PasswordResetRepository {
  constructor(private readonly db: Database) {}

  async put(userId: number, tokenHash: string, now: Date): Promise<void> {
    await this.db
      .insert(passwordResetTokens)
      .values({ user_id: userId, token_hash: tokenHash, created_at: now })
      .onConflictDoUpdate({ target: passwordResetTokens.user_id, set: { token_hash: tokenHash, created_at: now } });
  }

  /**
   * Deletes the token when it matches and returns its creation time; undefined when it does not
   * match (a wrong guess leaves the genuine token alone). Deleting first makes it single use.
   */
  async consume(userId: number, tokenHash: string): Promise<Date | undefined> {
    const rows = await this.db
      .delete(passwordResetTokens)
      .where(and(eq(passwordResetTokens.user_id, userId), eq(passwordResetTokens.token_hash, tokenHash)))
      .returning({ created_at: passwordResetTokens.created_at });
    return rows[0]?.created_at;
  }
}
