import { ConfigError, loadConfig } from './config.ts';
import { type EmbeddedDatabase, startEmbeddedDatabase } from './embedded-database.ts';
import { createLog } from './log.ts';
import { type Keeper, keepRunning, type Supervised } from './supervision/keep-running.ts';
import { startServerProcess } from './supervision/server-process.ts';

/**
 * `pnpm start`: keeps the server up (docs/architecture.md "Budgets": a dead server comes back).
 *
 * The embedded PostgreSQL (when there is no DATABASE_URL) runs here, in its own process group, so a
 * server that crashes, runs out of memory or is killed loses nothing and comes back in a second,
 * without the database restarting under it. The server (main.ts) runs as a child process with its
 * heap bounds, and is started again with a backoff whenever it dies; so is the database.
 * SIGTERM, SIGINT (Ctrl-C) and SIGHUP stop everything for good: the server drains first, then the
 * database stops, then this process exits 0.
 *
 * Containers run main.ts directly: there the orchestrator restarts what dies.
 */
async function supervise(): Promise<void> {
  const config = loadConfig();
  const log = createLog(config.LOG_LEVEL).child({ process: 'supervisor' });
  let database: Keeper<EmbeddedDatabase> | undefined;
  let server: Keeper<Supervised> | undefined;
  let stopping: Promise<void> | undefined;

  const stopAll = (reason: string, exitCode = 0) => {
    stopping ??= (async () => {
      log.info({ reason }, 'stopping the server, then the database');
      await server?.stop();
      await database?.stop();
      log.info('stopped');
      process.exit(exitCode);
    })();
    return stopping;
  };
  for (const signal of ['SIGTERM', 'SIGINT', 'SIGHUP'] as const) process.on(signal, () => void stopAll(signal));
  process.on('uncaughtException', (error) => {
    log.fatal({ err: error }, 'the supervisor failed');
    void stopAll('supervisor failure', 1);
  });

  try {
    await startAll();
  } catch (error) {
    console.error(`The shop could not start: ${String(error)}`);
    await stopAll('could not start', 1);
  }

  async function startAll(): Promise<void> {
    const env: NodeJS.ProcessEnv = { ...process.env };
    if (!config.DATABASE_URL) {
      database = keepRunning({
        what: 'embedded PostgreSQL',
        log,
        start: () => startEmbeddedDatabase(config, { log: (m) => log.info(m), ownProcessGroup: true }),
      });
      // The server sees an ordinary DATABASE_URL; the demo content still comes with the embedded one.
      env.DATABASE_URL = (await database.first).url;
      env.SEED_DEMO = String(config.seedDemo);
    }
    if (stopping) return;

    let starts = 0;
    server = keepRunning({
      what: 'server',
      log,
      start: () =>
        startServerProcess({ env, restarted: starts++ > 0, stopTimeoutMs: config.SHUTDOWN_TIMEOUT_MS + 10_000 }),
      onCleanExit: () => void stopAll('the server stopped'),
    });
    await server.first;
  }
}

supervise().catch((error: unknown) => {
  console.error(error instanceof ConfigError ? error.message : `The shop could not start: ${String(error)}`);
  process.exit(1);
});
