import { type ChildProcess, spawn } from 'node:child_process';
import { once } from 'node:events';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import pg from 'pg';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { SERVER_NODE_FLAGS } from '../src/runtime-flags.ts';
import { freePort } from './postgres.ts';
import { within } from './sockets.ts';

const supervisorMain = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '../src/supervisor.ts');

interface LogLine {
  msg?: string;
  process?: string;
  childPid?: number;
  signal?: string;
}

function alive(pid: number): boolean {
  try {
    process.kill(pid, 0);
    return true;
  } catch {
    return false;
  }
}

async function until(check: () => boolean | Promise<boolean>, ms: number, what: string): Promise<void> {
  await within(
    (async () => {
      while (!(await check())) await new Promise((r) => setTimeout(r, 100));
    })(),
    ms,
    what,
  );
}

describe('`pnpm start`: the supervisor', () => {
  let dataDir: string;
  let port: number;
  let pgPort: number;
  let supervisor: ChildProcess;
  let stdout = '';
  let stderr = '';
  const postgresPids: number[] = [];

  /** The supervisor's own log lines (the server's are JSON too, without `process`). */
  const supervisorLog = (): LogLine[] =>
    stdout
      .split('\n')
      .filter((l) => l.startsWith('{'))
      .map((l) => JSON.parse(l) as LogLine)
      .filter((l) => l.process === 'supervisor');
  const started = (what: string) =>
    supervisorLog()
      .filter((l) => l.msg === `${what} started`)
      .map((l) => l.childPid as number);
  const ready = () =>
    fetch(`http://127.0.0.1:${port}/api/ready`).then(
      (r) => r.ok,
      () => false,
    );
  const messagesWithSubject = async (subject: string) => {
    const password = fs.readFileSync(path.join(dataDir, 'postgres.secret'), 'utf8').trim();
    const client = new pg.Client(`postgres://postgres:${encodeURIComponent(password)}@127.0.0.1:${pgPort}/shop`);
    await client.connect();
    try {
      const found = await client.query('select count(*)::int as n from contact_messages where subject = $1', [subject]);
      return found.rows[0].n as number;
    } finally {
      await client.end();
    }
  };

  beforeAll(async () => {
    dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'shop-supervised-'));
    // Readable by the OS user `postgres` when the tests run as root, so the cluster stays in it.
    fs.chmodSync(dataDir, 0o755);
    port = await freePort();
    pgPort = await freePort();
    supervisor = spawn(process.execPath, [supervisorMain], {
      env: {
        ...process.env,
        DATABASE_URL: '',
        SEED_DEMO: '',
        DATA_DIR: dataDir,
        EMBEDDED_PG_PORT: String(pgPort),
        PORT: String(port),
        HOST: '127.0.0.1',
        WEB_DIST: '/nonexistent',
        LOG_LEVEL: 'info',
      },
      stdio: ['ignore', 'pipe', 'pipe'],
    });
    supervisor.stdout?.on('data', (d) => (stdout += d));
    supervisor.stderr?.on('data', (d) => (stderr += d));
    await until(
      async () => {
        if (supervisor.exitCode !== null) throw new Error(`The supervisor exited on start:\n${stdout}\n${stderr}`);
        return ready();
      },
      90_000,
      'the supervised server to be ready',
    );
    postgresPids.push(...started('embedded PostgreSQL'));
  }, 100_000);

  afterAll(async () => {
    // Whatever failed, leave nothing running.
    if (supervisor.exitCode === null && supervisor.signalCode === null) supervisor.kill('SIGKILL');
    for (const pid of [...started('server'), ...postgresPids]) if (alive(pid)) process.kill(pid, 'SIGKILL');
    fs.rmSync(dataDir, { recursive: true, force: true });
  });

  it('runs the server with its heap bounds and prints the demo accounts', () => {
    const [serverPid] = started('server');
    expect(serverPid).toBeTypeOf('number');
    const args = fs.readFileSync(`/proc/${serverPid}/cmdline`, 'utf8').split('\0');
    expect(args).toEqual(expect.arrayContaining([...SERVER_NODE_FLAGS, expect.stringMatching(/main\.ts$/)]));
    expect(stdout).toContain('Demo staff accounts');
  });

  it('brings a killed server back, with its data, saying why it died and without printing the accounts again', async () => {
    const sent = await fetch(`http://127.0.0.1:${port}/api/contact`, {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify({
        name: 'Before The Crash',
        email: 'crash@example.com',
        phone: '7025550100',
        subject: 'Sent before a crash',
        message: 'Please call me back about my transmission.',
        website: '',
      }),
    });
    expect(sent.status).toBe(201);

    const [killed] = started('server');
    process.kill(killed as number, 'SIGKILL');
    await until(() => started('server').length === 2, 30_000, 'the server to be started again');
    await until(ready, 60_000, 'the restarted server to be ready');

    const died = supervisorLog().find((l) => l.msg?.startsWith('server died'));
    expect(died).toMatchObject({
      childPid: killed,
      signal: 'SIGKILL',
      msg: 'server died (signal SIGKILL): restarting it',
    });
    expect(started('server')[1]).not.toBe(killed);
    expect(alive(killed as number)).toBe(false);
    expect(await messagesWithSubject('Sent before a crash')).toBe(1);
    expect(stdout.split('Demo staff accounts').length - 1).toBe(1);
  }, 100_000);

  it('starts the embedded database again when it dies, and the server recovers by itself', async () => {
    const [postmaster] = postgresPids;
    process.kill(postmaster as number, 'SIGKILL');
    await until(() => started('embedded PostgreSQL').length === 2, 60_000, 'the database to be started again');
    postgresPids.push(...started('embedded PostgreSQL').slice(1));
    expect(supervisorLog().find((l) => l.msg?.startsWith('embedded PostgreSQL died'))).toMatchObject({
      childPid: postmaster,
      signal: 'SIGKILL',
    });
    await until(ready, 60_000, 'the server to be ready on the restarted database');
    expect(await messagesWithSubject('Sent before a crash')).toBe(1);
    expect(started('server')).toHaveLength(2);
  }, 100_000);

  it('stops the server, then the database, on SIGTERM and exits 0', async () => {
    const exited = once(supervisor, 'exit');
    supervisor.kill('SIGTERM');
    const [code] = await within(exited, 60_000, 'the supervisor to exit');
    expect(code).toBe(0);
    for (const pid of [...started('server'), ...postgresPids]) expect(alive(pid), `pid ${pid}`).toBe(false);
    expect(fs.existsSync(path.join(dataDir, 'postgres', 'postmaster.pid'))).toBe(false);
    expect(supervisorLog().at(-1)?.msg).toBe('stopped');
  }, 70_000);
});
