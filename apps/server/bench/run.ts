/**
 * `pnpm bench`: the API side of the budgets (docs/architecture.md "Budgets", README "Performance"), measured on
 * 127.0.0.1 against the server as deployed (production heap flags, default configuration).
 *
 * - startup: from starting the server on an installed checkout to /api/ready answering (< 3 s);
 * - throughput: each public read API and the server-rendered home page next to a bare Fastify
 *   route answering the same bytes (throughput.ts);
 * - soak: peak resident memory under a minute of mixed traffic at 100 connections (soak.ts);
 * - email: what laying out one email's HTML costs the worker (email-render.ts);
 * - streams: memory with 200 dashboards' live streams open, and a message reaching them all (live-streams.ts).
 *
 * Sections can be picked by name: `pnpm --filter @shop/server bench throughput soak` (or
 * BENCH_SECTIONS=throughput,soak). Everything runs locally and stops by itself; the numbers are
 * printed as a table with PASS or FAIL, and the exit code is 1 when any budget failed.
 */
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { measureEmailRender } from './email-render.ts';
import { liveStreams } from './live-streams.ts';
import { benchPlace, startServer, stop, stopAll, waitReady } from './server-under-test.ts';
import { soak } from './soak.ts';
import { measureThroughput } from './throughput.ts';

const SECTIONS = ['startup', 'throughput', 'soak', 'email', 'streams'] as const;
type Section = (typeof SECTIONS)[number];

const asked = [...process.argv.slice(2), ...(process.env.BENCH_SECTIONS?.split(',') ?? [])].filter(Boolean);
const unknown = asked.filter((name) => !(SECTIONS as readonly string[]).includes(name));
if (unknown.length > 0) {
  console.error(`Unknown section ${unknown.join(', ')}: the sections are ${SECTIONS.join(', ')}.`);
  process.exit(2);
}
const sections = new Set<Section>(asked.length > 0 ? (asked as Section[]) : SECTIONS);

const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'shop-bench-'));
fs.chmodSync(dataDir, 0o755);
const place = await benchPlace(dataDir);
const rows: string[][] = [];
let failed = false;

try {
  // The first start creates the database and seeds it; every later one is what an installed checkout sees.
  const first = startServer(place);
  await waitReady(`${place.base}/api/ready`, first, 60_000);
  await stop(first);

  if (sections.has('startup')) {
    const server = startServer(place);
    const startupMs = await waitReady(`${place.base}/api/ready`, server, 30_000);
    await stop(server);
    const ok = startupMs < 3000;
    failed ||= !ok;
    rows.push(['start to /api/ready', `${startupMs.toFixed(0)} ms`, '< 3000 ms', ok ? 'PASS' : 'FAIL']);
  }
  if (sections.has('throughput')) {
    const section = await measureThroughput(place);
    failed ||= section.failed;
    rows.push(...section.rows);
  }
  if (sections.has('soak')) {
    const section = await soak(place);
    failed ||= section.failed;
    rows.push(...section.rows);
  }
  if (sections.has('email')) {
    const section = await measureEmailRender();
    failed ||= section.failed;
    rows.push(...section.rows);
  }
  if (sections.has('streams')) {
    const section = await liveStreams(place);
    failed ||= section.failed;
    rows.push(...section.rows);
  }
} catch (error) {
  failed = true;
  rows.push(['the benchmark', String(error), '', 'FAIL']);
} finally {
  await stopAll();
  fs.rmSync(dataDir, { recursive: true, force: true });
}

const widths = [0, 1, 2, 3].map((i) => Math.max(...rows.map((r) => (r[i] ?? '').length)));
console.log('\nServer budgets (127.0.0.1)');
for (const r of rows) console.log(r.map((c, i) => c.padEnd(widths[i] ?? 0)).join('  '));
process.exitCode = failed ? 1 : 0;
