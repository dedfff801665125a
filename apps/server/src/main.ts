import { buildApp } from './app.ts';
import { backupBeforeMigrations } from './backups/before-migrations.ts';
import { ConfigError, loadConfig } from './config.ts';
import { connectDatabase } from './database.ts';
import { createInfra, imageStore } from './infra.ts';
import { startWorker } from './jobs/worker.ts';
import { jobs, publicReads } from './modules.ts';
import { seed } from './seed.ts';
import { prepareShutdown } from './shutdown.ts';
import { RESTARTED_FLAG } from './supervision/server-process.ts';

async function main(): Promise<void> {
  const config = loadConfig();
  const startedAt = Date.now();
  const db = await connectDatabase(config, {
    log: (m) => console.log(m),
    beforeMigrating: backupBeforeMigrations(config, imageStore(config), (m) => console.log(m)),
  });
  const seeded = await seed(db.orm, { demo: config.seedDemo });
  const infra = createInfra(config, db.orm, { reads: publicReads });
  const { log } = infra;
  if (config.NODE_ENV === 'production' && !config.TOTP_KEY) {
    log.warn('TOTP_KEY is not set: authenticator-app secrets are stored unencrypted in the database');
  }
  const app = await buildApp({ config, orm: db.orm, infra });
  // Emails and reminders: a worker in every app server, on the same database.
  const worker = await startWorker(
    { orm: db.orm, config, mailer: infra.mailer, store: infra.store, log, now: infra.now, origin: infra.origin },
    jobs,
  );

  const shutdown = prepareShutdown(app, {
    timeoutMs: config.SHUTDOWN_TIMEOUT_MS,
    log,
    // Their dashboards reconnect at once, to another server or to this one once it is back.
    endStreams: () => infra.live.endStreams(),
    closeDatabase: async () => {
      // Before the pool goes: the worker finishes the emails it is sending.
      await worker.stop();
      await db.close();
    },
  });
  const stopOn = (reason: string) => {
    shutdown(reason).then(
      () => process.exit(0),
      (error: unknown) => {
        console.error('The server did not stop cleanly:', error);
        process.exit(1);
      },
    );
  };
  process.once('SIGTERM', stopOn);
  process.once('SIGINT', stopOn);
  // Run by the supervisor (`pnpm start`): stop as on SIGTERM if it is gone, rather than outlive it.
  if (process.channel) {
    process.channel.unref();
    process.once('disconnect', () => stopOn('the supervisor is gone'));
  }

  const address = await app.listen({ host: config.HOST, port: config.PORT });
  log.info({ ms: Date.now() - startedAt, database: db.embedded ? 'embedded' : 'external' }, `listening on ${address}`);
  // A server the supervisor brought back after a death printed them at its first start already.
  if (seeded.demoAccounts.length > 0 && !process.argv.includes(RESTARTED_FLAG)) {
    const lines = seeded.demoAccounts.map((a) => `  ${a.role.padEnd(10)} ${a.email}  /  ${a.password}`);
    console.log(`\nShop site: ${address}\nDemo staff accounts (sign in at ${address}/auth):\n${lines.join('\n')}\n`);
  }
}

main().catch((error: unknown) => {
  if (error instanceof ConfigError) {
    console.error(error.message);
  } else {
    console.error('The server could not start:', error);
  }
  process.exit(1);
});
