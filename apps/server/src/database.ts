import type { MikroORM } from '@mikro-orm/postgresql';
import type { Config } from './config.ts';
import { migrate, openOrm, type PoolOptions, poolOptions } from './db/orm.ts';
import { startEmbeddedDatabase } from './embedded-database.ts';
import { entities } from './modules.ts';

export interface Database {
  orm: MikroORM;
  url: string;
  embedded: boolean;
  /** Closes the pool, then stops the embedded server if this process started it. */
  close: () => Promise<void>;
}

/**
 * The shop's database at `url`, with every domain's tables (modules.ts): what the server, the
 * commands, the tests and `migration:create` open.
 */
export const openDatabase = (url: string, options: PoolOptions = {}): Promise<MikroORM> =>
  openOrm(url, entities, options);

/**
 * Connects to DATABASE_URL, or starts the embedded PostgreSQL when it is unset, and applies the
 * committed migrations. `reuse` lets a second process (the users CLI) share a running embedded one.
 */
export async function connectDatabase(
  config: Config,
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
    const orm = await openDatabase(url, { ...poolOptions(config), applicationName: opts.applicationName });
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
