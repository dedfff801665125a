import { once } from 'node:events';
import net, { type AddressInfo } from 'node:net';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '../../test/harness.ts';
import { RATE_LIMITS } from '../rate-limits/rate-limits.ts';
import { createStaffAccount } from './staff-accounts.ts';

/**
 * Sign-in limits against attempts sent at the same moment, over real sockets: in parallel
 * requests, in one tRPC batch, and through every door (REST, the /login portal, tRPC).
 */

const PASSWORD = 'right-password-2026';
const WRONG = 'wrong-password-2026';
const EMAIL_LIMIT = RATE_LIMITS.signInPerEmail.points;
const IP_LIMIT = RATE_LIMITS.signInPerIp.points;

describe('sign-in limits under concurrent attempts', () => {
  let t: TestApp;
  let base: string;
  /** Each test signs in from its own address, so the per-address limit only counts its own attempts. */
  let nextAddress = 1;
  beforeAll(async () => {
    t = await createTestApp({ demo: false, env: { TRUST_PROXY: 'true' } });
    await t.app.listen({ port: 0, host: '127.0.0.1' });
    base = `http://127.0.0.1:${(t.app.server.address() as AddressInfo).port}`;
  });
  afterAll(() => t.close());

  const freshAddress = () => `10.60.0.${nextAddress++}`;
  let nextAccount = 1;
  async function staffAccount(): Promise<string> {
    const email = `mechanic${nextAccount++}@desertgear.example`;
    await createStaffAccount(t.em(), { email, password: PASSWORD, role: 'supervisor' });
    return email;
  }

  const post = (path: string, body: unknown, address: string) =>
    fetch(`${base}${path}`, {
      method: 'POST',
      headers: { 'content-type': 'application/json', 'x-forwarded-for': address },
      body: JSON.stringify(body),
    });
  const signIn = (email: string, password: string, address: string) =>
    post('/api/auth/login', { email, password }, address);
  /** Opens `count` kept-alive connections first, so the attempts that follow arrive together. */
  const warmUp = (count: number) =>
    Promise.all(Array.from({ length: count }, () => fetch(`${base}/api/health`).then((r) => r.text())));
  /**
   * Sends requests that reach the server at the same moment: fetch would share the event loop with
   * the server and trickle them in, so every connection is opened first and then all are written
   * in one go. Answers the status codes, in order.
   */
  async function sendTogether(requests: { path: string; body: unknown; address: string }[]): Promise<number[]> {
    const { port } = new URL(base);
    const sockets = await Promise.all(
      requests.map(
        () =>
          new Promise<net.Socket>((resolve, reject) => {
            const socket = net.connect(Number(port), '127.0.0.1', () => resolve(socket));
            socket.on('error', reject);
          }),
      ),
    );
    const answers = sockets.map(async (socket) => {
      let text = '';
      socket.setEncoding('utf8');
      socket.on('data', (chunk: string) => {
        text += chunk;
      });
      await once(socket, 'end');
      return Number(/^HTTP\/1\.1 (\d{3})/.exec(text)?.[1]);
    });
    requests.forEach(({ path, body, address }, i) => {
      const json = JSON.stringify(body);
      sockets[i]?.write(
        `POST ${path} HTTP/1.1\r\nHost: 127.0.0.1\r\nConnection: close\r\nContent-Type: application/json\r\n` +
          `X-Forwarded-For: ${address}\r\nContent-Length: ${Buffer.byteLength(json)}\r\n\r\n${json}`,
      );
    });
    return Promise.all(answers);
  }
  const statuses = (responses: Response[]) => responses.map((r) => r.status).sort();
  const count = (list: number[], status: number) => list.filter((s) => s === status).length;

  it('checks only five of twelve wrong passwords sent at once; then even the right one waits', async () => {
    const email = await staffAccount();
    const address = freshAddress();
    await warmUp(12);
    const answers = await Promise.all(Array.from({ length: 12 }, () => signIn(email, WRONG, address)));
    expect(count(statuses(answers), 401)).toBe(EMAIL_LIMIT);
    expect(count(statuses(answers), 429)).toBe(12 - EMAIL_LIMIT);
    const refused = answers.find((r) => r.status === 429) as Response;
    expect(Number(refused.headers.get('retry-after'))).toBeGreaterThan(0);
    expect(((await refused.json()) as { message: string }).message).toMatch(/Too many sign-in attempts/);

    const right = await signIn(email, PASSWORD, freshAddress());
    expect(right.status).toBe(429);
  });

  it.each([
    ['first', 0],
    ['in the middle', 6],
    ['last', 11],
  ])(
    'checks at most five wrong passwords when the right one is %s among eleven sent at once',
    async (_where, position) => {
      const email = await staffAccount();
      const address = freshAddress();
      const answers = await sendTogether(
        Array.from({ length: 12 }, (_, i) => ({
          path: '/api/auth/login',
          body: { email, password: i === position ? PASSWORD : WRONG },
          address,
        })),
      );
      // However the twelve interleave with the one success, it gives back only its own attempt.
      expect(count(answers, 401)).toBeLessThanOrEqual(EMAIL_LIMIT);
      expect(count(answers, 200)).toBeLessThanOrEqual(1);
      expect(count(answers, 429)).toBe(12 - count(answers, 401) - count(answers, 200));
      expect(count(answers, 401) + count(answers, 200)).toBeGreaterThanOrEqual(EMAIL_LIMIT);
    },
  );

  it('limits an address spraying many accounts at once to twenty checked passwords', async () => {
    const address = freshAddress();
    await warmUp(IP_LIMIT + 5);
    const answers = await Promise.all(
      Array.from({ length: IP_LIMIT + 5 }, (_, i) => signIn(`sprayed${i}@example.com`, WRONG, address)),
    );
    expect(count(statuses(answers), 401)).toBe(IP_LIMIT);
    expect(count(statuses(answers), 429)).toBe(5);
  });

  const batchPath = (calls: number) => `/trpc/${Array(calls).fill('auth.login').join(',')}?batch=1`;
  const batchBody = (calls: number, input: object) =>
    Object.fromEntries(Array.from({ length: calls }, (_, i) => [String(i), { json: input }]));
  type BatchAnswer = { error?: { json: { data: { code: string } } }; result?: unknown };

  it('counts every call of one tRPC batch: ten wrong passwords give five UNAUTHORIZED and five TOO_MANY_REQUESTS', async () => {
    const email = await staffAccount();
    const res = await post(batchPath(10), batchBody(10, { email, password: WRONG }), freshAddress());
    const answers = (await res.json()) as BatchAnswer[];
    const codes = answers.map((a) => a.error?.json.data.code).sort();
    expect(codes).toEqual([...Array(5).fill('TOO_MANY_REQUESTS'), ...Array(5).fill('UNAUTHORIZED')]);
  });

  it('answers a batch of more than ten calls 400 before any of them runs, on POST and GET', async () => {
    const email = await staffAccount();
    const address = freshAddress();
    const tooMany = await post(batchPath(11), batchBody(11, { email, password: WRONG }), address);
    expect(tooMany.status).toBe(400);
    expect(JSON.stringify(await tooMany.json())).toMatch(/Batch call exceeds maximum size/);
    // None of the eleven was tried: the account still has all its attempts.
    for (let i = 0; i < EMAIL_LIMIT; i++) expect((await signIn(email, WRONG, address)).status).toBe(401);

    const reads = (calls: number) =>
      fetch(`${base}/trpc/${Array(calls).fill('settings.public').join(',')}?batch=1&input=${encodeURIComponent('{}')}`);
    expect((await reads(10)).status).toBe(200);
    const tooManyReads = await reads(11);
    expect(tooManyReads.status).toBe(400);
    expect(JSON.stringify(await tooManyReads.json())).toMatch(/Batch call exceeds maximum size/);
  });

  it('counts the /login portal, REST and tRPC doors against one limit per account, also at once', async () => {
    const email = await staffAccount();
    const address = freshAddress();
    const doors = [
      { path: '/api/auth/login', body: { email, password: WRONG }, address },
      { path: '/api/login', body: { email, password: WRONG }, address },
      { path: '/trpc/auth.login', body: { json: { email, password: WRONG } }, address },
    ];
    const answers = await sendTogether(doors.flatMap((door) => Array(5).fill(door)));
    expect(count(answers, 401)).toBe(EMAIL_LIMIT);
    expect(count(answers, 429)).toBe(15 - EMAIL_LIMIT);
    expect((await post('/api/login', { email, password: PASSWORD }, freshAddress())).status).toBe(429);
  });

  it('gives back the attempt of a successful sign-in, and keeps the failures before it counted', async () => {
    const email = await staffAccount();
    const address = freshAddress();
    // Signing in again and again never pauses the account.
    for (let i = 0; i < EMAIL_LIMIT + 2; i++) expect((await signIn(email, PASSWORD, address)).status).toBe(200);
    for (let i = 0; i < EMAIL_LIMIT - 1; i++) expect((await signIn(email, WRONG, address)).status).toBe(401);
    expect((await post('/api/login', { email, password: PASSWORD }, address)).status).toBe(200);
    const answers = await sendTogether(
      Array.from({ length: 8 }, () => ({ path: '/api/auth/login', body: { email, password: WRONG }, address })),
    );
    expect(count(answers, 401)).toBe(1);
    expect(count(answers, 429)).toBe(7);
  });
});
