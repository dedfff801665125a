import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { Migrator } from '@mikro-orm/migrations';
import { defineConfig, MikroORM, type Options } from '@mikro-orm/postgresql';
import { runMigrations } from 'graphile-worker';
import pg from 'pg';
import type { Config } from '../config.ts';
import { quietLogger } from '../jobs/queue-logger.ts';
import { migrations } from './migrations/index.ts';

export const migrationsDir = path.join(path.dirname(fileURLToPath(import.meta.url)), 'migrations');

/** The tables, as the domains declare them: the server's modules list them (modules.ts). */
export type Entities = NonNullable<Options['entities']>;

export interface PoolOptions {
  /** Most connections held; default 10. */
  poolMax?: number;
  /** Connections opened at start and kept while idle; default 2. */
  poolMin?: number;
  /** How long opening one connection may take; default 3 s. */
  connectTimeoutMs?: number;
  /** How long a query waits for a free connection when all are busy; default 10 s. */
  poolWaitMs?: number;
  /** The connections' `application_name` in pg_stat_activity; default the server's. */
  applicationName?: string;
}

/** The pool's sizes and waits, as the config sets them. */
export function poolOptions(config: Config): PoolOptions {
  return {
    poolMax: config.DB_POOL_MAX,
    poolMin: config.DB_POOL_MIN,
    connectTimeoutMs: config.DB_CONNECT_TIMEOUT_MS,
    poolWaitMs: config.DB_POOL_WAIT_MS,
  };
}

/**
 * What the app server's own connections are called in pg_stat_activity, so an operator (and
 * `pnpm restore`, which refuses to run under a live server) can tell them apart.
 */
export const SERVER_CONNECTION_NAME = 'shop-server';

/**
 * pg-pool has one `connectionTimeoutMillis` for two different waits: opening a connection and
 * waiting for a busy pool to free one. The pool gets the longer wait (a burst of visitors queues
 * rather than failing), and each connection carries the shorter one of its own, so an unreachable
 * database is still reported as such within `connectTimeoutMs`.
 */
function clientWithConnectTimeout(connectTimeoutMs: number, applicationName: string): typeof pg.Client {
  return class ShopDatabaseClient extends pg.Client {
    constructor(config: pg.ClientConfig) {
      // pg-pool hides the password from enumeration (and so from a spread): it is passed on by name.
      super({
        ...config,
        password: config.password,
        connectionTimeoutMillis: connectTimeoutMs,
        application_name: applicationName,
      });
    }
  };
}

export function ormConfig(clientUrl: string, entities: Entities, options: PoolOptions = {}) {
  const max = options.poolMax ?? 10;
  return defineConfig({
    clientUrl,
    entities,
    extensions: [Migrator],
    pool: { min: Math.min(options.poolMin ?? 2, max), max, idleTimeoutMillis: 10_000 },
    driverOptions: {
      connectionTimeoutMillis: options.poolWaitMs ?? 10_000,
      Client: clientWithConnectTimeout(
        options.connectTimeoutMs ?? 3000,
        options.applicationName ?? SERVER_CONNECTION_NAME,
      ),
    },
    migrations: {
      path: migrationsDir,
      tableName: 'mikro_orm_migrations',
      migrationsList: migrations,
      snapshot: false,
      emit: 'ts',
      transactional: true,
      allOrNothing: true,
      silent: true,
    },
    // A request always works on its own fork; the global one must never be used by mistake.
    allowGlobalContext: false,
    debug: false,
  });
}

/**
 * Starts the ORM and opens the pool's minimum of connections before anyone is served, so the first
 * burst of requests does not queue behind a cold pool.
 */
export async function openOrm(clientUrl: string, entities: Entities, options: PoolOptions = {}): Promise<MikroORM> {
  const orm = await MikroORM.init(ormConfig(clientUrl, entities, options));
  const pool = (await orm.driver.getConnection().getNativeClient()) as pg.Pool;
  const warm = await Promise.all(Array.from({ length: pool.options.min ?? 0 }, () => pool.connect()));
  for (const client of warm) client.release();
  return orm;
}

/**
 * Applies the committed migrations that the database has not seen yet, then installs or updates
 * the email queue's own schema (graphile_worker), which the queue's package versions itself.
 */
export async function migrate(orm: MikroORM): Promise<void> {
  await orm.migrator.up();
  await runMigrations({ connectionString: orm.config.get('clientUrl'), logger: quietLogger });
}
