import { loginPortalSchema } from '@shop/contract';
import type { RestRoute } from '../http/rest.ts';

/** Where the browser goes back to after signing in: a path on this site only. */
export function safeNext(next: unknown): string | undefined {
  return typeof next === 'string' && next.startsWith('/') && !next.startsWith('//') && next.length < 500
    ? next
    : undefined;
}

export const authRestRoutes: RestRoute[] = [
  { method: 'POST', url: '/api/auth/login', handle: (caller, req) => caller.auth.login(req.body as never) },
  {
    method: 'POST',
    url: '/api/auth/register',
    status: 201,
    handle: (caller, req) => caller.auth.register(req.body as never),
  },
  { method: 'GET', url: '/api/auth/user', handle: (caller) => caller.auth.me() },
  { method: 'POST', url: '/api/auth/logout', handle: (caller) => caller.auth.logout() },
  {
    // The server login path: the staff sign-in screen, keeping where to go next.
    method: 'GET',
    url: '/api/login',
    handle: async (_caller, req, reply) => {
      const next = safeNext((req.query as { next?: unknown }).next);
      return reply.redirect(next ? `/auth?next=${encodeURIComponent(next)}` : '/auth', 302);
    },
  },
  {
    // The /login portal's form: its own rules (password of 6 or more), then a normal sign-in.
    method: 'POST',
    url: '/api/login',
    handle: (caller, req) => caller.auth.login(loginPortalSchema().parse(req.body ?? {})),
  },
];
