// A dead database gives 503 and the API recovers when it returns, without a restart: this file
// runs its own embedded PostgreSQL so it can stop and start it under a running app.
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import type { FastifyInstance } from 'fastify';
import { HealthBody } from '@cadence/shared-lib/contract';
import { buildApp } from '../../src/app';
import { EmbeddedPostgres } from '../../src/db/embedded-postgres';
import { runMigrations } from '../../src/db/migrate';
import { FAST_SETTINGS } from '../setup/global-setup';
import { testConfig } from '../setup/test-app';

describe('GET /api/health', () => {
  const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'cadence-health-'));
  fs.chmodSync(dir, 0o755);
  const server = new EmbeddedPostgres({
    dataDir: path.join(dir, 'pg'),
    passwordFile: path.join(dir, 'pg-password'),
    database: 'cadence',
    settings: FAST_SETTINGS,
  });
  let app: FastifyInstance;
  let dataDir: string | undefined;

  beforeAll(async () => {
    await server.start();
    await runMigrations(server.url);
    const config = testConfig(server.url);
    dataDir = config.dataDir;
    app = await buildApp(config, { databaseUrl: server.url, version: '9.8.7' });
  });
  afterAll(async () => {
    await app?.close();
    await server.stop();
    fs.rmSync(dir, { recursive: true, force: true });
    if (dataDir) fs.rmSync(dataDir, { recursive: true, force: true });
  });

  const health = () => app.inject({ method: 'GET', url: '/api/health' });

  it('answers 503 while the database is down and 200 again once it is back', async () => {
    const up = await health();
    expect(up.statusCode).toBe(200);
    expect(HealthBody.parse(up.json())).toEqual({ status: 'ok', database: 'up', version: '9.8.7' });

    await server.stop();
    const down = await health();
    expect(down.statusCode).toBe(503);
    expect(HealthBody.parse(down.json())).toEqual({ status: 'degraded', database: 'down', version: '9.8.7' });
    // Other requests needing the database fail cleanly too, and the process stays alive.
    const settings = await app.inject({ method: 'GET', url: '/api/web/v1/settings?keys=auth_image' });
    expect(settings.statusCode).toBe(503);
    expect(settings.headers['retry-after']).toBe('5');
    expect(settings.json()).toEqual({ message: 'The service is briefly unavailable. Please try again in a few seconds.' });

    await server.start();
    const again = await health();
    expect(again.statusCode).toBe(200);
    expect(again.json()).toMatchObject({ database: 'up' });
  });

  it('starts over a stale postmaster.pid left by a crash', async () => {
    await server.stop();
    const pidFile = path.join(dir, 'pg', 'postmaster.pid');
    // A pid that cannot be alive (above the kernel's pid_max default of 2^22).
    fs.writeFileSync(pidFile, `${2 ** 22 + 123}\n${path.join(dir, 'pg')}\n`);
    await server.start();
    expect(fs.readFileSync(pidFile, 'utf8').split('\n')[0]).not.toBe(String(2 ** 22 + 123));
    expect((await health()).statusCode).toBe(200);
  });
});
