/**
 * The throughput section: each public read API, and the server-rendered home page, loaded next to
 * a bare Fastify route answering the very same bytes (body and headers) from memory, in the same
 * Node with the same heap bounds. The server runs its default configuration (LOG_LEVEL included):
 * what a deployment gets, one log line per request.
 */
import { fork } from 'node:child_process';
import fs from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import autocannon, { type Options } from 'autocannon';
import { SERVER_NODE_FLAGS } from '../src/runtime-flags.ts';
import { type BenchPlace, freePort, readyServer, stop, track } from './server-under-test.ts';

const here = path.dirname(fileURLToPath(import.meta.url));
const SECONDS = Number(process.env.BENCH_SECONDS ?? 8);
const CONNECTIONS = 50;
const WARM_UP_SECONDS = 2;
const SLICES = 8;
const BROTLI = { 'accept-encoding': 'br' };

/** Two weeks of appointment slots from today, as the booking page asks for them. */
const SLOTS_FROM = new Date().toISOString().slice(0, 10);
const SLOTS_TO = new Date(Date.now() + 13 * 86_400_000).toISOString().slice(0, 10);

/** Each measured answer, and the share of its yardstick's rate it must reach. */
const THROUGHPUT: { path: string; headers?: Record<string, string>; share: number }[] = [
  { path: '/api/settings', share: 0.7 },
  { path: `/api/appointments/slots?from=${SLOTS_FROM}&to=${SLOTS_TO}`, share: 0.5 },
  { path: '/api/parts', share: 0.7 },
  { path: '/api/carousel-images', share: 0.7 },
  { path: '/', headers: BROTLI, share: 0.7 },
];

/** What the connection and Node write by themselves on every answer; the rest the yardstick repeats. */
const PER_CONNECTION = new Set(['date', 'connection', 'keep-alive', 'content-length', 'transfer-encoding']);

type Load = { rps: number; p99: number; errors: number; requests: number };

async function load(options: Options): Promise<Load> {
  const result = await autocannon({ connections: CONNECTIONS, duration: SECONDS, pipelining: 1, ...options });
  return {
    rps: result.requests.average,
    p99: result.latency.p99,
    errors: result.errors + result.non2xx + result.timeouts,
    requests: result.requests.total,
  };
}

function median(values: number[]): number {
  const sorted = [...values].sort((a, b) => a - b);
  const mid = Math.floor(sorted.length / 2);
  return sorted.length % 2 ? (sorted[mid] as number) : ((sorted[mid - 1] as number) + (sorted[mid] as number)) / 2;
}

/**
 * The yardstick and the measured server loaded in turns (SLICES slices of each, SECONDS in all
 * for each), so a change in the machine's speed while they run (other work on a shared host)
 * weighs on both alike rather than on whichever ran in the slow moment. The share is the median
 * of the slices' shares: each slice is set beside the yardstick's slice next to it, and one slice
 * that met a burst of other work on the machine does not move it. Which of the two goes first
 * changes from pair to pair, so neither always follows the other's load (its connections closing,
 * the load generator's own collections).
 */
async function loadInTurns(yardstickUrl: string, measuredUrl: string, headers: Record<string, string>) {
  const slice = { headers, duration: SECONDS / SLICES };
  const yardstick: Load[] = [];
  const measured: Load[] = [];
  for (let i = 0; i < SLICES; i++) {
    if (i % 2 === 0) yardstick.push(await load({ url: yardstickUrl, ...slice }));
    measured.push(await load({ url: measuredUrl, ...slice }));
    if (i % 2 === 1) yardstick.push(await load({ url: yardstickUrl, ...slice }));
  }
  const total = (loads: Load[]): Load => ({
    rps: loads.reduce((sum, l) => sum + l.rps, 0) / loads.length,
    // The slices' middle p99: each slice opens its connections at once, a spike of its own.
    p99: median(loads.map((l) => l.p99)),
    errors: loads.reduce((sum, l) => sum + l.errors, 0),
    requests: loads.reduce((sum, l) => sum + l.requests, 0),
  });
  const share = median(measured.map((m, i) => m.rps / (yardstick[i]?.rps ?? Number.NaN)));
  return { yardstick: total(yardstick), measured: total(measured), share };
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

/** The lines the server's log holds so far, counted in its bytes: a long run writes hundreds of megabytes. */
function logLines(file: string): number {
  if (!fs.existsSync(file)) return 0;
  const fd = fs.openSync(file, 'r');
  const chunk = Buffer.allocUnsafe(1 << 20);
  let lines = 0;
  try {
    for (let read = fs.readSync(fd, chunk); read > 0; read = fs.readSync(fd, chunk)) {
      const bytes = chunk.subarray(0, read);
      for (let at = bytes.indexOf(10); at !== -1; at = bytes.indexOf(10, at + 1)) lines++;
    }
  } finally {
    fs.closeSync(fd);
  }
  return lines;
}

/** The section's rows (label, measured, budget, verdict) and whether every budget held. */
export async function measureThroughput(place: BenchPlace): Promise<{ rows: string[][]; failed: boolean }> {
  const rows: string[][] = [
    [`throughput (${CONNECTIONS} connections, ${SECONDS} s each, default LOG_LEVEL)`, '', '', ''],
  ];
  let failed = false;
  const server = await readyServer(place);
  try {
    const home = await fetch(`${place.base}/`).then((r) => r.text());
    if (!home.includes('<div id="root"><')) {
      failed = true;
      rows.push(['GET / (rendered page)', 'not rendered: build the web app first', '', 'FAIL']);
    }
    for (const { path: urlPath, headers = {}, share } of THROUGHPUT) {
      const label = `GET ${urlPath}${headers['accept-encoding'] ? ` (${headers['accept-encoding']})` : ''}`;
      // Node's fetch would decode the body; the bare route must answer the very bytes sent.
      const response = await rawGet(`${place.base}${urlPath}`, headers);
      if (response.status !== 200) {
        failed = true;
        rows.push([label, `answered ${response.status}`, 'a 200', 'FAIL']);
        continue;
      }
      const answerFile = path.join(place.dataDir, 'answer.json');
      fs.writeFileSync(
        answerFile,
        JSON.stringify({ headers: response.headers, body: response.body.toString('base64') }),
      );
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
        await load({ url: place.base + urlPath, headers, duration: WARM_UP_SECONDS });
        const linesBefore = logLines(place.logFile);
        const { yardstick, measured, share: ratio } = await loadInTurns(bareUrl, place.base + urlPath, headers);
        // The log the server wrote meanwhile: one line per request at the default level.
        const linesPerRequest = (logLines(place.logFile) - linesBefore) / measured.requests;
        // Answers still on their way when a slice ends are logged but not counted: not exactly one.
        const oneLine = linesPerRequest > 0.5 && linesPerRequest < 1.5;
        const ok = ratio >= share && measured.p99 < 25 && measured.errors === 0 && oneLine;
        failed ||= !ok;
        rows.push([
          label,
          `${measured.rps.toFixed(0)} req/s, p99 ${measured.p99} ms, ${response.body.length} B, ${linesPerRequest.toFixed(2)} log lines/request`,
          `>= ${share * 100}% of bare ${yardstick.rps.toFixed(0)} req/s, p99 < 25 ms, 1 line`,
          `${(ratio * 100).toFixed(0)}%${ok ? ' PASS' : ' FAIL'}${measured.errors ? ` (${measured.errors} errors)` : ''}`,
        ]);
      } finally {
        await stop(bare);
      }
    }
  } finally {
    await stop(server);
  }
  return { rows, failed };
}
