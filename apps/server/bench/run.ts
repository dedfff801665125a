/**
 * `pnpm bench`: the API side of docs/architecture.md "Budgets", measured on 127.0.0.1.
 *
 * - Startup: from starting the server on an installed checkout to /api/ready answering (< 3 s).
 * - Public reads: requests per second and p99 of each public read API at 50 connections, next to
 *   a bare Fastify route answering the same bytes (body and headers) from memory (>= 80% of its
 *   rate, p99 < 25 ms).
 * - The server-rendered home page asked for with `accept-encoding: br`, next to a bare route
 *   answering the same compressed bytes (>= 70%, p99 < 25 ms).
 * - Memory: the server's resident memory after three rounds of mixed traffic at 100 connections
 *   (BENCH_SOAK_SECONDS each, 60 by default) stays <= 350 MiB.
 *
 * Everything runs locally and stops by itself; the numbers are printed as a table and the exit
 * code says whether every budget held. BENCH_SECONDS sets the length of each throughput run (run
 * in turns with its yardstick, in slices).
 */
import { type ChildProcess, fork, spawn } from 'node:child_process';
import fs from 'node:fs';
import net from 'node:net';
import os from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import autocannon, { type Options } from 'autocannon';
import { SERVER_NODE_FLAGS } from '../src/runtime-flags.ts';

const here = path.dirname(fileURLToPath(import.meta.url));
const serverMain = path.resolve(here, '../src/main.ts');
const SECONDS = Number(process.env.BENCH_SECONDS ?? 8);
const SOAK_SECONDS = Number(process.env.BENCH_SOAK_SECONDS ?? 60);
const CONNECTIONS = 50;
const WARM_UP_SECONDS = 2;
const SLICES = 8;
const SOAK_CONNECTIONS = 100;
const RSS_BUDGET_MIB = 350;
const BROTLI = { 'accept-encoding': 'br' };

/** Each measured answer next to a bare route answering its bytes, and the share of that rate it must reach. */
/** Two weeks of appointment slots from today, as the booking page asks for them. */
const SLOTS_FROM = new Date().toISOString().slice(0, 10);
const SLOTS_TO = new Date(Date.now() + 13 * 86_400_000).toISOString().slice(0, 10);

const THROUGHPUT: { path: string; headers?: Record<string, string>; share: number }[] = [
  { path: '/api/settings', share: 0.8 },
  { path: `/api/appointments/slots?from=${SLOTS_FROM}&to=${SLOTS_TO}`, share: 0.5 },
  { path: '/api/parts', share: 0.8 },
  { path: '/api/carousel-images', share: 0.8 },
  { path: '/', headers: BROTLI, share: 0.7 },
];

/** What a busy day looks like: the public pages in both languages, their reads, and revalidations. */
const SOAK_REQUESTS = [
  { path: '/', headers: BROTLI },
  { path: '/es', headers: BROTLI },
  { path: '/', headers: { ...BROTLI, 'if-none-match': 'W/"stale"' } },
  { path: '/parts', headers: { 'accept-encoding': 'gzip' } },
  { path: '/contact', headers: BROTLI },
  { path: '/testimonials' },
  { path: '/api/parts', headers: BROTLI },
  { path: '/api/carousel-images' },
  { path: '/api/settings' },
  { path: '/no-such-page', headers: BROTLI },
  { path: '/trpc/parts.list,carousel.list?batch=1&input={}', headers: BROTLI },
];

