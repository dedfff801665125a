import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '../../test/harness.ts';
import { verifyPassword } from './passwords.ts';
import { createSession, resolveSession } from './sessions.ts';
import { createStaffAccount, deactivate, resetPassword, setRole } from './staff-accounts.ts';
import { User } from './user.entity.ts';

describe('staff accounts (the users CLI)', () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await createTestApp({ demo: false });
  });
  afterAll(() => t.close());

  it('creates an account with a hashed password and a lower-cased email', async () => {
    const user = await createStaffAccount(t.deps(), {
      email: 'Tech@Example.com',
      password: 'long-enough-1',
      role: 'supervisor',
    });
    const stored = await t.em().findOneOrFail(User, { id: user.id }, { populate: ['password'] });
    expect(stored.email).toBe('tech@example.com');
    expect(stored.password).toMatch(/^\$argon2id\$/);
    expect(await verifyPassword(stored.password, 'long-enough-1')).toBe(true);
  });

  it('refuses a second account with the same email and a short password', async () => {
    await expect(
      createStaffAccount(t.deps(), { email: 'tech@example.com', password: 'long-enough-2', role: 'user' }),
    ).rejects.toMatchObject({ reason: 'email-taken' });
    await expect(
      createStaffAccount(t.deps(), { email: 'other@example.com', password: 'short', role: 'user' }),
    ).rejects.toThrow(/at least 8/);
  });

  it('refuses control characters in a name or a password, as the forms do', async () => {
    for (const input of [
      { email: 'bell@example.com', password: 'long-enough\u0007', role: 'user' as const },
      { email: 'nul@example.com', password: 'long-enough-3', role: 'user' as const, firstName: 'Ana\u0000' },
    ]) {
      await expect(createStaffAccount(t.deps(), input)).rejects.toThrow(/characters that aren't allowed/);
    }
    expect(await t.em().count(User, { email: { $in: ['bell@example.com', 'nul@example.com'] } })).toBe(0);
  });

  it('changes roles, and a deactivated account loses its open sessions at once', async () => {
    const em = t.em();
    // The shop keeps an active manager: this one stays while tech comes and goes.
    await createStaffAccount(t.deps(), { email: 'boss@example.com', password: 'long-enough-9', role: 'manager' });
    const user = await setRole(t.deps(), { email: 'tech@example.com', role: 'manager' });
    expect(user.role).toBe('manager');
    const token = await createSession(em, user, 7);
    expect((await resolveSession(t.em(), token, 7))?.user.role).toBe('manager');

    const { endedSessions } = await deactivate(t.deps(), { email: 'tech@example.com' });
    expect(endedSessions).toBe(1);
    expect(await resolveSession(t.em(), token, 7)).toBeNull();
  });

  it('ends sessions when the password is reset', async () => {
    const user = await createStaffAccount(t.deps(), {
      email: 'reset@example.com',
      password: 'long-enough-3',
      role: 'user',
    });
    const token = await createSession(t.em(), user, 7);
    await resetPassword(t.deps(), { email: 'reset@example.com', password: 'brand-new-pass' });
    expect(await resolveSession(t.em(), token, 7)).toBeNull();
  });
});
