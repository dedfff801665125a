import { generate } from 'otplib';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '../../test/harness.ts';
import { softwareAuthenticator } from '../../test/software-authenticator.ts';
import { relyingParty } from './passkeys.ts';
import { hashPassword } from './passwords.ts';
import { sealTotpSecret } from './totp-key.ts';

// The server's clock for these tests: the middle of a 30-second step, so "now" and each step
// either side are exact.
const NOW = new Date('2026-11-26T10:00:15Z');
const at = (secondsFromNow: number) => Math.floor(NOW.getTime() / 1000) + secondsFromNow;

const MANAGER = { email: 'manager@desertgear.example', password: 'manager-demo-2026' };
const USER = { email: 'user@desertgear.example', password: 'user-demo-2026' };
const CHROME_MAC =
  'Mozilla/5.0 (Macintosh; Intel Mac OS X 10_15_7) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/131.0.0.0 Safari/537.36';
// The server's key for authenticator-app secrets (TOTP_KEY), as production sets it.
const TOTP_KEY = Buffer.alloc(32, 7);
const FIREFOX_WINDOWS = 'Mozilla/5.0 (Windows NT 10.0; Win64; x64; rv:133.0) Gecko/20100101 Firefox/133.0';

describe('two-factor sign-in, passkeys and sessions', () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await createTestApp({ infra: { now: () => NOW }, env: { TOTP_KEY: TOTP_KEY.toString('base64') } });
  });
  afterAll(() => t.close());
  beforeEach(async () => {
    // Every test starts with the demo accounts as they are seeded: no factors, nobody required.
    await t.em().execute(`update users set totp_secret = null, totp_pending_secret = null, totp_last_step = null`);
    await t.em().execute('delete from recovery_codes; delete from passkeys; delete from sessions');
    await t.em().execute(`update business_settings set value = 'nobody' where key = 'twoFactorRequiredFor'`);
    // And with fresh allowances: each test counts its own attempts.
    const ids = (await t.em().execute<{ id: string }[]>('select id from users')).map((u) => u.id);
    for (const key of ['127.0.0.1', MANAGER.email, USER.email, ...ids])
      for (const name of [
        'signInPerEmail',
        'signInPerIp',
        'signInPerIpPerDay',
        'secondFactorPerAccount',
        'reauthenticatePerAccount',
      ] as const)
        await t.infra.limits[name].delete(key);
    for (const email of [MANAGER.email, USER.email])
      await t.infra.limits.signInPerEmailAndIp.delete(`${email}\n127.0.0.1`);
  });

  const call = async (
    method: 'GET' | 'POST' | 'PUT' | 'PATCH' | 'DELETE',
    url: string,
    opts: { token?: string; body?: object; userAgent?: string } = {},
  ) => {
    const res = await t.app.inject({
      method,
      url,
      headers: {
        ...(opts.token ? { authorization: `Bearer ${opts.token}` } : {}),
        ...(opts.userAgent ? { 'user-agent': opts.userAgent } : {}),
      },
      ...(opts.body ? { payload: opts.body } : {}),
    });
    return { status: res.statusCode, body: res.body ? res.json() : null };
  };
  const login = (who: { email: string; password: string }, userAgent?: string) =>
    call('POST', '/api/auth/login', { body: who, userAgent });

  /** Signs in with the password alone (no factor yet) and sets up the authenticator app; answers its secret. */
  async function enableTotp(who = MANAGER) {
    const { body: signedIn } = await login(who);
    const token = signedIn.token as string;
    const begun = await call('POST', '/api/auth/totp', { token });
    expect(begun.status).toBe(200);
    expect(begun.body.uri).toContain(`secret=${begun.body.secret}`);
    expect(begun.body.qrCode).toMatch(/^data:image\/svg\+xml;base64,/);
    const secret = begun.body.secret as string;
    // The code of the step before: within the window.
    const confirmed = await call('POST', '/api/auth/totp/confirm', {
      token,
      body: { code: await generate({ secret, epoch: at(-30) }) },
    });
    expect(confirmed.status).toBe(200);
    return { secret, token, recoveryCodes: confirmed.body.recoveryCodes as string[] };
  }

  const secondStep = async (code: string, who = MANAGER) => {
    const first = await login(who);
    expect(first.body).toMatchObject({ mfaRequired: true });
    return call('POST', '/api/auth/login/second-factor', { body: { ticket: first.body.ticket, code } });
  };

  it('takes a TOTP code for its step and one either side, each step once, never an older one', async () => {
    const { secret } = await enableTotp();
    const code = (seconds: number) => generate({ secret, epoch: at(seconds) });

    const first = await login(MANAGER);
    expect(first.body).toEqual({ mfaRequired: true, ticket: expect.any(String), methods: ['totp', 'recovery-code'] });

    // Two steps ahead: outside the window.
    expect((await secondStep(await code(60))).body.reason).toBe('invalid-code');
    const now = await secondStep(await code(0));
    expect(now.status).toBe(200);
    expect(now.body.user.email).toBe(MANAGER.email);
    expect((await call('GET', '/api/auth/user', { token: now.body.token })).status).toBe(200);
    // The same code again, even within its 30 seconds: refused.
    expect((await secondStep(await code(0))).body.reason).toBe('invalid-code');
    // The next step's code is still good; after it, an older step's is not.
    expect((await secondStep(await code(30))).status).toBe(200);
    expect((await secondStep(await code(0))).body.reason).toBe('invalid-code');
  });

  it('keeps the app’s secret sealed with TOTP_KEY; under another key no code opens it, a recovery code still does', async () => {
    const { secret, recoveryCodes } = await enableTotp();
    const [row] = await t
      .em()
      .execute<{ totp_secret: string }[]>('select totp_secret from users where email = ?', [MANAGER.email]);
    expect(row?.totp_secret).toMatch(/^v1\./);
    expect(row?.totp_secret).not.toContain(secret);
    expect((await secondStep(await generate({ secret, epoch: at(0) }))).status).toBe(200);

    // A database restored where the server has another key.
    await t
      .em()
      .execute('update users set totp_secret = ?, totp_last_step = null where email = ?', [
        sealTotpSecret(secret, Buffer.alloc(32, 9)),
        MANAGER.email,
      ]);
    expect((await secondStep(await generate({ secret, epoch: at(30) }))).body.reason).toBe('invalid-code');
    expect((await secondStep(recoveryCodes[0] as string)).status).toBe(200);
  });

  it('takes each recovery code once, and spends a ticket after five wrong codes', async () => {
    const { recoveryCodes } = await enableTotp();
    expect(recoveryCodes).toHaveLength(10);
    expect(new Set(recoveryCodes).size).toBe(10);
    // Stored only hashed.
    const stored = await t.em().execute<{ code_hash: string }[]>('select code_hash from recovery_codes');
    expect(stored.map((r) => r.code_hash)).not.toContain(recoveryCodes[0]);

    const typed = (recoveryCodes[0] as string).toUpperCase().replaceAll('-', ' ');
    expect((await secondStep(typed)).status).toBe(200);
    expect((await secondStep(recoveryCodes[0] as string)).body.reason).toBe('invalid-code');
    expect((await secondStep(recoveryCodes[1] as string)).status).toBe(200);

    const { body: ticket } = await login(MANAGER);
    for (let i = 0; i < 5; i++) {
      const wrong = await call('POST', '/api/auth/login/second-factor', {
        body: { ticket: ticket.ticket, code: '000000' },
      });
      expect(wrong.body.reason).toBe('invalid-code');
    }
    const spent = await call('POST', '/api/auth/login/second-factor', {
      body: { ticket: ticket.ticket, code: recoveryCodes[2] },
    });
    expect(spent).toMatchObject({ status: 401, body: { reason: 'sign-in-ticket-expired' } });
  });

  it('keeps a session that must enrol to enrolment, then lets it in once a factor is set up', async () => {
    await call('PUT', '/api/admin/two-factor-policy', {
      token: (await login(MANAGER)).body.token,
      body: { requiredFor: 'all-staff' },
    });
    const first = await login(USER);
    expect(first.body).toMatchObject({ enrolmentRequired: true, user: { email: USER.email } });
    const token = first.body.token as string;

    // Nothing but enrolment: REST, tRPC, and a tRPC batch.
    expect((await call('GET', '/api/auth/user', { token })).body.reason).toBe('two-factor-enrolment-required');
    expect((await call('GET', '/api/auth/sessions', { token })).status).toBe(403);
    const batch = await t.app.inject({
      url: `/trpc/auth.me,account.sessions?batch=1&input=${encodeURIComponent('{}')}`,
      headers: { authorization: `Bearer ${token}` },
    });
    expect(
      batch.json().map((r: { error?: { json: { data: { reason: string } } } }) => r.error?.json.data.reason),
    ).toEqual(['two-factor-enrolment-required', 'two-factor-enrolment-required']);
    const account = await call('GET', '/api/auth/account', { token });
    expect(account.body).toMatchObject({ enrolmentRequired: true, secondFactorRequired: true, totp: false });

    const { body: begun } = await call('POST', '/api/auth/totp', { token });
    const code = await generate({ secret: begun.secret, epoch: at(0) });
    expect((await call('POST', '/api/auth/totp/confirm', { token, body: { code } })).status).toBe(200);
    expect((await call('GET', '/api/auth/user', { token })).status).toBe(200);

    // The factor required can't be removed while it is the only one.
    const removed = await call('DELETE', '/api/auth/totp', { token });
    expect(removed).toMatchObject({ status: 409, body: { reason: 'factor-required' } });
  });

  it('asks for the password again before factors or the password change, after five minutes', async () => {
    const token = (await t.bearer('user')).authorization.replace('Bearer ', '');
    expect((await call('POST', '/api/auth/totp', { token })).body.reason).toBe('reauthentication-required');
    expect((await call('PUT', '/api/auth/password', { token, body: { password: 'a-new-password-1' } })).status).toBe(
      403,
    );
    const wrong = await call('POST', '/api/auth/reauthenticate', { token, body: { password: 'not-it-at-all' } });
    expect(wrong).toMatchObject({ status: 401, body: { reason: 'invalid-credentials' } });
    expect((await call('POST', '/api/auth/reauthenticate', { token, body: { password: USER.password } })).status).toBe(
      200,
    );
    expect((await call('POST', '/api/auth/totp', { token })).status).toBe(200);
    await t.em().execute(`update sessions set reauthenticated_at = now() - interval '6 minutes'`);
    expect((await call('POST', '/api/auth/totp', { token })).body.reason).toBe('reauthentication-required');
  });

  it('registers passkeys that sign in alone or as the second factor, each account only its own', async () => {
    const rp = relyingParty(t.config);
    const key = softwareAuthenticator(rp.origin, rp.id);
    const token = (await login(MANAGER)).body.token as string;
    const { body: options } = await call('POST', '/api/auth/passkeys/options', { token });
    expect(options.authenticatorSelection).toMatchObject({ residentKey: 'required', userVerification: 'required' });
    const added = await call('POST', '/api/auth/passkeys', {
      token,
      body: { name: 'Shop laptop', response: key.register(options) },
    });
    expect(added.status).toBe(201);
    expect(added.body.passkey).toMatchObject({ name: 'Shop laptop' });
    expect(added.body.recoveryCodes).toHaveLength(10);
    // The same challenge answers once.
    const again = await call('POST', '/api/auth/passkeys', {
      token,
      body: { name: 'Twice', response: key.register(options) },
    });
    expect(again.status).toBe(400);

    // Alone: no password.
    const { body: challenge } = await call('POST', '/api/auth/passkey/options');
    const alone = await call('POST', '/api/auth/passkey', {
      body: { ticket: challenge.ticket, response: key.signIn(challenge.options) },
    });
    expect(alone.status).toBe(200);
    expect(alone.body.user.email).toBe(MANAGER.email);
    // A challenge answers once, even rightly.
    const replay = await call('POST', '/api/auth/passkey', {
      body: { ticket: challenge.ticket, response: key.signIn(challenge.options) },
    });
    expect(replay.body.reason).toBe('sign-in-ticket-expired');

    // As the second factor after the password.
    const first = await login(MANAGER);
    expect(first.body.methods).toEqual(['passkey', 'recovery-code']);
    const { body: second } = await call('POST', '/api/auth/login/second-factor/passkey-options', {
      body: { ticket: first.body.ticket },
    });
    expect(second.allowCredentials).toEqual([expect.objectContaining({ id: key.id })]);
    const finished = await call('POST', '/api/auth/login/second-factor/passkey', {
      body: { ticket: first.body.ticket, response: key.signIn(second) },
    });
    expect(finished.status).toBe(200);

    // The manager's passkey does not finish another account's sign-in.
    const other = await login(USER);
    expect(other.body.token).toEqual(expect.any(String));

    const { body: account } = await call('GET', '/api/auth/account', { token: finished.body.token });
    expect(account.passkeys).toEqual([
      expect.objectContaining({ name: 'Shop laptop', lastUsedAt: expect.any(String) }),
    ]);
    const id = account.passkeys[0].id as string;
    expect(
      (await call('PATCH', `/api/auth/passkeys/${id}`, { token: finished.body.token, body: { name: 'Desk' } })).body
        .name,
    ).toBe('Desk');
    expect((await call('DELETE', `/api/auth/passkeys/${id}`, { token: finished.body.token })).status).toBe(200);
    // Gone: it signs in no more.
    const { body: later } = await call('POST', '/api/auth/passkey/options');
    const refused = await call('POST', '/api/auth/passkey', {
      body: { ticket: later.ticket, response: key.signIn(later.options) },
    });
    expect(refused).toMatchObject({ status: 401, body: { reason: 'invalid-code' } });
  });

  it('lists the caller’s sessions with browser, system and address, and ends one or all the others', async () => {
    const mac = (await login(USER, CHROME_MAC)).body.token as string;
    const windows = (await login(USER, FIREFOX_WINDOWS)).body.token as string;
    const third = (await login(USER)).body.token as string;
    await login(MANAGER);

    const { body: listed } = await call('GET', '/api/auth/sessions', { token: mac });
    expect(listed).toHaveLength(3);
    const current = listed.find((s: { current: boolean }) => s.current);
    expect(current).toMatchObject({ browser: 'Chrome 131', os: 'macOS 10.15.7', address: '127.0.0.1' });
    const other = listed.find((s: { browser: string | null }) => s.browser === 'Firefox 133');
    expect(other).toMatchObject({ os: 'Windows 10', current: false });

    expect((await call('DELETE', `/api/auth/sessions/${other.id}`, { token: mac })).status).toBe(200);
    expect((await call('GET', '/api/auth/user', { token: windows })).status).toBe(401);
    // Another account's session is not the caller's to end.
    const { body: managerSessions } = await call('GET', '/api/auth/sessions', {
      token: (await login(MANAGER)).body.token,
    });
    expect((await call('DELETE', `/api/auth/sessions/${managerSessions[0].id}`, { token: mac })).status).toBe(404);

    expect((await call('DELETE', '/api/auth/sessions', { token: mac })).body).toEqual({ ended: 1 });
    expect((await call('GET', '/api/auth/user', { token: third })).status).toBe(401);
    expect((await call('GET', '/api/auth/sessions', { token: mac })).body).toHaveLength(1);
  });

  it('lets a manager end an account’s sessions and reset its factors; a password reset keeps them', async () => {
    const { secret } = await enableTotp(USER);
    const manager = (await login(MANAGER)).body.token as string;
    const { body: users } = await call('GET', '/api/admin/users?q=user%40desertgear', { token: manager });
    const userId = users[0].id as string;
    expect(users[0].twoStep).toBe(true);

    const reset = await call('PATCH', `/api/admin/users/${userId}`, {
      token: manager,
      body: { password: 'a-brand-new-one-1' },
    });
    expect(reset.status).toBe(200);
    const after = await login({ email: USER.email, password: 'a-brand-new-one-1' });
    expect(after.body).toMatchObject({ mfaRequired: true, methods: ['totp', 'recovery-code'] });
    const signedIn = await call('POST', '/api/auth/login/second-factor', {
      body: { ticket: after.body.ticket, code: await generate({ secret, epoch: at(0) }) },
    });
    expect(signedIn.status).toBe(200);

    const ended = await call('DELETE', `/api/admin/users/${userId}/sessions`, { token: manager });
    expect(ended.body).toEqual({ endedSessions: 1 });
    expect((await call('GET', '/api/auth/user', { token: signedIn.body.token })).status).toBe(401);

    expect((await call('POST', `/api/admin/users/${userId}/reset-2fa`, { token: manager })).status).toBe(200);
    const plain = await login({ email: USER.email, password: 'a-brand-new-one-1' });
    expect(plain.body).toMatchObject({ token: expect.any(String), user: { email: USER.email } });
    const { body: listed } = await call('GET', '/api/admin/users?q=user%40desertgear&limit=25', { token: manager });
    expect(listed.items.map((u: { twoStep: boolean }) => u.twoStep)).toEqual([false]);
  });

  it('writes each step to the audit trail, gives the device cookie only once both steps are done, and holds one’s own new password to the shop’s rule', async () => {
    // The seeded password again (a test before this one gave the account a new one).
    await t
      .em()
      .execute('update users set password = ? where email = ?', [await hashPassword(USER.password), USER.email]);
    const manager = (await login(MANAGER)).body.token as string;
    const newest = async (action: string) => {
      const { body } = await call('GET', `/api/admin/audit-events?action=${action}&limit=1`, { token: manager });
      return body.items[0];
    };
    const { secret, token } = await enableTotp(USER);
    expect(await newest('totp-enabled')).toMatchObject({ actorEmail: USER.email, result: 'success' });

    const password = await t.app.inject({ method: 'POST', url: '/api/auth/login', payload: USER });
    expect(password.json()).toMatchObject({ mfaRequired: true });
    // The right password alone earns the browser nothing.
    expect(password.headers['set-cookie']).toBeUndefined();
    const ticket = password.json().ticket as string;
    const wrong = await call('POST', '/api/auth/login/second-factor', { body: { ticket, code: '000000' } });
    expect(wrong.body.reason).toBe('invalid-code');
    expect(await newest('second-factor-failed')).toMatchObject({
      actorEmail: USER.email,
      result: 'failure',
      targetLabel: 'totp',
    });
    const done = await t.app.inject({
      method: 'POST',
      url: '/api/auth/login/second-factor',
      payload: { ticket, code: await generate({ secret, epoch: at(0) }) },
    });
    expect(done.statusCode).toBe(200);
    expect(String(done.headers['set-cookie'])).toMatch(/^shop_device_[0-9a-f]{16}=/);
    expect(await newest('sign-in')).toMatchObject({ actorEmail: USER.email, result: 'success', targetLabel: 'totp' });

    const reauth = await call('POST', '/api/auth/reauthenticate', { token, body: { password: 'not-it-at-all' } });
    expect(reauth.status).toBe(401);
    expect(await newest('reauthentication-failed')).toMatchObject({ actorEmail: USER.email, result: 'failure' });

    // One's own new password: the same rule as the Users screen's.
    for (const [tried, key] of [
      ['password123', 'passwordTooCommon'],
      ['DesertGear2026', 'passwordOwnWords'],
    ]) {
      const refused = await call('PUT', '/api/auth/password', { token, body: { password: tried } });
      expect(refused.status, tried).toBe(400);
      expect(refused.body.issues.map((i: { key: string }) => i.key)).toEqual([key]);
    }
    expect(
      (await call('PUT', '/api/auth/password', { token, body: { password: 'tacos al pastor los martes' } })).status,
    ).toBe(200);
    expect(await newest('password-changed')).toMatchObject({ actorEmail: USER.email });

    const { body: users } = await call('GET', '/api/admin/users?q=user%40desertgear', { token: manager });
    expect((await call('POST', `/api/admin/users/${users[0].id}/reset-2fa`, { token: manager })).status).toBe(200);
    expect(await newest('two-factor-reset')).toMatchObject({ actorEmail: MANAGER.email, targetLabel: USER.email });
  });
});