/** What the connection and Node write by themselves on every answer; the rest the yardstick repeats. */
const PER_CONNECTION = new Set(['date', 'connection', 'keep-alive', 'content-length', 'transfer-encoding']);

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
    spawn(process.execPath, [...SERVER_NODE_FLAGS, serverMain], {
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

type Load = { rps: number; p99: number; errors: number };

async function load(options: Options): Promise<Load> {
  const result = await autocannon({ connections: CONNECTIONS, duration: SECONDS, pipelining: 1, ...options });
  return {
    rps: result.requests.average,
    p99: result.latency.p99,
    errors: result.errors + result.non2xx + result.timeouts,
  };
}

/**
 * The yardstick and the measured server loaded in turns (SLICES slices of each, SECONDS in all
 * for each), so a change in the machine's speed while they run (other work on a shared host)
 * weighs on both alike rather than on whichever ran in the slow moment. The share is the median
 * of the slices' shares: each slice is set beside the yardstick's slice just before it, and one
 * slice that met a burst of other work on the machine does not move it.
 */
async function loadInTurns(yardstickUrl: string, measuredUrl: string, headers: Record<string, string>) {
  const slice = { headers, duration: SECONDS / SLICES };
  const yardstick: Load[] = [];
  const measured: Load[] = [];
  for (let i = 0; i < SLICES; i++) {
    yardstick.push(await load({ url: yardstickUrl, ...slice }));
    measured.push(await load({ url: measuredUrl, ...slice }));
  }
  const total = (loads: Load[]): Load => ({
    rps: loads.reduce((sum, l) => sum + l.rps, 0) / loads.length,
    // The slices' middle p99: each slice opens its connections at once, a spike of its own.
    p99: median(loads.map((l) => l.p99)),
    errors: loads.reduce((sum, l) => sum + l.errors, 0),
  });
  const share = median(measured.map((m, i) => m.rps / (yardstick[i]?.rps ?? Number.NaN)));
  return { yardstick: total(yardstick), measured: total(measured), share };
}

function median(values: number[]): number {
  const sorted = [...values].sort((a, b) => a - b);
  const mid = Math.floor(sorted.length / 2);
  return sorted.length % 2 ? (sorted[mid] as number) : ((sorted[mid - 1] as number) + (sorted[mid] as number)) / 2;
}

/** The server's resident memory in MiB, as the kernel counts it. */
function rssMiB(pid: number): number {
  const status = fs.readFileSync(`/proc/${pid}/status`, 'utf8');
  return Number(/VmRSS:\s+(\d+)/.exec(status)?.[1] ?? 0) / 1024;
}

const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'shop-bench-'));
fs.chmodSync(dataDir, 0o755);
const port = await freePort();
const base = `http://127.0.0.1:${port}`;
const env = {
  PORT: String(port),
  DATA_DIR: dataDir,
  EMBEDDED_PG_PORT: String(await freePort()),
  PUBLIC_ORIGIN: base,
};
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

  const home = await fetch(`${base}/`).then((r) => r.text());
  if (!home.includes('<div id="root"><')) {
    failed = true;
    rows.push(['GET / (rendered page)', 'not rendered: build the web app first', '', 'FAILED']);
  }

  for (const { path: urlPath, headers = {}, share } of THROUGHPUT) {
    const label = `GET ${urlPath}${headers['accept-encoding'] ? ` (${headers['accept-encoding']})` : ''}`;
    // Node's fetch would decode the body; the bare route must answer the very bytes sent.
    const response = await rawGet(`${base}${urlPath}`, headers);
    if (response.status !== 200) {
      failed = true;
      rows.push([label, `answered ${response.status}`, 'a 200', 'FAILED']);
      continue;
    }
    const answerFile = path.join(dataDir, 'answer.json');
    fs.writeFileSync(answerFile, JSON.stringify({ headers: response.headers, body: response.body.toString('base64') }));
    const barePort = await freePort();
    // The same Node and the same heap bounds as the server: the two differ only in the code that answers.
    const bare = track(
      fork(path.join(here, 'bare-server.ts'), [String(barePort), answerFile], { execArgv: [...SERVER_NODE_FLAGS] }),
    );
    await new Promise((r) => bare.once('message', r));
    try {
      const bareUrl = `http://127.0.0.1:${barePort}${urlPath}`;
      // Both warmed up first (V8 compiles the hot paths), so neither is measured while it starts.
      await load({ url: bareUrl, headers, duration: WARM_UP_SECONDS });
      await load({ url: base + urlPath, headers, duration: WARM_UP_SECONDS });
      const { yardstick, measured, share: ratio } = await loadInTurns(bareUrl, base + urlPath, headers);
      const ok = ratio >= share && measured.p99 < 25 && measured.errors === 0;
      failed ||= !ok;
      rows.push([
        label,
        `${measured.rps.toFixed(0)} req/s, p99 ${measured.p99} ms, ${response.body.length} B`,
        `>= ${share * 100}% of ${yardstick.rps.toFixed(0)} req/s, p99 < 25 ms`,
        `${(ratio * 100).toFixed(0)}%${ok ? ' ok' : ' OVER'}${measured.errors ? ` (${measured.errors} errors)` : ''}`,
      ]);
    } finally {
      await stop(bare);
    }
  }

  const pid = server.pid as number;
  const rounds: number[] = [];
  let soakErrors = 0;
  for (let round = 0; round < 3; round++) {
    const result = await autocannon({
      url: base,
      connections: SOAK_CONNECTIONS,
      duration: SOAK_SECONDS,
      requests: SOAK_REQUESTS.map(({ path: p, headers }) => ({ method: 'GET', path: p, headers })),
    });
    // Everything but the 404 page answers 2xx.
    soakErrors += result.errors + result.timeouts + result.non2xx - result['4xx'];
    rounds.push(rssMiB(pid));
  }
  const rssOk = (rounds.at(-1) ?? Infinity) <= RSS_BUDGET_MIB && soakErrors === 0;
  failed ||= !rssOk;
  rows.push([
    `memory after 3 x ${SOAK_SECONDS} s at ${SOAK_CONNECTIONS} connections`,
    `RSS ${rounds.map((r) => r.toFixed(0)).join(' / ')} MiB`,
    `<= ${RSS_BUDGET_MIB} MiB, no 5xx`,
    `${rssOk ? 'ok' : 'OVER'}${soakErrors ? ` (${soakErrors} errors)` : ''}`,
  ]);
  await stop(server);
} finally {
  for (const child of children) await stop(child);
  fs.rmSync(dataDir, { recursive: true, force: true });
}

/** One GET: its status, raw (still encoded) body and the headers the yardstick repeats. */
async function rawGet(url: string, headers: Record<string, string>) {
  const http = await import('node:http');
  return new Promise<{ status: number; body: Buffer; headers: Record<string, string> }>((resolve, reject) => {
    http
      .get(url, { headers }, (res) => {
        const chunks: Buffer[] = [];
        res.on('data', (c: Buffer) => chunks.push(c));
        res.on('end', () =>
          resolve({
            status: res.statusCode ?? 0,
            body: Buffer.concat(chunks),
            headers: Object.fromEntries(
              Object.entries(res.headers)
                .filter(([name]) => !PER_CONNECTION.has(name))
                .map(([name, value]) => [name, String(value)]),
            ),
          }),
        );
      })
      .on('error', reject);
  });
}

const widths = [0, 1, 2, 3].map((i) => Math.max(...rows.map((r) => (r[i] ?? '').length)));
console.log(`\nServer budgets (${CONNECTIONS} connections, ${SECONDS} s each, 127.0.0.1)`);
for (const r of rows) console.log(r.map((c, i) => c.padEnd(widths[i] ?? 0)).join('  '));
process.exitCode = failed ? 1 : 0;
