import { englishMessages, REFUSAL_REASONS, REFUSALS, type ValidationMessageKey } from '@shop/contract';
import { z } from 'zod';
import { createDocument, type ZodOpenApiOperationObject } from 'zod-openapi';
import type { errorBody } from '../errors.ts';
import { type Access, type ErrorStatus, type RouteDoc, TAGS } from './route-doc.ts';

/**
 * Builds the OpenAPI 3.1 document of the REST paths from their declarations: every schema in it
 * is converted from the zod schema the server parses or answers with, never written by hand.
 */

export type JsonSchema = Record<string, unknown>;
/** The parts of the built document the reference page and the tests read (zod-openapi makes it). */
export type OpenApiDocument = {
  openapi: string;
  info: { title: string; version: string; description: string };
  tags: { name: string; description: string }[];
  paths: Record<string, Record<string, Operation>>;
  components: { schemas: Record<string, JsonSchema>; responses: Record<string, unknown>; securitySchemes: unknown };
};
export interface Operation {
  operationId: string;
  summary: string;
  description?: string;
  tags: string[];
  'x-access': Access;
  security?: Record<string, string[]>[];
  /** `required` is left out when false, and a description may stand on the schema instead. */
  parameters?: { name: string; in: 'path' | 'query'; required?: boolean; schema: JsonSchema; description?: string }[];
  requestBody?: { required: true; content: Record<string, { schema: JsonSchema; example?: unknown }> };
  responses: Record<string, unknown>;
}

