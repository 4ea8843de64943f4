// Applies the committed SQL migrations (api/drizzle) with drizzle's migrator.
import path from 'node:path';
import { drizzle } from 'drizzle-orm/node-postgres';
import { migrate } from 'drizzle-orm/node-postgres/migrator';
import { Pool } from 'pg';

/** api/drizzle, from both src/db (ts-jest) and dist/db (built). */
export const MIGRATIONS_DIR = path.join(__dirname, '..', '..', 'drizzle');

export async function runMigrations(url: string): Promise<void> {
  const pool = new Pool({ connectionString: url, max: 1 });
  pool.on('error', () => undefined);
  try {
    await migrate(drizzle(pool), { migrationsFolder: MIGRATIONS_DIR });
  } finally {
    await pool.end();
  }
}
