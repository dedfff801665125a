import { describe, expect, it } from 'vitest';
import { z } from 'zod';
import { defineRoute } from './rest.ts';

const route = {
  method: 'GET',
  url: '/api/example',
  summary: 'An example',
  tag: 'Shop',
  answer: { description: 'It' },
} as const;

describe('a REST adapter’s access', () => {
  it('is the access its procedure declares, from the procedure’s meta', () => {
    expect(
      defineRoute({ ...route, procedure: 'settings.public', handle: (caller) => caller.settings.public() }).access,
    ).toBe('public');
    expect(defineRoute({ ...route, procedure: 'auth.me', handle: (caller) => caller.auth.me() }).access).toBe(
      'signed-in',
    );
    expect(
      defineRoute({ ...route, procedure: ['appointments.list', 'appointments.all'], handle: async () => null }).access,
    ).toBe('supervisor');
    expect(
      defineRoute({ ...route, procedure: 'settings.admin', handle: (caller) => caller.settings.admin() }).access,
    ).toBe('manager');
  });

  it('is refused at start for an adapter over procedures that disagree on it', () => {
    expect(() =>
      defineRoute({
        ...route,
        procedure: ['settings.public', 'settings.admin'],
        handle: (caller) => caller.settings.admin(),
      }),
    ).toThrow('REST adapter over settings.public, settings.admin: not one known access');
  });

  it('lets an adapter call only the procedures it names (checked by the type checker)', () => {
    const adapter = defineRoute({
      ...route,
      procedure: 'settings.public',
      query: z.strictObject({}),
      // @ts-expect-error: `settings.admin` is not the procedure this path names.
      handle: (caller) => caller.settings.admin(),
    });
    expect(adapter.access).toBe('public');
  });
});
