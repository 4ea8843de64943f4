// Data access for the admin users list: search, filters, pagination, with each user's plan name.
import { and, count, desc, eq, ilike, inArray, isNotNull, isNull, or, sql, type SQL } from 'drizzle-orm';
import type { AnyPgColumn } from 'drizzle-orm/pg-core';
import type { Role } from '@cadence/shared-lib/contract';
import type { Database } from '../../db/client';
import { plans, subscriptions, users, type UserRow } from '../../db/schema';

export interface UserFilters {
  q?: string;
  role?: Role;
  verified?: boolean;
  approved?: boolean;
  suspended?: boolean;
}

/** `%`, `_` and `\` in a search are literal characters, not wildcards. */
const likePattern = (q: string) => `%${q.replace(/[\\%_]/g, (c) => `\\${c}`)}%`;

function presence(column: AnyPgColumn, wanted: boolean | undefined): SQL | undefined {
  if (wanted === undefined) return undefined;
  return wanted ? isNotNull(column) : isNull(column);
}

export class AdminUsersRepository {
  constructor(private readonly db: Database) {}

  private where(filters: UserFilters): SQL | undefined {
    const q = filters.q?.trim();
    return and(
      q ? or(ilike(users.full_name, likePattern(q)), ilike(users.email, likePattern(q)), ilike(users.phone, likePattern(q))) : undefined,
      filters.role ? eq(users.role, filters.role) : undefined,
      presence(users.email_verified_at, filters.verified),
      presence(users.approved_at, filters.approved),
      presence(users.suspended_at, filters.suspended),
    );
  }

  async page(filters: UserFilters, page: number, perPage: number): Promise<{ rows: UserRow[]; total: number }> {
    const where = this.where(filters);
    const [{ total }] = await this.db.select({ total: count() }).from(users).where(where);
    const rows = await this.db
      .select()
      .from(users)
      .where(where)
      .orderBy(desc(users.created_at), desc(users.id))
      .limit(perPage)
      .offset((page - 1) * perPage);
    return { rows, total };
  }

  /** user id → name of the plan in force (active or trialing, not ended). */
  async planNames(userIds: number[], now: Date): Promise<Map<number, string>> {
    if (userIds.length === 0) return new Map();
    const rows = await this.db
      .selectDistinctOn([subscriptions.user_id], { userId: subscriptions.user_id, name: plans.name })
      .from(subscriptions)
      .innerJoin(plans, eq(plans.id, subscriptions.plan_id))
      .where(
        and(
          inArray(subscriptions.user_id, userIds),
          inArray(subscriptions.status, ['active', 'trialing']),
          or(isNull(subscriptions.ends_at), sql`${subscriptions.ends_at} > ${now}`),
        ),
      )
      .orderBy(subscriptions.user_id, desc(subscriptions.created_at), desc(subscriptions.id));
    return new Map(rows.map((r) => [r.userId, r.name]));
  }
}
