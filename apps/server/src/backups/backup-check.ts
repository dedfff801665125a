import { auditTrail } from '../audit-trail.ts';
import type { Job } from '../jobs/worker.ts';
import { Refusal } from '../refusal.ts';
import { backupPlaces } from './backup-places.ts';
import {
  alertIfBackupsInTrouble,
  type BackupDeps,
  dailyBackupDue,
  runBackup,
  serverAsActor,
} from './backups.service.ts';

/**
 * Takes the daily backup when it is due, and tells the shop when backups are in trouble. The
 * backup's time is a setting (Las Vegas time) a manager may change, so the schedule doesn't name
 * it: the check runs every ten minutes, once across servers, and takes the backup when today's
 * time has passed without one.
 */
export const backupCheck: Job = {
  name: 'check_backups',
  schedule: '*/10 * * * *',
  async run(deps) {
    const em = deps.orm.em.fork();
    const backup: BackupDeps = {
      em,
      databaseUrl: deps.orm.config.get('clientUrl') as string,
      store: deps.store,
      places: backupPlaces(deps.config),
      now: deps.now,
      notifyEmail: deps.config.CONTACT_NOTIFY_EMAIL,
      log: deps.log,
      audit: auditTrail(em, serverAsActor('daily', deps.log)),
    };
    if (!(await dailyBackupDue(em, deps.now()))) {
      await alertIfBackupsInTrouble(backup);
      return;
    }
    try {
      await runBackup(backup, 'daily');
    } catch (error) {
      // Another backup (a manager's, the command's) is running: this tick's check comes again.
      if (!(error instanceof Refusal && error.reason === 'backup-running')) throw error;
    }
  },
};
