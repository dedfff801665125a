import type { MikroORM } from '@mikro-orm/postgresql';
import type { Config } from '../config.ts';
import type { ObjectStore } from '../storage/object-store.ts';
import { backupPlaces } from './backup-places.ts';
import { BackupRun } from './backup-run.entity.ts';
import { recordTaken } from './backups.service.ts';
import { takeBackup } from './take-backup.ts';

/**
 * The backup taken at start when migrations are about to change a database that has data. If it
 * fails the server does not start (a migration without a way back is the risk this guards); set
 * BACKUP_BEFORE_MIGRATIONS=false to start anyway. Its run is recorded once the migrations made
 * the table for it.
 */
export function backupBeforeMigrations(config: Config, store: ObjectStore, log: (m: string) => void) {
  return async (orm: MikroORM, url: string): Promise<() => Promise<void>> => {
    if (!config.BACKUP_BEFORE_MIGRATIONS) return async () => {};
    const startedAt = new Date();
    log('Backing up before applying migrations...');
    const taken = await takeBackup(
      { databaseUrl: url, store, places: backupPlaces(config) },
      'before-migrations',
    ).catch((error: unknown) => {
      throw new Error(
        `The backup before migrations failed, so nothing was migrated: ${(error as Error).message}\n` +
          'Fix it (disk space? the bucket?) or start with BACKUP_BEFORE_MIGRATIONS=false.',
      );
    });
    log(`Backed up to ${taken.name} (${taken.size} bytes)`);
    return async () => {
      const em = orm.em.fork();
      const run = em.create(BackupRun, { trigger: 'before-migrations', startedAt, finishedAt: new Date(), ok: true });
      recordTaken(run, taken);
      await em.flush();
    };
  };
}
