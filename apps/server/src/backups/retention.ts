import { addDays, shopDate, weekdayOf } from '../appointments/shop-clock.ts';
import type { BackupPlace, StoredBackup } from './backup-places.ts';

export interface Keep {
  daily: number;
  weekly: number;
}

/** The Monday that starts the week of a YYYY-MM-DD day. */
const weekOf = (day: string) => addDays(day, -((weekdayOf(day) + 6) % 7));

/**
 * Which backups to delete, keeping (by Las Vegas calendar):
 * - the newest backup of each of the `daily` most recent days that have one,
 * - the newest backup of each of the `weekly` most recent weeks (Monday to Sunday) that have one,
 * - every backup of the last 24 hours, so one taken by hand a minute ago is never the one removed.
 * Every backup counts, whatever took it (daily, before migrations, by hand).
 */
export function backupsToDelete(backups: StoredBackup[], keep: Keep, now: Date): StoredBackup[] {
  const newestFirst = [...backups].sort((a, b) => b.takenAt.getTime() - a.takenAt.getTime());
  const kept = new Set<string>();
  const newestPer = (period: (b: StoredBackup) => string, count: number) => {
    const seen = new Set<string>();
    for (const backup of newestFirst) {
      const key = period(backup);
      if (seen.has(key)) continue;
      if (seen.size >= count) break;
      seen.add(key);
      kept.add(backup.name);
    }
  };
  newestPer((b) => shopDate(b.takenAt), keep.daily);
  newestPer((b) => weekOf(shopDate(b.takenAt)), keep.weekly);
  for (const b of newestFirst) if (now.getTime() - b.takenAt.getTime() < 86_400_000) kept.add(b.name);
  return newestFirst.filter((b) => !kept.has(b.name));
}

/** Deletes what `backupsToDelete` says from one place; answers the names deleted. */
export async function applyRetention(place: BackupPlace, keep: Keep, now: Date): Promise<string[]> {
  const gone = backupsToDelete(await place.list(), keep, now);
  for (const backup of gone) await place.remove(backup.name);
  return gone.map((b) => b.name);
}
