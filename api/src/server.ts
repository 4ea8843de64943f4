// `api serve`: database, migrations, seed, HTTP listen; graceful shutdown on SIGINT/SIGTERM
// (close Fastify — which stops pg-boss and the pool — then the embedded database).
import type { FastifyInstance } from 'fastify';
import { buildApp } from './app';
import { prepareDatabase, seed } from './bootstrap';
import type { Config } from './config';
import type { DatabaseServer } from './db/database-server';

export interface RunningServer {
  app: FastifyInstance;
  database: DatabaseServer;
  stop(): Promise<void>;
}

export async function startServer(config: Config): Promise<RunningServer> {
  const started = Date.now();
  const database = await prepareDatabase(config, consoleLog(config), { migrate: true });
  let app: FastifyInstance | undefined;
  try {
    await seed(config, database.url, consoleLog(config));
    app = await buildApp(
      config,
      { databaseUrl: database.url },
      {
        logger: { level: config.logLevel },
        // A slow or stuck client cannot hold a socket forever.
        requestTimeout: 30_000,
        // Longer than the usual 60 s idle timeout of proxies/load balancers, so they close first.
        keepAliveTimeout: 72_000,
      },
    );
    await app.listen({ port: config.port, host: config.host });
  } catch (error) {
    await app?.close().catch(() => undefined);
    await database.stop();
    throw error;
  }
  const ready = app;
  ready.log.debug({ ms: Date.now() - started }, 'start-up time');
  process.stdout.write(`Cadence is ready on http://${config.host}:${config.port}\n`);

  let stopping: Promise<void> | undefined;
  const stop = () =>
    (stopping ??= (async () => {
      await ready.close().catch((error: unknown) => ready.log.error({ err: error }, 'error while closing the app'));
      await database.stop();
    })());
  return { app: ready, database, stop };
}

/** Ctrl-C / SIGTERM stop everything in order; a second signal exits at once. */
export function stopOnSignals(stop: () => Promise<void>): void {
  let signalled = false;
  const onSignal = (signal: NodeJS.Signals) => {
    if (signalled) process.exit(130);
    signalled = true;
    process.stdout.write(`\n${signal} received: stopping Cadence…\n`);
    stop().then(
      () => process.exit(0),
      () => process.exit(1),
    );
  };
  process.on('SIGINT', onSignal);
  process.on('SIGTERM', onSignal);
}

function consoleLog(config: Config) {
  const debug = config.logLevel === 'debug' || config.logLevel === 'trace';
  return {
    info: (message: string) => process.stdout.write(`${message}\n`),
    debug: (message: string) => {
      if (debug) process.stdout.write(`${message}\n`);
    },
  };
}
