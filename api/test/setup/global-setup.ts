// One embedded PostgreSQL for the whole run (temp dir, random port) and one migrated, seeded
// template database; each test file clones it (see test-app.ts).
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { connectDatabase } from '../../src/db/client';
import { EmbeddedPostgres } from '../../src/db/embedded-postgres';
import { runMigrations } from '../../src/db/migrate';
import { createJobQueue } from '../../src/jobs/job-queue';
import { seedUsers } from '../../src/modules/users/seed';
import { ENV_DIR, ENV_URL, SEED_PASSWORD, TEMPLATE_DB } from './constants';

declare global {
  var cadenceTestPostgres: { server: EmbeddedPostgres; dir: string } | undefined;
}

/** Durability off: test data is thrown away, and fsync dominates on a small machine. */
export const FAST_SETTINGS = { fsync: 'off', synchronous_commit: 'off', full_page_writes: 'off' };

export default async function globalSetup(): Promise<void> {
  const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'cadence-api-test-'));
  // mkdtemp makes the folder private to root; the postgres account must be able to enter it.
  fs.chmodSync(dir, 0o755);
  const server = new EmbeddedPostgres({
    dataDir: path.join(dir, 'pg'),
    passwordFile: path.join(dir, 'pg-password'),
    database: TEMPLATE_DB,
    settings: FAST_SETTINGS,
  });
  await server.start();
  globalThis.cadenceTestPostgres = { server, dir };

  const templateUrl = server.urlFor(TEMPLATE_DB);
  await runMigrations(templateUrl);
  const { pool, db } = connectDatabase(templateUrl, () => undefined);
  await seedUsers(db, { password: SEED_PASSWORD, now: new Date() });
  await pool.end();
  // Install pg-boss's schema once so each test database has it already.
  const queue = createJobQueue(templateUrl, () => undefined);
  await queue.find('system.heartbeat', '00000000-0000-0000-0000-000000000000');
  await queue.stop();

  process.env[ENV_URL] = server.urlFor('postgres');
  process.env[ENV_DIR] = dir;
}
