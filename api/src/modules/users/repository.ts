// Data access for users.
import { eq } from 'drizzle-orm';
import type { Locale } from '@cadence/shared-lib/contract';
import type { Database } from '../../db/client';
import { users, type NewUserRow, type UserRow } from '../../db/schema';

export const normaliseEmail = (email: string): string => email.trim().toLowerCase();

/** Columns a service may change on a user; identity (id, email, created_at) is not among them. */
export type UserChanges = Partial<Omit<NewUserRow, 'id' | 'email' | 'created_at'>>;

export class UsersRepository {
  constructor(private readonly db: Database) {}

  async findById(id: number): Promise<UserRow | undefined> {
    const [row] = await this.db.select().from(users).where(eq(users.id, id)).limit(1);
    return row;
  }

  async findByEmail(email: string): Promise<UserRow | undefined> {
    const [row] = await this.db.select().from(users).where(eq(users.email, normaliseEmail(email))).limit(1);
    return row;
  }

  /** Inserts unless the email exists; returns the new row, or undefined when it already existed. */
  async insertIfAbsent(user: NewUserRow): Promise<UserRow | undefined> {
    const [row] = await this.db
      .insert(users)
      .values({ ...user, email: normaliseEmail(user.email) })
      .onConflictDoNothing({ target: users.email })
      .returning();
    return row;
  }

  async update(id: number, changes: UserChanges, now: Date): Promise<UserRow | undefined> {
    const [row] = await this.db.update(users).set({ ...changes, updated_at: now }).where(eq(users.id, id)).returning();
    return row;
  }

  updateLocale(id: number, locale: Locale, now: Date): Promise<UserRow | undefined> {
    return this.update(id, { locale }, now);
  }
}
