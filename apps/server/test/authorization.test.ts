import type { Role } from '@shop/contract';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createSession } from '../src/auth/sessions.ts';
import { User } from '../src/auth/user.entity.ts';
import { restRoutes } from '../src/rest-routes.ts';
import { appRouter } from '../src/router.ts';
import { publicProcedure, router } from '../src/trpc/init.ts';
import { type Minimum, procedures, restPaths } from './authorization-matrix.ts';
import { createTestApp, type TestApp } from './harness.ts';
import { matrixGaps } from './matrix-coverage.ts';

type Caller = 'anonymous' | Role;
const CALLERS: Caller[] = ['anonymous', 'user', 'supervisor', 'manager'];
const RANK: Record<Caller, number> = { anonymous: 0, user: 1, supervisor: 2, manager: 3 };
const NEEDS: Record<Minimum, number> = { public: 0, authed: 1, staff: 2, manager: 3 };

/** The status a caller must get: 401 signed out, 403 signed in below the minimum, else neither. */
function expected(caller: Caller, minimum: Minimum): 401 | 403 | 'allowed' {
  if (RANK[caller] >= NEEDS[minimum]) return 'allowed';
  return caller === 'anonymous' ? 401 : 403;
}

/** The refusal reason in a tRPC or REST error answer, if any. */
function reasonOf(body: string): string | undefined {
  try {
    const answer = JSON.parse(body);
    return answer?.reason ?? answer?.error?.json?.data?.reason;
  } catch {
    return undefined;
  }
}

function check(
  res: { statusCode: number; body: string },
  want: 401 | 403 | 'allowed',
  what: string,
  passedAccessThen?: string,
) {
  const status = res.statusCode;
  if (want === 'allowed' && passedAccessThen) expect(reasonOf(res.body), what).toBe(passedAccessThen);
  else if (want === 'allowed') expect([401, 403], what).not.toContain(status);
  else expect(status, what).toBe(want);
}

/**
 * A subscription answers 200 at once and streams: its refusal is its first event (tRPC's
 * `serialized-error`), carrying the status. Read until that or the stream's `ready`, then let go.
 */
async function subscriptionStatus(app: TestApp['app'], path: string, headers: Record<string, string>) {
  const res = await app.inject({ url: `/trpc/${path}`, headers, payloadAsStream: true });
  const stream = res.stream();
  let text = '';
  try {
    for await (const chunk of stream) {
      text += String(chunk);
      const refused = /event: serialized-error\ndata: (.*)\n/.exec(text);
      if (refused?.[1]) {
        const error = JSON.parse(refused[1]).json;
        return { statusCode: error.data.httpStatus as number, body: JSON.stringify({ reason: error.data.reason }) };
      }
      if (text.includes('"kind":"ready"')) return { statusCode: res.statusCode, body: text };
    }
    return { statusCode: res.statusCode, body: text };
  } finally {
    stream.destroy();
  }
}

const allProcedures = Object.entries(
  appRouter._def.procedures as unknown as Record<string, { _def: { type: string } }>,
);

describe('authorization matrix', () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await createTestApp();
  });
  afterAll(() => t.close());

  /** A fresh session per call, since some calls (sign-out) end the session they use. */
  const headers = async (caller: Caller): Promise<Record<string, string>> => {
    if (caller === 'anonymous') return {};
    const em = t.em();
    const user = await em.findOneOrFail(User, { role: caller });
    return { authorization: `Bearer ${await createSession(em, user, 1)}` };
  };

  it('has a row for every tRPC procedure and every REST path, and none for things that are gone', () => {
    expect(matrixGaps(appRouter, restRoutes, procedures, restPaths)).toEqual({
      proceduresWithoutRow: [],
      rowsWithoutProcedure: [],
      routesWithoutRow: [],
      rowsWithoutRoute: [],
    });
  });

  for (const [path, procedure] of allProcedures) {
    it(`tRPC ${path}`, async () => {
      const row = procedures[path];
      if (!row) return; // reported by the completeness test above
      for (const caller of CALLERS) {
        const input = encodeURIComponent(JSON.stringify({ json: row.input ?? null }));
        const res =
          procedure._def.type === 'subscription'
            ? await subscriptionStatus(t.app, path, await headers(caller))
            : procedure._def.type === 'query'
              ? await t.app.inject({ url: `/trpc/${path}?input=${input}`, headers: await headers(caller) })
              : await t.app.inject({
                  method: 'POST',
                  url: `/trpc/${path}`,
                  headers: await headers(caller),
                  payload: { json: row.input ?? null },
                });
        check(
          res,
          expected(caller, row.minimum),
          `${caller} calling ${path} got ${res.statusCode}`,
          row.passedAccessThen,
        );
      }
    });
  }

  for (const row of restPaths) {
    it(`REST ${row.method} ${row.url}`, async () => {
      for (const caller of CALLERS) {
        const res = await t.app.inject({
          method: row.method,
          url: row.url.replace(/:(\w+)/g, '999999'),
          headers: await headers(caller),
          ...(row.body !== undefined ? { payload: row.body as object } : {}),
        });
        check(
          res,
          expected(caller, row.minimum),
          `${caller} calling ${row.method} ${row.url} got ${res.statusCode}`,
          row.passedAccessThen,
        );
      }
    });
  }
});

describe('the completeness check itself', () => {
  const call = publicProcedure.query(() => 'ok');

  it('reports a procedure or REST route added without a row, and a row whose call is gone', () => {
    const grown = router({ ...appRouter._def.record, workshop: router({ bays: router({ list: call }) }) });
    const routes = [...restRoutes, { method: 'GET' as const, url: '/api/workshop/bays' }];
    const rows = { ...procedures, 'workshop.gone': { minimum: 'manager' as const } };
    const rest = [...restPaths, { method: 'DELETE' as const, url: '/api/gone/:id', minimum: 'manager' as const }];
    expect(matrixGaps(grown, routes, rows, rest)).toEqual({
      proceduresWithoutRow: ['workshop.bays.list'],
      rowsWithoutProcedure: ['workshop.gone'],
      routesWithoutRow: ['GET /api/workshop/bays'],
      rowsWithoutRoute: ['DELETE /api/gone/:id'],
    });
  });

  it('tells the same path with another method apart', () => {
    const gaps = matrixGaps(router({}), [{ method: 'POST', url: '/api/login' }], {}, [
      { method: 'GET', url: '/api/login' },
    ]);
    expect(gaps.routesWithoutRow).toEqual(['POST /api/login']);
    expect(gaps.rowsWithoutRoute).toEqual(['GET /api/login']);
  });
});
