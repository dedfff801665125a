import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { createTestApp, type TestApp } from '../../test/harness.ts';
import { RATE_LIMITS } from '../rate-limits/rate-limits.ts';
import { verifyPassword } from './passwords.ts';
import { Session } from './session.entity.ts';
import { createSession, hashToken } from './sessions.ts';
import { createStaffAccount } from './staff-accounts.ts';
import { User } from './user.entity.ts';

vi.mock('./passwords.ts', async (importOriginal) => {
  const real = await importOriginal<typeof import('./passwords.ts')>();
  return { ...real, verifyPassword: vi.fn(real.verifyPassword) };
});

const MANAGER = { email: 'manager@desertgear.example', password: 'manager-demo-2026' };

describe('staff sign-in', () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await createTestApp();
  });
  afterAll(() => t.close());

  const login = (body: unknown, ip = '10.0.0.1') =>
    t.app.inject({ method: 'POST', url: '/api/auth/login', payload: body as object, remoteAddress: ip });

  it('signs a manager in with a token and the user, and the token opens /api/auth/user', async () => {
    const res = await login({ ...MANAGER, email: 'Manager@DesertGear.example' });
    expect(res.statusCode).toBe(200);
    const { token, user } = res.json();
    expect(token).toMatch(/^[\w-]{43}$/);
    expect(user).toMatchObject({ email: MANAGER.email, role: 'manager', firstName: 'Maria' });
    expect(user.password).toBeUndefined();

    const me = await t.app.inject({ url: '/api/auth/user', headers: { authorization: `Bearer ${token}` } });
    expect(me.statusCode).toBe(200);
    expect(me.json().email).toBe(MANAGER.email);
    // Only the hash of the token is stored.
    const stored = await t.em().findOne(Session, { sid: hashToken(token) });
    expect(stored?.sess.userId).toBe(user.id);
    expect(await t.em().count(Session, { sid: token })).toBe(0);
  });

  it('gives one generic 401 for a wrong password, an unknown email and an inactive account', async () => {
    const wrong = await login({ ...MANAGER, password: 'not-the-password' }, '10.0.1.1');
    const unknown = await login({ email: 'nobody@desertgear.example', password: 'whatever-1' }, '10.0.1.2');
    const em = t.em();
    await em.nativeUpdate(User, { email: 'user@desertgear.example' }, { isActive: false });
    const inactive = await login({ email: 'user@desertgear.example', password: 'user-demo-2026' }, '10.0.1.3');
    await em.nativeUpdate(User, { email: 'user@desertgear.example' }, { isActive: true });
    for (const res of [wrong, unknown, inactive]) {
      expect(res.statusCode).toBe(401);
      expect(res.json()).toEqual({ message: 'Invalid email or password', reason: 'invalid-credentials' });
    }
  });

  it('checks an unknown email against a hash as costly as a real one, as for a wrong password', async () => {
    // Equal work, not equal wall-clock time: a timed comparison would turn on how busy the machine
    // is. The real verifier runs; the spy only records which hash it was given.
    const checked = vi.mocked(verifyPassword);
    checked.mockClear();
    await login({ email: 'supervisor@desertgear.example', password: 'wrong-pass-1' }, '10.0.2.1');
    await login({ email: 'ghost@desertgear.example', password: 'wrong-pass-1' }, '10.0.3.1');
    expect(checked).toHaveBeenCalledTimes(2);
    const [known, unknown] = checked.mock.calls.map(([hashed]) => hashed);
    // `$argon2id$v=19$m=19456,t=2,p=1$salt$hash`: the algorithm and its cost come before the salt.
    const cost = (hashed: string | undefined) => hashed?.split('$').slice(1, 4).join('$');
    expect(cost(unknown)).toMatch(/^argon2id\$v=\d+\$m=\d+,t=\d+,p=\d+$/);
    expect(cost(unknown)).toBe(cost(known));
    expect(unknown).not.toBe(known);
  });

  it('refuses bad input with 400 and the field messages', async () => {
    const res = await login({ email: 'not-an-email', password: '' });
    expect(res.statusCode).toBe(400);
    expect(res.json().issues).toEqual(
      expect.arrayContaining([
        { path: 'email', message: 'Please enter a valid email address', key: 'emailInvalid' },
        { path: 'password', message: 'Password is required', key: 'passwordRequired' },
      ]),
    );
  });

  it('refuses tampered and expired tokens with 401', async () => {
    const { token } = (await login(MANAGER, '10.0.4.1')).json();
    const tampered = `${token.slice(0, -1)}${token.endsWith('A') ? 'B' : 'A'}`;
    const bad = await t.app.inject({ url: '/api/auth/user', headers: { authorization: `Bearer ${tampered}` } });
    expect(bad.statusCode).toBe(401);
    const none = await t.app.inject({ url: '/api/auth/user' });
    expect(none.statusCode).toBe(401);

    await t.em().nativeUpdate(Session, { sid: hashToken(token) }, { expire: new Date(Date.now() - 1000) });
    const expired = await t.app.inject({ url: '/api/auth/user', headers: { authorization: `Bearer ${token}` } });
    expect(expired.statusCode).toBe(401);
    // The expired row is purged when it is seen.
    expect(await t.em().count(Session, { sid: hashToken(token) })).toBe(0);
  });

  it('renews a session used after half its life', async () => {
    const { token } = (await login(MANAGER, '10.0.4.2')).json();
    const soon = new Date(Date.now() + 60 * 60_000);
    await t.em().nativeUpdate(Session, { sid: hashToken(token) }, { expire: soon });
    await t.app.inject({ url: '/api/auth/user', headers: { authorization: `Bearer ${token}` } });
    const renewed = await t.em().findOneOrFail(Session, { sid: hashToken(token) });
    expect(renewed.expire.getTime()).toBeGreaterThan(Date.now() + 6 * 24 * 60 * 60_000);
  });

  it('signs out: the session row is deleted and the token stops working', async () => {
    const { token } = (await login(MANAGER, '10.0.5.1')).json();
    const auth = { authorization: `Bearer ${token}` };
    const out = await t.app.inject({ method: 'POST', url: '/api/auth/logout', headers: auth });
    expect(out.statusCode).toBe(200);
    expect(await t.em().count(Session, { sid: hashToken(token) })).toBe(0);
    expect((await t.app.inject({ url: '/api/auth/user', headers: auth })).statusCode).toBe(401);
  });

  it('signs out through the tRPC door too; without a token sign-out answers 401', async () => {
    const { token } = (await login(MANAGER, '10.0.5.2')).json();
    const auth = { authorization: `Bearer ${token}` };
    const out = await t.app.inject({ method: 'POST', url: '/trpc/auth.logout', headers: auth, payload: {} });
    expect(out.statusCode).toBe(200);
    expect(await t.em().count(Session, { sid: hashToken(token) })).toBe(0);
    expect((await t.app.inject({ method: 'POST', url: '/api/auth/logout' })).statusCode).toBe(401);
    expect((await t.app.inject({ method: 'POST', url: '/api/auth/logout', headers: auth })).statusCode).toBe(401);
  });

  it('stops an open session at once when its account is made inactive', async () => {
    const supervisor = { email: 'supervisor@desertgear.example', password: 'supervisor-demo-2026' };
    const { token } = (await login(supervisor, '10.0.6.1')).json();
    const auth = { authorization: `Bearer ${token}` };
    expect((await t.app.inject({ url: '/api/admin/appointments', headers: auth })).statusCode).toBe(200);
    await t.em().nativeUpdate(User, { email: supervisor.email }, { isActive: false });
    try {
      expect((await t.app.inject({ url: '/api/auth/user', headers: auth })).statusCode).toBe(401);
      expect((await t.app.inject({ url: '/api/admin/appointments', headers: auth })).statusCode).toBe(401);
    } finally {
      await t.em().nativeUpdate(User, { email: supervisor.email }, { isActive: true });
    }
  });

  it('clears out everyone’s expired sessions when someone signs in', async () => {
    const em = t.em();
    const user = await em.findOneOrFail(User, { email: 'user@desertgear.example' });
    const stale = await createSession(em, user, 7);
    await em.nativeUpdate(Session, { sid: hashToken(stale) }, { expire: new Date(Date.now() - 60_000) });
    expect(await t.em().count(Session, { sid: hashToken(stale) })).toBe(1);
    expect((await login(MANAGER, '10.0.7.1')).statusCode).toBe(200);
    expect(await t.em().count(Session, { sid: hashToken(stale) })).toBe(0);
    expect(await t.em().count(Session, { expire: { $lte: new Date() } })).toBe(0);
  });

  it('gives each sign-in its own session, with a 7-day expiry', async () => {
    const a = (await login(MANAGER, '10.0.8.1')).json().token;
    const b = (await login(MANAGER, '10.0.8.2')).json().token;
    expect(a).not.toBe(b);
    const row = await t.em().findOneOrFail(Session, { sid: hashToken(b) });
    const days = (row.expire.getTime() - Date.now()) / (24 * 60 * 60_000);
    expect(days).toBeGreaterThan(6.9);
    expect(days).toBeLessThanOrEqual(7);
  });

  it('limits failed sign-ins per email from browsers that never signed in to it, with 429 and Retry-After, even from many addresses', async () => {
    const target = { email: 'clerk@desertgear.example', password: 'guess-guess' };
    await createStaffAccount(t.deps(), { email: target.email, password: 'clerk-demo-2026', role: 'user' });
    // A successful sign-in gives its own attempt back: it does not count against the limit.
    expect((await login({ ...target, password: 'clerk-demo-2026' }, '10.1.1.1')).statusCode).toBe(200);
    const accountLimit = RATE_LIMITS.signInPerEmail.points;
    for (let i = 0; i < accountLimit; i++) expect((await login(target, `10.1.0.${i}`)).statusCode).toBe(401);
    const limited = await login({ ...target, password: 'clerk-demo-2026' }, '10.1.0.99');
    expect(limited.statusCode).toBe(429);
    expect(Number(limited.headers['retry-after'])).toBeGreaterThan(0);
    expect(limited.json().message).toMatch(/Too many sign-in attempts/);
  });

  it('limits failed sign-ins per IP across emails, on the tRPC door too', async () => {
    for (let i = 0; i < 20; i++) await login({ email: `spray${i}@example.com`, password: 'x-password' }, '10.2.0.1');
    const res = await t.app.inject({
      method: 'POST',
      url: '/trpc/auth.login',
      payload: { json: MANAGER },
      remoteAddress: '10.2.0.1',
    });
    expect(res.statusCode).toBe(429);
    expect(Number(res.headers['retry-after'])).toBeGreaterThan(0);
  });

  it('refuses registration with 403 while it is disabled', async () => {
    const res = await t.app.inject({
      method: 'POST',
      url: '/api/auth/register',
      payload: {
        email: 'new@example.com',
        password: 'long-enough',
        confirmPassword: 'long-enough',
        firstName: 'N',
        lastName: 'U',
      },
    });
    expect(res.statusCode).toBe(403);
    expect(res.json()).toEqual({ message: 'Registration is disabled', reason: 'registration-disabled' });
    expect(await t.em().count(User, { email: 'new@example.com' })).toBe(0);
  });

  it('sends GET /api/login to the sign-in screen, keeping a local next path only', async () => {
    const withNext = await t.app.inject({ url: '/api/login?next=/dashboard' });
    expect(withNext.statusCode).toBe(302);
    expect(withNext.headers.location).toBe('/auth?next=%2Fdashboard');
    for (const next of ['//evil.example', '/%5Cevil.example', 'https://evil.example', '/%09/evil.example']) {
      const offsite = await t.app.inject({ url: `/api/login?next=${next}` });
      expect(offsite.headers.location, next).toBe('/auth');
    }
  });

  it('answers the /login portal like /api/auth/login, with its own password rule', async () => {
    const ok = await t.app.inject({ method: 'POST', url: '/api/login', payload: MANAGER, remoteAddress: '10.3.0.1' });
    expect(ok.statusCode).toBe(200);
    expect(ok.json().user.role).toBe('manager');
    const short = await t.app.inject({
      method: 'POST',
      url: '/api/login',
      payload: { email: MANAGER.email, password: '12345' },
    });
    expect(short.statusCode).toBe(400);
    expect(short.json().issues[0].message).toBe('Password must be at least 6 characters');
  });
});

