import { pipeline } from 'node:stream/promises';
import { RawQueryFragment } from '@mikro-orm/core';
import pg from 'pg';
import { from as copyFrom } from 'pg-copy-streams';
import { migrations } from '../db/migrations/index.ts';
import { SERVER_CONNECTION_NAME } from '../db/orm.ts';
import { QUEUE_CONNECTION_NAME } from '../jobs/worker.ts';
import { LIVE_CONNECTION_NAME } from '../live-events/live-bus.ts';
import { SEND_EMAIL } from '../mail/outbox.ts';
import type { ObjectStore } from '../storage/object-store.ts';
import type { Manifest } from './backup-file.ts';
import { BackupRefusedError, checkBackupFile, readBackup, readWhole } from './read-backup.ts';
import { quoteName } from './shop-tables.ts';
import { BACKUP_CONNECTION_NAME } from './take-backup.ts';

export const RESTORE_CONNECTION_NAME = 'shop-restore';

export interface RestoreOptions {
  databaseUrl: string;
  /** Where the images go back (the server's store: disk or bucket). */
  store: ObjectStore;
  file: string;
  /** Restore even though an app server seems to be connected to the database. */
  force?: boolean;
  /** Called once the file is checked, before anything changes (the command asks for confirmation here). */
  confirm?: (manifest: Manifest) => Promise<boolean>;
}

export interface RestoreReport {
  manifest: Manifest;
  /** The migrations run after the backup's own schema, to bring it to this app's. */
  migratedForward: string[];
  imagesPutBack: number;
  /** Sign-in sessions ended (everyone signs in again). */
  endedSessions: number;
  /** Emails that were queued in this database, cleared with the rest of the queue so none goes out twice. */
  droppedEmails: number;
}

export class RestoreCancelledError extends Error {}

/**
 * Puts a backup back, in this order:
 *  1. the whole file is checked (manifest, every checksum, schema version known and not newer);
 *  2. the images go into the store (they are named by their content, so extra ones harm nothing);
 *  3. in ONE transaction: the public schema is dropped and built again by the migrations up to the
 *     backup's version, the rows are COPYed in (parents first), sequences set, the newer migrations
 *     run, the queued jobs and every sign-in session cleared, and the record of backup runs kept;
 *     any failure rolls all of it back, leaving the old data as it was.
 */
export async function restoreBackup(options: RestoreOptions): Promise<RestoreReport> {
  const manifest = await checkBackupFile(options.file);
  const known = migrations.map((m) => m.name);
  const at = known.indexOf(manifest.schemaVersion);
  if (at < 0) {
    const newest = known.at(-1) ?? '';
    throw new BackupRefusedError(
      manifest.schemaVersion > newest
        ? `This backup comes from a newer version of the app (schema ${manifest.schemaVersion}; this one knows up to ${newest}): update the app first`
        : `This backup's schema (${manifest.schemaVersion}) is not one this app knows`,
    );
  }
  const db = new pg.Client({ connectionString: options.databaseUrl, application_name: RESTORE_CONNECTION_NAME });
  await db.connect();
  try {
    if (!options.force) await refuseWhileServing(db);
    if (options.confirm && !(await options.confirm(manifest))) throw new RestoreCancelledError('Nothing was changed');
    let imagesPutBack = 0;
    let began = false;
    let keptRuns = '[]';
    await readBackup(options.file, async (m, name, body) => {
      const image = m.images.find((i) => i.entry === name);
      if (image) {
        const bytes = await readWhole(body);
        if (!(await options.store.exists(image.key))) {
          await options.store.put(image.key, bytes, image.contentType);
          imagesPutBack++;
        }
        return;
      }
      const table = m.tables.find((t) => t.entry === name);
      if (!table) throw new BackupRefusedError(`This backup holds an unexpected entry: ${name}`);
      if (!began) {
        began = true;
        keptRuns = await beginWithEmptySchema(db, known.slice(0, at + 1));
        await emptyTables(db, m.tables);
      }
      await copyIn(db, table, body);
    });
    if (!began) keptRuns = await beginWithEmptySchema(db, known.slice(0, at + 1));
    for (const s of manifest.sequences) {
      await db.query('select setval($1::regclass, $2::bigint, $3)', [quoteName(s.name), s.lastValue, s.isCalled]);
    }
    const migratedForward = known.slice(at + 1);
    await applyMigrations(db, migratedForward);
    await db.query('insert into backup_runs select * from json_populate_recordset(null::backup_runs, $1::json)', [
      keptRuns,
    ]);
    await db.query(
      `select setval(pg_get_serial_sequence('backup_runs', 'id'), coalesce(max(id), 0) + 1, false) from backup_runs`,
    );
    // The restore is in the audit trail it brings back, in the same transaction (the command line acted).
    await db.query(
      `insert into audit_events (id, at, action, target_kind, target_label, result, user_agent)
       values (gen_random_uuid(), now(), 'backup-restored', 'backup', $1, 'success', 'command line')`,
      [`backup of ${manifest.createdAt}`],
    );
    const endedSessions = (await db.query('delete from sessions')).rowCount ?? 0;
    const droppedEmails = await clearQueuedJobs(db);
    await db.query('commit');
    return { manifest, migratedForward, imagesPutBack, endedSessions, droppedEmails };
  } catch (error) {
    await db.query('rollback').catch(() => {});
    throw error;
  } finally {
    await db.end().catch(() => {});
  }
}

