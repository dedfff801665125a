import { createHash } from 'node:crypto';
import fs from 'node:fs';
import type { AddressInfo } from 'node:net';
import os from 'node:os';
import path from 'node:path';
import { pipeline } from 'node:stream/promises';
import { createGunzip, gzipSync } from 'node:zlib';
import pg from 'pg';
import S3rver from 's3rver';
import { extract as tarExtract, pack as tarPack } from 'tar-stream';
import { afterAll, beforeAll, describe, expect, inject, it } from 'vitest';
import { ensureDatabase, startEmbeddedPostgres } from '../../dev/embedded-postgres.ts';
import { createTestApp, createTestDatabase, type TestApp } from '../../test/harness.ts';
import { freePort } from '../../test/postgres.ts';
import { openDatabase } from '../database.ts';
import { migrations } from '../db/migrations/index.ts';
import { migrate } from '../db/orm.ts';
import { seed } from '../seed.ts';
import { diskStore } from '../storage/disk-store.ts';
import type { ObjectStore } from '../storage/object-store.ts';
import { s3Client, s3Store } from '../storage/s3-store.ts';
import type { Manifest } from './backup-file.ts';
import { type BackupPlaces, backupBucket, backupFolder } from './backup-places.ts';
import { BackupRefusedError } from './read-backup.ts';
import { restoreBackup } from './restore.ts';
import { takeBackup } from './take-backup.ts';

const root = fs.mkdtempSync(path.join(os.tmpdir(), 'shop-backups-'));
let s3: S3rver;
let endpoint = '';
const s3Options = () => ({
  endpoint,
  region: 'us-east-1',
  accessKeyId: 'S3RVER',
  secretAccessKey: 'S3RVER',
  forcePathStyle: true,
});
const bucketStore = (bucket: string) => s3Store({ ...s3Options(), bucket });
const places = (name: string): BackupPlaces => ({
  folder: backupFolder(path.join(root, name)),
  bucket: backupBucket(s3Client(s3Options()), 'shop-backups', `${name}/`),
});

/** Every row of every table the shop keeps, as text, in a stable order: "identical" means equal. */
async function everyRow(url: string, skip: string[] = []): Promise<Record<string, string[]>> {
  const db = new pg.Client({ connectionString: url });
  await db.connect();
  try {
    const { rows } = await db.query<{ name: string }>(
      `select tablename as name from pg_tables where schemaname = 'public'
        and tablename <> all($1::text[]) order by tablename`,
      [['mikro_orm_migrations', 'backup_runs', ...skip]],
    );
    const all: Record<string, string[]> = {};
    for (const { name } of rows) {
      // The columns a backup holds: not those PostgreSQL computes itself (generated), which a
      // restore leaves it to compute again, and which an older schema may not have yet.
      const { rows: columns } = await db.query<{ name: string }>(
        `select column_name as name from information_schema.columns
          where table_schema = 'public' and table_name = $1 and is_generated = 'NEVER' order by ordinal_position`,
        [name],
      );
      const row = columns.map((c) => `t."${c.name}"`).join(', ');
      const { rows: r } = await db.query<{ row: string }>(
        `select row(${row})::text as row from "${name}" t order by 1`,
      );
      all[name] = r.map((x) => x.row);
    }
    return all;
  } finally {
    await db.end();
  }
}

async function bytesOf(store: ObjectStore, key: string): Promise<Buffer | null> {
  const got = await store.get(key);
  if (!got) return null;
  const chunks: Buffer[] = [];
  for await (const c of got.body) chunks.push(c as Buffer);
  return Buffer.concat(chunks);
}

const urlOf = (t: TestApp) => t.orm.config.get('clientUrl') as string;

