// Where the database lives: DATABASE_URL when set, otherwise the embedded PostgreSQL in DATA_DIR/pg.
import path from 'node:path';
import type { Config } from '../config';
import { EmbeddedPostgres } from './embedded-postgres';

export interface DatabaseServer {
  url: string;
  /** Stops the embedded server; a no-op for an external one. */
  stop(): Promise<void>;
  embedded: boolean;
}

export async function openDatabaseServer(config: Config, log: (line: string) => void): Promise<DatabaseServer> {
  if (config.databaseUrl) {
    return { url: config.databaseUrl, embedded: false, stop: async () => undefined };
  }
  const server = new EmbeddedPostgres({
    dataDir: path.join(config.dataDir, 'pg'),
    passwordFile: path.join(config.dataDir, 'pg-password'),
    database: 'cadence',
    onLog: log,
  });
  await server.start();
  return { url: server.url, embedded: true, stop: () => server.stop() };
}
