// The pg Pool + drizzle handle as app.db / app.pool; closed with the app.
import fp from 'fastify-plugin';
import { connectDatabase } from '../db/client';

export interface DbPluginOptions {
  url: string;
}

export default fp<DbPluginOptions>(
  async (app, options) => {
    const { pool, db } = connectDatabase(options.url, (error) =>
      app.log.warn({ err: error }, 'database connection lost; the pool will reconnect'),
    );
    app.decorate('pool', pool);
    app.decorate('db', db);
    app.addHook('onClose', async () => {
      await pool.end();
    });
  },
  { name: 'cadence-db' },
);
