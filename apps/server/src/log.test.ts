import { Writable } from 'node:stream';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp } from '../test/harness.ts';

/** A test app whose log lines are kept, parsed. */
async function appWithLog(level: 'info' | 'warn') {
  const lines: Record<string, unknown>[] = [];
  const logStream = new Writable({
    write(chunk, _enc, done) {
      for (const line of String(chunk).trim().split('\n')) lines.push(JSON.parse(line));
      done();
    },
  });
  const t = await createTestApp({ demo: false, env: { LOG_LEVEL: level }, logStream });
  return { t, lines };
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
    for (const { method, url } of asked) {
      await info.t.app.inject({ method, url, payload: method === 'POST' ? {} : undefined, headers: { cookie: 'a=b' } });
    }
    const requestLines = info.lines.filter((line) => line.reqId !== undefined);
    expect(requestLines.map((line) => line.msg)).toEqual(asked.map(() => 'request completed'));
    requestLines.forEach((line, i) => {
      const { method, url, route, status } = asked[i] as (typeof asked)[number];
      expect(line).toMatchObject({ level: 30, method, url, statusCode: status, remoteAddress: '127.0.0.1' });
      expect(line.route).toBe(route);
      expect(line.responseTime).toBeTypeOf('number');
      // What a request sent in its headers stays out of the log.
      expect(JSON.stringify(line)).not.toContain('a=b');
    });
    expect(new Set(requestLines.map((line) => line.reqId)).size).toBe(asked.length);
    expect(info.lines.some((line) => line.msg === 'incoming request')).toBe(false);
  });

  it('writes no request line above info', async () => {
    warn.lines.length = 0;
    expect((await warn.t.app.inject('/api/settings')).statusCode).toBe(200);
    expect(warn.lines).toEqual([]);
  });
});
