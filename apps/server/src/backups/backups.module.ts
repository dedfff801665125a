import type { DomainModule } from '../domain-module.ts';
import { backupCheck } from './backup-check.ts';
import { BackupRun } from './backup-run.entity.ts';
import { backupsRouter } from './backups.router.ts';

/** The backups: taking them (daily and on demand), their record, places and settings. */
export const backupsModule = {
  routers: { backups: backupsRouter },
  entities: [BackupRun],
  jobs: [backupCheck],
} satisfies DomainModule;
