// createTestApp(): a fresh database cloned from the migrated template, and the app built on it.
import { randomBytes } from 'node:crypto';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import type { FastifyInstance } from 'fastify';
import { Client } from 'pg';
import { buildApp } from '../../src/app';
import { loadConfig, type Config } from '../../src/config';
import { connectDatabase, type Database } from '../../src/db/client';
import type { Clock } from '../../src/support/clock';
import { ENV_DIR, ENV_URL, SEED_PASSWORD, TEMPLATE_DB, TEST_APP_KEY } from './constants';

export interface TestApp {
  app: FastifyInstance;
  /** A separate drizzle handle on the test database, for arranging and asserting rows. */
  db: Database;
  config: Config;
  databaseUrl: string;
  close(): Promise<void>;
}

export interface TestAppOptions {
  env?: Record<string, string>;
  clock?: Clock;
}

function serverUrl(): string {
  const url = process.env[ENV_URL];
  if (!url) throw new Error(`${ENV_URL} is not set: run the API tests through jest (test/setup/global-setup.ts).`);
  return url;
}

async function admin<T>(run: (client: Client) => Promise<T>): Promise<T> {
  const client = new Client({ connectionString: serverUrl() });
  await client.connect();
  try {
    return await run(client);
  } finally {
    await client.end();
  }
}

export async function createTestDatabase(): Promise<{ url: string; drop(): Promise<void> }> {
  const name = `t_${randomBytes(6).toString('hex')}`;
  await admin((c) => c.query(`CREATE DATABASE ${name} TEMPLATE ${TEMPLATE_DB}`));
  return {
    url: serverUrl().replace(/\/[^/]*$/, `/${name}`),
    drop: () => admin((c) => c.query(`DROP DATABASE IF EXISTS ${name} WITH (FORCE)`)).then(() => undefined),
  };
}

export function testConfig(databaseUrl: string, env: Record<string, string> = {}): Config {
  // Inside the run's folder, so the global teardown removes it even when a test forgets to.
  const dataDir = fs.mkdtempSync(path.join(process.env[ENV_DIR] ?? os.tmpdir(), 'data-'));
  return loadConfig(
    { DATABASE_URL: databaseUrl, DATA_DIR: dataDir, APP_KEY: TEST_APP_KEY, JOBS: 'off', LOG_LEVEL: 'silent', SEED_PASSWORD, ...env },
    dataDir,
  );
}

export async function createTestApp(options: TestAppOptions = {}): Promise<TestApp> {
  const database = await createTestDatabase();
  const config = testConfig(database.url, options.env);
  const app = await buildApp(config, { databaseUrl: database.url, clock: options.clock });
  const handle = connectDatabase(database.url, () => undefined);
  return {
    app,
    db: handle.db,
    config,
    databaseUrl: database.url,
    async close() {
      await app.close();
      await handle.pool.end();
      await database.drop();
      fs.rmSync(config.dataDir, { recursive: true, force: true });
    },
  };
}

/** A movable clock for expiry and throttle tests. */
export function manualClock(start = new Date('2026-11-22T10:00:00Z')): Clock & { advance(ms: number): void } {
  let now = start.getTime();
  const clock = () => new Date(now);
  return Object.assign(clock, { advance: (ms: number) => (now += ms) });
}
