import type { PostgresExit } from '../dev/embedded-postgres.ts';
import type { Config } from './config.ts';

/** The shop's database in the embedded PostgreSQL. */
const EMBEDDED_DB_NAME = 'shop';

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
  const { ensureDatabase, startEmbeddedPostgres } = await import('../dev/embedded-postgres.ts');
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
