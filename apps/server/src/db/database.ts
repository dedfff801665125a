import type { MikroORM } from '@mikro-orm/postgresql';
import type { Config } from '../config.ts';
import type { PostgresExit } from './embedded-postgres.ts';
import { migrate, openDatabase, type PoolOptions } from './orm.ts';

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
  const { ensureDatabase, startEmbeddedPostgres } = await import('./embedded-postgres.ts');
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
  opts: { log?: (m: string) => void; reuse?: boolean; migrate?: boolean } = {},
): Promise<Database> {
  let url = config.DATABASE_URL;
  let stopEmbedded = async () => {};
  if (!url) {
    const embedded = await startEmbeddedDatabase(config, { log: opts.log, reuse: opts.reuse });
    stopEmbedded = embedded.stop;
    url = embedded.url;
  }
  try {
    const orm = await openDatabase(url, poolOptions(config));
    if (opts.migrate !== false) await migrate(orm);
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
