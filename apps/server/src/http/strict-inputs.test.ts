import { describe, expect, it } from 'vitest';
import type { z } from 'zod';
import { restRoutes } from '../rest-routes.ts';
import { appRouter } from '../router.ts';

/**
 * Where an input object would let an unknown field through: an object neither strict (refuses
 * them, the rule) nor declared loose on purpose (`z.looseObject`, as the sign-in link's query).
 */
function lenientObjects(schema: z.ZodType, path: string, found: string[], seen = new Set<unknown>()): string[] {
  if (seen.has(schema)) return found;
  seen.add(schema);
  const def = schema._zod.def as unknown as Record<string, unknown> & { type: string };
  const walk = (inner: unknown, at = path) => lenientObjects(inner as z.ZodType, at, found, seen);
  switch (def.type) {
    case 'object': {
      const catchall = (def.catchall as z.ZodType | undefined)?._zod.def.type;
      if (catchall !== 'never' && catchall !== 'unknown') found.push(path || '(the input)');
      for (const [key, field] of Object.entries(def.shape as Record<string, unknown>)) walk(field, `${path}.${key}`);
      break;
    }
    case 'array':
      walk(def.element, `${path}[]`);
      break;
    case 'union':
      for (const option of def.options as unknown[]) walk(option);
      break;
    case 'pipe':
      walk(def.in);
      break;
    case 'optional':
    case 'nullable':
    case 'default':
    case 'prefault':
    case 'catch':
    case 'readonly':
      walk(def.innerType);
      break;
    case 'record':
      walk(def.valueType, `${path}.*`);
      break;
  }
  return found;
}

describe('every input a client sends names its fields', () => {
  it('every tRPC procedure’s input object refuses fields it doesn’t take', () => {
    const lenient = Object.entries(appRouter._def.procedures).flatMap(([name, procedure]) =>
      ((procedure as unknown as { _def: { inputs: z.ZodType[] } })._def.inputs ?? []).flatMap((input) =>
        lenientObjects(input, '', []).map((at) => `${name}${at}`),
      ),
    );
    expect(lenient).toEqual([]);
  });

  it('every REST body and query object refuses them too', () => {
    const lenient = restRoutes.flatMap((route) =>
      (['query', 'body'] as const).flatMap((part) => {
        const schema = route[part] as z.ZodType | undefined;
        return schema ? lenientObjects(schema, '', []).map((at) => `${route.method} ${route.url} ${part}${at}`) : [];
      }),
    );
    expect(lenient).toEqual([]);
  });
});
