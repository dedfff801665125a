import { backupSettingsSchema } from '@shop/contract';
import type { TRPCRouterRecord } from '@trpc/server';
import { z } from 'zod';
import { auditByCaller, recordAuditEvent } from '../audit/audit-trail.ts';
import type { Context } from '../trpc/context.ts';
import { managerProcedure } from '../trpc/init.ts';
import { readBackupSettings, saveBackupSettings } from './backup-settings.ts';
import { type BackupDeps, backupHealth, listBackupRuns, openBackupFile, runBackup } from './backups.service.ts';

/** What a backup needs from a request's context: the server's database, images and backup places. */
export function backupDeps(ctx: Pick<Context, 'em' | 'config' | 'infra'>): BackupDeps {
  return {
    databaseUrl: ctx.em.config.get('clientUrl') as string,
    store: ctx.infra.store,
    places: ctx.infra.backups,
    now: ctx.infra.now,
    notifyEmail: ctx.config.CONTACT_NOTIFY_EMAIL,
    log: ctx.infra.log,
  };
}

export const backupsRouter = {
  /** The Backups screen: the runs (newest first), the health the Overview shows, where they go, the settings. */
  list: managerProcedure.query(async ({ ctx }) => ({
    runs: await listBackupRuns(ctx.em),
    health: await backupHealth(ctx.em, ctx.infra.now()),
    places: { folder: true, bucket: ctx.infra.backups.bucket !== null },
    settings: await readBackupSettings(ctx.em),
  })),
  /** Whether backups need attention, for the Overview's warning (managers: they can act on it). */
  health: managerProcedure.query(({ ctx }) => backupHealth(ctx.em, ctx.infra.now())),
  /** "Back up now": takes it while the manager waits (a shop's backup takes seconds), and answers the run. */
  create: managerProcedure.mutation(({ ctx }) =>
    runBackup(ctx.em, { ...backupDeps(ctx), audit: auditByCaller(ctx) }, 'manager'),
  ),
  /**
   * One backup file as a stream, for the REST download (`GET /api/admin/backups/{name}/download`):
   * a file is no JSON, so the web app downloads through that path.
   */
  file: managerProcedure
    .input(z.strictObject({ name: z.string().max(100) }))
    .query(async ({ ctx, input }) => ({ name: input.name, ...(await openBackupFile(ctx.infra.backups, input.name)) })),
  updateSettings: managerProcedure.input(backupSettingsSchema()).mutation(async ({ ctx, input }) => {
    const saved = await saveBackupSettings(ctx.em, input);
    await recordAuditEvent(ctx.em, auditByCaller(ctx), {
      action: 'backup-settings-changed',
      target: {
        kind: 'backup-settings',
        label: `daily at ${input.dailyAt}, keep ${input.keepDaily}/${input.keepWeekly}`,
      },
    });
    return saved;
  }),
} satisfies TRPCRouterRecord;
