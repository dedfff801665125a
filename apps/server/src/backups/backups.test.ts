import fs from 'node:fs';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '../../test/harness.ts';
import { BackupRun } from './backup-run.entity.ts';
import { backupDeps } from './backups.router.ts';
import { alertIfBackupsInTrouble, dailyBackupDue } from './backups.service.ts';
import { backupsToDelete } from './retention.ts';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(async () => {
  await t.close();
});

describe('Management -> Backups over REST', () => {
  it('backs up now, lists the run with its counts, and downloads the file', async () => {
    const auth = await t.bearer('manager');
    const made = await t.app.inject({ method: 'POST', url: '/api/admin/backups', headers: auth });
    expect(made.statusCode).toBe(201);
    const run = made.json();
    expect(run).toMatchObject({ ok: true, trigger: 'manager', error: null });
    expect(run.tableRows).toBeGreaterThan(0);
    const file = path.join(t.config.DATA_DIR, 'backups', run.fileName);
    expect(fs.existsSync(file)).toBe(true);

    const list = (await t.app.inject({ method: 'GET', url: '/api/admin/backups', headers: auth })).json();
    expect(list.runs[0]).toMatchObject({ id: run.id, ok: true, fileName: run.fileName });
    expect(list.health.warning).toBeNull();
    expect(list.settings).toEqual({ dailyAt: '03:30', keepDaily: 14, keepWeekly: 8 });

    const download = await t.app.inject({
      method: 'GET',
      url: `/api/admin/backups/${run.fileName}/download`,
      headers: auth,
    });
    expect(download.statusCode).toBe(200);
    expect(download.headers['content-disposition']).toBe(`attachment; filename="${run.fileName}"`);
    expect(download.headers['cache-control']).toBe('no-store');
    expect(download.rawPayload.equals(fs.readFileSync(file))).toBe(true);

    const missing = await t.app.inject({
      method: 'GET',
      url: '/api/admin/backups/shop-backup-2020-01-01T00-00-00-000Z.tar.gz/download',
      headers: auth,
    });
    expect(missing.statusCode).toBe(404);
  });

  it('saves the schedule and retention, and refuses nonsense with the contract’s words', async () => {
    const auth = await t.bearer('manager');
    const saved = await t.app.inject({
      method: 'PUT',
      url: '/api/admin/backups/settings',
      headers: auth,
      payload: { dailyAt: '02:15', keepDaily: 7, keepWeekly: 4 },
    });
    expect(saved.json()).toEqual({ dailyAt: '02:15', keepDaily: 7, keepWeekly: 4 });
    const bad = await t.app.inject({
      method: 'PUT',
      url: '/api/admin/backups/settings',
      headers: auth,
      payload: { dailyAt: '25:00', keepDaily: 0, keepWeekly: 4 },
    });
    expect(bad.statusCode).toBe(400);
    expect(
      bad
        .json()
        .issues.map((i: { path: string }) => i.path)
        .sort(),
    ).toEqual(['dailyAt', 'keepDaily']);
  });
});

describe('the daily schedule and the warning', () => {
  it('is due once today’s time (Las Vegas) has passed without a daily backup', async () => {
    const em = t.em();
    // 02:15 Las Vegas (PST, UTC-8) on 2026-12-01 is 10:15 UTC (settings saved above).
    expect(await dailyBackupDue(em, new Date('2026-12-01T10:00:00Z'))).toBe(false);
    expect(await dailyBackupDue(em, new Date('2026-12-01T10:20:00Z'))).toBe(true);
    em.create(BackupRun, { trigger: 'daily', startedAt: new Date('2026-12-01T10:20:00Z'), ok: true });
    await em.flush();
    expect(await dailyBackupDue(em, new Date('2026-12-01T12:00:00Z'))).toBe(false);
  });

  it('emails the shop once when the last backup failed, and again only after a good one', async () => {
    const em = t.em();
    const later = new Date('2026-12-02T12:00:00Z');
    em.create(BackupRun, { trigger: 'daily', startedAt: later, finishedAt: later, ok: false, error: 'disk full' });
    await em.flush();
    const deps = { ...backupDeps({ deps: t.deps(), config: t.config, infra: t.infra }), now: () => later };
    expect(await alertIfBackupsInTrouble(deps)).toBe(true);
    expect(await alertIfBackupsInTrouble(deps)).toBe(false);
    const [queued] = await em.execute<{ count: string }[]>(
      `select count(*) from graphile_worker._private_jobs where payload->>'subject' = 'Website backups need attention'`,
    );
    expect(Number(queued?.count)).toBe(1);
    const auth = await t.bearer('manager');
    const figures = (await t.app.inject({ method: 'GET', url: '/api/admin/backups', headers: auth })).json();
    expect(figures.health).toMatchObject({ warning: 'failed', lastError: 'disk full' });
  });
});

describe('retention', () => {
  const at = (iso: string) => ({ name: iso, size: 1, takenAt: new Date(iso) });
  it('keeps the newest of each of the last N days and weeks, and everything from the last 24 hours', () => {
    // One backup a day at 11:30 UTC (03:30 Las Vegas) for 120 days, and two by hand today.
    const days = Array.from({ length: 120 }, (_, i) => at(new Date(Date.UTC(2026, 7, 1 + i, 11, 30)).toISOString()));
    const now = new Date(Date.UTC(2026, 7, 120, 18, 0));
    const today = [
      at(new Date(Date.UTC(2026, 7, 120, 15)).toISOString()),
      at(new Date(Date.UTC(2026, 7, 120, 16)).toISOString()),
    ];
    const all = [...days, ...today];
    const gone = new Set(backupsToDelete(all, { daily: 14, weekly: 8 }, now).map((b) => b.name));
    const kept = all.filter((b) => !gone.has(b.name));
    // 14 days (today's newest among them) + the two other backups of the last 24 hours + weeks beyond those days.
    expect(kept.filter((b) => now.getTime() - b.takenAt.getTime() < 14 * 86_400_000).length).toBe(16);
    expect(kept.length).toBeLessThanOrEqual(14 + 2 + 8);
    // The oldest kept is the newest of the eighth week back.
    const oldest = kept[0]!.takenAt.getTime();
    expect(oldest).toBeGreaterThan(now.getTime() - 8 * 7 * 86_400_000);
    expect(oldest).toBeLessThan(now.getTime() - 6 * 7 * 86_400_000);
  });
});
