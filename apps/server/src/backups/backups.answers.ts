import { BACKUP_TRIGGERS, backupSettingsSchema } from '@shop/contract';
import { z } from 'zod';
import { instant, orNull } from '../trpc/rest-door.ts';

/** What the backups procedures answer. */

export const backupRun = z.object({
  id: z.number().int(),
  trigger: z.string().meta({
    description: `What took it (${BACKUP_TRIGGERS.join(', ')}): the daily schedule, the start before migrations, a manager, \`pnpm backup\``,
  }),
  startedAt: instant,
  finishedAt: orNull(instant),
  ok: orNull(z.boolean()).meta({ description: 'null while it runs' }),
  fileName: orNull(z.string()),
  sizeBytes: orNull(z.number().int()),
  tableRows: orNull(z.number().int()),
  images: orNull(z.number().int()),
  error: orNull(z.string()).meta({ description: 'Why it failed' }),
});

export const backupHealth = z.object({
  lastGoodAt: instant.nullable(),
  lastFailedAt: instant.nullable(),
  lastError: z.string().nullable(),
  warning: z.enum(['never', 'stale', 'failed']).nullable(),
});

export const backupSettings = backupSettingsSchema();

export const backupsScreen = z.object({
  runs: z.array(backupRun),
  health: backupHealth,
  places: z.object({ folder: z.boolean(), bucket: z.boolean() }),
  settings: backupSettings,
});
