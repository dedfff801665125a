import type { EntityManager } from '@mikro-orm/postgresql';
import { BACKUP_DEFAULTS, type BackupSettings, backupSettingsSchema } from '@shop/contract';
import { BusinessSetting } from '../settings/business-setting.entity.ts';
import { type Deps, inTransaction } from '../trpc/deps.ts';

/** Kept beside the shop's other settings (business_settings), under these keys. */
const KEYS = { dailyAt: 'backupDailyAt', keepDaily: 'backupKeepDaily', keepWeekly: 'backupKeepWeekly' } as const;

/** The backup schedule and retention; a key never saved, or edited by hand into nonsense, reads as the default. */
export async function readBackupSettings(em: EntityManager): Promise<BackupSettings> {
  const rows = await em.find(BusinessSetting, { key: { $in: Object.values(KEYS) } });
  const stored = Object.fromEntries(rows.map((r) => [r.key, r.value]));
  const read = <K extends keyof BackupSettings>(field: K): BackupSettings[K] => {
    const raw = stored[KEYS[field]];
    const value = field === 'dailyAt' ? raw : raw === undefined ? undefined : Number(raw);
    const parsed = backupSettingsSchema().shape[field].safeParse(value);
    return (parsed.success ? parsed.data : BACKUP_DEFAULTS[field]) as BackupSettings[K];
  };
  return { dailyAt: read('dailyAt'), keepDaily: read('keepDaily'), keepWeekly: read('keepWeekly') };
}

/** A manager's save of the schedule and retention, with its audit event. */
export async function saveBackupSettings(deps: Deps, input: BackupSettings): Promise<BackupSettings> {
  const settings = backupSettingsSchema().parse(input);
  return inTransaction(deps, async ({ em, audit }) => {
    for (const field of Object.keys(KEYS) as (keyof BackupSettings)[]) {
      await em.upsert(
        BusinessSetting,
        { key: KEYS[field], value: String(settings[field]) },
        { onConflictFields: ['key'] },
      );
    }
    await audit.record({
      action: 'backup-settings-changed',
      target: {
        kind: 'backup-settings',
        label: `daily at ${settings.dailyAt}, keep ${settings.keepDaily}/${settings.keepWeekly}`,
      },
    });
    return readBackupSettings(em);
  });
}
