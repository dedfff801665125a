/**
 * The soak section: a freshly started server under BENCH_SOAK_SECONDS (60 by default) of mixed
 * traffic at 100 connections, as a busy day brings it: the public pages in both languages (and
 * their revalidations, the catalogue's searches, the 404 page), the public reads, and contact
 * messages past their limit, answered 429. Its peak resident memory (the kernel's high-water mark,
 * which no sampling can miss) must stay within the budget, with no 5xx.
 */
import autocannon, { type Result } from 'autocannon';
import { type BenchPlace, memoryMiB, readyServer, stop } from './server-under-test.ts';

const SOAK_SECONDS = Number(process.env.BENCH_SOAK_SECONDS ?? 60);
const SOAK_CONNECTIONS = 100;
export const RSS_BUDGET_MIB = 350;
const BROTLI = { 'accept-encoding': 'br' };

const CONTACT = JSON.stringify({
  name: 'Soak Test',
  email: 'soak@example.com',
  phone: '(702) 555-0199',
  subject: 'Transmission noise',
  message: 'My car whines when it shifts into third gear.',
});

type Kind = 'page' | 'read' | 'contact';
const MIX: { kind: Kind; method?: 'POST'; path: string; headers?: Record<string, string>; body?: string }[] = [
  { kind: 'page', path: '/', headers: BROTLI },
  { kind: 'page', path: '/es', headers: BROTLI },
  { kind: 'page', path: '/', headers: { ...BROTLI, 'if-none-match': 'W/"stale"' } },
  { kind: 'page', path: '/parts', headers: { 'accept-encoding': 'gzip' } },
  { kind: 'page', path: '/es/parts?q=brake', headers: BROTLI },
  { kind: 'page', path: '/contact', headers: BROTLI },
  { kind: 'page', path: '/testimonials' },
  { kind: 'page', path: '/no-such-page', headers: BROTLI },
  { kind: 'read', path: '/api/parts', headers: BROTLI },
  { kind: 'read', path: '/api/carousel-images' },
  { kind: 'read', path: '/api/settings' },
  { kind: 'read', path: '/trpc/parts.list,carousel.list?batch=1&input={}', headers: BROTLI },
  {
    kind: 'contact',
    method: 'POST',
    path: '/api/contact',
    headers: { 'content-type': 'application/json' },
    body: CONTACT,
  },
];

/** The section's rows (label, measured, budget, verdict) and whether the budget held. */
export async function soak(place: BenchPlace): Promise<{ rows: string[][]; failed: boolean }> {
  const server = await readyServer(place);
  const pid = server.pid as number;
  const counts = { page: 0, read: 0, contact: 0, refused: 0, serverErrors: 0 };
  let sampledPeak = 0;
  // The resident memory now and then, to show the curve's top beside the kernel's high-water mark.
  const sampler = setInterval(() => {
    sampledPeak = Math.max(sampledPeak, memoryMiB(pid).rss);
  }, 100);
  let result: Result;
  try {
    result = await autocannon({
      url: place.base,
      connections: SOAK_CONNECTIONS,
      duration: SOAK_SECONDS,
      requests: MIX.map(({ kind, method = 'GET', path, headers, body }) => ({
        method,
        path,
        headers,
        body,
        onResponse: (status: number) => {
          counts[kind]++;
          if (kind === 'contact' && status === 429) counts.refused++;
          if (status >= 500) counts.serverErrors++;
        },
      })),
    });
  } finally {
    clearInterval(sampler);
  }
  const { peak } = memoryMiB(pid);
  await stop(server);
  // The mix must be what it says: contact messages past their limit are refused, not stored.
  const mixHeld = counts.refused > 0 && counts.refused >= counts.contact - 25;
  const ok = peak <= RSS_BUDGET_MIB && counts.serverErrors === 0 && result.errors + result.timeouts === 0 && mixHeld;
  return {
    failed: !ok,
    rows: [
      [`soak (${SOAK_SECONDS} s, ${SOAK_CONNECTIONS} connections, mixed traffic)`, '', '', ''],
      [
        'peak RSS',
        `${peak.toFixed(0)} MiB (sampled ${sampledPeak.toFixed(0)} MiB)`,
        `<= ${RSS_BUDGET_MIB} MiB, no 5xx`,
        `${ok ? 'PASS' : 'FAIL'}`,
      ],
      [
        'requests',
        `${result.requests.total} (${(result.requests.total / SOAK_SECONDS).toFixed(0)}/s): ${counts.page} pages, ` +
          `${counts.read} reads, ${counts.contact} contact posts (${counts.refused} answered 429)`,
        'contact posts past their limit answered 429',
        `${counts.serverErrors} 5xx, ${result.errors} errors, ${result.timeouts} timeouts${mixHeld ? '' : ', 429s missing'}`,
      ],
    ],
  };
}
