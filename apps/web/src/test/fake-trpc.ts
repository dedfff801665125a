import { REFUSALS, type RefusalIssue, type RefusalReason, type ValidationMessageKey } from '@shop/contract';
import superjson from 'superjson';
import { vi } from 'vitest';

/** A fake procedure: returns (or resolves to) its data, or throws a FakeFailure. */
export type FakeProcedure = (input: unknown) => unknown;

/** The tRPC code the server's errors carry for each HTTP status. */
const CODE_OF_STATUS: Record<number, string> = {
  400: 'BAD_REQUEST',
  401: 'UNAUTHORIZED',
  403: 'FORBIDDEN',
  404: 'NOT_FOUND',
  408: 'TIMEOUT',
  409: 'CONFLICT',
  413: 'PAYLOAD_TOO_LARGE',
  415: 'UNSUPPORTED_MEDIA_TYPE',
  429: 'TOO_MANY_REQUESTS',
  500: 'INTERNAL_SERVER_ERROR',
  503: 'SERVICE_UNAVAILABLE',
};

/**
 * A refusal as the server would send it: its reason code (and so its tRPC code and HTTP status) and,
 * for bad input, each field with its message key. The English message is deliberately not the
 * server's: the screens must choose their words from the reason and keys alone.
 */
export class FakeFailure extends Error {
  readonly reason: RefusalReason;
  readonly code: string;
  readonly status: number;
  readonly issues: RefusalIssue[] | null;
  constructor(reason: RefusalReason, issues: { path: string; key: ValidationMessageKey }[] | null = null) {
    super(`(the server's English for ${reason})`);
    this.reason = reason;
    this.status = REFUSALS[reason].status;
    this.code = CODE_OF_STATUS[this.status] ?? 'INTERNAL_SERVER_ERROR';
    this.issues = issues?.map((i) => ({ ...i, message: `(the server's English for ${i.key})` })) ?? null;
  }
}

/** A procedure that answers with this refusal. */
export const failing =
  (reason: RefusalReason, issues?: { path: string; key: ValidationMessageKey }[]): FakeProcedure =>
  () => {
    throw new FakeFailure(reason, issues);
  };

/** A procedure that never answers (to see loading states). */
export const pending: FakeProcedure = () => new Promise(() => {});

const RPC_CODES: Record<string, number> = {
  BAD_REQUEST: -32600,
  UNAUTHORIZED: -32001,
  FORBIDDEN: -32003,
  NOT_FOUND: -32004,
  CONFLICT: -32009,
  TIMEOUT: -32008,
  PAYLOAD_TOO_LARGE: -32013,
  UNSUPPORTED_MEDIA_TYPE: -32015,
  TOO_MANY_REQUESTS: -32029,
  INTERNAL_SERVER_ERROR: -32603,
  SERVICE_UNAVAILABLE: -32603,
};

export interface FakeCall {
  path: string;
  input: unknown;
  /** The Authorization header the call carried. */
  authorization: string | null;
}

/** The public pages read these procedures through their REST adapters (plain JSON). */
const REST_READS: Record<string, string> = {
  '/api/settings': 'settings.public',
  '/api/carousel-images': 'carousel.list',
  '/api/parts': 'parts.list',
  '/api/services': 'services.list',
};

/**
 * Replaces `fetch` with a stand-in for the server's tRPC endpoint (batched, superjson), and for the
 * REST reads of the public pages, for
 * component tests. Each procedure answers from `procedures`; one without an answer fails loudly.
 * `calls` records what was sent. Undo with `vi.unstubAllGlobals()` (after unmounting, so nothing
 * still on screen reaches the real network).
 */
export function fakeTrpc(procedures: Record<string, FakeProcedure>) {
  const calls: FakeCall[] = [];
  const fetch = vi.fn(async (url: string | URL | Request, init?: RequestInit) => {
    const href = typeof url === 'string' ? url : url instanceof URL ? url.href : url.url;
    const { pathname, searchParams } = new URL(href, 'http://localhost');
    const rest = REST_READS[pathname];
    if (rest) {
      const procedure = procedures[rest];
      if (!procedure) throw new Error(`fakeTrpc: no answer for ${pathname}`);
      calls.push({ path: rest, input: undefined, authorization: null });
      try {
        return Response.json(await procedure(undefined));
      } catch (error) {
        if (error instanceof FakeFailure)
          return Response.json(
            { message: error.message, reason: error.reason, ...(error.issues ? { issues: error.issues } : {}) },
            { status: error.status },
          );
        throw error;
      }
    }
    const paths = decodeURIComponent(pathname.replace(/^\/trpc\//, '')).split(',');
    const inputs = JSON.parse(
      init?.method === 'POST' ? String(init.body ?? '{}') : (searchParams.get('input') ?? '{}'),
    ) as Record<string, { json: never } | undefined>;
    const authorization = new Headers(init?.headers).get('authorization');
    const results = await Promise.all(
      paths.map(async (path, i) => {
        const procedure = procedures[path];
        if (!procedure) throw new Error(`fakeTrpc: no answer for ${path}`);
        const sent = inputs[i];
        const input = sent ? superjson.deserialize(sent) : undefined;
        calls.push({ path, input, authorization });
        try {
          return { ok: true as const, data: await procedure(input) };
        } catch (error) {
          if (error instanceof FakeFailure) return { ok: false as const, error };
          throw error;
        }
      }),
    );
    const statuses = results.map((r) => (r.ok ? 200 : r.error.status));
    const status = statuses.every((s) => s === statuses[0]) ? (statuses[0] ?? 200) : 207;
    const body = results.map((r) =>
      r.ok
        ? { result: { data: superjson.serialize(r.data) } }
        : {
            error: superjson.serialize({
              message: r.error.message,
              code: RPC_CODES[r.error.code] ?? -32603,
              data: {
                code: r.error.code,
                httpStatus: r.error.status,
                path: null,
                reason: r.error.reason,
                issues: r.error.issues,
              },
            }),
          },
    );
    return new Response(JSON.stringify(body), { status, headers: { 'content-type': 'application/json' } });
  });
  vi.stubGlobal('fetch', fetch);
  return { calls, fetch };
}
