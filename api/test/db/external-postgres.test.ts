// DATABASE_URL pointing at an ordinary PostgreSQL server (15 on this machine and in CI): the
// migrations apply and a login works. The server must be there: a missing one fails, loudly.
import { randomBytes } from 'node:crypto';
import fs from 'node:fs';
import { Client } from 'pg';
import { buildApp } from '../../src/app';
import { connectDatabase } from '../../src/db/client';
import { runMigrations } from '../../src/db/migrate';
import { seedUsers } from '../../src/modules/users/seed';
import { SEED_PASSWORD } from '../setup/constants';
import { login } from '../setup/login';
import { testConfig } from '../setup/test-app';

const SERVER_URL = process.env.CADENCE_EXTERNAL_PG_URL ?? 'postgres://postgres@127.0.0.1:5432/test';

async function withAdmin<T>(run: (client: Client) => Promise<T>): Promise<T> {
  const client = new Client({ connectionString: SERVER_URL, connectionTimeoutMillis: 3000 });
  try {
    await client.connect();
  } catch (error) {
    throw new Error(
      `No PostgreSQL at ${SERVER_URL} (${(error as Error).message}). This test needs the machine's PostgreSQL 15; ` +
        'start it (e.g. `service postgresql start`) or set CADENCE_EXTERNAL_PG_URL.',
      { cause: error },
    );
  }
  try {
    return await run(client);
  } finally {
    await client.end();
  }
}

describe('DATABASE_URL on an external PostgreSQL', () => {
  // A throw-away database next to the given one, so the server's own data is never touched.
  const name = `cadence_ext_${randomBytes(5).toString('hex')}`;
  const url = SERVER_URL.replace(/\/[^/?]*(\?|$)/, `/${name}$1`);

  afterAll(() => withAdmin((c) => c.query(`DROP DATABASE IF EXISTS ${name} WITH (FORCE)`)));

  it('runs the migrations and signs in', async () => {
    const version = await withAdmin(async (c) => {
      await c.query(`CREATE DATABASE ${name}`);
      return (await c.query<{ server_version_num: string }>('SHOW server_version_num')).rows[0].server_version_num;
    });
    expect(Number(version)).toBeGreaterThanOrEqual(150000);

    await runMigrations(url);
    const { pool, db } = connectDatabase(url, () => undefined);
    await seedUsers(db, { password: SEED_PASSWORD, now: new Date() });
    await pool.end();

    const config = testConfig(url);
    const app = await buildApp(config, { databaseUrl: url });
    try {
      const session = await login(app, 'admin@example.com');
      expect(session.user.role).toBe('admin');
      expect((await app.inject({ method: 'GET', url: '/api/health' })).json()).toMatchObject({ database: 'up' });
    } finally {
      await app.close();
      fs.rmSync(config.dataDir, { recursive: true, force: true });
    }
  });
});
