import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '../../test/harness.ts';
import { createSession, resolveSession } from './sessions.ts';
import { User } from './user.entity.ts';

describe('the Users screen’s REST paths', () => {
  let t: TestApp;
  let manager: { authorization: string };
  let managerId: string;
  beforeAll(async () => {
    t = await createTestApp();
    manager = await t.bearer('manager');
    managerId = (await t.em().findOneOrFail(User, { role: 'manager' })).id;
  });
  afterAll(() => t.close());

  const create = (body: object, headers = manager) =>
    t.app.inject({ method: 'POST', url: '/api/admin/users', headers, payload: body });
  const change = (id: string, body: object, headers = manager) =>
    t.app.inject({ method: 'PATCH', url: `/api/admin/users/${id}`, headers, payload: body });
  const signIn = (email: string, password: string) =>
    t.app.inject({ method: 'POST', url: '/api/auth/login', payload: { email, password } });

  it('creates a supervisor with a made-up password shown once, who can then sign in and shows in the list', async () => {
    const res = await create({ email: 'Ana@Shop.example', firstName: 'Ana', lastName: 'Diaz', role: 'supervisor' });
    expect(res.statusCode).toBe(201);
    const { user, generatedPassword } = res.json();
    expect(user).toMatchObject({ email: 'ana@shop.example', role: 'supervisor', isActive: true, lastSignInAt: null });
    expect(generatedPassword).toMatch(/^[\w-]{24}$/);
    expect((await signIn('ana@shop.example', generatedPassword)).statusCode).toBe(200);

    const list = (await t.app.inject({ url: '/api/admin/users', headers: manager })).json();
    const ana = list.find((u: { email: string }) => u.email === 'ana@shop.example');
    expect(ana).toMatchObject({ firstName: 'Ana', lastName: 'Diaz', role: 'supervisor', isActive: true });
    expect(Date.now() - Date.parse(ana.lastSignInAt)).toBeLessThan(60_000);
    expect(JSON.stringify(list)).not.toMatch(/password|argon/i);
  });

  it('takes a first password given by the manager, answers none back, and refuses a taken email', async () => {
    const res = await create({ email: 'ben@shop.example', role: 'user', password: 'bens-first-pass' });
    expect(res.json().generatedPassword).toBeNull();
    expect((await signIn('ben@shop.example', 'bens-first-pass')).statusCode).toBe(200);
    const again = await create({ email: 'BEN@shop.example', role: 'user' });
    expect(again.statusCode).toBe(409);
    expect(again.json().message).toBe('An account with the email ben@shop.example already exists');
  });

  it('deactivating ends the account’s sessions at once; activating lets it sign in again', async () => {
    const { user } = (
      await create({ email: 'cal@shop.example', role: 'supervisor', password: 'cals-password' })
    ).json();
    const token = (await signIn('cal@shop.example', 'cals-password')).json().token;
    const me = () => t.app.inject({ url: '/api/auth/user', headers: { authorization: `Bearer ${token}` } });
    expect((await me()).statusCode).toBe(200);

    const off = await change(user.id, { isActive: false });
    expect(off.json()).toMatchObject({ user: { isActive: false }, endedSessions: 1 });
    expect((await me()).statusCode).toBe(401);
    expect((await signIn('cal@shop.example', 'cals-password')).statusCode).toBe(401);

    await change(user.id, { isActive: true, role: 'manager' });
    expect((await signIn('cal@shop.example', 'cals-password')).statusCode).toBe(200);
  });

  it('a password reset ends sessions and answers a made-up password once', async () => {
    const { user } = (await create({ email: 'dee@shop.example', role: 'user', password: 'dees-password' })).json();
    const dee = await t.em().findOneOrFail(User, { id: user.id });
    const token = await createSession(t.em(), dee, 7);
    const res = await change(user.id, { resetPassword: true });
    expect(res.statusCode).toBe(200);
    const { generatedPassword } = res.json();
    expect(await resolveSession(t.em(), token, 7)).toBeNull();
    expect((await signIn('dee@shop.example', 'dees-password')).statusCode).toBe(401);
    expect((await signIn('dee@shop.example', generatedPassword)).statusCode).toBe(200);
  });

  it('a manager can’t demote or deactivate themselves', async () => {
    for (const body of [{ role: 'supervisor' }, { isActive: false }]) {
      const res = await change(managerId, body);
      expect(res.statusCode, JSON.stringify(body)).toBe(409);
      expect(res.json().message).toBe('You can’t remove your own manager access: ask another manager');
    }
    expect((await t.em().findOneOrFail(User, { id: managerId })).role).toBe('manager');
  });

  it('an unknown account is a 404', async () => {
    const res = await change('00000000-0000-4000-8000-000000000000', { role: 'user' });
    expect(res.statusCode).toBe(404);
  });
});

