import { defineEntity, type InferEntity, p } from '@mikro-orm/core';
import { serialId } from '../db/columns.ts';

/** One backup run, good or failed (see Migration20261125170500). `ok` is null while it runs. */
export const BackupRun = defineEntity({
  name: 'BackupRun',
  tableName: 'backup_runs',
  properties: {
    id: serialId(),
    trigger: p.string().length(20),
    startedAt: p.datetime().index(),
    finishedAt: p.datetime().nullable(),
    ok: p.boolean().nullable(),
    fileName: p.string().length(100).nullable(),
    sizeBytes: p.bigint('number').nullable(),
    tableRows: p.integer().nullable(),
    images: p.integer().nullable(),
    schemaVersion: p.string().length(100).nullable(),
    error: p.text().nullable(),
    alertedAt: p.datetime().nullable(),
  },
});
export type BackupRun = InferEntity<typeof BackupRun>;
