/**
 * A backup now, from the command line, on the server's database (embedded or DATABASE_URL), also
 * while the server runs:
 *
 *   pnpm backup
 *
 * Written to DATA_DIR/backups (and BACKUP_S3_BUCKET when set) and listed on Management -> Backups.
 */

import { auditTrail, commandLine } from '../audit-trail.ts';
import { backupPlaces } from '../backups/backup-places.ts';
import { runBackup } from '../backups/backups.service.ts';
import { BACKUP_CONNECTION_NAME } from '../backups/take-backup.ts';
import { loadConfig } from '../config.ts';
import { connectDatabase } from '../database.ts';
import { imageStore } from '../infra.ts';
import { createLog } from '../log.ts';
import { Refusal } from '../refusal.ts';

async function main(): Promise<void> {
  const config = loadConfig();
  const db = await connectDatabase(config, {
    reuse: true,
    migrate: false,
    applicationName: BACKUP_CONNECTION_NAME,
  });
  try {
    const places = backupPlaces(config);
    const em = db.orm.em.fork();
    const run = await runBackup(
      {
        em,
        databaseUrl: db.url,
        store: imageStore(config),
        places,
        now: () => new Date(),
        notifyEmail: config.CONTACT_NOTIFY_EMAIL,
        audit: auditTrail(
          em,
          commandLine(createLog(config.LOG_LEVEL === 'silent' ? 'silent' : 'info', process.stderr)),
        ),
      },
      'command',
    );
    if (!run.ok) {
      console.error(`The backup failed: ${run.error}`);
      process.exitCode = 1;
      return;
    }
    const where = [places.folder.where, places.bucket?.where].filter(Boolean).join(' and ');
    console.log(
      `Backed up ${run.tableRows} rows and ${run.images} image files to ${run.fileName} (${run.sizeBytes} bytes), in ${where}`,
    );
  } finally {
    await db.close();
  }
}

main().catch((error: unknown) => {
  console.error(error instanceof Refusal ? error.message : error);
  process.exitCode = 1;
});
