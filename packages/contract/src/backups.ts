import { z } from 'zod';
import { timeOfDay } from './business-hours.ts';
import { inputObject } from './fields.ts';
import { englishMessages, type ValidationMessages } from './messages.ts';

/** The backup defaults the issue asked for: daily at 03:30 Las Vegas time, 14 daily and 8 weekly kept. */
export const BACKUP_DEFAULTS = { dailyAt: '03:30', keepDaily: 14, keepWeekly: 8 } as const;

/** After this long without a good backup the Overview warns and the shop is emailed once. */
export const BACKUP_STALE_HOURS = 48;

/** How the automatic backups run, as a manager edits it on the Backups screen. */
export const backupSettingsSchema = (m: ValidationMessages = englishMessages) =>
  inputObject(m, {
    /** Time of the daily backup, Las Vegas time, "HH:MM". */
    dailyAt: timeOfDay(m),
    keepDaily: z.number({ error: m.invalidValue }).int(m.invalidValue).min(1, m.invalidValue).max(60, m.invalidValue),
    keepWeekly: z.number({ error: m.invalidValue }).int(m.invalidValue).min(0, m.invalidValue).max(104, m.invalidValue),
  });
export type BackupSettings = z.output<ReturnType<typeof backupSettingsSchema>>;

/** A backup file's name, as the server makes them: `shop-backup-2026-11-25T11-30-00-123Z.tar.gz`. */
export const BACKUP_FILE_NAME = /^shop-backup-\d{4}-\d{2}-\d{2}T\d{2}-\d{2}-\d{2}-\d{3}Z\.tar\.gz$/;

/** Why a backup was taken. */
export const BACKUP_TRIGGERS = ['daily', 'before-migrations', 'manager', 'command'] as const;
export type BackupTrigger = (typeof BACKUP_TRIGGERS)[number];
