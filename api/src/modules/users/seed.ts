// First-run accounts and the default free plan. Idempotent: an existing email is left untouched. Passwords are SEED_PASSWORD
// or a strong generated one per account, returned so the caller can print them once.
import type { Role } from '@cadence/shared-lib/contract';
import type { Database } from '../../db/client';
import { generatePassword, hashPassword } from '../../support/passwords';
import { PlansRepository } from '../plans/repository';
import { ensureDefaultPlan } from '../plans/seed';
import { UsersRepository } from './repository';

export interface SeedAccount {
  email: string;
  role: Role;
  full_name: string;
}

export const SEED_ACCOUNTS: ReadonlyArray<SeedAccount> = [
  { email: 'admin@example.com', role: 'admin', full_name: 'Ada Admin' },
  { email: 'staff@example.com', role: 'staff', full_name: 'Sam Staff' },
  { email: 'demo@example.com', role: 'user', full_name: 'Dana Demo' },
];

export interface SeededAccount extends SeedAccount {
  password: string;
}

export async function seedUsers(db: Database, options: { password?: string; now: Date }): Promise<SeededAccount[]> {
  const repository = new UsersRepository(db);
  const plans = new PlansRepository(db);
  const freePlan = await ensureDefaultPlan(db);
  const created: SeededAccount[] = [];
  for (const account of SEED_ACCOUNTS) {
    if (await repository.findByEmail(account.email)) continue;
    const password = options.password ?? generatePassword();
    const row = await repository.insertIfAbsent({
      ...account,
      password_hash: await hashPassword(password),
      // Seeded accounts are ready to use: verified and approved (the demo user passes the guards).
      email_verified_at: options.now,
      approved_at: options.now,
    });
    if (!row) continue;
    // The demo user is subscribed to the free plan, so it passes the navigation guard.
    if (row.role === 'user') await plans.replaceSubscription({ user_id: row.id, plan_id: freePlan.id, status: 'active' }, options.now);
    created.push({ ...account, password });
  }
  return created;
}

/** The one-time block printed to the log with the new accounts' credentials. */
export function formatSeededAccounts(accounts: SeededAccount[]): string {
  const lines = accounts.map((a) => `  ${a.role.padEnd(6)} ${a.email.padEnd(20)} ${a.password}`);
  return [
    '================ Cadence demo accounts (shown once) ================',
    ...lines,
    '====================================================================',
  ].join('\n');
}
