import { eq } from 'drizzle-orm';
import { users } from '../../src/db/schema';
import { SEED_ACCOUNTS, formatSeededAccounts, seedUsers } from '../../src/modules/users/seed';
import { login } from '../setup/login';
import { createTestApp, type TestApp } from '../setup/test-app';

describe('first-run seed', () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await createTestApp();
  });
  afterAll(() => t.close());

  it('is idempotent: a second run creates nobody and leaves existing accounts alone', async () => {
    const before = await t.db.select().from(users);
    expect(before.map((u) => u.email).sort()).toEqual(SEED_ACCOUNTS.map((a) => a.email).sort());
    expect(await seedUsers(t.db, { password: 'Other#Pass9', now: new Date() })).toEqual([]);
    expect(await t.db.select().from(users)).toEqual(before);
  });

  it('recreates a missing account with a strong generated password that signs in, and prints it once', async () => {
    await t.db.delete(users).where(eq(users.email, 'staff@example.com'));
    const created = await seedUsers(t.db, { now: new Date() });
    expect(created.map((a) => a.email)).toEqual(['staff@example.com']);
    const { password } = created[0];
    expect(password).toMatch(/^(?=.*\d)(?=.*[a-z])(?=.*[A-Z])(?=.*[!@#$%&*()]).{16,}$/);
    expect((await login(t.app, 'staff@example.com', password)).user.role).toBe('staff');
    expect(formatSeededAccounts(created)).toContain(`staff@example.com`);
    expect(formatSeededAccounts(created)).toContain(password);
  });
});
