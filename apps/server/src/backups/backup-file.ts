import { BACKUP_FILE_NAME, BACKUP_TRIGGERS } from '@shop/contract';
import { z } from 'zod';

/**
 * One backup is one gzip'd tar a person can open (`tar -xzf`), in this order:
 *
 *   manifest.json           what the file holds (below), written first so it is read first
 *   images/<key>            each uploaded image file the data shows, as stored
 *   tables/<table>.csv      each table's rows, COPY's CSV with a header line, parents before children
 *
 * The manifest carries every entry's size and SHA-256, so a restore checks the whole file before
 * it touches anything; gzip's own CRC and the tar's end catch truncation.
 */
export const BACKUP_FORMAT = 'desert-gear-shop-backup';
export const BACKUP_FORMAT_VERSION = 1;
export const MANIFEST_ENTRY = 'manifest.json';

const sha256 = z.string().regex(/^[a-f0-9]{64}$/);
const identifier = z.string().regex(/^[a-z_][a-z0-9_]{0,62}$/);

const tableEntry = z.object({
  name: identifier,
  entry: z.string(),
  columns: z.array(identifier).min(1),
  rows: z.number().int().min(0),
  bytes: z.number().int().min(0),
  sha256,
});

const imageEntry = z.object({
  key: z.string().regex(/^[a-z0-9][a-z0-9._-]{0,120}$/i),
  entry: z.string(),
  contentType: z.string(),
  bytes: z.number().int().min(0),
  sha256,
});

export const manifestSchema = z.object({
  format: z.literal(BACKUP_FORMAT),
  formatVersion: z.literal(BACKUP_FORMAT_VERSION),
  createdAt: z.iso.datetime(),
  trigger: z.enum(BACKUP_TRIGGERS),
  /** The last migration applied to the database the backup was taken from. */
  schemaVersion: z.string().regex(/^Migration\d{14}$/),
  /** `server_version` of that database, for the record: COPY's CSV restores on any version. */
  postgresVersion: z.string(),
  tables: z.array(tableEntry),
  /** Sequence positions, so ids go on from where they were (not just from the largest row). */
  sequences: z.array(z.object({ name: identifier, lastValue: z.string().regex(/^-?\d+$/), isCalled: z.boolean() })),
  images: z.array(imageEntry),
  /** Image addresses the rows show whose file the store did not have when the backup was taken. */
  missingImages: z.array(z.string()),
  /** Emails queued but not yet sent: never replayed by a restore, listed so someone can follow up. */
  pendingEmails: z.object({
    count: z.number().int().min(0),
    first: z.array(z.object({ to: z.string(), subject: z.string(), queuedAt: z.string() })),
  }),
});
export type Manifest = z.infer<typeof manifestSchema>;
export type TableEntry = z.infer<typeof tableEntry>;
export type ImageEntry = z.infer<typeof imageEntry>;

export const tableEntryName = (table: string) => `tables/${table}.csv`;
export const imageEntryName = (key: string) => `images/${key}`;

/** `shop-backup-2026-11-25T11-30-00-123Z.tar.gz`: sorts by time, and says when it was taken. */
export function backupFileName(at: Date): string {
  return `shop-backup-${at.toISOString().replace(/[:.]/g, '-')}.tar.gz`;
}

/** When a backup named by `backupFileName` was taken; null for any other name. */
export function backupTakenAt(name: string): Date | null {
  if (!BACKUP_FILE_NAME.test(name)) return null;
  const m = /(\d{4}-\d{2}-\d{2})T(\d{2})-(\d{2})-(\d{2})-(\d{3})Z/.exec(name);
  if (!m) return null;
  const at = new Date(`${m[1]}T${m[2]}:${m[3]}:${m[4]}.${m[5]}Z`);
  return Number.isNaN(at.getTime()) ? null : at;
}
