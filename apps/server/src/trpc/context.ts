import type { MikroORM } from '@mikro-orm/postgresql';
import type { FastifyReply, FastifyRequest } from 'fastify';
import type { Config } from '../config.ts';
import { toTRPCError } from '../errors.ts';
import type { Infra } from '../infra.ts';
import type { CurrentSession, SessionResolver, SessionUser } from './session.ts';

/** What every procedure can use: its own EntityManager fork, the signed-in user, the request. */
export interface Context {
  em: ReturnType<MikroORM['em']['fork']>;
  config: Config;
  infra: Infra;
  user: SessionUser | null;
  /** The caller's session: its id, stage (signed in, or enrolment only) and last re-authentication. */
  session: CurrentSession | null;
  /** The raw bearer token, for sign-out. */
  token: string | null;
  ip: string;
  userAgent: string | null;
  req: FastifyRequest;
  reply: FastifyReply;
}

export interface ContextDeps {
  orm: MikroORM;
  config: Config;
  infra: Infra;
  /** Who a bearer token is (auth/sessions.ts), handed over by the server (app.ts). */
  resolveSession: SessionResolver;
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
    let resolved: Awaited<ReturnType<SessionResolver>> = null;
    // An answer to a staff token is for that person alone: no browser or proxy may keep it
    // (ASVS 14.3.2). Set here, as every tRPC call and REST adapter builds its context here.
    if (token) res.header('cache-control', 'no-store');
    try {
      // Anonymous calls cost no query; a token costs two (three when the session is renewed or its use noted).
      if (token) resolved = await deps.resolveSession(em, token, deps.config.SESSION_TTL_DAYS);
    } catch (error) {
      throw toTRPCError(error);
    }
    return {
      em,
      config: deps.config,
      infra: deps.infra,
      user: resolved?.user ?? null,
      session: resolved?.session ?? null,
      token,
      ip: req.ip,
      userAgent: req.headers['user-agent'] ?? null,
      req,
      reply: res,
    };
  };
}
