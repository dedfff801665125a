import superjson from 'superjson';
import { vi } from 'vitest';

/** A fake procedure: returns (or resolves to) its data, or throws a FakeFailure. */
export type FakeProcedure = (input: unknown) => unknown;

/** A tRPC error as the server would send it: its code and HTTP status. */
export class FakeFailure extends Error {
  readonly code: string;
  readonly status: number;
  /** A 400's per-field messages, as the server's error formatter sends them. */
  readonly issues: { path: string; message: string }[] | null;
  constructor(code: string, status: number, message = code, issues: { path: string; message: string }[] | null = null) {
    super(message);
    this.code = code;
    this.status = status;
    this.issues = issues;
  }
}

/** A procedure that answers with this tRPC error. */
export const failing =
  (code: string, status: number, message?: string, issues?: { path: string; message: string }[]): FakeProcedure =>
  () => {
    throw new FakeFailure(code, status, message, issues);
  };

/** A procedure that never answers (to see loading states). */
export const pending: FakeProcedure = () => new Promise(() => {});

const RPC_CODES: Record<string, number> = {
  BAD_REQUEST: -32600,
  UNAUTHORIZED: -32001,
  FORBIDDEN: -32003,
  NOT_FOUND: -32004,
  CONFLICT: -32009,
  TOO_MANY_REQUESTS: -32029,
  INTERNAL_SERVER_ERROR: -32603,
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
        if (error instanceof FakeFailure) return Response.json({ message: error.message }, { status: error.status });
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
              data: { code: r.error.code, httpStatus: r.error.status, path: null, issues: r.error.issues },
            }),
          },
    );
    return new Response(JSON.stringify(body), { status, headers: { 'content-type': 'application/json' } });
  });
  vi.stubGlobal('fetch', fetch);
  return { calls, fetch };
}
