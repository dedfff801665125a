import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { Migrator } from '@mikro-orm/migrations';
import { defineConfig, MikroORM } from '@mikro-orm/postgresql';
import { runMigrations } from 'graphile-worker';
import { quietLogger } from '../mail/queue-logger.ts';
import { entities } from './entities.ts';
import { migrations } from './migrations/index.ts';

export const migrationsDir = path.join(path.dirname(fileURLToPath(import.meta.url)), 'migrations');

export function ormConfig(clientUrl: string, options: { poolMax?: number } = {}) {
  return defineConfig({
    clientUrl,
    entities,
    extensions: [Migrator],
    pool: { min: 0, max: options.poolMax ?? 10, idleTimeoutMillis: 10_000 },
    driverOptions: { connectionTimeoutMillis: 3000 },
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

export async function openDatabase(clientUrl: string, options: { poolMax?: number } = {}): Promise<MikroORM> {
  return MikroORM.init(ormConfig(clientUrl, options));
}

/**
 * Applies the committed migrations that the database has not seen yet, then installs or updates
 * the email queue's own schema (graphile_worker), which the queue's package versions itself.
 */
export async function migrate(orm: MikroORM): Promise<void> {
  await orm.migrator.up();
  await runMigrations({ connectionString: orm.config.get('clientUrl'), logger: quietLogger });
}
