import { PassThrough } from 'node:stream';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '../../test/harness.ts';
import { within } from '../../test/sockets.ts';
import { SERVER_BUSY } from '../errors.ts';

/** Holds this process's event loop, as a runaway synchronous computation in a request would. */
function blockEventLoop(ms: number): void {
  const until = Date.now() + ms;
  while (Date.now() < until) {
    // busy
  }
}

/** Asks until the answer is the one awaited, `pauseMs` apart (0: at once, letting the loop turn). */
async function poll<T>(
  ask: () => Promise<T>,
  done: (answer: T) => boolean,
  opts: { ms: number; what: string; pauseMs: number },
): Promise<T> {
  return within(
    (async () => {
      for (;;) {
        const answer = await ask();
        if (done(answer)) return answer;
        await new Promise((r) => (opts.pauseMs > 0 ? setTimeout(r, opts.pauseMs) : setImmediate(r)));
      }
    })(),
    opts.ms,
    opts.what,
  );
}

describe('load shedding under event-loop pressure', () => {
  let t: TestApp;
  const log: Record<string, unknown>[] = [];
  beforeAll(async () => {
    const logStream = new PassThrough();
    logStream.on('data', (chunk: Buffer) => {
      for (const line of chunk.toString().trim().split('\n')) log.push(JSON.parse(line));
    });
    t = await createTestApp({
      demo: false,
      env: { PRESSURE_MAX_EVENT_LOOP_DELAY_MS: '100', LOG_LEVEL: 'info' },
      logStream,
    });
  });
  afterAll(() => t.close());

  const pressureLines = () => log.filter((e) => e.msg === 'under pressure: answering 503 until it passes');

  it('answers 503 with Retry-After and the security headers, logs the episode once, keeps liveness up, then recovers', async () => {
    expect((await t.app.inject('/api/settings')).statusCode).toBe(200);
    // Past the start, whose own work is never counted as pressure.
    await new Promise((r) => setTimeout(r, 2500));

    // Requests that each hold the event loop for 0.6 s: the loop's mean delay climbs over 0.1 s.
    const shed = await poll(
      () => {
        blockEventLoop(600);
        return t.app.inject('/api/settings');
      },
      (r) => r.statusCode === 503,
      { ms: 15_000, what: 'the server to shed load', pauseMs: 0 },
    );
    expect(shed.headers['retry-after']).toBe('10');
    expect(shed.headers['content-security-policy']).toContain("default-src 'self'");
    expect(shed.headers['x-content-type-options']).toBe('nosniff');
    expect(shed.json()).toEqual({ message: SERVER_BUSY, reason: 'server-busy' });

    // While it lasts: readiness says so, liveness still answers, a body is refused before it is read.
    const [ready, health, contact] = await Promise.all([
      t.app.inject('/api/ready'),
      t.app.inject('/api/health'),
      t.app.inject({ method: 'POST', url: '/api/contact', payload: { name: 'Shed' } }),
    ]);
    expect(health.statusCode).toBe(200);
    if (ready.statusCode !== 200) {
      // The episode may have ended between two requests; when it still holds, both are shed.
      expect(ready.statusCode).toBe(503);
      expect(ready.headers['retry-after']).toBe('10');
      expect(contact.statusCode).toBe(503);
    }

    const over = pressureLines();
    expect(over).toHaveLength(1);
    expect(over[0]?.over).toEqual({ eventLoopDelay: expect.stringMatching(/^\d+ ms > 100 ms$/) });

    await poll(
      () => t.app.inject('/api/settings'),
      (r) => r.statusCode === 200,
      { ms: 10_000, what: 'the server to serve again', pauseMs: 20 },
    );
    expect(pressureLines()).toHaveLength(1);
    const passed = log.filter((e) => e.msg === 'pressure passed');
    expect(passed).toHaveLength(1);
    expect(passed[0]?.shed).toBeGreaterThanOrEqual(1);
  });
});
