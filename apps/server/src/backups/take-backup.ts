import { createHash } from 'node:crypto';
import fs from 'node:fs';
import path from 'node:path';
import { Transform } from 'node:stream';
import { pipeline } from 'node:stream/promises';
import { createGzip } from 'node:zlib';
import type { BackupTrigger } from '@shop/contract';
import pg from 'pg';
import { to as copyTo } from 'pg-copy-streams';
import { pack as tarPack } from 'tar-stream';
import { SEND_EMAIL } from '../mail/outbox.ts';
import { storedFilesOf } from '../media/stored-images.ts';
import { Refusal } from '../refusal.ts';
import type { ObjectStore } from '../storage/object-store.ts';
import {
  BACKUP_FORMAT,
  BACKUP_FORMAT_VERSION,
  backupFileName,
  type ImageEntry,
  imageEntryName,
  MANIFEST_ENTRY,
  type Manifest,
  type TableEntry,
  tableEntryName,
} from './backup-file.ts';
import type { BackupPlaces } from './backup-places.ts';
import { quoteName, schemaVersion, sequencePositions, shopTables } from './shop-tables.ts';

/** The `application_name` of a backup's connection. */
export const BACKUP_CONNECTION_NAME = 'shop-backup';
/** One backup at a time per database, whichever server or command starts it. */
const BACKUP_LOCK = "hashtext('shop-backup')";
/** How many of the emails still queued a manifest names (all are counted). */
const PENDING_EMAILS_LISTED = 50;

export interface BackupSources {
  databaseUrl: string;
  /** Where the uploaded images are (disk or bucket). */
  store: ObjectStore;
  places: BackupPlaces;
}

export interface TakenBackup {
  name: string;
  size: number;
  manifest: Manifest;
}

/** A stream stage that hashes and measures what passes through it. */
function measure() {
  const hash = createHash('sha256');
  let bytes = 0;
  const stage = new Transform({
    transform(chunk: Buffer, _enc, done) {
      hash.update(chunk);
      bytes += chunk.length;
      done(null, chunk);
    },
  });
  return { stage, result: () => ({ bytes, sha256: hash.digest('hex') }) };
}

/**
 * Takes one backup: every table's rows and the images they show, from one consistent snapshot
 * (a REPEATABLE READ transaction), into one file kept in the backup folder (and the bucket when
 * configured). Nothing is held in memory whole: each table is COPYed to a piece on disk (its size
 * must be known for its tar header), then the pieces are packed and gzip'd into the file.
 */
export async function takeBackup(
  sources: BackupSources,
  trigger: BackupTrigger,
  now = new Date(),
): Promise<TakenBackup> {
  const name = backupFileName(now);
  const { folder, bucket } = sources.places;
  const partial = folder.partialPath(name);
  const pieces = `${partial}.d`;
  const db = new pg.Client({ connectionString: sources.databaseUrl, application_name: BACKUP_CONNECTION_NAME });
  await db.connect();
  try {
    const { rows } = await db.query<{ locked: boolean }>(`select pg_try_advisory_lock(${BACKUP_LOCK}) as locked`);
    if (!rows[0]?.locked)
      throw new Refusal('backup-running', 'A backup is already being made; try again when it is done');
    await fs.promises.mkdir(pieces, { recursive: true });
    await db.query('begin isolation level repeatable read read only');
    const manifest = await copyOut(db, sources.store, pieces, trigger, now);
    await db.query('commit');
    await packBackup(manifest, pieces, partial);
    await folder.keep(name, partial);
    const file = path.join(folder.where, name);
    if (bucket) await bucket.keep(name, file);
    return { name, size: (await fs.promises.stat(file)).size, manifest };
  } finally {
    await fs.promises.rm(pieces, { recursive: true, force: true });
    await fs.promises.rm(partial, { force: true });
    await db.end().catch(() => {});
  }
}

async function copyOut(
  db: pg.Client,
  store: ObjectStore,
  pieces: string,
  trigger: BackupTrigger,
  now: Date,
): Promise<Manifest> {
  const version = await schemaVersion(db);
  if (!version) throw new Error('The database has no schema yet: nothing to back up');
  const tables: TableEntry[] = [];
  for (const table of await shopTables(db)) {
    const entry = tableEntryName(table.name);
    const columns = table.columns.map(quoteName).join(', ');
    const copy = db.query(
      copyTo(`copy ${quoteName(table.name)} (${columns}) to stdout with (format csv, header true)`),
    );
    const measured = measure();
    await pipeline(copy, measured.stage, fs.createWriteStream(path.join(pieces, entry.replace('/', '_'))));
    tables.push({ name: table.name, entry, columns: table.columns, rows: copy.rowCount, ...measured.result() });
  }
  const { images, missingImages } = await copyImages(db, store, pieces);
  const [{ server_version: postgresVersion } = { server_version: '' }] = (
    await db.query<{ server_version: string }>('show server_version')
  ).rows;
  return {
    format: BACKUP_FORMAT,
    formatVersion: BACKUP_FORMAT_VERSION,
    createdAt: now.toISOString(),
    trigger,
    schemaVersion: version,
    postgresVersion,
    tables,
    sequences: await sequencePositions(db),
    images,
    missingImages,
    pendingEmails: await pendingEmails(db),
  };
}