describe('the last active manager', () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await createTestApp();
  });
  afterAll(() => t.close());

  it('of two managers demoting each other at the same moment, one wins and the shop keeps a manager', async () => {
    const em = t.em();
    const ids: string[] = [];
    for (const email of ['mia@shop.example', 'noa@shop.example']) {
      const user = em.create(User, { email, password: 'x', role: 'manager', isActive: true });
      ids.push(user.id);
    }
    await em.flush();
    // Only these two are managers now.
    await t.em().nativeUpdate(
      User,
      { role: 'manager', email: { $nin: ['mia@shop.example', 'noa@shop.example'] } },
      {
        role: 'supervisor',
      },
    );
    const [mia, noa] = await t.em().find(
      User,
      { email: { $in: ['mia@shop.example', 'noa@shop.example'] } },
      {
        orderBy: { email: 'asc' },
      },
    );
    if (!mia || !noa) throw new Error('arranged managers missing');
    const bearer = async (u: User) => ({ authorization: `Bearer ${await createSession(t.em(), u, 1)}` });
    for (let round = 0; round < 3; round++) {
      // Fresh sessions each round: the winner's change may end the loser's sessions.
      const [asMia, asNoa] = [await bearer(mia), await bearer(noa)];
      const results = await Promise.all([
        t.app.inject({ method: 'PATCH', url: `/api/admin/users/${noa.id}`, headers: asMia, payload: { role: 'user' } }),
        t.app.inject({
          method: 'PATCH',
          url: `/api/admin/users/${mia.id}`,
          headers: asNoa,
          payload: { isActive: false },
        }),
      ]);
      // One change wins. The other is refused: 409 when it reached the rule, or 401/403 when the
      // winner had already taken the loser's manager access (and ended its sessions) before it ran.
      const winners = results.filter((r) => r.statusCode === 200);
      const losers = results.filter((r) => r.statusCode !== 200);
      expect(winners).toHaveLength(1);
      expect(losers.map((r) => [401, 403, 409].includes(r.statusCode))).toEqual([true]);
      expect(await t.em().count(User, { role: 'manager', isActive: true })).toBe(1);
      const refused = losers[0];
      if (refused?.statusCode === 409) expect(refused.json().message).toMatch(/last active manager|own manager access/);
      // Put both back for the next round.
      await t.em().nativeUpdate(User, { id: { $in: [mia.id, noa.id] } }, { role: 'manager', isActive: true });
    }
  });

  it('the CLI can’t demote the last active manager either', async () => {
    const { setRole } = await import('./staff-accounts.ts');
    await t.em().nativeUpdate(User, { email: 'mia@shop.example' }, { role: 'manager', isActive: true });
    await t.em().nativeUpdate(User, { email: 'noa@shop.example' }, { role: 'supervisor' });
    await expect(setRole(t.deps(), { email: 'mia@shop.example', role: 'user' })).rejects.toThrow(
      'mia@shop.example is the last active manager: make another manager first',
    );
  });
});
