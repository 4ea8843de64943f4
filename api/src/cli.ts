#!/usr/bin/env node
// `cadence-api [serve|worker|migrate|seed]` (serve by default).
import { prepareDatabase, seed } from './bootstrap';
import { ConfigError, loadConfig, type Config } from './config';
import { buildApp } from './app';
import { startServer, stopOnSignals } from './server';

const log = {
  info: (message: string) => process.stdout.write(`${message}\n`),
  debug: () => undefined,
};

async function serve(config: Config): Promise<void> {
  const server = await startServer(config);
  stopOnSignals(server.stop);
}

async function worker(config: Config): Promise<void> {
  const database = await prepareDatabase(config, log, { migrate: false });
  // The app without an HTTP listener: job handlers use its services (db, clock, mail, payments),
  // and JOBS=inline starts the workers and schedules once it is ready.
  const app = await buildApp({ ...config, jobs: 'inline' }, { databaseUrl: database.url }, { logger: { level: config.logLevel } });
  log.info('Cadence worker is running');
  stopOnSignals(async () => {
    await app.close();
    await database.stop();
  });
}

async function migrate(config: Config): Promise<void> {
  const database = await prepareDatabase(config, log, { migrate: true });
  await database.stop();
  log.info('Migrations applied.');
}

async function seedCommand(config: Config): Promise<void> {
  const database = await prepareDatabase(config, log, { migrate: true });
  try {
    const created = await seed(config, database.url, log);
    log.info(created > 0 ? `Seeded ${created} account(s).` : 'Seed accounts already exist.');
  } finally {
    await database.stop();
  }
}

const commands: Record<string, (config: Config) => Promise<void>> = { serve, worker, migrate, seed: seedCommand };

async function main(): Promise<void> {
  const name = process.argv[2] ?? 'serve';
  const command = commands[name];
  if (!command) {
    process.stderr.write(`Unknown command "${name}". Use one of: ${Object.keys(commands).join(', ')}.\n`);
    process.exit(2);
  }
  await command(loadConfig());
}

main().catch((error: unknown) => {
  process.stderr.write(`${error instanceof ConfigError ? error.message : error instanceof Error ? (error.stack ?? error.message) : String(error)}\n`);
  process.exit(1);
});
