// Start-up steps shared by the CLI commands: database server, migrations, first-run seed.
import type { Config } from './config';
import { connectDatabase } from './db/client';
import { openDatabaseServer, type DatabaseServer } from './db/database-server';
import { runMigrations } from './db/migrate';
import { seedCatalogue } from './modules/plans/seed';
import { formatSeededAccounts, seedUsers } from './modules/users/seed';

export interface Log {
  info(message: string): void;
  debug(message: string): void;
}

export async function prepareDatabase(config: Config, log: Log, options: { migrate: boolean }): Promise<DatabaseServer> {
  const server = await openDatabaseServer(config, (line) => log.debug(`postgres: ${line}`));
  try {
    if (options.migrate) await runMigrations(server.url);
    return server;
  } catch (error) {
    await server.stop();
    throw error;
  }
}

/** Creates the demo accounts that do not exist yet (printing their passwords once) and the demo catalogue. */
export async function seed(config: Config, url: string, log: Log): Promise<number> {
  const { pool, db } = connectDatabase(url, () => undefined);
  try {
    const created = await seedUsers(db, { password: config.seedPassword, now: new Date() });
    await seedCatalogue(db);
    if (created.length > 0) {
      // When SEED_PASSWORD is set the operator already knows it; never echo it.
      const shown = config.seedPassword ? created.map((a) => ({ ...a, password: '(SEED_PASSWORD)' })) : created;
      log.info(`\n${formatSeededAccounts(shown)}`);
    }
    return created.length;
  } finally {
    await pool.end();
  }
}
