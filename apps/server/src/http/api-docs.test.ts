import { Validator } from '@seriousme/openapi-schema-validator';
import { Ajv2020 } from 'ajv/dist/2020.js';
import addFormats from 'ajv-formats';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { restPaths } from '../../test/authorization-matrix.ts';
import { documentGaps } from '../../test/document-coverage.ts';
import { createTestApp, type TestApp } from '../../test/harness.ts';
import { notedRoutes } from './api-docs.routes.ts';
import type { JsonSchema, OpenApiDocument, Operation } from './openapi.ts';

const ajv = new Ajv2020({ strict: false, allErrors: true });
addFormats.default(ajv);
const matches = (schema: JsonSchema, value: unknown) => ajv.validate(schema, value);

/** The object a JSON Pointer (`#/components/responses/Error400`) points at, if any. */
function resolve(doc: unknown, ref: string): unknown {
  return ref
    .slice(2)
    .split('/')
    .reduce<unknown>((at, key) => (at as Record<string, unknown> | undefined)?.[key], doc);
}

function refsIn(value: unknown): string[] {
  if (Array.isArray(value)) return value.flatMap(refsIn);
  if (!value || typeof value !== 'object') return [];
  return Object.entries(value).flatMap(([key, v]) => (key === '$ref' && typeof v === 'string' ? [v] : refsIn(v)));
}

const ACCESS_OF_MINIMUM = { public: 'public', authed: 'signed-in', staff: 'supervisor', manager: 'manager' } as const;

