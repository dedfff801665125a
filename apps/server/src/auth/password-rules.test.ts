import { execFile } from 'node:child_process';
import path from 'node:path';
import { promisify } from 'node:util';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '../../test/harness.ts';
import { verifyPassword } from './passwords.ts';
import { User } from './user.entity.ts';

/** The staff password rule wherever a password is set: the Users screen's paths and `pnpm users`. */

const run = promisify(execFile);
const CLI = path.join(import.meta.dirname, '../cli/users.ts');

describe('staff passwords', () => {
  let t: TestApp;
  let manager: { authorization: string };
  beforeAll(async () => {
    t = await createTestApp();
    manager = await t.bearer('manager');
  });
  afterAll(() => t.close());

  const create = (payload: object) =>
    t.app.inject({ method: 'POST', url: '/api/admin/users', payload, headers: manager });
  const issueKeys = (res: { json(): { issues?: { path: string; key: string }[] } }) =>
    res.json().issues?.map((i) => `${i.path}:${i.key}`);

  it('refuses on the Users screen a common password, the shop’s or the person’s own words, and over 128 characters', async () => {
    const person = { email: 'rosa.vega@desertgear.example', firstName: 'Rosa', lastName: 'Vega', role: 'user' };
    for (const [password, key] of [
      ['password123', 'passwordTooCommon'],
      ['Sunshine1!', 'passwordTooCommon'],
      ['DesertGear2026', 'passwordOwnWords'],
      ['rosa.vega.1990', 'passwordOwnWords'],
      ['short77', 'passwordMin8'],
      ['a quiet brown gearbox '.repeat(6), 'passwordMax128'],
    ]) {
      const res = await create({ ...person, password });
      expect(res.statusCode, password).toBe(400);
      expect(issueKeys(res), password).toEqual([`password:${key}`]);
    }
    // Nothing was made by the refusals; a long passphrase of any characters is fine.
    expect(await t.em().count(User, { email: person.email })).toBe(0);
    const ok = await create({ ...person, password: 'tacos al pastor los martes' });
    expect(ok.statusCode).toBe(201);
    const reset = await t.app.inject({
      method: 'PATCH',
      url: `/api/admin/users/${ok.json().user.id}`,
      payload: { password: 'VegaRosa!!' },
      headers: manager,
    });
    expect(reset.statusCode).toBe(400);
    expect(issueKeys(reset)).toEqual(['password:passwordOwnWords']);
    const stored = await t.em().findOneOrFail(User, { email: person.email }, { populate: ['password'] });
    expect(await verifyPassword(stored.password, 'tacos al pastor los martes')).toBe(true);
  });

  it('refuses the same on the command line, saying why', async () => {
    const env = { ...process.env, DATABASE_URL: t.orm.config.get('clientUrl') as string, LOG_LEVEL: 'silent' };
    const cli = (...args: string[]) => run(process.execPath, [CLI, ...args], { env });
    const args = ['create', '--email', 'cli.tech@desertgear.example', '--role', 'user', '--password'];
    await expect(cli(...args, 'qwerty123')).rejects.toMatchObject({
      stderr: expect.stringContaining('one of the most common ones'),
    });
    await expect(cli(...args, 'cli.tech.2026')).rejects.toMatchObject({
      stderr: expect.stringContaining('own name or email'),
    });
    const made = await cli(...args, 'brake fluid and coffee');
    expect(made.stdout).toContain('Created user cli.tech@desertgear.example');
    await expect(
      cli('reset-password', '--email', 'cli.tech@desertgear.example', '--password', 'iloveyou'),
    ).rejects.toMatchObject({ stderr: expect.stringContaining('one of the most common ones') });
    // Each run starts a whole Node process with the ORM: seconds each.
  }, 90_000);
});
