import { randomBytes } from 'node:crypto';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import type { MikroORM } from '@mikro-orm/postgresql';
import type { Role } from '@shop/contract';
import type { FastifyInstance } from 'fastify';
import pg from 'pg';
import { inject } from 'vitest';
import { buildApp } from '../src/app.ts';
import { commandLine } from '../src/audit-trail.ts';
import { createSession } from '../src/auth/sessions.ts';
import { User } from '../src/auth/user.entity.ts';
import { type Config, loadConfig } from '../src/config.ts';
import { openDatabase } from '../src/database.ts';
import { poolOptions } from '../src/db/orm.ts';
import { createInfra, type Infra } from '../src/infra.ts';
import { type JobLog, startWorker as startJobWorker } from '../src/jobs/worker.ts';
import { jobs, publicReads } from '../src/modules.ts';
import { seed } from '../src/seed.ts';
import { createDeps, type Deps, NO_CALLER } from '../src/trpc/deps.ts';

const TEMPLATE_DB = 'shop_test_template';

function withDatabase(url: string, name: string): string {
  const u = new URL(url);
  u.pathname = `/${name}`;
  return u.toString();
}

/** A fresh database for one test file, copied from the migrated template. */
export async function createTestDatabase(): Promise<{ url: string; drop: () => Promise<void> }> {
  const adminUrl = inject('adminDbUrl');
  const name = `shop_test_${randomBytes(6).toString('hex')}`;
  const admin = new pg.Client({ connectionString: adminUrl });
  await admin.connect();
  await admin.query(`create database ${name} template ${TEMPLATE_DB}`);
  await admin.end();
  return {
    url: withDatabase(adminUrl, name),
    drop: async () => {
      const c = new pg.Client({ connectionString: adminUrl });
      await c.connect();
      await c.query(`drop database if exists ${name} with (force)`);
      await c.end();
    },
  };
}

export interface TestApp {
  app: FastifyInstance;
  /** Its database: another app server may be started on it (`createTestApp({ database })`). */
  databaseUrl: string;
  orm: MikroORM;
  config: Config;
  infra: Infra;
  /** An EntityManager fork for arranging and checking data. */
  em: () => ReturnType<MikroORM['em']['fork']>;
  /** Deps on a fresh fork for calling services to arrange data, in the audit trail as the command line. */
  deps: () => Deps;
  /** An Authorization header for a fresh session of the demo account with this role. */
  bearer: (role: Role) => Promise<{ authorization: string }>;
  /** Starts one more email worker on this database (as another app server would); stopped by close. */
  /** An email worker on the app's database; its log goes nowhere unless `log` is given. */
  startWorker: (opts?: { schedule?: boolean; log?: JobLog }) => Promise<{ stop: () => Promise<void> }>;
  close: () => Promise<void>;
}

/**
 * The whole server on its own database, for `app.inject`. Seeds demo content (staff accounts,
 * parts, images, messages) unless `demo: false`.
 */
export async function createTestApp(
  opts: {
    env?: Record<string, string>;
    demo?: boolean;
    infra?: Partial<Infra>;
    /** Receives the server's log (set LOG_LEVEL in `env` too). */
    logStream?: NodeJS.WritableStream;
    /** Run an email worker beside the app, as main.ts does (the hourly reminder schedule is left out). */
    worker?: boolean;
    /** Another app server on this database (that of an app already made), which it leaves in place. */
    database?: string;
  } = {},
): Promise<TestApp> {
  const db = opts.database ? { url: opts.database, drop: async () => {} } : await createTestDatabase();
  // Its own data folder (uploads, backups), never the repository's.
  const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'shop-test-data-'));
  // Public reads are not cached unless a test asks for it, so tests that arrange rows directly see them.
  const config = loadConfig({
    PUBLIC_CACHE_TTL_MS: '0',
    LOG_LEVEL: 'silent',
    NODE_ENV: 'test',
    DATABASE_URL: db.url,
    WEB_DIST: '/nonexistent',
    DB_POOL_MAX: '4',
    // The app shares its event loop with the test's own work (a schema compiled, a busy machine),
    // which would make it shed load; the load-shedding test turns the check back on.
    PRESSURE_MAX_EVENT_LOOP_DELAY_MS: '0',
    DATA_DIR: dataDir,
    ...opts.env,
  });
  const orm = await openDatabase(db.url, poolOptions(config));
  await seed(orm, { demo: opts.demo ?? true });
  const infra = { ...createInfra(config, orm, { reads: publicReads, logStream: opts.logStream }), ...opts.infra };
  const app = await buildApp({ config, orm, infra });
  await app.ready();
  const workers: { stop: () => Promise<void> }[] = [];
  const startWorker = async (workerOpts: { schedule?: boolean; log?: JobLog } = {}) => {
    const log = workerOpts.log ?? { info: () => {}, warn: () => {}, error: () => {} };
    const worker = await startJobWorker(
      { orm, config, mailer: infra.mailer, store: infra.store, log, now: infra.now, origin: infra.origin },
      jobs,
      { schedule: workerOpts.schedule ?? false },
    );
    workers.push(worker);
    return worker;
  };
  if (opts.worker) await startWorker();
  return {
    app,
    databaseUrl: db.url,
    orm,
    config,
    infra,
    em: () => orm.em.fork(),
    deps: () => createDeps(orm.em.fork(), infra, config, NO_CALLER, commandLine(infra.log)),
    bearer: async (role) => {
      const em = orm.em.fork();
      return { authorization: `Bearer ${await createSession(em, await em.findOneOrFail(User, { role }), 1)}` };
    },
    startWorker,
    close: async () => {
      // The tests are over: nothing in flight is owed an answer. Without this, a connection opened
      // without a request ever sent on it (seen after the streamed inbox tests) keeps Node's
      // server.close() waiting forever: Node stops timing connections out once closing, which is
      // why main.ts drains them (shutdown.ts) before it closes the app.
      app.server.closeAllConnections();
      await app.close();
      await Promise.all(workers.map((w) => w.stop()));
      await orm.close(true);
      await db.drop();
      fs.rmSync(dataDir, { recursive: true, force: true });
    },
  };
}
