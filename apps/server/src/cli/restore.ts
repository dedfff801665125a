/**
 * Puts a backup back, with every app server stopped:
 *
 *   pnpm restore FILE [--yes] [--force]
 *
 * The file is checked whole first; then it asks you to type "restore" (unless --yes, for scripts).
 * --force restores even though app connections to the database are seen. Restores into the
 * database the server is configured for (embedded or DATABASE_URL) and the images into its store
 * (DATA_DIR/uploads or S3_BUCKET).
 */
import path from 'node:path';
import { createInterface } from 'node:readline/promises';
import { parseArgs } from 'node:util';
import type { Manifest } from '../backups/backup-file.ts';
import { BackupRefusedError } from '../backups/read-backup.ts';
import { RESTORE_CONNECTION_NAME, RestoreCancelledError, restoreBackup } from '../backups/restore.ts';
import { loadConfig } from '../config.ts';
import { connectDatabase } from '../database.ts';
import { imageStore } from '../infra.ts';

const USAGE = 'Usage: pnpm restore FILE [--yes] [--force]';

function describe(m: Manifest): string {
  const rows = m.tables.reduce((sum, t) => sum + t.rows, 0);
  return [
    `Backup taken ${m.createdAt} (${m.trigger}), schema ${m.schemaVersion}, PostgreSQL ${m.postgresVersion}`,
    `  ${rows} rows in ${m.tables.length} tables, ${m.images.length} image files`,
    ...m.tables.map((t) => `    ${t.name.padEnd(22)} ${t.rows}`),
  ].join('\n');
}

async function confirmed(manifest: Manifest, databaseUrl: string): Promise<boolean> {
  const target = new URL(databaseUrl);
  console.log(`${describe(manifest)}\n`);
  console.log(
    `This REPLACES every row in database "${target.pathname.slice(1)}" on ${target.host} with the backup's, ` +
      'and ends every sign-in session.',
  );
  if (!process.stdin.isTTY) {
    console.error('Not a terminal: run with --yes to restore without being asked.');
    return false;
  }
  const rl = createInterface({ input: process.stdin, output: process.stdout });
  const answer = await rl.question('Type "restore" to go on: ');
  rl.close();
  return answer.trim() === 'restore';
}

async function main(argv: string[]): Promise<void> {
  const { positionals, values } = parseArgs({
    args: argv,
    allowPositionals: true,
    options: { yes: { type: 'boolean' }, force: { type: 'boolean' }, help: { type: 'boolean', short: 'h' } },
  });
  if (values.help || positionals.length !== 1) {
    console.log(USAGE);
    if (!values.help) process.exitCode = 1;
    return;
  }
  // pnpm runs the script in apps/server: a relative path means where the command was typed.
  const file = path.resolve(process.env.INIT_CWD ?? process.cwd(), positionals[0] as string);
  const config = loadConfig();
  const db = await connectDatabase(config, {
    reuse: true,
    migrate: false,
    applicationName: RESTORE_CONNECTION_NAME,
  });
  try {
    const report = await restoreBackup({
      databaseUrl: db.url,
      store: imageStore(config),
      file,
      force: values.force,
      confirm: values.yes ? undefined : (manifest) => confirmed(manifest, db.url),
    });
    const { manifest } = report;
    if (values.yes) console.log(describe(manifest));
    console.log(`\nRestored. ${report.imagesPutBack} image files put back.`);
    if (report.migratedForward.length > 0) {
      console.log(`Migrated forward from ${manifest.schemaVersion}: ${report.migratedForward.join(', ')}`);
    }
    console.log(`${report.endedSessions} sign-in sessions ended: everyone signs in again.`);
    console.log(`${report.droppedEmails} emails queued in this database were dropped, not sent.`);
    if (manifest.pendingEmails.count > 0) {
      console.log(`${manifest.pendingEmails.count} emails were waiting when the backup was taken; none will be sent:`);
      for (const e of manifest.pendingEmails.first) console.log(`  ${e.queuedAt}  ${e.to}  ${e.subject}`);
    }
    if (manifest.missingImages.length > 0) {
      console.log(`These images were already missing when the backup was taken: ${manifest.missingImages.join(', ')}`);
    }
  } finally {
    await db.close();
  }
}

main(process.argv.slice(2)).catch((error: unknown) => {
  if (error instanceof BackupRefusedError) console.error(`Refused, nothing was changed: ${error.message}`);
  else if (error instanceof RestoreCancelledError) console.error('Cancelled: nothing was changed.');
  else console.error('The restore failed and was rolled back; the data is as it was:', error);
  process.exitCode = 1;
});
