/** What the scale bench asks the server over HTTP: whole answers, their bytes and time, and its memory. */
import fs from 'node:fs';
import http from 'node:http';
import zlib from 'node:zlib';
import { median } from './lighthouse-runner.ts';

export interface Answer {
  status: number;
  /** Bytes on the wire (compressed when the server compressed). */
  wireBytes: number;
  /** The body as JSON or HTML, decoded. */
  body: Buffer;
  /** From sending the request to the last byte. */
  ms: number;
}

/** One GET on a fresh connection; a status of 0 means no answer (refused, reset or timed out). */
export function get(url: string, headers: Record<string, string> = {}, timeoutMs = 120_000): Promise<Answer> {
  const started = performance.now();
  return new Promise((resolve) => {
    const failed = () => resolve({ status: 0, wireBytes: 0, body: Buffer.alloc(0), ms: performance.now() - started });
    const request = http.get(url, { headers, agent: false, timeout: timeoutMs }, (res) => {
      const chunks: Buffer[] = [];
      res.on('data', (c: Buffer) => chunks.push(c));
      res.on('error', failed);
      res.on('end', () => {
        const ms = performance.now() - started;
        const wire = Buffer.concat(chunks);
        const encoding = res.headers['content-encoding'];
        const body =
          encoding === 'br' ? zlib.brotliDecompressSync(wire) : encoding === 'gzip' ? zlib.gunzipSync(wire) : wire;
        resolve({ status: res.statusCode ?? 0, wireBytes: wire.length, body, ms });
      });
    });
    request.on('timeout', () => request.destroy());
    request.on('error', failed);
  });
}

/** `count` GETs one after the other: the first answer, and the median time of them all. */
export async function timedGets(
  url: string,
  headers: Record<string, string>,
  count: number,
  timeoutMs?: number,
): Promise<{ first: Answer; ms: number; statuses: number[] }> {
  const answers: Answer[] = [];
  for (let i = 0; i < count; i++) answers.push(await get(url, headers, timeoutMs));
  return {
    first: answers[0] as Answer,
    ms: median(answers.map((a) => a.ms)),
    statuses: answers.map((a) => a.status),
  };
}

/** A process's resident memory in MiB, as the kernel counts it (0 once it is gone). */
export function rssMiB(pid: number): number {
  try {
    const status = fs.readFileSync(`/proc/${pid}/status`, 'utf8');
    return Number(/VmRSS:\s+(\d+)/.exec(status)?.[1] ?? 0) / 1024;
  } catch {
    return 0;
  }
}

/** Runs `work` while sampling the process's memory; gives its result and the highest RSS seen. */
export async function withPeakRss<T>(pid: number, work: () => Promise<T>): Promise<{ result: T; peakMiB: number }> {
  let peakMiB = rssMiB(pid);
  const timer = setInterval(() => {
    peakMiB = Math.max(peakMiB, rssMiB(pid));
  }, 25);
  try {
    const result = await work();
    return { result, peakMiB: Math.max(peakMiB, rssMiB(pid)) };
  } finally {
    clearInterval(timer);
  }
}

/** How many rows an answer holds: a JSON array's length, or a page's items with its total. */
export function rowsOf(answer: Answer): { rows: number; total?: number; paged: boolean } | undefined {
  try {
    const json = JSON.parse(answer.body.toString('utf8')) as unknown;
    if (Array.isArray(json)) return { rows: json.length, paged: false };
    if (json && typeof json === 'object') {
      const page = json as { items?: unknown[]; total?: number; parts?: unknown[] };
      if (Array.isArray(page.items)) return { rows: page.items.length, total: page.total, paged: true };
      // The public catalogue answers its parts under a name of its own.
      const list = Object.values(json).find(Array.isArray) as unknown[] | undefined;
      if (list) return { rows: list.length, total: page.total, paged: typeof page.total === 'number' };
    }
    return undefined;
  } catch {
    return undefined;
  }
}
