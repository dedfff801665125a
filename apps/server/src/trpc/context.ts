import type { MikroORM } from '@mikro-orm/postgresql';
import type { FastifyReply, FastifyRequest } from 'fastify';
import { resolveSession, type SessionUser } from '../auth/sessions.ts';
import type { Config } from '../config.ts';
import { toTRPCError } from '../errors.ts';
import type { Infra } from '../infra.ts';

/** What every procedure can use: its own EntityManager fork, the signed-in user, the request. */
export interface Context {
  em: ReturnType<MikroORM['em']['fork']>;
  config: Config;
  infra: Infra;
  user: SessionUser | null;
  /** The raw bearer token, for sign-out. */
  token: string | null;
  ip: string;
  /** The site's public origin, for links in emails (never the request's Host header). */
  origin: () => string;
  userAgent: string | null;
  req: FastifyRequest;
  reply: FastifyReply;
}

export interface ContextDeps {
  orm: MikroORM;
  config: Config;
  infra: Infra;
  /** The site's public origin (public-origin.ts); the listening address when none is set. */
  origin?: () => string;
}

export function bearerToken(req: FastifyRequest): string | null {
  const header = req.headers.authorization;
  if (!header) return null;
  const match = /^Bearer\s+(\S+)$/i.exec(header);
  return match?.[1] ?? null;
}

export function contextFactory(deps: ContextDeps) {
  return async ({ req, res }: { req: FastifyRequest; res: FastifyReply }): Promise<Context> => {
    const em = deps.orm.em.fork();
    const token = bearerToken(req);
    let user: SessionUser | null = null;
    // An answer to a staff token is for that person alone: no browser or proxy may keep it
    // (ASVS 14.3.2). Set here, as every tRPC call and REST adapter builds its context here.
    if (token) res.header('cache-control', 'no-store');
    try {
      // Anonymous calls cost no query; a token costs one (two when the session is renewed).
      if (token) user = await resolveSession(em, token, deps.config.SESSION_TTL_DAYS);
    } catch (error) {
      throw toTRPCError(error);
    }
    return {
      em,
      config: deps.config,
      infra: deps.infra,
      user,
      token,
      ip: req.ip,
      origin: deps.origin ?? (() => 'http://127.0.0.1'),
      userAgent: req.headers['user-agent'] ?? null,
      req,
      reply: res,
    };
  };
}
