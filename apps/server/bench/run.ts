/**
 * `pnpm bench`: the API side of DESIGN.md "Performance budgets", measured on 127.0.0.1.
 *
 * - Startup: from starting the server on an installed checkout to /api/ready answering (< 3 s).
 * - Public reads: requests per second and p99 of each public read API at 50 connections, next to
 *   a bare Fastify route answering the same bytes from memory (>= 50% of its rate, p99 < 25 ms).
 * - The server-rendered home page under the same load, for information (the design sets no
 *   budget for it; a slow render would show here first).
 *
 * Everything runs locally and stops by itself; the numbers are printed as a table and the exit
 * code says whether every budget held.
 */
import { type ChildProcess, fork, spawn } from 'node:child_process';
import fs from 'node:fs';
import net from 'node:net';
import os from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import autocannon from 'autocannon';

const here = path.dirname(fileURLToPath(import.meta.url));
const serverMain = path.resolve(here, '../src/main.ts');
const SECONDS = Number(process.env.BENCH_SECONDS ?? 8);
const CONNECTIONS = 50;
const ENDPOINTS = ['/api/settings', '/api/parts', '/api/carousel-images'];

async function freePort(): Promise<number> {
  return new Promise((resolve) => {
    const srv = net.createServer().listen(0, '127.0.0.1', () => {
      const { port } = srv.address() as net.AddressInfo;
      srv.close(() => resolve(port));
    });
  });
}

async function waitReady(url: string, child: ChildProcess, timeoutMs: number): Promise<number> {
  const start = performance.now();
  while (performance.now() - start < timeoutMs) {
    if (child.exitCode !== null) throw new Error(`${url}: the server exited`);
    const ok = await fetch(url).then(
      (r) => r.ok,
      () => false,
    );
    if (ok) return performance.now() - start;
    await new Promise((r) => setTimeout(r, 20));
  }
  throw new Error(`${url} did not answer within ${timeoutMs} ms`);
}

const children = new Set<ChildProcess>();
// Whatever happens, no server started here outlives the benchmark.
process.on('exit', () => {
  for (const child of children) if (child.exitCode === null) child.kill('SIGTERM');
});

function startServer(env: Record<string, string>): ChildProcess {
  return track(
    spawn(process.execPath, [serverMain], {
      env: { ...process.env, LOG_LEVEL: 'warn', NODE_ENV: 'production', ...env },
      stdio: ['ignore', 'ignore', 'inherit'],
    }),
  );
}

function track(child: ChildProcess): ChildProcess {
  children.add(child);
  child.once('exit', () => children.delete(child));
  return child;
}

async function stop(child: ChildProcess): Promise<void> {
  if (child.exitCode !== null) return;
  child.kill('SIGTERM');
  await new Promise((r) => child.once('exit', r));
}

async function load(url: string): Promise<{ rps: number; p99: number; errors: number }> {
  const result = await autocannon({ url, connections: CONNECTIONS, duration: SECONDS, pipelining: 1 });
  return {
    rps: result.requests.average,
    p99: result.latency.p99,
    errors: result.errors + result.non2xx + result.timeouts,
  };
}

const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'shop-bench-'));
fs.chmodSync(dataDir, 0o755);
const port = await freePort();
const env = { PORT: String(port), DATA_DIR: dataDir, EMBEDDED_PG_PORT: String(await freePort()) };
const base = `http://127.0.0.1:${port}`;
const rows: string[][] = [];
let failed = false;

try {
  // First start creates the database and seeds it; the second is what an installed checkout sees.
  let server = startServer(env);
  await waitReady(`${base}/api/ready`, server, 60_000);
  await stop(server);
  server = startServer(env);
  const startupMs = await waitReady(`${base}/api/ready`, server, 30_000);
  const startupOk = startupMs < 3000;
  failed ||= !startupOk;
  rows.push(['start to /api/ready', `${startupMs.toFixed(0)} ms`, '< 3000 ms', startupOk ? 'ok' : 'OVER']);

  for (const endpoint of ENDPOINTS) {
    const response = await fetch(base + endpoint);
    if (!response.ok) {
      failed = true;
      rows.push([`GET ${endpoint}`, `answered ${response.status}`, 'a 200', 'FAILED']);
      continue;
    }
    const bodyFile = path.join(dataDir, 'body');
    fs.writeFileSync(bodyFile, Buffer.from(await response.arrayBuffer()));
    const barePort = await freePort();
    const bare = track(
      fork(path.join(here, 'bare-server.ts'), [
        String(barePort),
        response.headers.get('content-type') ?? 'application/json',
        bodyFile,
      ]),
    );
    await new Promise((r) => bare.once('message', r));
    try {
      const yardstick = await load(`http://127.0.0.1:${barePort}${endpoint}`);
      const measured = await load(base + endpoint);
      const ratio = measured.rps / yardstick.rps;
      const ok = ratio >= 0.5 && measured.p99 < 25 && measured.errors === 0;
      failed ||= !ok;
      rows.push([
        `GET ${endpoint}`,
        `${measured.rps.toFixed(0)} req/s, p99 ${measured.p99} ms`,
        `>= 50% of ${yardstick.rps.toFixed(0)} req/s, p99 < 25 ms`,
        `${(ratio * 100).toFixed(0)}%${ok ? ' ok' : ' OVER'}${measured.errors ? ` (${measured.errors} errors)` : ''}`,
      ]);
    } finally {
      await stop(bare);
    }
  }
  const home = await fetch(`${base}/`).then((r) => r.text());
  if (home.includes('<div id="root"><')) {
    const page = await load(`${base}/`);
    failed ||= page.errors > 0;
    rows.push([
      'GET / (rendered page)',
      `${page.rps.toFixed(0)} req/s, p99 ${page.p99} ms`,
      'no budget',
      page.errors ? `${page.errors} errors` : 'ok',
    ]);
  } else {
    rows.push(['GET / (rendered page)', 'not rendered: build the web app first', '', '']);
  }
  await stop(server);
} finally {
  for (const child of children) await stop(child);
  fs.rmSync(dataDir, { recursive: true, force: true });
}

const widths = [0, 1, 2, 3].map((i) => Math.max(...rows.map((r) => (r[i] ?? '').length)));
console.log(`\nAPI budgets (${CONNECTIONS} connections, ${SECONDS} s each, 127.0.0.1)`);
for (const r of rows) console.log(r.map((c, i) => c.padEnd(widths[i] ?? 0)).join('  '));
process.exitCode = failed ? 1 : 0;
