import type { EntityManager } from '@mikro-orm/postgresql';
import { BACKUP_FILE_NAME, BACKUP_STALE_HOURS, type BackupTrigger } from '@shop/contract';
import { shopDate, shopInstant } from '../appointments/shop-clock.ts';
import type { AuditBy } from '../audit-trail.ts';
import { queueEmail } from '../mail/outbox.ts';
import { Refusal } from '../refusal.ts';
import { readPublicSettings } from '../settings/settings.service.ts';
import type { Deps } from '../trpc/deps.ts';
import { backupTroubleEmail } from './backup-alert.ts';
import { BackupRun } from './backup-run.entity.ts';
import { readBackupSettings } from './backup-settings.ts';
import { applyRetention } from './retention.ts';
import { type BackupSources, type TakenBackup, takeBackup } from './take-backup.ts';

/** How many runs the record keeps (the Backups screen lists them; failures would pile up otherwise). */
const RUNS_KEPT = 200;

/**
 * What taking a backup needs: the database, images and backup places, the clock, and the audit
 * trail as whoever asked (a manager, the command line, or the server itself for the daily one).
 */
export interface BackupDeps extends BackupSources, Pick<Deps, 'em' | 'now' | 'audit'> {
  /** Who hears about backup trouble: CONTACT_NOTIFY_EMAIL, else the shop's email setting. */
  notifyEmail?: string | undefined;
  /** Where failures that can't reach the screen go. */
  log?: { warn(details: object, message: string): void; info(details: object, message: string): void };
}

/** The server itself in the audit trail, for the backups nobody asked for (the daily one). */
export const serverAsActor = (trigger: BackupTrigger, log: AuditBy['log']): AuditBy => ({
  actor: null,
  ip: null,
  userAgent: `server (${trigger})`,
  log,
});

/**
 * Takes a backup and records the run, good or failed (with the reason) together with its audit
 * event, then trims old backups and tells the shop once if backups are in trouble. Answers the
 * run; throws only when another backup is already running (`backup-running`).
 */
export async function runBackup(deps: BackupDeps, trigger: BackupTrigger): Promise<BackupRun> {
  const { em } = deps;
  const startedAt = deps.now();
  const run = em.create(BackupRun, { trigger, startedAt });
  await em.flush();
  let taken: TakenBackup | null = null;
  try {
    taken = await takeBackup(deps, trigger, startedAt);
  } catch (error) {
    if (error instanceof Refusal && error.reason === 'backup-running') {
      await em.remove(run).flush();
      throw error;
    }
    run.error = error instanceof Error ? error.message : String(error);
    deps.log?.warn({ trigger, reason: run.error }, 'backup failed');
  }
  run.finishedAt = deps.now();
  run.ok = taken !== null;
  if (taken) recordTaken(run, taken);
  // The run's end and its audit event stand or fall together.
  await em.transactional(async (tx) => {
    await tx.flush();
    await deps.audit.writingWith(tx).record({
      action: 'backup-taken',
      result: taken ? 'success' : 'failure',
      target: { kind: 'backup', label: taken?.name ?? run.error ?? null },
    });
  });
  if (taken) await trimBackups(deps);
  await alertIfBackupsInTrouble(deps);
  return run;
}

/** Writes what a good backup holds onto its run. */
export function recordTaken(run: BackupRun, taken: TakenBackup): void {
  run.fileName = taken.name;
  run.sizeBytes = taken.size;
  run.tableRows = taken.manifest.tables.reduce((sum, t) => sum + t.rows, 0);
  run.images = taken.manifest.images.length;
  run.schemaVersion = taken.manifest.schemaVersion;
}

/** Retention in every place backups are kept, and the oldest run records beyond what is listed. */
async function trimBackups(deps: BackupDeps): Promise<void> {
  const { em } = deps;
  const settings = await readBackupSettings(em);
  const keep = { daily: settings.keepDaily, weekly: settings.keepWeekly };
  for (const place of [deps.places.folder, deps.places.bucket]) {
    if (!place) continue;
    try {
      await applyRetention(place, keep, deps.now());
    } catch (error) {
      deps.log?.warn({ where: place.where, reason: (error as Error).message }, 'old backups could not be removed');
    }
  }
  await em.execute(
    `delete from backup_runs where id not in (select id from backup_runs order by started_at desc, id desc limit ?)`,
    [RUNS_KEPT],
  );
}

