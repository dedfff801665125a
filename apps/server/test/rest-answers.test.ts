import { Ajv2020 } from 'ajv/dist/2020.js';
import addFormats from 'ajv-formats';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { JsonSchema, OpenApiDocument } from '../src/http/openapi.ts';
import { openApiPath } from '../src/http/openapi.ts';
import { restRoutes } from '../src/rest-routes.ts';
import { restPaths } from './authorization-matrix.ts';
import { createTestApp, type TestApp } from './harness.ts';

const ajv = new Ajv2020({ strict: false, allErrors: true });
addFormats.default(ajv);

type Answer = { content?: Record<string, { schema?: JsonSchema; example?: unknown }> };

/**
 * Every REST path called as a manager, on a shop with a part, a service, a category, a message and
 * an appointment to find: each answer the server sends must fit the schema its procedure's
 * `.output()` declares, as the OpenAPI document gives it (with no field the schema lacks).
 */
describe('the REST answers, against their procedures’ output schemas', () => {
  let t: TestApp;
  let doc: OpenApiDocument;
  /** The id of a thing made under each collection path: `/api/admin/parts` -> 12. */
  const made = new Map<string, number>();

  beforeAll(async () => {
    t = await createTestApp();
    doc = (await t.app.inject({ url: '/api/openapi.json' })).json();
    const manager = await t.bearer('manager');
    for (const url of [
      '/api/admin/parts',
      '/api/admin/services',
      '/api/admin/part-categories',
      '/api/contact',
      '/api/admin/appointments',
      '/api/admin/repair-orders',
    ]) {
      const example = doc.paths[url]?.post?.requestBody?.content['application/json']?.example;
      const res = await t.app.inject({ method: 'POST', url, headers: manager, payload: example as object });
      if (typeof res.json().id === 'number') made.set(url, res.json().id);
    }
    const [message] = (await t.app.inject({ url: '/api/admin/contact-messages', headers: manager })).json();
    made.set('/api/admin/contact-messages', message.id);
  });
  afterAll(() => t.close());

  it('answers each path with what its schema declares', async () => {
    // Deletions last, so the other calls still find what they ask for.
    const rows = [...restPaths].sort((a, b) => Number(a.method === 'DELETE') - Number(b.method === 'DELETE'));
    let checked = 0;
    for (const row of rows) {
      const [path = ''] = row.url.split('?');
      const url = row.url.replace(/:(\w+)/g, () => String(made.get(path.split('/:')[0] ?? '') ?? 999999));
      const res = await t.app.inject({
        method: row.method,
        url,
        headers: await t.bearer('manager'),
        ...(row.body !== undefined ? { payload: row.body as object } : {}),
      });
      const what = `${row.method} ${url} answered ${res.statusCode}`;
      expect(res.statusCode, `${what}: ${res.body.slice(0, 300)}`).toBeLessThan(500);
      if (res.statusCode >= 300 || !res.headers['content-type']?.toString().includes('json')) continue;
      const operation = doc.paths[openApiPath(path)]?.[row.method.toLowerCase()];
      const schema = (operation?.responses[String(res.statusCode)] as Answer | undefined)?.content?.['application/json']
        ?.schema;
      expect(schema, `${what}: a documented answer`).toBeDefined();
      expect(ajv.validate(schema ?? {}, res.json()), `${what}: ${JSON.stringify(ajv.errors)}`).toBe(true);
      checked++;
    }
    expect(checked).toBeGreaterThan(40);
  }, 60_000); // One call per REST path (a backup among them): seconds on a busy machine.

  it('answers a list asked for no page as the whole list, from its sibling procedure', async () => {
    const manager = await t.bearer('manager');
    const lists = restRoutes.filter((route) => route.method === 'GET' && route.answer.schema?.def.type === 'union');
    expect(lists.map((route) => route.url)).toEqual(
      expect.arrayContaining(['/api/parts', '/api/admin/parts', '/api/admin/contact-messages']),
    );
    for (const route of lists) {
      const whole = await t.app.inject({ url: route.url, headers: manager });
      expect(Array.isArray(whole.json()), `${route.url} whole`).toBe(true);
      const page = await t.app.inject({ url: `${route.url}?limit=5`, headers: manager });
      expect(page.json().items, `${route.url}?limit=5`).toBeInstanceOf(Array);
    }
  });

  it('never sends a field the answer’s schema lacks', async () => {
    // The staff account view leaves the password out; the part's answer has no internal fields.
    const manager = await t.bearer('manager');
    const users = (await t.app.inject({ url: '/api/admin/users', headers: manager })).json();
    expect(Object.keys(users[0]).sort()).toEqual(
      ['createdAt', 'email', 'firstName', 'id', 'isActive', 'lastName', 'lastSignInAt', 'role', 'twoStep'].sort(),
    );
    const part = (await t.app.inject({ url: `/api/admin/parts?limit=1`, headers: manager })).json().items[0] as Record<
      string,
      unknown
    >;
    const added = doc.paths['/api/admin/parts']?.post?.responses['201'] as Answer | undefined;
    const schema = added?.content?.['application/json']?.schema as { properties?: object } | undefined;
    const declared = Object.keys(schema?.properties ?? {});
    expect(declared).toContain('price');
    expect(Object.keys(part).sort()).toEqual(declared.sort());
  });
});
