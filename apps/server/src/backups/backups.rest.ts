import { BACKUP_FILE_NAME, BACKUP_TRIGGERS, backupSettingsSchema } from '@shop/contract';
import { z } from 'zod';
import { defineRoute, type RestRoute } from '../http/rest.ts';

const run = z.object({
  id: z.number().int(),
  trigger: z
    .enum(BACKUP_TRIGGERS)
    .meta({ description: 'What took it: the daily schedule, the start before migrations, a manager, `pnpm backup`' }),
  startedAt: z.iso.datetime(),
  finishedAt: z.iso.datetime().nullable(),
  ok: z.boolean().nullable().meta({ description: 'null while it runs' }),
  fileName: z.string().nullable(),
  sizeBytes: z.number().int().nullable(),
  tableRows: z.number().int().nullable(),
  images: z.number().int().nullable(),
  error: z.string().nullable().meta({ description: 'Why it failed' }),
});

const nameParams = z.object({
  name: z
    .string()
    .regex(BACKUP_FILE_NAME)
    .meta({ examples: ['shop-backup-2026-11-25T11-30-00-123Z.tar.gz'] }),
});

export const backupsRestRoutes: RestRoute[] = [
  defineRoute({
    method: 'GET',
    url: '/api/admin/backups',
    summary: 'The backups, their health and settings',
    description:
      'Every recorded backup run, newest first, with its time, size, row and image counts and result (a failure ' +
      'says why); the last good and last failed backup; whether a bucket copy is kept; the daily time and retention.',
    tag: 'Management',
    procedure: 'backups.list',
    answer: {
      description: 'The runs and the health',
      schema: z.object({
        runs: z.array(run),
        health: z.object({
          lastGoodAt: z.iso.datetime().nullable(),
          lastFailedAt: z.iso.datetime().nullable(),
          lastError: z.string().nullable(),
          warning: z.enum(['never', 'stale', 'failed']).nullable(),
        }),
        places: z.object({ folder: z.boolean(), bucket: z.boolean() }),
        settings: backupSettingsSchema(),
      }),
    },
    handle: (caller) => caller.backups.list(),
  }),
  defineRoute({
    method: 'POST',
    url: '/api/admin/backups',
    summary: 'Back up now',
    description:
      'Takes a backup while the request waits and answers its run (a failed one too, with the reason). ' +
      'A 409 when another backup is being made.',
    tag: 'Management',
    procedure: 'backups.create',
    answer: { status: 201, description: 'The run', schema: run },
    errors: [409],
    handle: async (caller, _input, reply) => {
      reply.status(201);
      return caller.backups.create();
    },
  }),
  defineRoute({
    method: 'GET',
    url: '/api/admin/backups/:name/download',
    summary: 'Download a backup file',
    description:
      'The file as kept (a gzip-compressed tar: `manifest.json`, `images/`, `tables/`), from this server’s ' +
      'folder or the bucket. Restore it with `pnpm restore FILE`.',
    tag: 'Management',
    procedure: 'backups.file',
    params: nameParams,
    answer: { description: 'The backup file', contentType: 'application/gzip' },
    errors: [404],
    handle: async (caller, { params }, reply) => {
      const file = await caller.backups.file({ name: params.name });
      reply
        .header('content-type', 'application/gzip')
        .header('content-length', String(file.size))
        .header('content-disposition', `attachment; filename="${file.name}"`)
        .header('cache-control', 'no-store');
      return file.body;
    },
  }),
  defineRoute({
    method: 'PUT',
    url: '/api/admin/backups/settings',
    summary: 'Save the backup schedule and retention',
    description: 'The daily backup’s time (Las Vegas, "HH:MM") and how many daily and weekly backups are kept.',
    tag: 'Management',
    procedure: 'backups.updateSettings',
    body: backupSettingsSchema(),
    example: { dailyAt: '03:30', keepDaily: 14, keepWeekly: 8 },
    answer: { description: 'The settings as saved', schema: backupSettingsSchema() },
    handle: (caller, { body }) => caller.backups.updateSettings(body),
  }),
];
