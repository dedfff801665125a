import fs from 'node:fs';
import path from 'node:path';
import type { Readable } from 'node:stream';
import {
  DeleteObjectCommand,
  GetObjectCommand,
  ListObjectsV2Command,
  NoSuchKey,
  PutObjectCommand,
  type S3Client,
} from '@aws-sdk/client-s3';
import type { Config } from '../config.ts';
import { s3Client } from '../storage/s3-store.ts';
import { backupTakenAt } from './backup-file.ts';

/** A backup file somewhere: its name says when it was taken. */
export interface StoredBackup {
  name: string;
  size: number;
  takenAt: Date;
}

/** One place backups are kept: this server's folder, or a bucket. */
export interface BackupPlace {
  /** For messages and the README: `DATA_DIR/backups` or `s3://bucket/prefix`. */
  readonly where: string;
  list(): Promise<StoredBackup[]>;
  /** Takes in a finished backup file; it appears whole or not at all. */
  keep(name: string, file: string): Promise<void>;
  open(name: string): Promise<{ body: Readable; size: number } | null>;
  remove(name: string): Promise<void>;
}

/** Where backups go: always the folder, and the bucket too when BACKUP_S3_BUCKET is set. */
export interface BackupPlaces {
  folder: BackupFolder;
  bucket: BackupPlace | null;
}

export function backupPlaces(config: Config): BackupPlaces {
  return {
    folder: backupFolder(path.join(config.DATA_DIR, 'backups')),
    bucket: config.BACKUP_S3_BUCKET
      ? backupBucket(
          s3Client({
            endpoint: config.S3_ENDPOINT,
            region: config.S3_REGION,
            accessKeyId: config.S3_ACCESS_KEY_ID,
            secretAccessKey: config.S3_SECRET_ACCESS_KEY,
            forcePathStyle: config.S3_FORCE_PATH_STYLE,
          }),
          config.BACKUP_S3_BUCKET,
          config.BACKUP_S3_PREFIX,
        )
      : null,
  };
}

export interface BackupFolder extends BackupPlace {
  /**
   * A path in the folder to write a backup under while it is being made (`keep` renames it), and
   * beside it `<path>.d` for its pieces; what an earlier, interrupted backup left is removed.
   */
  partialPath(name: string): string;
}

/**
 * The folder DATA_DIR/backups. A backup is written under a dot-name ending `.partial` and renamed
 * when whole (a rename within one folder is atomic), so a full disk or a crash never leaves a
 * broken file with a good name; left-over partial files are cleared before the next backup.
 */
export function backupFolder(root: string): BackupFolder {
  const file = (name: string) => {
    if (!backupTakenAt(name)) throw new Error(`Not a backup file name: ${name}`);
    return path.join(root, name);
  };
  return {
    where: root,
    partialPath: (name) => {
      fs.mkdirSync(root, { recursive: true });
      for (const left of fs.readdirSync(root).filter((f) => /^\..*\.partial(\.d)?$/.test(f))) {
        fs.rmSync(path.join(root, left), { recursive: true, force: true });
      }
      return path.join(root, `.${name}.partial`);
    },
    async list() {
      const names = fs.existsSync(root) ? await fs.promises.readdir(root) : [];
      const found: StoredBackup[] = [];
      for (const name of names) {
        const takenAt = backupTakenAt(name);
        if (takenAt) found.push({ name, takenAt, size: (await fs.promises.stat(path.join(root, name))).size });
      }
      return found.sort((a, b) => b.takenAt.getTime() - a.takenAt.getTime());
    },
    async keep(name, from) {
      await fs.promises.mkdir(root, { recursive: true });
      if (path.resolve(from) === path.resolve(file(name))) return;
      await fs.promises.rename(from, file(name));
    },
    async open(name) {
      try {
        const stat = await fs.promises.stat(file(name));
        return { body: fs.createReadStream(file(name)), size: stat.size };
      } catch {
        return null;
      }
    },
    async remove(name) {
      await fs.promises.rm(file(name), { force: true });
    },
  };
}

/**
 * Backups in an S3-compatible bucket under a prefix. A PUT is atomic (the object appears only when
 * the whole body arrived), which is the bucket's version of "written under another name, then
 * renamed". One PUT takes up to 5 GB, far above a shop's backup.
 */
export function backupBucket(client: S3Client, Bucket: string, prefix: string): BackupPlace {
  const key = (name: string) => {
    if (!backupTakenAt(name)) throw new Error(`Not a backup file name: ${name}`);
    return `${prefix}${name}`;
  };
  return {
    where: `s3://${Bucket}/${prefix}`,
    async list() {
      const found: StoredBackup[] = [];
      let ContinuationToken: string | undefined;
      do {
        const page = await client.send(new ListObjectsV2Command({ Bucket, Prefix: prefix, ContinuationToken }));
        for (const object of page.Contents ?? []) {
          const name = object.Key?.slice(prefix.length) ?? '';
          const takenAt = backupTakenAt(name);
          if (takenAt) found.push({ name, takenAt, size: object.Size ?? 0 });
        }
        ContinuationToken = page.IsTruncated ? page.NextContinuationToken : undefined;
      } while (ContinuationToken);
      return found.sort((a, b) => b.takenAt.getTime() - a.takenAt.getTime());
    },
    async keep(name, from) {
      const { size } = await fs.promises.stat(from);
      await client.send(
        new PutObjectCommand({
          Bucket,
          Key: key(name),
          Body: fs.createReadStream(from),
          ContentLength: size,
          ContentType: 'application/gzip',
        }),
      );
    },
    async open(name) {
      try {
        const out = await client.send(new GetObjectCommand({ Bucket, Key: key(name) }));
        return { body: out.Body as Readable, size: out.ContentLength ?? 0 };
      } catch (error) {
        if (error instanceof NoSuchKey || (error as { name?: string }).name === 'NoSuchKey') return null;
        throw error;
      }
    },
    async remove(name) {
      await client.send(new DeleteObjectCommand({ Bucket, Key: key(name) }));
    },
  };
}
