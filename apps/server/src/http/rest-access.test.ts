import type { TRPCRouterRecord } from '@trpc/server';
import type { FastifyReply } from 'fastify';
import { describe, expect, it } from 'vitest';
import { z } from 'zod';
import { toTRPCError } from '../errors.ts';
import { restRoutes } from '../rest-routes.ts';
import type { Context } from '../trpc/context.ts';
import { createCallerFactory, managerProcedure, publicProcedure, router, supervisorProcedure } from '../trpc/init.ts';
import { rowsOf } from '../trpc/rest-door.ts';
import { restRoutesOf } from './rest.ts';

const door = { summary: 'An example', tag: 'Shop', answers: 'It' } as const;
const routesOf = (record: TRPCRouterRecord) => {
  const made = router(record);
  return restRoutesOf(made, createCallerFactory(made));
};
const id = z.strictObject({ id: z.coerce.number().int() });

/**
 * A request as the adapter reads it: no session, so only public procedures answer it. Its
 * database and long-lived pieces stand empty: these procedures use none of what their deps hold.
 */
const request = (part: { params?: object; query?: object; body?: object }) =>
  ({
    req: { params: {}, query: {}, ...part },
    user: null,
    token: null,
    session: null,
    infra: {},
    config: {},
  }) as unknown as Context;
const reply = {} as FastifyReply;

describe('a REST path’s access', () => {
  it('is the access its procedure declares, from the procedure’s meta', () => {
    const access = (method: string, url: string) =>
      restRoutes.find((r) => r.method === method && r.url === url)?.access;
    expect(access('GET', '/api/settings')).toBe('public');
    expect(access('GET', '/api/auth/user')).toBe('signed-in');
    expect(access('GET', '/api/admin/appointments')).toBe('supervisor');
    expect(access('GET', '/api/admin/settings')).toBe('manager');
    expect(restRoutes.find((r) => r.url === '/api/auth/account')?.duringEnrolment).toBe(true);
  });

  it('is refused at start for a path over procedures that disagree on it', () => {
    const row = z.object({ name: z.string() });
    expect(() =>
      routesOf({
        list: supervisorProcedure
          .meta({ rest: { ...door, method: 'GET', path: '/api/things', wholeList: 'all' } })
          .output(z.object({ items: z.array(row) }))
          .query(() => ({ items: [] })),
        all: managerProcedure.output(rowsOf(row)).query(async function* () {}),
      }),
    ).toThrow('REST GET /api/things (list): not one known access');
  });
});

describe('a REST door', () => {
  it('is refused at start without an output schema, with a path parameter its input lacks, or declared twice', () => {
    const get = { ...door, method: 'GET', path: '/api/things/:id' } as const;
    expect(() =>
      routesOf({
        one: publicProcedure
          .meta({ rest: get })
          .input(id)
          .query(() => 1),
      }),
    ).toThrow('an output schema');
    expect(() =>
      routesOf({
        one: publicProcedure
          .meta({ rest: get })
          .output(z.number())
          .query(() => 1),
      }),
    ).toThrow('its input has no field id');
    const twice = publicProcedure
      .meta({ rest: get })
      .input(id)
      .output(z.number())
      .query(() => 1);
    expect(() => routesOf({ one: twice, two: twice })).toThrow('REST GET /api/things/:id: declared twice');
  });

  it('gives the procedure the path parameters with the query, or with the body (nested with `bodyAs`)', async () => {
    const echo = z.record(z.string(), z.unknown());
    const [read, change, replace] = routesOf({
      read: publicProcedure
        .meta({ rest: { ...door, method: 'GET', path: '/api/things/:id' } })
        .input(id.extend({ lang: z.enum(['en', 'es']).default('en') }))
        .output(echo)
        .query(({ input }) => input),
      change: publicProcedure
        .meta({ rest: { ...door, method: 'PATCH', path: '/api/things/:id', bodyAs: 'thing' } })
        .input(id.extend({ thing: z.strictObject({ name: z.string() }) }))
        .output(echo)
        .mutation(({ input }) => input),
      replace: publicProcedure
        .meta({ rest: { ...door, method: 'PUT', path: '/api/things/:id' } })
        .input(id.extend({ name: z.string() }))
        .output(echo)
        .mutation(({ input }) => input),
    });
    expect(await read?.run(request({ params: { id: '7' }, query: { lang: 'es', _: '1732550400000' } }), reply)).toEqual(
      {
        id: 7,
        lang: 'es',
      },
    );
    expect(await change?.run(request({ params: { id: '7' }, body: { name: 'Brakes' } }), reply)).toEqual({
      id: 7,
      thing: { name: 'Brakes' },
    });
    expect(await replace?.run(request({ params: { id: '7' }, body: { name: 'Brakes' } }), reply)).toEqual({
      id: 7,
      name: 'Brakes',
    });
    // The body can't name a path parameter: its schema is the input without them, and strict.
    await expect(
      replace?.run(request({ params: { id: '7' }, body: { id: 8, name: 'Brakes' } }), reply),
    ).rejects.toThrow();
  });

  it('answers the whole list from its sibling unless the query asks for a page', async () => {
    const row = z.object({ name: z.string() });
    const [list] = routesOf({
      list: publicProcedure
        .meta({ rest: { ...door, method: 'GET', path: '/api/things', wholeList: 'all' } })
        .input(z.strictObject({ q: z.string().optional(), limit: z.coerce.number().optional() }))
        .output(z.object({ items: z.array(row), asked: z.unknown() }))
        .query(({ input }) => ({ items: [], asked: input })),
      all: publicProcedure
        .input(z.strictObject({ q: z.string().optional() }))
        .output(rowsOf(row))
        .query(async function* ({ input }) {
          yield { name: `all ${input.q ?? ''}`, hidden: 'never sent' };
        }),
    });
    const rows = async (answer: unknown) => {
      const found: unknown[] = [];
      for await (const each of answer as AsyncIterable<unknown>) found.push(each);
      return found;
    };
    expect(await rows(await list?.run(request({ query: { q: 'brakes' } }), reply))).toEqual([{ name: 'all brakes' }]);
    expect(await list?.run(request({ query: { q: 'brakes', limit: '5' } }), reply)).toEqual({
      items: [],
      asked: { q: 'brakes', limit: 5 },
    });
    expect(list?.answer.schema?.safeParse([{ name: 'a row' }]).success).toBe(true);
  });

  it('answers a server fault, not bad input, when the procedure’s answer breaks its output schema', async () => {
    const [broken] = routesOf({
      broken: publicProcedure
        .meta({ rest: { ...door, method: 'GET', path: '/api/broken' } })
        .output(z.object({ name: z.string() }))
        .query(() => ({ name: 7 }) as unknown as { name: string }),
    });
    const failed = await broken?.run(request({}), reply).catch((error: unknown) => error);
    expect(toTRPCError(failed).code).toBe('INTERNAL_SERVER_ERROR');
  });
});