/** A stored photo on one demo part, both widths, as an upload leaves it. */
async function givePartAPhoto(t: TestApp, store: ObjectStore, hex: string, colour: number) {
  await store.put(`${hex}.webp`, Buffer.alloc(3000, colour), 'image/webp');
  await store.put(`${hex}-800.webp`, Buffer.alloc(1200, colour), 'image/webp');
  await t
    .em()
    .execute(`update parts set image_url = ? where id = (select min(id) from parts)`, [`/uploads/${hex}.webp`]);
}

beforeAll(async () => {
  s3 = new S3rver({
    address: '127.0.0.1',
    port: 0,
    silent: true,
    directory: path.join(root, 's3'),
    configureBuckets: ['shop-images', 'shop-images-new', 'shop-images-old', 'shop-backups'].map((name) => ({
      name,
      configs: [],
    })),
  });
  const { port } = (await s3.run()) as AddressInfo;
  endpoint = `http://127.0.0.1:${port}`;
});
afterAll(async () => {
  await s3.close();
  fs.rmSync(root, { recursive: true, force: true });
});

describe('the restore drill', () => {
  let source: TestApp;
  let target: Awaited<ReturnType<typeof createTestDatabase>>;
  const images = () => bucketStore('shop-images');
  const newImages = () => bucketStore('shop-images-new');
  let backupFile = '';
  let manifest: Manifest;

  beforeAll(async () => {
    source = await createTestApp({ infra: { store: images() } });
    target = await createTestDatabase();
    await givePartAPhoto(source, images(), 'ab'.repeat(16), 7);
    // Events in the audit trail, which refuses to be emptied by anything but a restore.
    for (const password of ['wrong-password', 'manager-demo-2026'])
      await source.app.inject({
        method: 'POST',
        url: '/api/auth/login',
        payload: { email: 'manager@desertgear.example', password },
      });
    // A customer's authorisation of an estimate, which also refuses any change but a restore.
    await source.em().execute(
      `with ro as (
         insert into repair_orders (number, first_name, last_name, phone, language, vehicle_year, vehicle_make,
                                    vehicle_model, concern, status)
         values (nextval('repair_order_numbers'), 'Rita', 'Moss', '7025550188', 'en', 2015, 'Nissan', 'Altima',
                 'Shudders', 'approved') returning id),
       v as (
         insert into estimate_versions (repair_order_id, version, document, sha256, total, sent_at, expires_at)
         select id, 1, '{}', repeat('a', 64), 120, now(), now() + interval '30 days' from ro returning id, repair_order_id)
       insert into estimate_authorisations (estimate_version_id, repair_order_id, version, outcome, decisions,
                                            approved_total, signed_name, authorised_at, estimate_sha256)
       select id, repair_order_id, 1, 'approved', '[]', 120, 'Rita Moss', now(), repeat('a', 64) from v`,
    );
    // An email still queued when the backup is taken.
    await source
      .em()
      .execute(`select graphile_worker.add_job('send_email', '{"to":"a@b.example","subject":"Hi","text":"x"}'::json)`);
  });
  afterAll(async () => {
    await source.close();
    await target.drop();
  });

  it('seed -> backup -> a new database and empty uploads -> restore: every row and image identical', async () => {
    const taken = await takeBackup({ databaseUrl: urlOf(source), store: images(), places: places('drill') }, 'command');
    manifest = taken.manifest;
    backupFile = path.join(root, 'drill', taken.name);
    expect(fs.existsSync(backupFile)).toBe(true);
    expect(fs.readdirSync(path.join(root, 'drill')).filter((f) => f.startsWith('.'))).toEqual([]);
    expect(manifest.tables.find((t) => t.name === 'parts')?.rows).toBeGreaterThan(0);
    expect(manifest.images.map((i) => i.key).sort()).toEqual([
      `${'ab'.repeat(16)}-800.webp`,
      `${'ab'.repeat(16)}.webp`,
    ]);
    expect(manifest.pendingEmails.count).toBe(1);

    // The copy in the bucket is the same file; restore from it, as after losing the disk.
    const fromBucket = path.join(root, 'from-bucket.tar.gz');
    const stored = await places('drill').bucket?.open(taken.name);
    await pipeline(stored!.body, fs.createWriteStream(fromBucket));
    expect(fs.readFileSync(fromBucket).equals(fs.readFileSync(backupFile))).toBe(true);

    const before = await everyRow(urlOf(source), ['sessions']);
    const report = await restoreBackup({ databaseUrl: target.url, store: newImages(), file: fromBucket });
    expect(report.migratedForward).toEqual([]);
    expect(report.imagesPutBack).toBe(2);
    const after = await everyRow(target.url, ['sessions']);
    // The audit trail comes back whole (its append-only guards stand aside for the restore alone),
    // with the restore itself as its newest event.
    const restored = after.audit_events?.filter((row) => !row.includes('backup-restored'));
    expect(restored).toEqual(before.audit_events);
    expect(before.audit_events?.length).toBeGreaterThan(0);
    expect(after.audit_events?.filter((row) => row.includes('backup-restored'))).toHaveLength(1);
    expect({ ...after, audit_events: [] }).toEqual({ ...before, audit_events: [] });
    for (const { key } of manifest.images) {
      expect(await bytesOf(newImages(), key)).toEqual(await bytesOf(images(), key));
    }
    // Everyone signs in again; ids go on where they were.
    expect((await everyRow(target.url)).sessions).toEqual([]);
    const db = new pg.Client({ connectionString: target.url });
    await db.connect();
    const { rows } = await db.query(
      `insert into parts (name, category, price) values ('New', 'Brakes', '1.00') returning id`,
    );
    const [{ max }] = (await db.query(`select max(id) from parts where name <> 'New'`)).rows;
    await db.query(`delete from parts where name = 'New'`);
    await db.end();
    expect(rows[0].id).toBeGreaterThan(max);
  });

  it('refuses a truncated, a corrupted and a foreign file before anything changes', async () => {
    const before = await everyRow(target.url);
    const whole = fs.readFileSync(backupFile);
    const truncated = path.join(root, 'truncated.tar.gz');
    fs.writeFileSync(truncated, whole.subarray(0, Math.floor(whole.length * 0.6)));
    const corrupted = path.join(root, 'corrupted.tar.gz');
    const flipped = Buffer.from(whole);
    const middle = Math.floor(flipped.length / 2);
    flipped[middle] = (flipped[middle] ?? 0) ^ 0xff;
    fs.writeFileSync(corrupted, flipped);
    const foreign = path.join(root, 'holiday.jpg.gz');
    fs.writeFileSync(foreign, gzipSync(Buffer.from('not a backup at all')));
    const notGzip = path.join(root, 'notes.txt');
    fs.writeFileSync(notGzip, 'hello');

    const restore = (file: string) => restoreBackup({ databaseUrl: target.url, store: newImages(), file });
    await expect(restore(truncated)).rejects.toThrow(/incomplete|truncated|damaged/);
    await expect(restore(corrupted)).rejects.toThrow(BackupRefusedError);
    await expect(restore(foreign)).rejects.toThrow(/not a shop backup/);
    await expect(restore(notGzip)).rejects.toThrow(/not a shop backup/);
    expect(await everyRow(target.url)).toEqual(before);
  });

  it('a restore that fails midway leaves the old data as it was', async () => {
    const before = await everyRow(target.url);
    // A file whose checksums are right but whose rows break a rule: a user twice.
    const broken = path.join(root, 'broken.tar.gz');
    await rewriteBackup(backupFile, broken, (name, body) => {
      if (name !== 'tables/users.csv') return body;
      const lines = body.toString('utf8').trimEnd().split('\n');
      return Buffer.from(`${[...lines, lines[1]].join('\n')}\n`);
    });
    await expect(restoreBackup({ databaseUrl: target.url, store: newImages(), file: broken })).rejects.toThrow(
      /duplicate key/,
    );
    expect(await everyRow(target.url)).toEqual(before);
  });

  it('refuses a backup from a newer schema', async () => {
    const newer = path.join(root, 'newer.tar.gz');
    await rewriteBackup(backupFile, newer, (_name, body) => body, { schemaVersion: 'Migration29991231000000' });
    await expect(restoreBackup({ databaseUrl: target.url, store: newImages(), file: newer })).rejects.toThrow(
      /newer version of the app/,
    );
  });

  it('refuses to restore under a running server unless forced', async () => {
    await expect(restoreBackup({ databaseUrl: urlOf(source), store: images(), file: backupFile })).rejects.toThrow(
      /app seems to be running/,
    );
  });
});

