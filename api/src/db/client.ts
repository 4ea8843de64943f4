// One pg Pool per process and the drizzle handle over it.
import { drizzle, type NodePgDatabase } from 'drizzle-orm/node-postgres';
import { Pool } from 'pg';
import * as schema from './schema';

export type Database = NodePgDatabase<typeof schema>;

export interface DatabaseHandle {
  pool: Pool;
  db: Database;
}

export function connectDatabase(url: string, onIdleError: (error: Error) => void): DatabaseHandle {
  const pool = new Pool({
    connectionString: url,
    max: 10,
    // Fail fast while the database is down so health answers 503 instead of hanging.
    connectionTimeoutMillis: 3000,
    idleTimeoutMillis: 30_000,
  });
  // An idle client that loses its server emits 'error' on the pool; unhandled, it would crash the
  // process. The pool drops that client and opens fresh ones once the server is back.
  pool.on('error', onIdleError);
  return { pool, db: drizzle(pool, { schema }) };
}