/** A restore under a running server would pull its data from under it: refused unless forced. */
async function refuseWhileServing(db: pg.Client): Promise<void> {
  const { rows } = await db.query<{ name: string; count: string }>(
    `select application_name as name, count(*) from pg_stat_activity
      where datname = current_database() and pid <> pg_backend_pid() and application_name = any($1::text[])
      group by application_name`,
    [[SERVER_CONNECTION_NAME, QUEUE_CONNECTION_NAME, BACKUP_CONNECTION_NAME, LIVE_CONNECTION_NAME]],
  );
  if (rows.length > 0) {
    const who = rows.map((r) => `${r.count} ${r.name}`).join(', ');
    throw new BackupRefusedError(
      `The app seems to be running on this database (${who} connection(s)): stop every app server first, or use --force`,
    );
  }
}

/**
 * Opens the restore's transaction, keeps the record of backup runs (it describes this machine's
 * backups, which a restore doesn't undo), and replaces the public schema with the backup's:
 * empty, built by the migrations up to the backup's version.
 */
async function beginWithEmptySchema(db: pg.Client, upTo: string[]): Promise<string> {
  await db.query('begin');
  // The audit trail refuses to be emptied (its triggers); a restore replaces it whole, and says so
  // for this transaction only.
  await db.query(`select set_config('shop.restoring', 'on', true)`);
  const { rows } = await db.query<{ runs: string }>(
    `select case when to_regclass('public.backup_runs') is null then '[]'
                 else (select coalesce(json_agg(r), '[]')::text from public.backup_runs r) end as runs`,
  );
  await db.query('drop schema if exists public cascade');
  await db.query('create schema public');
  // The table MikroORM's migrator keeps (it makes the same one when missing).
  await db.query(
    `create table mikro_orm_migrations (id serial primary key, name varchar(255), executed_at timestamptz default current_timestamp)`,
  );
  await applyMigrations(db, upTo);
  return rows[0]?.runs ?? '[]';
}

/**
 * Runs committed migrations on the restore's own connection, inside its transaction. Migrations
 * are plain SQL (`addSql` strings or `raw(sql, params)`, never live code), so their statements
 * can be read off them.
 */
async function applyMigrations(db: pg.Client, names: string[]): Promise<void> {
  for (const name of names) {
    const found = migrations.find((m) => m.name === name);
    if (!found) throw new Error(`Unknown migration ${name}`);
    const MigrationClass = found.class as unknown as new (
      driver: never,
      config: never,
    ) => {
      up(): void | Promise<void>;
      getQueries(): unknown[];
    };
    const migration = new MigrationClass(null as never, null as never);
    await migration.up();
    for (const query of migration.getQueries()) {
      if (typeof query === 'string') await db.query(query);
      else if (query instanceof RawQueryFragment) await db.query(numberedPlaceholders(query.sql), query.params);
      else throw new Error(`${name} is not plain SQL; a restore can't run it`);
    }
    await db.query('insert into mikro_orm_migrations (name) values ($1)', [name]);
  }
}

/** MikroORM's `?` placeholders as pg's `$1`, `$2`, ... (migrations use no `?` inside their texts). */
function numberedPlaceholders(sql: string): string {
  let n = 0;
  return sql.replace(/\?/g, () => `$${++n}`);
}

/**
 * Rows some migrations write as they build the schema (a tally of messages per status) are the
 * backup's to give: its tables start empty. One TRUNCATE for all, so their foreign keys between
 * them are no obstacle.
 */
async function emptyTables(db: pg.Client, tables: Manifest['tables']): Promise<void> {
  if (tables.length) await db.query(`truncate table ${tables.map((t) => quoteName(t.name)).join(', ')}`);
}

async function copyIn(db: pg.Client, table: Manifest['tables'][number], body: AsyncIterable<Buffer>): Promise<void> {
  const columns = table.columns.map(quoteName).join(', ');
  const name = quoteName(table.name);
  // The rows go back as they were: triggers that keep figures derived from them (the inbox's tally
  // of messages per status) would count them a second time over the backup's own copy of those figures.
  await db.query(`alter table ${name} disable trigger user`);
  const copy = db.query(copyFrom(`copy ${name} (${columns}) from stdin with (format csv, header true)`));
  await pipeline(body, copy);
  await db.query(`alter table ${name} enable trigger user`);
  if (copy.rowCount !== table.rows) {
    throw new Error(`${table.name}: ${copy.rowCount} rows went in, the backup says ${table.rows}`);
  }
}

/**
 * Empties the job queue: its jobs point at rows the restore replaced, and an email queued before
 * must not go out twice. The queue's schedule (graphile_worker's own tables) stays.
 */
async function clearQueuedJobs(db: pg.Client): Promise<number> {
  const { rows } = await db.query<{ exists: boolean }>(
    `select to_regclass('graphile_worker._private_jobs') is not null as exists`,
  );
  if (!rows[0]?.exists) return 0;
  const { rows: counted } = await db.query<{ emails: string }>(
    `select count(*) filter (where t.identifier = $1) as emails
       from graphile_worker._private_jobs j join graphile_worker._private_tasks t on t.id = j.task_id`,
    [SEND_EMAIL],
  );
  await db.query('delete from graphile_worker._private_jobs');
  return Number(counted[0]?.emails ?? 0);
}
