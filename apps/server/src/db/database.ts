import type { MikroORM } from '@mikro-orm/postgresql';
import type { PostgresExit } from '../../dev/embedded-postgres.ts';
import type { Config } from '../config.ts';
import { type Entities, migrate, openDatabase, type PoolOptions } from './orm.ts';

export interface Database {
  orm: MikroORM;
  url: string;
  embedded: boolean;
  /** Closes the pool, then stops the embedded server if this process started it. */
  close: () => Promise<void>;
}

export const EMBEDDED_DB_NAME = 'shop';

export function poolOptions(config: Config): PoolOptions {
  return {
    poolMax: config.DB_POOL_MAX,
    poolMin: config.DB_POOL_MIN,
    connectTimeoutMs: config.DB_CONNECT_TIMEOUT_MS,
    poolWaitMs: config.DB_POOL_WAIT_MS,
  };
}

/** The embedded PostgreSQL with the shop's database in it, as `startEmbeddedDatabase` leaves it. */
export interface EmbeddedDatabase {
  /** The shop database's URL. */
  url: string;
  /** Stops the server if this process started it. */
  stop: () => Promise<void>;
  /** The postmaster's pid, when this process started it. */
  pid: number | undefined;
  /** Settles when the server this process started exits. */
  exited: Promise<PostgresExit>;
}

/**
 * Starts the embedded PostgreSQL of DATA_DIR (making the cluster and the shop database on first
 * use): in the server process when main.ts runs alone, in the supervisor's under `pnpm start`.
 */
export async function startEmbeddedDatabase(
  config: Pick<Config, 'DATA_DIR' | 'EMBEDDED_PG_PORT'>,
  opts: { log?: (m: string) => void; reuse?: boolean; ownProcessGroup?: boolean } = {},
): Promise<EmbeddedDatabase> {
  // Loaded only here: its binaries package exists for linux-x64 alone, and an external database needs none.
  const { ensureDatabase, startEmbeddedPostgres } = await import('../../dev/embedded-postgres.ts');
  const server = await startEmbeddedPostgres({
    dataDir: config.DATA_DIR,
    port: config.EMBEDDED_PG_PORT,
    log: opts.log,
    reuse: opts.reuse,
    ownProcessGroup: opts.ownProcessGroup,
  });
  try {
    await ensureDatabase(server.url(), EMBEDDED_DB_NAME);
  } catch (error) {
    await server.stop();
    throw error;
  }
  return { url: server.url(EMBEDDED_DB_NAME), stop: server.stop, pid: server.pid, exited: server.exited };
}

/**
 * Connects to DATABASE_URL, or starts the embedded PostgreSQL when it is unset, and applies the
 * committed migrations. `reuse` lets a second process (the users CLI) share a running embedded one.
 */
export async function connectDatabase(
  config: Config,
  entities: Entities,
  opts: {
    log?: (m: string) => void;
    reuse?: boolean;
    /** How this process's connections are named in pg_stat_activity (commands name their own). */
    applicationName?: string;
    migrate?: boolean;
    /**
     * Called before migrations change a database that already has data (main.ts takes a backup
     * there). What it answers is called once they are applied (to record that backup's run,
     * whose table a pending migration may be the one to make).
     */
    beforeMigrating?: (orm: MikroORM, url: string) => Promise<() => Promise<void>>;
  } = {},
): Promise<Database> {
  let url = config.DATABASE_URL;
  let stopEmbedded = async () => {};
  if (!url) {
    const embedded = await startEmbeddedDatabase(config, { log: opts.log, reuse: opts.reuse });
    stopEmbedded = embedded.stop;
    url = embedded.url;
  }
  try {
    const orm = await openDatabase(url, entities, { ...poolOptions(config), applicationName: opts.applicationName });
    if (opts.migrate !== false) {
      const migrated = (await orm.migrator.getExecuted()).length > 0;
      const pending = migrated && opts.beforeMigrating ? (await orm.migrator.getPending()).length : 0;
      const after = pending > 0 && opts.beforeMigrating ? await opts.beforeMigrating(orm, url) : null;
      await migrate(orm);
      await after?.();
    }
    return {
      orm,
      url,
      embedded: !config.DATABASE_URL,
      close: async () => {
        await orm.close(true);
        await stopEmbedded();
      },
    };
  } catch (error) {
    await stopEmbedded();
    throw error;
  }
}
