import net, { type AddressInfo } from 'node:net';
import { Writable } from 'node:stream';
import { afterAll, afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import { createTestApp } from '../test/harness.ts';
import { linesInBatches } from './log.ts';

/** A test app listening on a port (the log follows answers as they leave a socket), its log lines kept, parsed. */
async function appWithLog(level: 'info' | 'warn') {
  const lines: Record<string, unknown>[] = [];
  const logStream = new Writable({
    write(chunk, _enc, done) {
      for (const line of String(chunk).trim().split('\n')) lines.push(JSON.parse(line));
      done();
    },
  });
  const t = await createTestApp({ demo: false, env: { LOG_LEVEL: level }, logStream });
  await t.app.listen({ port: 0, host: '127.0.0.1' });
  const base = `http://127.0.0.1:${(t.app.server.address() as AddressInfo).port}`;
  const ask = async (url: string, init: RequestInit = {}) => {
    const res = await fetch(base + url, init);
    await res.arrayBuffer();
    // The line is written as the answer leaves, which may be just after the client has read it.
    await new Promise((resolve) => setTimeout(resolve, 20));
    return res.status;
  };
  return { t, lines, ask };
}

describe('the request log', () => {
  let info: Awaited<ReturnType<typeof appWithLog>>;
  let warn: Awaited<ReturnType<typeof appWithLog>>;
  beforeAll(async () => {
    [info, warn] = await Promise.all([appWithLog('info'), appWithLog('warn')]);
  });
  afterAll(() => Promise.all([info.t.close(), warn.t.close()]));

  it('writes one line per request at info: method, address, route, status, time and request id', async () => {
    const asked = [
      { method: 'GET', url: '/api/settings?lang=es', route: '/api/settings', status: 200 },
      { method: 'GET', url: '/api/no-such-thing', route: undefined, status: 404 },
      { method: 'POST', url: '/api/contact', route: '/api/contact', status: 400 },
    ] as const;
    info.lines.length = 0;
    for (const { method, url, status } of asked) {
      const body = method === 'POST' ? '{}' : undefined;
      const headers = { cookie: 'a=b', ...(body && { 'content-type': 'application/json' }) };
      expect(await info.ask(url, { method, body, headers })).toBe(status);
    }
    const requestLines = info.lines.filter((line) => line.msg === 'request completed');
    expect(requestLines).toHaveLength(asked.length);
    requestLines.forEach((line, i) => {
      const { method, url, route, status } = asked[i] as (typeof asked)[number];
      expect(line).toMatchObject({ level: 30, method, url, statusCode: status, remoteAddress: '127.0.0.1' });
      expect(line.route).toBe(route);
      expect(line.reqId).toBeTypeOf('string');
      expect(line.responseTime).toBeTypeOf('number');
      // What a request sent in its headers stays out of the log.
      expect(JSON.stringify(line)).not.toContain('a=b');
    });
    expect(new Set(requestLines.map((line) => line.reqId)).size).toBe(asked.length);
    expect(info.lines.some((line) => line.msg === 'incoming request')).toBe(false);
  });

  it('logs a request answered before it reaches a route (an address that cannot be decoded), without an id', async () => {
    info.lines.length = 0;
    expect(await info.ask('/%c0')).toBe(400);
    expect(info.lines).toEqual([
      expect.objectContaining({ msg: 'request completed', method: 'GET', url: '/%c0', statusCode: 400 }),
    ]);
    expect(info.lines[0]?.reqId).toBeUndefined();
  });

  it('keeps a line readable JSON whatever the address holds (a quote, a backslash), with the fields of the log’s other lines', async () => {
    info.lines.length = 0;
    const { port } = info.t.app.server.address() as AddressInfo;
    // fetch would percent-encode these; Node's parser takes them as sent.
    const url = '/api/settings?q="},{"statusCode":200\\';
    const head = await new Promise<string>((resolve, reject) => {
      const socket = net.connect(port, '127.0.0.1', () =>
        socket.write(`GET ${url} HTTP/1.1\r\nHost: 127.0.0.1\r\nConnection: close\r\n\r\n`),
      );
      let answer = '';
      socket.on('data', (chunk) => {
        answer += chunk;
      });
      socket.on('end', () => resolve(answer.slice(0, answer.indexOf('\r\n'))));
      socket.on('error', reject);
    });
    expect(head).toBe('HTTP/1.1 200 OK');
    await new Promise((resolve) => setTimeout(resolve, 20));
    expect(info.lines).toEqual([
      expect.objectContaining({ msg: 'request completed', url, route: '/api/settings', statusCode: 200 }),
    ]);
    // The same process id and host name as the lines pino writes.
    expect(info.lines[0]).toMatchObject({ pid: process.pid, hostname: expect.any(String) });
  });

  it('writes no request line above info', async () => {
    warn.lines.length = 0;
    expect(await warn.ask('/api/settings')).toBe(200);
    expect(warn.lines).toEqual([]);
  });
});

describe('the log written to stdout', () => {
  afterEach(() => {
    vi.useRealTimers();
  });

  it('writes a quiet server’s line on the next turn, and a busy one’s lines together', async () => {
    vi.useFakeTimers({ toFake: ['setTimeout', 'setImmediate', 'performance'] });
    const writes: string[] = [];
    const out = linesInBatches({ write: (bytes: Uint8Array) => writes.push(Buffer.from(bytes).toString()) });
    out.write('first\n');
    expect(writes).toEqual([]);
    vi.advanceTimersToNextTimer();
    expect(writes).toEqual(['first\n']);
    // Just written: the lines that follow wait a few milliseconds and go out in one write.
    vi.advanceTimersByTime(2);
    out.write('a\n');
    vi.advanceTimersByTime(3);
    out.write('b\n');
    expect(writes).toEqual(['first\n']);
    vi.advanceTimersByTime(5);
    expect(writes).toEqual(['first\n', 'a\nb\n']);
    // Quiet again: on the next turn.
    vi.advanceTimersByTime(50);
    out.write('later\n');
    vi.advanceTimersToNextTimer();
    expect(writes).toEqual(['first\n', 'a\nb\n', 'later\n']);
  });

  it('sends a full batch at once and keeps every line whole and in order, accents and long ones too', () => {
    vi.useFakeTimers({ toFake: ['setTimeout', 'setImmediate', 'performance'] });
    const writes: string[] = [];
    const out = linesInBatches({ write: (bytes: Uint8Array) => writes.push(Buffer.from(bytes).toString()) });
    const lines = Array.from(
      { length: 2000 },
      (_, i) => `{"n":${i},"msg":"cita del año, señor ${'ñ'.repeat(i % 40)}"}\n`,
    );
    const huge = `{"stack":"${'x'.repeat(300_000)}"}\n`;
    for (const line of lines.slice(0, 1000)) out.write(line);
    // Over 64 KB without a turn of the event loop: the full batches went out already.
    expect(writes.length).toBeGreaterThan(0);
    out.write(huge);
    for (const line of lines.slice(1000)) out.write(line);
    vi.runAllTimers();
    expect(writes.join('')).toBe([...lines.slice(0, 1000), huge, ...lines.slice(1000)].join(''));
  });
  it('uses a written batch’s bytes again, and never while its write is under way', () => {
    vi.useFakeTimers({ toFake: ['setTimeout', 'setImmediate', 'performance'] });
    const writes: { bytes: Uint8Array; text: string; written?: () => void }[] = [];
    const out = linesInBatches({
      write: (bytes, written) =>
        writes.push({ bytes, text: Buffer.from(bytes).toString(), written: () => written?.() }),
    });
    const batchOf = (n: number) => `${String(n).repeat(20_000)}\n`;
    // Three batches go out while the first two are still being written: each has bytes of its own.
    for (const n of [1, 2, 3]) {
      out.write(batchOf(n));
      vi.runAllTimers();
    }
    expect(writes.map((w) => w.text)).toEqual([batchOf(1), batchOf(2), batchOf(3)]);
    expect(new Set(writes.map((w) => w.bytes.buffer)).size).toBe(3);
    expect(writes.map((w) => Buffer.from(w.bytes).toString())).toEqual([batchOf(1), batchOf(2), batchOf(3)]);
    // Once the first is written, the next batch after the one being filled reuses its bytes.
    writes[0]?.written?.();
    out.write(batchOf(4));
    vi.runAllTimers();
    out.write(batchOf(5));
    vi.runAllTimers();
    expect(writes[4]?.bytes.buffer).toBe(writes[0]?.bytes.buffer);
    expect(Buffer.from(writes[4]?.bytes ?? []).toString()).toBe(batchOf(5));
    // The batches still under way were left alone.
    expect(writes.slice(1, 4).map((w) => Buffer.from(w.bytes).toString())).toEqual([
      batchOf(2),
      batchOf(3),
      batchOf(4),
    ]);
  });
});