describe('an older backup', () => {
  it('restores into the current schema, migrated forward', async () => {
    const admin = new pg.Client({ connectionString: inject('adminDbUrl') });
    await admin.connect();
    const name = `shop_test_old_${Date.now()}`;
    await admin.query(`create database ${name}`);
    await admin.end();
    const oldUrl = new URL(inject('adminDbUrl'));
    oldUrl.pathname = `/${name}`;
    const orm = await openDatabase(oldUrl.toString(), { poolMax: 2, poolMin: 0 });
    const target = await createTestDatabase();
    try {
      await orm.migrator.up({ to: 'Migration20261125160000' });
      await seed(orm, { demo: true });
      const store = diskStore(path.join(root, 'old-uploads'));
      const taken = await takeBackup({ databaseUrl: oldUrl.toString(), store, places: places('old') }, 'command');
      expect(taken.manifest.schemaVersion).toBe('Migration20261125160000');
      const report = await restoreBackup({
        databaseUrl: target.url,
        store,
        file: path.join(root, 'old', taken.name),
      });
      expect(report.migratedForward).toEqual(
        migrations.map((m) => m.name).filter((name) => name > 'Migration20261125160000'),
      );
      const before = await everyRow(oldUrl.toString(), ['sessions']);
      // The newer migrations add tables of their own: the inbox's, the inventory's and the appointments' tallies (counted
      // from the rows restored), the audit trail (holding the restore), the device-cookie secret (made
      // anew), the two-step sign-in's passkeys and recovery codes (none yet), customers' private links,
      // appointment histories and review opt-outs (empty until a customer acts), repair orders
      // with their lines, photos, estimates, authorisations and histories (none yet), and the news
      // for open dashboards (never backed up).
      const repairTables = [
        'repair_orders',
        'repair_order_lines',
        'repair_order_photos',
        'repair_order_events',
        'estimate_versions',
        'estimate_authorisations',
      ];
      const after = await everyRow(target.url, [
        ...repairTables,
        'sessions',
        'contact_message_tallies',
        'part_status_tallies',
        'appointment_status_tallies',
        'audit_events',
        'server_secrets',
        'passkeys',
        'recovery_codes',
        'customer_links',
        'appointment_changes',
        'review_opt_outs',
        'live_events',
      ]);
      // Two-step sign-in adds three empty columns to each account (no app set up yet).
      expect(after).toEqual({ ...before, users: before.users?.map((row) => row.replace(/\)$/, ',,,)')) });
      const restored = await everyRow(target.url);
      expect([restored['customer_links'], restored['appointment_changes']]).toEqual([[], []]);
      expect(repairTables.map((table) => restored[table])).toEqual(repairTables.map(() => []));
      expect(restored['contact_message_tallies']).toEqual(['(read,1)', '(replied,1)', '(unread,1)']);
      const partsIn = (status: string) => restored['parts']?.filter((row) => row.includes(`,${status},`)).length;
      expect(restored['part_status_tallies']).toEqual([
        `(available,${partsIn('available')})`,
        `(reserved,${partsIn('reserved')})`,
        `(sold,${partsIn('sold')})`,
      ]);
      expect(partsIn('sold')).toBeGreaterThan(0);
      const appointmentsIn = (status: string) =>
        restored['appointments']?.filter((row) => row.includes(`,${status},`)).length;
      expect(restored['appointment_status_tallies']).toEqual(
        ['cancelled', 'completed', 'confirmed', 'pending'].map((status) => `(${status},${appointmentsIn(status)})`),
      );
    } finally {
      await orm.close(true);
      await target.drop();
      const c = new pg.Client({ connectionString: inject('adminDbUrl') });
      await c.connect();
      await c.query(`drop database if exists ${name} with (force)`);
      await c.end();
    }
  });
});