describe('the OpenAPI document and the API reference', () => {
  let t: TestApp;
  let doc: OpenApiDocument;
  const operations = () =>
    Object.entries(doc.paths).flatMap(([path, methods]) =>
      Object.entries(methods).map(([method, op]) => ({ path, method: method.toUpperCase(), op })),
    );
  /** The path with a made-up id, as a client would send it. */
  const concrete = (path: string) => path.replace(/\{\w+\}/g, '999999');
  const jsonBody = (op: Operation) => op.requestBody?.content['application/json'];
  const operation = (path: string, method: string): Operation => {
    const op = doc.paths[path]?.[method];
    if (!op) throw new Error(`${method} ${path} is not in the document`);
    return op;
  };
  type Answer = { content?: Record<string, { schema?: JsonSchema }> };
  const answerSchema = (op: Operation, status: string): JsonSchema =>
    (op.responses[status] as Answer | undefined)?.content?.['application/json']?.schema ?? {};

  beforeAll(async () => {
    t = await createTestApp();
    const res = await t.app.inject({ url: '/api/openapi.json' });
    expect(res.statusCode).toBe(200);
    expect(res.headers['content-type']).toContain('application/json');
    doc = res.json();
  });
  afterAll(() => t.close());

  it('is a valid OpenAPI 3.1 document whose every $ref resolves', async () => {
    expect(doc.openapi).toMatch(/^3\.1\./);
    const result = await new Validator().validate(structuredClone(doc));
    expect(result.errors ?? []).toEqual([]);
    expect(result.valid).toBe(true);
    const refs = refsIn(doc);
    expect(refs.length).toBeGreaterThan(20);
    for (const ref of new Set(refs)) expect(resolve(doc, ref), ref).toBeDefined();
    expect(doc.components.securitySchemes).toMatchObject({ bearerAuth: { type: 'http', scheme: 'bearer' } });
  });

  it('has every REST path the server answers, with its method, and nothing the server does not answer', () => {
    const routes = notedRoutes(t.app);
    expect(routes.length).toBeGreaterThan(30);
    expect(documentGaps(routes, doc.paths)).toEqual({ undocumented: [], documentedButGone: [] });
  });

  it('reports a path registered without an entry, and an entry whose path is gone', () => {
    const { '/api/parts': _gone, ...paths } = doc.paths;
    const routes = [...notedRoutes(t.app), { method: 'POST', url: '/api/admin/bays/:id' }, { method: 'GET', url: '/' }];
    expect(documentGaps(routes, { ...paths, '/api/old': { get: {} } })).toEqual({
      undocumented: ['GET /api/parts', 'POST /api/admin/bays/{id}'],
      documentedButGone: ['GET /api/old'],
    });
  });

  it('gives each path the role the authorization matrix checks, with bearer auth unless public', () => {
    for (const row of restPaths) {
      const op = doc.paths[row.url.split('?')[0]?.replace(/:(\w+)/g, '{$1}') ?? '']?.[row.method.toLowerCase()];
      expect(op?.['x-access'], `${row.method} ${row.url}`).toBe(ACCESS_OF_MINIMUM[row.minimum]);
      expect(op?.security, `${row.method} ${row.url}`).toEqual(
        row.minimum === 'public' ? undefined : [{ bearerAuth: [] }],
      );
    }
    expect(doc.paths['/api/admin/parts']?.post?.responses).toHaveProperty('201');
    expect(Object.keys(doc.paths['/api/admin/parts']?.post?.responses ?? {})).toEqual(
      expect.arrayContaining(['400', '401', '403', '503']),
    );
  });

  it('takes the example body of each documented request, and refuses one that breaks the documented schema', async () => {
    const manager = await t.bearer('manager');
    const withBody = operations().filter(({ op }) => jsonBody(op));
    expect(withBody.length).toBeGreaterThanOrEqual(10);
    for (const { path, method, op } of withBody) {
      const media = jsonBody(op);
      const what = `${method} ${path}`;
      expect(media?.example, `${what} has an example`).toBeDefined();
      if (!media?.example) continue;
      expect(matches(media.schema, media.example), `${what}: example fits the documented schema`).toBe(true);
      const accepted = await t.app.inject({ method, url: concrete(path), headers: manager, payload: media.example });
      // Past validation: it may still be a 401 (no such account) or 404 (no such id).
      expect(accepted.statusCode === 400 && accepted.json().issues, `${what} took its example`).toBeFalsy();

      const required = (media.schema as { required?: string[] }).required ?? [];
      for (const field of required) {
        const { [field]: _left, ...broken } = media.example as Record<string, unknown>;
        expect(matches(media.schema, broken), `${what} without ${field}`).toBe(false);
        const refused = await t.app.inject({ method, url: concrete(path), headers: manager, payload: broken });
        expect(refused.statusCode, `${what} without ${field}`).toBe(400);
        expect(refused.json().issues.map((i: { path: string }) => i.path)).toContain(field);
      }
    }
  });

  it('documents the contact form and adding a part as the server takes them', async () => {
    const contact = jsonBody(operation('/api/contact', 'post'));
    const sent = await t.app.inject({ method: 'POST', url: '/api/contact', payload: contact?.example as object });
    expect(sent.statusCode).toBe(201);
    expect(matches(answerSchema(operation('/api/contact', 'post'), '201'), sent.json())).toBe(true);

    const addPart = operation('/api/admin/parts', 'post');
    const part = jsonBody(addPart);
    const manager = await t.bearer('manager');
    const added = await t.app.inject({
      method: 'POST',
      url: '/api/admin/parts',
      headers: manager,
      payload: part?.example as object,
    });
    expect(added.statusCode).toBe(201);
    expect(matches(answerSchema(addPart, '201'), added.json()), JSON.stringify(ajv.errors)).toBe(true);

    // A name longer than the documented maxLength is refused, with the field named.
    const properties = (part?.schema as { properties?: Record<string, { maxLength?: number }> } | undefined)
      ?.properties;
    const tooLong = { ...(part?.example as object), name: 'x'.repeat((properties?.name?.maxLength ?? 0) + 1) };
    expect(matches(part?.schema ?? {}, tooLong)).toBe(false);
    const refused = await t.app.inject({ method: 'POST', url: '/api/admin/parts', headers: manager, payload: tooLong });
    expect(refused.statusCode).toBe(400);
    expect(refused.json().issues).toEqual([{ path: 'name', message: expect.any(String), key: 'tooLong' }]);
    expect(matches(doc.components.schemas.Error ?? {}, refused.json())).toBe(true);
  });

  it('describes the answers the server gives to each read', async () => {
    const manager = await t.bearer('manager');
    const reads = operations().filter(
      ({ method, path, op }) =>
        method === 'GET' && !path.includes('{') && (op.responses['200'] as Answer | undefined)?.content,
    );
    expect(reads.map((r) => r.path)).toEqual(
      expect.arrayContaining([
        '/api/parts',
        '/api/admin/parts',
        '/api/carousel-images',
        '/api/settings',
        '/api/services',
        '/api/ready',
      ]),
    );
    for (const { path, op } of reads) {
      // A read that needs a query (the slots) is called as the authorization matrix calls it.
      const url = restPaths.find((r) => r.method === 'GET' && r.url.split('?')[0] === path)?.url ?? path;
      const res = await t.app.inject({ url, headers: manager });
      expect(res.statusCode, path).toBe(200);
      if (!res.headers['content-type']?.toString().includes('json')) continue; // the reference page
      expect(matches(answerSchema(op, '200'), res.json()), `${path}: ${JSON.stringify(ajv.errors)}`).toBe(true);
    }
  });

  it('serves a reference page listing every operation with its role, and no script', async () => {
    const res = await t.app.inject({ url: '/api/docs' });
    expect(res.statusCode).toBe(200);
    expect(res.headers['content-type']).toContain('text/html');
    const html = res.body;
    expect(html).not.toMatch(/<script/i);
    for (const { path, method, op } of operations()) {
      expect(html, `${method} ${path}`).toContain(`id="${op.operationId}"`);
      expect(html).toContain(`${method}</span> <code>${path}</code>`);
      expect(html).toContain(op.summary);
    }
    expect(html).toContain('Manager</span>');
    expect(html).toContain('<code>price</code>');
  });
});