/** The stored image files every row shows (any table's `image_url`), both widths of each. */
async function copyImages(db: pg.Client, store: ObjectStore, pieces: string) {
  const { rows: holders } = await db.query<{ table: string }>(
    `select table_name as table from information_schema.columns
      where table_schema = 'public' and column_name = 'image_url' order by table_name`,
  );
  const urls = new Set<string>();
  for (const { table } of holders) {
    const { rows } = await db.query<{ url: string }>(
      `select distinct image_url as url from ${quoteName(table)} where image_url like '/uploads/%'`,
    );
    for (const { url } of rows) urls.add(url);
  }
  const images: ImageEntry[] = [];
  const missingImages: string[] = [];
  for (const url of [...urls].sort()) {
    for (const key of storedFilesOf(url)) {
      const stored = await store.get(key);
      if (!stored) {
        missingImages.push(url);
        continue;
      }
      const measured = measure();
      await pipeline(stored.body, measured.stage, fs.createWriteStream(path.join(pieces, `image_${key}`)));
      images.push({ key, entry: imageEntryName(key), contentType: stored.contentType, ...measured.result() });
    }
  }
  return { images, missingImages: [...new Set(missingImages)] };
}

/** The emails queued and not yet sent when the backup was taken (none if the queue isn't installed). */
async function pendingEmails(db: pg.Client): Promise<Manifest['pendingEmails']> {
  const { rows: queue } = await db.query<{ exists: boolean }>(
    `select to_regclass('graphile_worker._private_jobs') is not null as exists`,
  );
  if (!queue[0]?.exists) return { count: 0, first: [] };
  // The queue's own tables: its public view leaves the payload out.
  const emails = `from graphile_worker._private_jobs j
    join graphile_worker._private_tasks t on t.id = j.task_id where t.identifier = $1`;
  const { rows: counted } = await db.query<{ count: string }>(`select count(*) ${emails}`, [SEND_EMAIL]);
  const { rows } = await db.query<{ to: string | null; subject: string | null; queued_at: Date }>(
    `select j.payload->>'to' as to, j.payload->>'subject' as subject, j.created_at as queued_at
       ${emails} order by j.created_at, j.id limit $2`,
    [SEND_EMAIL, PENDING_EMAILS_LISTED],
  );
  return {
    count: Number(counted[0]?.count ?? 0),
    first: rows.map((r) => ({ to: r.to ?? '', subject: r.subject ?? '', queuedAt: r.queued_at.toISOString() })),
  };
}

/** Packs the manifest and the pieces into `target` (tar, gzip), then makes sure it is on the disk. */
async function packBackup(manifest: Manifest, pieces: string, target: string): Promise<void> {
  const pack = tarPack();
  const written = pipeline(pack, createGzip(), fs.createWriteStream(target));
  const add = async (name: string, size: number, body: NodeJS.ReadableStream | Buffer) => {
    if (Buffer.isBuffer(body)) {
      await new Promise<void>((resolve, reject) =>
        pack.entry({ name, size, mode: 0o644 }, body, (e) => (e ? reject(e) : resolve())),
      );
      return;
    }
    const entry = pack.entry({ name, size, mode: 0o644 });
    await pipeline(body, entry);
  };
  try {
    const manifestBytes = Buffer.from(`${JSON.stringify(manifest, null, 2)}\n`);
    await add(MANIFEST_ENTRY, manifestBytes.length, manifestBytes);
    for (const image of manifest.images) {
      await add(image.entry, image.bytes, fs.createReadStream(path.join(pieces, `image_${image.key}`)));
    }
    for (const table of manifest.tables) {
      await add(table.entry, table.bytes, fs.createReadStream(path.join(pieces, table.entry.replace('/', '_'))));
    }
    pack.finalize();
  } catch (error) {
    pack.destroy(error as Error);
  }
  await written;
  const handle = await fs.promises.open(target, 'r+');
  try {
    await handle.sync();
  } finally {
    await handle.close();
  }
}
