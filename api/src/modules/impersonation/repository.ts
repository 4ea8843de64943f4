// Data access for impersonations (the audit trail) and the impersonation access tokens.
import { and, eq, gt, isNull } from 'drizzle-orm';
import type { Database } from '../../db/client';
import { impersonations, personalAccessTokens, users, type ImpersonationRow } from '../../db/schema';

/** The live impersonation behind a token, with the admin still allowed to hold it. */
export interface ImpersonationContext {
  id: number;
  admin: { id: number; full_name: string };
}

export class ImpersonationRepository {
  constructor(private readonly db: Database) {}

  async create(values: { admin_id: number; user_id: number; hash_digest: string; expires_at: Date; ip: string; created_at: Date }): Promise<ImpersonationRow> {
    const [row] = await this.db.insert(impersonations).values(values).returning();
    return row;
  }

  /** Marks the link used, atomically: only one request can consume it, and only its admin before it expires. */
  async consume(hashDigest: string, adminId: number, now: Date): Promise<ImpersonationRow | undefined> {
    const [row] = await this.db
      .update(impersonations)
      .set({ used_at: now })
      .where(
        and(
          eq(impersonations.hash_digest, hashDigest),
          eq(impersonations.admin_id, adminId),
          isNull(impersonations.used_at),
          gt(impersonations.expires_at, now),
        ),
      )
      .returning();
    return row;
  }

  async findByDigest(hashDigest: string): Promise<ImpersonationRow | undefined> {
    const [row] = await this.db.select().from(impersonations).where(eq(impersonations.hash_digest, hashDigest)).limit(1);
    return row;
  }

  /** Undefined once ended, or when its admin was suspended or is no longer an admin. */
  async activeContext(id: number): Promise<ImpersonationContext | undefined> {
    const [row] = await this.db
      .select({ id: impersonations.id, adminId: users.id, adminName: users.full_name, role: users.role, suspendedAt: users.suspended_at })
      .from(impersonations)
      .innerJoin(users, eq(users.id, impersonations.admin_id))
      .where(and(eq(impersonations.id, id), isNull(impersonations.ended_at)))
      .limit(1);
    if (!row || row.role !== 'admin' || row.suspendedAt) return undefined;
    return { id: row.id, admin: { id: row.adminId, full_name: row.adminName } };
  }

  async end(id: number, now: Date): Promise<void> {
    await this.db.update(impersonations).set({ ended_at: now }).where(and(eq(impersonations.id, id), isNull(impersonations.ended_at)));
  }

  async insertToken(values: { user_id: number; token_hash: string; expires_at: Date; impersonation_id: number; created_at: Date }): Promise<number> {
    const [row] = await this.db
      .insert(personalAccessTokens)
      .values({ ...values, name: 'impersonation', last_used_at: values.created_at })
      .returning({ id: personalAccessTokens.id });
    return row.id;
  }

  async deleteToken(id: number): Promise<void> {
    await this.db.delete(personalAccessTokens).where(eq(personalAccessTokens.id, id));
  }
}