describe('registration when the operator turns it on', () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await createTestApp({ env: { REGISTRATION_ENABLED: 'true' } });
  });
  afterAll(() => t.close());

  const body = {
    email: 'Fresh@Example.com',
    password: 'long-enough',
    confirmPassword: 'long-enough',
    firstName: 'Fresh',
    lastName: 'User',
  };

  it('makes a user-role account and signs it in; asking for a role is refused, not quietly ignored', async () => {
    const asking = await t.app.inject({
      method: 'POST',
      url: '/api/auth/register',
      payload: { ...body, role: 'manager' },
    });
    expect(asking.statusCode).toBe(400);
    expect(asking.json().issues).toEqual([{ path: 'role', message: "This field isn't accepted", key: 'unknownField' }]);
    const res = await t.app.inject({ method: 'POST', url: '/api/auth/register', payload: body });
    expect(res.statusCode).toBe(201);
    expect(res.json().user).toMatchObject({ email: 'fresh@example.com', role: 'user' });
    // Signed in: the token it answers opens the account.
    const me = await t.app.inject({ url: '/api/auth/user', headers: { authorization: `Bearer ${res.json().token}` } });
    expect(me.statusCode).toBe(200);
    expect(me.json()).toMatchObject({ email: 'fresh@example.com', role: 'user' });
  });

  it('answers 409 for an email already used and 400 when the passwords differ', async () => {
    const again = await t.app.inject({ method: 'POST', url: '/api/auth/register', payload: body });
    expect(again.statusCode).toBe(409);
    const mismatch = await t.app.inject({
      method: 'POST',
      url: '/api/auth/register',
      payload: { ...body, email: 'other@example.com', confirmPassword: 'different' },
    });
    expect(mismatch.statusCode).toBe(400);
    expect(mismatch.json().issues).toEqual([
      { path: 'confirmPassword', message: "Passwords don't match", key: 'passwordsDontMatch' },
    ]);
  });

  it('limits registrations per address with 429 and Retry-After', async () => {
    const attempt = (i: number) =>
      t.app.inject({
        method: 'POST',
        url: '/api/auth/register',
        payload: { ...body, email: `burst${i}@example.com` },
        remoteAddress: '10.9.0.1',
      });
    for (let i = 0; i < 10; i++) expect((await attempt(i)).statusCode).toBe(201);
    const limited = await attempt(10);
    expect(limited.statusCode).toBe(429);
    expect(Number(limited.headers['retry-after'])).toBeGreaterThan(0);
    expect(await t.em().count(User, { email: 'burst10@example.com' })).toBe(0);
  });
});
