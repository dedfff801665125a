import type { AddressInfo } from 'node:net';
import { PassThrough } from 'node:stream';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { ContactMessage } from '../src/messages/contact-message.entity.ts';
import { createTestApp, type TestApp } from './harness.ts';

function contactPost(base: string, n: number, subject: string) {
  return fetch(`${base}/api/contact`, {
    method: 'POST',
    // Each visitor comes from an address of their own, so the per-address limit stays out of the way.
    headers: { 'content-type': 'application/json', 'x-forwarded-for': `203.0.113.${n + 1}` },
    body: JSON.stringify({
      name: `Visitor ${n}`,
      email: `visitor${n}@example.com`,
      phone: '7025550100',
      subject,
      message: `Message number ${n}: my transmission slips in third gear.`,
      website: '',
    }),
  });
}

/** Keeps every pooled connection busy for `seconds`, as slow staff reports would. */
function occupyPool(t: TestApp, connections: number, seconds: number): Promise<unknown> {
  return Promise.all(
    Array.from({ length: connections }, () => t.em().getConnection().execute(`select pg_sleep(${seconds})`)),
  );
}

async function listen(t: TestApp): Promise<string> {
  await t.app.listen({ port: 0, host: '127.0.0.1' });
  return `http://127.0.0.1:${(t.app.server.address() as AddressInfo).port}`;
}

describe('a busy database pool', () => {
  let t: TestApp;
  let base: string;
  beforeAll(async () => {
    t = await createTestApp({ demo: false, env: { DB_POOL_MAX: '2', DB_POOL_MIN: '2', TRUST_PROXY: 'true' } });
    base = await listen(t);
  });
  afterAll(() => t.close());

  it('keeps 40 visitors waiting for a connection longer than connecting may take, and takes every message', async () => {
    // Both connections stay busy past DB_CONNECT_TIMEOUT_MS (3 s): waiting for one is not an outage.
    const busy = occupyPool(t, 2, 3.5);
    const answers = await Promise.all(Array.from({ length: 40 }, (_, n) => contactPost(base, n, 'Burst')));
    await busy;
    expect(answers.map((a) => a.status)).toEqual(Array(40).fill(201));
    expect(await t.em().count(ContactMessage, { subject: 'Burst' })).toBe(40);
  });
});

describe('a pool that stays busy past its wait', () => {
  let t: TestApp;
  let base: string;
  const log: string[] = [];
  beforeAll(async () => {
    const logStream = new PassThrough();
    logStream.on('data', (line: Buffer) => log.push(line.toString()));
    t = await createTestApp({
      demo: false,
      env: { DB_POOL_MAX: '1', DB_POOL_WAIT_MS: '300', TRUST_PROXY: 'true', LOG_LEVEL: 'warn' },
      logStream,
    });
    base = await listen(t);
  });
  afterAll(() => t.close());

  it('answers 503 with the usual message, and the log says the pool was busy, not that the database is down', async () => {
    const busy = occupyPool(t, 1, 1.5);
    const answer = await contactPost(base, 1, 'Queued too long');
    await busy;
    expect(answer.status).toBe(503);
    expect(await answer.json()).toEqual({
      message: expect.stringMatching(/temporarily unavailable/),
      reason: 'service-unavailable',
    });
    const entries = log.flatMap((l) => l.trim().split('\n')).map((l) => JSON.parse(l));
    const logged = entries.filter((e) => e.statusCode === 503 && e.url === '/api/contact');
    expect(logged).toHaveLength(1);
    expect(logged[0].reason).toMatch(/pool busy/);
    expect(logged[0].reason).not.toMatch(/unavailable/);
  });
});