describe('from the embedded database to an external one', () => {
  // A whole second PostgreSQL server is made and started: a minute on a busy two-core machine.
  it('restores a backup of its own embedded PostgreSQL server into another server, every row identical', async () => {
    // The shop as `pnpm start` runs it: its own embedded server, on its own port and data folder.
    const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'shop-embedded-'));
    fs.chmodSync(dataDir, 0o755);
    const embedded = await startEmbeddedPostgres({ dataDir, port: await freePort() });
    await ensureDatabase(embedded.url(), 'shop');
    const orm = await openDatabase(embedded.url('shop'), { poolMax: 2, poolMin: 0 });
    // The external one: the test run's server (testcontainers, TEST_DATABASE_URL or another embedded one).
    const external = await createTestDatabase();
    try {
      await migrate(orm);
      await seed(orm, { demo: true });
      const store = diskStore(path.join(root, 'embedded-uploads'));
      const taken = await takeBackup(
        { databaseUrl: embedded.url('shop'), store, places: places('embedded') },
        'command',
      );
      await restoreBackup({ databaseUrl: external.url, store, file: path.join(root, 'embedded', taken.name) });
      // Every row, and in the audit trail the restore itself besides.
      expect(await everyRow(external.url, ['sessions', 'audit_events'])).toEqual(
        await everyRow(embedded.url('shop'), ['sessions', 'audit_events']),
      );
      expect((await everyRow(external.url)).audit_events?.map((row) => row.includes('backup-restored'))).toEqual([
        true,
      ]);
      expect(Object.keys(await everyRow(external.url)).length).toBeGreaterThan(10);
    } finally {
      await orm.close(true);
      await embedded.stop();
      await external.drop();
      fs.rmSync(dataDir, { recursive: true, force: true });
    }
  }, 90_000);
});

