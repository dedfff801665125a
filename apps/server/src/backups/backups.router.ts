import { BACKUP_FILE_NAME, backupSettingsSchema } from '@shop/contract';
import type { TRPCRouterRecord } from '@trpc/server';
import { z } from 'zod';
import type { Context } from '../trpc/context.ts';
import type { Deps } from '../trpc/deps.ts';
import { managerProcedure } from '../trpc/init.ts';
import { fileAnswer } from '../trpc/rest-door.ts';
import { backupPlaces } from './backup-places.ts';
import { saveBackupSettings } from './backup-settings.ts';
import { backupHealth as backupHealthAnswer, backupRun, backupSettings, backupsScreen } from './backups.answers.ts';
import { type BackupDeps, backupHealth, listBackups, openBackupFile, runBackup } from './backups.service.ts';

/** What a backup needs from a request: its deps, and the server's database and backup places. */
export function backupDeps(ctx: Pick<Context, 'config' | 'infra'> & { deps: Deps }): BackupDeps {
  return {
    ...ctx.deps,
    databaseUrl: ctx.deps.em.config.get('clientUrl') as string,
    places: backupPlaces(ctx.config),
    notifyEmail: ctx.config.CONTACT_NOTIFY_EMAIL,
    log: ctx.infra.log,
  };
}

export const backupsRouter = {
  /** The Backups screen: the runs (newest first), the health the Overview shows, where they go, the settings. */
  list: managerProcedure
    .meta({
      rest: {
        method: 'GET',
        path: '/api/admin/backups',
        summary: 'The backups, their health and settings',
        description:
          'Every recorded backup run, newest first, with its time, size, row and image counts and result (a failure ' +
          'says why); the last good and last failed backup; whether a bucket copy is kept; the daily time and retention.',
        tag: 'Management',
        answers: 'The runs and the health',
      },
    })
    .output(backupsScreen)
    .query(({ ctx }) => listBackups(backupDeps(ctx))),
  /** Whether backups need attention, for the Overview's warning (managers: they can act on it). */
  health: managerProcedure.output(backupHealthAnswer).query(({ ctx }) => backupHealth(ctx.deps)),
  /** "Back up now": takes it while the manager waits (a shop's backup takes seconds), and answers the run. */
  create: managerProcedure
    .meta({
      rest: {
        method: 'POST',
        path: '/api/admin/backups',
        status: 201,
        summary: 'Back up now',
        description:
          'Takes a backup while the request waits and answers its run (a failed one too, with the reason). ' +
          'A 409 when another backup is being made.',
        tag: 'Management',
        answers: 'The run',
        errors: [409],
      },
    })
    .output(backupRun)
    .mutation(({ ctx }) => runBackup(backupDeps(ctx), 'manager')),
  /**
   * One backup file as a stream, for the REST download (`GET /api/admin/backups/{name}/download`):
   * a file is no JSON, so the web app downloads through that path.
   */
  file: managerProcedure
    .meta({
      rest: {
        method: 'GET',
        path: '/api/admin/backups/:name/download',
        summary: 'Download a backup file',
        description:
          'The file as kept (a gzip-compressed tar: `manifest.json`, `images/`, `tables/`), from this server’s ' +
          'folder or the bucket. Restore it with `pnpm restore FILE`.',
        tag: 'Management',
        answers: 'The backup file',
        errors: [404],
        file: 'application/gzip',
      },
    })
    .input(
      z.strictObject({
        name: z
          .string()
          .max(100)
          .regex(BACKUP_FILE_NAME)
          .meta({ examples: ['shop-backup-2026-11-25T11-30-00-123Z.tar.gz'] }),
      }),
    )
    .output(fileAnswer)
    .query(({ ctx, input }) => openBackupFile(backupDeps(ctx), input)),
  updateSettings: managerProcedure
    .meta({
      rest: {
        method: 'PUT',
        path: '/api/admin/backups/settings',
        summary: 'Save the backup schedule and retention',
        description: 'The daily backup’s time (Las Vegas, "HH:MM") and how many daily and weekly backups are kept.',
        tag: 'Management',
        answers: 'The settings as saved',
        example: { dailyAt: '03:30', keepDaily: 14, keepWeekly: 8 },
      },
    })
    .input(backupSettingsSchema())
    .output(backupSettings)
    .mutation(({ ctx, input }) => saveBackupSettings(ctx.deps, input)),
} satisfies TRPCRouterRecord;
