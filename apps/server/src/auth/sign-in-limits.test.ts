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
const PAIR_LIMIT = RATE_LIMITS.signInPerEmailAndIp.points;
const ACCOUNT_LIMIT = RATE_LIMITS.signInPerEmail.points;
const DEVICE_LIMIT = RATE_LIMITS.signInPerDevice.points;
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
    await createStaffAccount(t.deps(), { email, password: PASSWORD, role: 'supervisor' });
    return email;
  }

  const post = (path: string, body: unknown, address: string, cookie?: string) =>
    fetch(`${base}${path}`, {
      method: 'POST',
      headers: { 'content-type': 'application/json', 'x-forwarded-for': address, ...(cookie ? { cookie } : {}) },
      body: JSON.stringify(body),
    });
  const signIn = (email: string, password: string, address: string, cookie?: string) =>
    post('/api/auth/login', { email, password }, address, cookie);
  /** The device cookie a successful sign-in gave the browser, as its next request would send it. */
  async function deviceCookieOf(email: string, address: string): Promise<string> {
    const res = await signIn(email, PASSWORD, address);
    expect(res.status).toBe(200);
    const [cookie] = res.headers.getSetCookie();
    expect(cookie).toMatch(/^shop_device_[0-9a-f]{16}=[^;]+; Path=\/; Max-Age=\d+; HttpOnly; SameSite=Strict/);
    return (cookie as string).split(';')[0] as string;
  }
  /** Opens `count` kept-alive connections first, so the attempts that follow arrive together. */
  const warmUp = (count: number) =>
    Promise.all(Array.from({ length: count }, () => fetch(`${base}/api/health`).then((r) => r.text())));
  /**
   * Sends requests that reach the server at the same moment: fetch would share the event loop with
   * the server and trickle them in, so every connection is opened first and then all are written
   * in one go. Answers the status codes, in order.
   */
  async function sendTogether(
    requests: { path: string; body: unknown; address: string; cookie?: string }[],
  ): Promise<number[]> {
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
    requests.forEach(({ path, body, address, cookie }, i) => {
      const json = JSON.stringify(body);
      sockets[i]?.write(
        `POST ${path} HTTP/1.1\r\nHost: 127.0.0.1\r\nConnection: close\r\nContent-Type: application/json\r\n` +
          `X-Forwarded-For: ${address}\r\n${cookie ? `Cookie: ${cookie}\r\n` : ''}` +
          `Content-Length: ${Buffer.byteLength(json)}\r\n\r\n${json}`,
      );
    });
    return Promise.all(answers);
  }
  const statuses = (responses: Response[]) => responses.map((r) => r.status).sort();
  const count = (list: number[], status: number) => list.filter((s) => s === status).length;

  it('checks only five of twelve wrong passwords sent at once from one address; then even the right one waits there', async () => {
    const email = await staffAccount();
    const address = freshAddress();
    await warmUp(12);
    const answers = await Promise.all(Array.from({ length: 12 }, () => signIn(email, WRONG, address)));
    expect(count(statuses(answers), 401)).toBe(PAIR_LIMIT);
    expect(count(statuses(answers), 429)).toBe(12 - PAIR_LIMIT);
    const refused = answers.find((r) => r.status === 429) as Response;
    expect(Number(refused.headers.get('retry-after'))).toBeGreaterThan(0);
    expect(((await refused.json()) as { message: string }).message).toMatch(/Too many sign-in attempts/);

    expect((await signIn(email, PASSWORD, address)).status).toBe(429);
    // Five failures from one address are not the account's: its owner elsewhere signs in.
    expect((await signIn(email, PASSWORD, freshAddress())).status).toBe(200);
  });

  it.each([
    ['first', 0],
    ['in the middle', 6],
    ['last', 11],
  ])(
    'checks at most five wrong passwords either side of the right one when it is %s among eleven sent at once',
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
      // A success starts the consecutive count again (the owner who finally types it right is not
      // held back by earlier slips): however the twelve interleave, at most five wrong passwords are
      // checked before it and five after it, and the shared counters get back only its own attempt.
      expect(count(answers, 401)).toBeLessThanOrEqual(2 * PAIR_LIMIT);
      expect(count(answers, 200)).toBeLessThanOrEqual(1);
      expect(count(answers, 429)).toBe(12 - count(answers, 401) - count(answers, 200));
      expect(count(answers, 401) + count(answers, 200)).toBeGreaterThanOrEqual(PAIR_LIMIT);
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
    for (let i = 0; i < PAIR_LIMIT; i++) expect((await signIn(email, WRONG, address)).status).toBe(401);

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
    expect(count(answers, 401)).toBe(PAIR_LIMIT);
    expect(count(answers, 429)).toBe(15 - PAIR_LIMIT);
    expect((await post('/api/login', { email, password: PASSWORD }, address)).status).toBe(429);
  });

  it('starts the consecutive count again after a success from that address', async () => {
    const email = await staffAccount();
    const address = freshAddress();
    // Signing in again and again never pauses the account.
    for (let i = 0; i < PAIR_LIMIT + 2; i++) expect((await signIn(email, PASSWORD, address)).status).toBe(200);
    for (let i = 0; i < PAIR_LIMIT - 1; i++) expect((await signIn(email, WRONG, address)).status).toBe(401);
    expect((await post('/api/login', { email, password: PASSWORD }, address)).status).toBe(200);
    const answers = await sendTogether(
      Array.from({ length: 8 }, () => ({ path: '/api/auth/login', body: { email, password: WRONG }, address })),
    );
    expect(count(answers, 401)).toBe(PAIR_LIMIT);
    expect(count(answers, 429)).toBe(8 - PAIR_LIMIT);
  });

  it("leaves the owner's browser able to sign in at once after a stranger's 50 failures from 50 addresses", async () => {
    const email = await staffAccount();
    const owner = await deviceCookieOf(email, freshAddress());
    const strangers = Array.from({ length: 50 }, (_, i) => `10.61.${Math.floor(i / 200)}.${i + 1}`);
    const answers = await sendTogether(
      strangers.map((address) => ({ path: '/api/auth/login', body: { email, password: WRONG }, address })),
    );
    // Only the account's allowance for unknown browsers was checked; the rest waited.
    expect(count(answers, 401)).toBe(ACCOUNT_LIMIT);
    expect(count(answers, 429)).toBe(50 - ACCOUNT_LIMIT);
    // A browser that never signed in to the account now waits, even with the right password...
    expect((await signIn(email, PASSWORD, freshAddress())).status).toBe(429);
    // ... but the owner's, with its device cookie, signs in at once, from any address.
    const res = await signIn(email, PASSWORD, freshAddress(), owner);
    expect(res.status).toBe(200);
    expect(((await res.json()) as { user: { email: string } }).user.email).toBe(email);
  });

  it('judges a device by its own count: twelve wrong passwords at once with its cookie check ten, then it waits', async () => {
    const email = await staffAccount();
    const cookie = await deviceCookieOf(email, freshAddress());
    const address = freshAddress();
    const answers = await sendTogether(
      Array.from({ length: 12 }, () => ({
        path: '/api/auth/login',
        body: { email, password: WRONG },
        address,
        cookie,
      })),
    );
    expect(count(answers, 401)).toBe(DEVICE_LIMIT);
    expect(count(answers, 429)).toBe(12 - DEVICE_LIMIT);
    expect((await signIn(email, PASSWORD, freshAddress(), cookie)).status).toBe(429);
    // The device's slowdown is its own: another browser of the owner's still signs in.
    expect((await signIn(email, PASSWORD, freshAddress())).status).toBe(200);
  });

  it('counts a tRPC batch sent with a device cookie against that device', async () => {
    const email = await staffAccount();
    const cookie = await deviceCookieOf(email, freshAddress());
    const res = await post(batchPath(10), batchBody(10, { email, password: WRONG }), freshAddress(), cookie);
    const codes = ((await res.json()) as BatchAnswer[]).map((a) => a.error?.json.data.code);
    expect(codes).toEqual(Array(DEVICE_LIMIT).fill('UNAUTHORIZED'));
    expect((await signIn(email, PASSWORD, freshAddress(), cookie)).status).toBe(429);
  });

  it("treats a forged, altered or another account's device cookie as no cookie", async () => {
    const email = await staffAccount();
    const other = await staffAccount();
    const [name, value] = (await deviceCookieOf(email, freshAddress())).split('=') as [string, string];
    const otherCookie = await deviceCookieOf(other, freshAddress());
    const altered = `${name}=${value.slice(0, -2)}${value.endsWith('AA') ? 'BB' : 'AA'}`;
    const renamed = `${name}=${otherCookie.split('=')[1] as string}`;
    // Fill the account's allowance for unknown browsers.
    await sendTogether(
      Array.from({ length: ACCOUNT_LIMIT }, (_, i) => ({
        path: '/api/auth/login',
        body: { email, password: WRONG },
        address: `10.62.0.${i + 1}`,
      })),
    );
    for (const cookie of [altered, renamed, `${name}=forged.cookie.value`]) {
      expect((await signIn(email, PASSWORD, freshAddress(), cookie)).status).toBe(429);
    }
  });
});