/** Copies a backup, changing entries (and their checksums, so only the change itself is wrong). */
async function rewriteBackup(
  from: string,
  to: string,
  change: (name: string, body: Buffer) => Buffer,
  manifestChange: Partial<Manifest> = {},
) {
  const entries: { name: string; body: Buffer }[] = [];
  const extract = tarExtract();
  const reading = pipeline(fs.createReadStream(from), createGunzip(), extract);
  for await (const entry of extract) {
    const chunks: Buffer[] = [];
    for await (const c of entry as unknown as AsyncIterable<Buffer>) chunks.push(c);
    entries.push({ name: entry.header.name, body: change(entry.header.name, Buffer.concat(chunks)) });
  }
  await reading;
  const manifest = JSON.parse(entries[0]!.body.toString('utf8')) as Manifest;
  for (const e of [...manifest.tables, ...manifest.images]) {
    const body = entries.find((x) => x.name === e.entry)!.body;
    e.bytes = body.length;
    e.sha256 = createHash('sha256').update(body).digest('hex');
  }
  for (const t of manifest.tables) {
    const body = entries.find((x) => x.name === t.entry)!.body.toString('utf8');
    if (t.name === 'users') t.rows = body.trimEnd().split('\n').length - 1;
  }
  entries[0]!.body = Buffer.from(JSON.stringify({ ...manifest, ...manifestChange }));
  const pack = tarPack();
  const writing = pipeline(pack, (await import('node:zlib')).createGzip(), fs.createWriteStream(to));
  for (const e of entries) pack.entry({ name: e.name }, e.body);
  pack.finalize();
  await writing;
}