/** The runs, newest first, for the Backups screen. */
async function listBackupRuns(em: EntityManager, limit = 60) {
  const runs = await em.find(BackupRun, {}, { orderBy: { startedAt: 'desc', id: 'desc' }, limit });
  return runs.map((r) => ({
    id: r.id,
    trigger: r.trigger as BackupTrigger,
    startedAt: r.startedAt,
    finishedAt: r.finishedAt ?? null,
    ok: r.ok ?? null,
    fileName: r.fileName ?? null,
    sizeBytes: r.sizeBytes ?? null,
    tableRows: r.tableRows ?? null,
    images: r.images ?? null,
    error: r.error ?? null,
  }));
}

export type BackupWarning = 'never' | 'stale' | 'failed' | null;

export interface BackupHealth {
  lastGoodAt: Date | null;
  lastFailedAt: Date | null;
  lastError: string | null;
  /** Why the Overview warns: no good backup yet, none for 48 hours, or the last one failed. */
  warning: BackupWarning;
}

/** The Backups screen: the runs (newest first), the health the Overview shows, where they go, the settings. */
export async function listBackups(deps: BackupDeps) {
  return {
    runs: await listBackupRuns(deps.em),
    health: await backupHealth(deps),
    places: { folder: true, bucket: deps.places.bucket !== null },
    settings: await readBackupSettings(deps.em),
  };
}

export async function backupHealth({ em, now: clock }: Pick<Deps, 'em' | 'now'>): Promise<BackupHealth> {
  const now = clock();
  const [lastGood, lastFinished] = await Promise.all([
    em.findOne(BackupRun, { ok: true }, { orderBy: { startedAt: 'desc', id: 'desc' } }),
    em.findOne(BackupRun, { ok: { $ne: null } }, { orderBy: { startedAt: 'desc', id: 'desc' } }),
  ]);
  const lastFailed = lastFinished?.ok === false ? lastFinished : null;
  const staleBefore = now.getTime() - BACKUP_STALE_HOURS * 3_600_000;
  const warning: BackupWarning = lastFailed
    ? 'failed'
    : !lastGood
      ? 'never'
      : (lastGood.finishedAt ?? lastGood.startedAt).getTime() < staleBefore
        ? 'stale'
        : null;
  return {
    lastGoodAt: lastGood?.finishedAt ?? null,
    lastFailedAt: lastFailed?.finishedAt ?? null,
    lastError: lastFailed?.error ?? null,
    warning,
  };
}

/**
 * One email per episode of trouble: an episode starts after the last good backup, and the run
 * that was current when the email went is marked (`alerted_at`), so the next check stays quiet
 * until a good backup ends the episode. A shop that never had a backup is told once too.
 */
export async function alertIfBackupsInTrouble(deps: BackupDeps): Promise<boolean> {
  const { em } = deps;
  const health = await backupHealth(deps);
  if (!health.warning) return false;
  const lastGood = await em.findOne(BackupRun, { ok: true }, { orderBy: { startedAt: 'desc', id: 'desc' } });
  const episode = lastGood ? { startedAt: { $gte: lastGood.startedAt } } : {};
  if ((await em.count(BackupRun, { ...episode, alertedAt: { $ne: null } })) > 0) return false;
  const latest = await em.findOne(BackupRun, episode, { orderBy: { startedAt: 'desc', id: 'desc' } });
  if (!latest) return false;
  const to = deps.notifyEmail ?? (await readPublicSettings(em)).email;
  await em.transactional(async (tx) => {
    await queueEmail(
      tx,
      backupTroubleEmail(
        health.warning === 'failed'
          ? { kind: 'failed', error: health.lastError ?? 'unknown reason' }
          : { kind: health.warning === 'never' ? 'never' : 'stale', lastGoodAt: health.lastGoodAt },
        to,
      ),
    );
    await tx.nativeUpdate(BackupRun, { id: latest.id }, { alertedAt: deps.now() });
  });
  return true;
}

/**
 * Whether the daily backup is due: today's time (Las Vegas) has come and no daily backup started
 * since. Checked by a job every few minutes, so a changed time takes effect without a restart and
 * a server that was down at 03:30 catches up when it is back.
 */
export async function dailyBackupDue(em: EntityManager, now: Date): Promise<boolean> {
  const { dailyAt } = await readBackupSettings(em);
  const today = shopInstant(shopDate(now), dailyAt);
  if (now < today) return false;
  return (await em.count(BackupRun, { trigger: 'daily', startedAt: { $gte: today } })) === 0;
}

/** A backup file to download: the folder's copy, else the bucket's. */
export async function openBackupFile({ places }: Pick<BackupDeps, 'places'>, { name }: { name: string }) {
  if (!BACKUP_FILE_NAME.test(name)) throw new Refusal('not-found', 'No such backup');
  const found = (await places.folder.open(name)) ?? (await places.bucket?.open(name)) ?? null;
  if (!found) throw new Refusal('not-found', 'No such backup');
  return { name, ...found };
}
