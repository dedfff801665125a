/**
 * The streams section: 200 open dashboards. A freshly started server is held 200 live streams (the
 * dashboard's tRPC subscription over Server-Sent Events), five per session as a staff member with
 * five tabs would, and its memory is read with them open: resident (the kernel's count) and the
 * JavaScript heap (from a diagnostic report Node writes on a signal), beside the same figures before
 * any was opened. Then one contact message is sent, and every stream must hear of it within 2 s.
 */
import { execFileSync } from 'node:child_process';
import fs from 'node:fs';
import path from 'node:path';
import { LIVE_STREAMS_PER_SESSION } from '@shop/contract';
import { type BenchPlace, memoryMiB, startServer, stop, waitReady } from './server-under-test.ts';
import { RSS_BUDGET_MIB } from './soak.ts';

const STREAMS = 200;
const NEWS_WITHIN_MS = 2000;

/** One open stream: read as it comes, counting the messages it hears of. */
interface HeldStream {
  heard: number;
  close: () => void;
}

async function holdStream(base: string, token: string): Promise<HeldStream> {
  const controller = new AbortController();
  const res = await fetch(`${base}/trpc/live.events`, {
    headers: { authorization: `Bearer ${token}`, accept: 'text/event-stream' },
    signal: controller.signal,
  });
  if (res.status !== 200 || !res.body) throw new Error(`a stream was answered ${res.status}`);
  const reader = res.body.getReader();
  const decoder = new TextDecoder();
  const held: HeldStream = { heard: 0, close: () => controller.abort() };
  let text = '';
  // Until the stream says it is ready: from then on it hears what is sent.
  while (!text.includes('"kind":"ready"')) {
    const { value, done } = await reader.read();
    if (done) throw new Error('a stream ended before it was ready');
    text += decoder.decode(value, { stream: true });
    if (text.includes('serialized-error')) throw new Error(`a stream was refused: ${text}`);
  }
  void (async () => {
    for (;;) {
      const { value, done } = await reader.read().catch(() => ({ value: undefined, done: true }));
      if (done) return;
      held.heard += decoder.decode(value, { stream: true }).split('"kind":"message-received"').length - 1;
    }
  })();
  return held;
}

async function signIn(base: string, role: 'supervisor' | 'manager'): Promise<string> {
  const res = await fetch(`${base}/api/auth/login`, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify({ email: `${role}@desertgear.example`, password: `${role}-demo-2026` }),
  });
  if (res.status !== 200) throw new Error(`signing in as the ${role} was answered ${res.status}`);
  return ((await res.json()) as { token: string }).token;
}

/** The server's JavaScript heap in use, from the diagnostic report it writes on SIGUSR2. */
function heapUsedMiB(pid: number, reportDir: string): number {
  const before = new Set(fs.readdirSync(reportDir));
  execFileSync('kill', ['-USR2', String(pid)]);
  const deadline = Date.now() + 10_000;
  while (Date.now() < deadline) {
    const report = fs.readdirSync(reportDir).find((f) => f.endsWith('.json') && !before.has(f));
    if (report) {
      const text = fs.readFileSync(path.join(reportDir, report), 'utf8');
      try {
        const parsed = JSON.parse(text) as { javascriptHeap: { usedMemory: number } };
        return parsed.javascriptHeap.usedMemory / 1024 / 1024;
      } catch {
        // Still being written.
      }
    }
    execFileSync('sleep', ['0.05']);
  }
  throw new Error('the server wrote no diagnostic report');
}

export async function liveStreams(place: BenchPlace): Promise<{ rows: string[][]; failed: boolean }> {
  const reportDir = fs.mkdtempSync(path.join(place.dataDir, 'reports-'));
  const server = startServer(place, [
    '--report-on-signal',
    '--report-signal=SIGUSR2',
    `--report-directory=${reportDir}`,
    '--report-compact',
  ]);
  const streams: HeldStream[] = [];
  try {
    await waitReady(`${place.base}/api/ready`, server, 30_000);
    const pid = server.pid as number;
    const idle = { rss: memoryMiB(pid).rss, heap: heapUsedMiB(pid, reportDir) };
    const sessions = STREAMS / LIVE_STREAMS_PER_SESSION;
    const tokens: string[] = [];
    for (let i = 0; i < sessions; i++) tokens.push(await signIn(place.base, i % 2 ? 'supervisor' : 'manager'));
    const opening = performance.now();
    const opened = await Promise.all(
      Array.from({ length: STREAMS }, (_, i) => holdStream(place.base, tokens[i % sessions] as string)),
    );
    streams.push(...opened);
    const openMs = performance.now() - opening;
    const held = { rss: memoryMiB(pid).rss, heap: heapUsedMiB(pid, reportDir) };

    const sent = performance.now();
    const contact = await fetch(`${place.base}/api/contact`, {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify({
        name: 'Bench Streams',
        email: 'streams@example.com',
        phone: '(702) 555-0199',
        subject: 'Two hundred dashboards',
        message: 'Every open dashboard hears of this message.',
      }),
    });
    let allHeardMs = Number.POSITIVE_INFINITY;
    while (performance.now() - sent < 10_000) {
      if (streams.every((s) => s.heard > 0)) {
        allHeardMs = performance.now() - sent;
        break;
      }
      await new Promise((resolve) => setTimeout(resolve, 5));
    }
    const peak = memoryMiB(pid).peak;
    const heard = streams.filter((s) => s.heard > 0).length;
    const ok = contact.status === 201 && allHeardMs <= NEWS_WITHIN_MS && peak <= RSS_BUDGET_MIB;
    const perStreamKiB = ((held.rss - idle.rss) * 1024) / STREAMS;
    return {
      failed: !ok,
      rows: [
        [`streams (${STREAMS} open dashboards, ${LIVE_STREAMS_PER_SESSION} per session)`, '', '', ''],
        ['memory, no stream open', `RSS ${idle.rss.toFixed(0)} MiB, heap ${idle.heap.toFixed(1)} MiB`, '', ''],
        [
          `memory, ${STREAMS} streams open`,
          `RSS ${held.rss.toFixed(0)} MiB, heap ${held.heap.toFixed(1)} MiB (about ${perStreamKiB.toFixed(0)} KiB a stream)`,
          `peak RSS <= ${RSS_BUDGET_MIB} MiB`,
          peak <= RSS_BUDGET_MIB ? `PASS (peak ${peak.toFixed(0)} MiB)` : `FAIL (peak ${peak.toFixed(0)} MiB)`,
        ],
        ['opening them', `${openMs.toFixed(0)} ms for ${STREAMS}`, '', ''],
        [
          'one message, heard by every stream',
          `${heard}/${STREAMS} in ${Number.isFinite(allHeardMs) ? `${allHeardMs.toFixed(0)} ms` : 'more than 10 s'}`,
          `all within ${NEWS_WITHIN_MS} ms`,
          ok ? 'PASS' : 'FAIL',
        ],
      ],
    };
  } finally {
    for (const stream of streams) stream.close();
    await stop(server);
  }
}