/** The body of every error answer; typed against errors.ts so the two can't drift apart. */
const errorAnswer: z.ZodType<ReturnType<typeof errorBody>> = z
  .object({
    message: z.string().meta({
      description: 'What went wrong, in English a person can read; it may be reworded, so a program reads `reason`',
    }),
    reason: z.enum(REFUSAL_REASONS).meta({
      description: `Why, as a stable code (never renamed; new ones may be added):\n\n${REFUSAL_REASONS.map(
        (r) => `- \`${r}\` (${REFUSALS[r].status}): ${REFUSALS[r].doc}`,
      ).join('\n')}`,
    }),
    issues: z
      .array(
        z.object({
          path: z.string().meta({ description: 'The field, dotted for nested ones (`address.city`)' }),
          message: z.string().meta({ description: 'The English words of `key`' }),
          key: z
            .enum(Object.keys(englishMessages) as [ValidationMessageKey, ...ValidationMessageKey[]])
            .meta({ description: 'The validation message, as a stable key a client translates' }),
        }),
      )
      .optional()
      .meta({ description: 'For invalid input: what is wrong with each field' }),
  })
  .meta({ id: 'Error' });

/** The reasons a status comes with, for its description. */
const reasonsOf = (status: number) =>
  REFUSAL_REASONS.filter((r) => REFUSALS[r].status === status)
    .map((r) => `\`${r}\``)
    .join(', ');

const ERRORS: Record<ErrorStatus, string> = {
  400: 'The input is not valid; `issues` says what is wrong with each field',
  401: 'No token, a token whose session is over, or (signing in) a wrong email or password',
  403: 'The account’s role may not do this, or the feature is turned off',
  404: 'There is no such thing',
  409: 'It conflicts with what is stored (already exists, already sold, still in use)',
  413: 'The body is too large',
  415: 'The body is not of a type accepted here',
  429: 'Too many attempts; `Retry-After` says how many seconds to wait',
  500: 'Something went wrong on the server; no details are given',
  503: 'The database is not answering; try again shortly',
};

const ACCESS_WORDS: Record<Access, string> = {
  public: 'anyone',
  'signed-in': 'any signed-in account',
  supervisor: 'supervisors and managers',
  manager: 'managers',
};

const DESCRIPTION = `The REST interface of the Desert Gear shop site (an auto repair and transmission shop in
Las Vegas): the public parts catalogue, home-page carousel, shop facts and contact form, and the
staff calls for the inventory, carousel, inbox and appointments.

**Signing in.** \`POST /api/auth/login\` answers a token; send it on later calls as
\`Authorization: Bearer <token>\`. Each operation says who may call it.

**Errors** answer JSON \`{ "message": ..., "reason": ..., "issues"?: [{ "path", "message", "key" }] }\`
with the status that fits: 400 invalid input (with \`issues\`), 401, 403, 404, 409, 413, 415, 429, 500
and 503. \`reason\` is a stable code saying why (the \`Error\` schema lists them all) and each issue's
\`key\` names its validation message: read those, not the English \`message\`, which may change.`;

/** `/api/admin/parts/:id` → `/api/admin/parts/{id}` */
export function openApiPath(url: string): string {
  return url.replace(/:(\w+)/g, '{$1}');
}

function errorStatuses(route: RouteDoc): ErrorStatus[] {
  const implied: ErrorStatus[] = [500];
  if (route.params || route.query || route.body) implied.push(400);
  if (route.access !== 'public') implied.push(401);
  if (route.access === 'supervisor' || route.access === 'manager') implied.push(403);
  if (route.params) implied.push(404);
  return [...new Set([...implied, ...(route.errors ?? [])])].sort((a, b) => a - b);
}

/** A body of bytes of one media type, as the document describes it. */
const bytes = (type: string) => ({ schema: { type: 'string' as const, contentMediaType: type } });

function operation(route: RouteDoc): ZodOpenApiOperationObject & Pick<Operation, 'x-access'> {
  const { description, schema, contentType, status = 200 } = route.answer;
  const who = `**Who may call:** ${ACCESS_WORDS[route.access]}.`;
  const errors = errorStatuses(route).map((error) => [error, { $ref: `#/components/responses/Error${error}` }]);
  return {
    operationId: `${route.method.toLowerCase()}${openApiPath(route.url).replace(/[^A-Za-z0-9]+(.)?/g, (_m, c?: string) => (c ?? '').toUpperCase())}`,
    summary: route.summary,
    description: route.description ? `${route.description}\n\n${who}` : who,
    tags: [route.tag],
    'x-access': route.access,
    ...(route.access !== 'public' && { security: [{ bearerAuth: [] }] }),
    ...((route.params || route.query) && {
      requestParams: {
        ...(route.params && { path: route.params }),
        ...(route.query && { query: route.query }),
      },
    }),
    ...(route.body && {
      requestBody: {
        required: true,
        content: { 'application/json': { schema: route.body, ...(route.example ? { example: route.example } : {}) } },
      },
    }),
    ...(route.rawBody && {
      requestBody: {
        required: true,
        content: Object.fromEntries(route.rawBody.contentTypes.map((t) => [t, bytes(t)])),
      },
    }),
    responses: {
      [status]: {
        description,
        ...(schema && { content: { 'application/json': { schema } } }),
        ...(contentType && { content: { [contentType]: bytes(contentType) } }),
        ...(status === 302 && { headers: { Location: { schema: { type: 'string' }, description: 'Where to go' } } }),
      },
      ...Object.fromEntries(errors),
    },
  };
}

/**
 * The document: zod-openapi turns the declarations' zod schemas into parameters, bodies and
 * answers (`io` input for what a client sends, output for what it is answered).
 */
export function buildOpenApiDocument(routes: RouteDoc[]): OpenApiDocument {
  const paths: Record<string, Record<string, ZodOpenApiOperationObject>> = {};
  for (const route of routes) {
    const path = openApiPath(route.url);
    paths[path] = { ...paths[path], [route.method.toLowerCase()]: operation(route) };
  }
  const responses = Object.entries(ERRORS).map(([status, description]) => [
    `Error${status}`,
    {
      description: `${description}. Reasons: ${reasonsOf(Number(status))}`,
      content: { 'application/json': { schema: errorAnswer } },
    },
  ]);
  const document = createDocument(
    {
      openapi: '3.1.1',
      info: { title: 'Desert Gear shop API', version: '1.0.0', description: DESCRIPTION },
      tags: Object.entries(TAGS).map(([name, description]) => ({ name, description })),
      paths,
      components: {
        responses: Object.fromEntries(responses),
        securitySchemes: {
          bearerAuth: {
            type: 'http',
            scheme: 'bearer',
            description: 'The token `POST /api/auth/login` answers, as `Authorization: Bearer <token>`.',
          },
        },
      },
    },
    {
      // Refinements (the money format, matching passwords) can't be expressed; they still apply.
      override: ({ zodSchema, jsonSchema, io }) => {
        // An answer's Date is sent as its ISO 8601 string; a default means nothing in an answer.
        if (zodSchema._zod.def.type === 'date') jsonSchema.format = 'date-time';
        if (io === 'output') delete jsonSchema.default;
        // `format: date-time` says it; zod's long regex for it only makes the document hard to read.
        if (jsonSchema.format === 'date-time') delete jsonSchema.pattern;
      },
    },
  );
  return document as unknown as OpenApiDocument;
}
