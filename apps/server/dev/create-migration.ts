/**
 * Writes a migration with the SQL that takes the committed migrations to the current entities.
 * Runs on a throw-away database of the embedded PostgreSQL: `pnpm --filter @shop/server migration:create`.
 */
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { migrate, migrationsDir, openOrm } from '../src/db/orm.ts';
import { entities } from '../src/modules.ts';
import { startEmbeddedPostgres } from './embedded-postgres.ts';

const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'shop-migration-'));
fs.chmodSync(dataDir, 0o755);
const pgServer = await startEmbeddedPostgres({ dataDir, port: 54399 });
try {
  const orm = await openOrm(pgServer.url(), entities);
  await migrate(orm);
  const result = await orm.migrator.create(migrationsDir);
  await orm.close();
  if (!result.fileName) {
    console.log('The entities match the migrations: nothing to write.');
  } else {
    const name = path.basename(result.fileName, '.ts');
    console.log(`Wrote ${name}. Add it to src/db/migrations/index.ts.`);
  }
} finally {
  await pgServer.stop();
  fs.rmSync(dataDir, { recursive: true, force: true });
}
