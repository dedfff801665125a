import type { EntityManager } from '@mikro-orm/postgresql';
import { type Audit, type AuditBy, auditByCaller, auditTrail } from '../audit-trail.ts';
import { type NewsOfChange, writeNews } from '../live-events/live-news.ts';
import type { Mail } from '../mail/mailer.ts';
import { queueEmail } from '../mail/outbox.ts';
import { Refusal } from '../refusal.ts';
import type { Context } from './context.ts';

/**
 * The long-lived pieces deps are made of, as the context carries them (the server's `infra`):
 * named through it, so the pieces' own rooms (the public reads, the image store) may sit above.
 */
type Infra = Context['infra'];
type PublicTopic = Parameters<Infra['reads']['changed']>[0];

/** Who a request comes from: the signed-in account and its session (none when anonymous), and where. */
export type Caller = Pick<Context, 'user' | 'session' | 'token' | 'ip' | 'userAgent'>;

/** The caller when there is no request: the command line, a job, a test arranging its data. */
export const NO_CALLER: Caller = { user: null, session: null, token: null, ip: '', userAgent: null };

/** The caller of a procedure only signed-in accounts reach. */
export type SignedInCaller = Caller & {
  user: NonNullable<Caller['user']>;
  session: NonNullable<Caller['session']>;
  token: string;
};

/**
 * Everything a service may use, one object per request: the same shape for every service
 * (`addService(deps, input)`), each naming the members it reads. Inside `inTransaction` the
 * database, the audit trail and the outbox write in that transaction, and what must wait for the
 * commit (the public reads told of a change, files deleted) waits for it.
 */
export interface Deps {
  /** The request's own EntityManager, or the transaction's. */
  em: EntityManager;
  /** What every visitor reads, kept in memory: services read the shop's settings here. */
  reads: Infra['reads'];
  /** Tells the public reads a topic changed: at once, or in a transaction once it commits. */
  changed(topic: PublicTopic): void;
  /**
   * Work that can't be undone (deleting a stored file), run once the transaction commits, with
   * the request's EntityManager; never for a change rolled back. Outside a transaction it runs at once.
   */
  afterCommit(work: (em: EntityManager) => Promise<void>): Promise<void>;
  /** The audit trail, as the caller: written with `em`, so with the change it records. */
  audit: Audit;
  /** Emails, queued with `em`: sent only once the row they belong to is committed. */
  mail: { queue(mail: Mail): Promise<void>; sends: boolean };
  /**
   * Tells the open dashboards of every app server what changed (live-events/): written with `em`,
   * so in a transaction it goes out only once the change commits. Names the caller as who did it.
   */
  live: { publish(news: NewsOfChange): Promise<void> };
  /** The time now (tests move it). */
  now(): Date;
  caller: Caller;
  limits: Infra['limits'];
  /** Uploaded images. */
  store: Infra['store'];
  log: Infra['log'];
  config: Context['config'];
  /** The site's public origin, for links in emails. */
  origin(): string;
}

/** The dependencies of a procedure only signed-in accounts reach. */
export type SignedInDeps = Deps & { caller: SignedInCaller };

/** What deps are made of: the server's `infra`, or the command line's own pieces. */
export type DepsParts = Pick<Infra, 'reads' | 'limits' | 'store' | 'log' | 'now' | 'origin' | 'mailer'>;

/**
 * Deps on one EntityManager for one caller, outside any transaction. `by`: who the audit trail
 * names, when not the caller (the command line).
 */
export function createDeps(
  em: EntityManager,
  parts: DepsParts,
  config: Context['config'],
  caller: Caller,
  by: AuditBy = auditByCaller({ ...caller, log: parts.log }),
): Deps {
  return {
    em,
    reads: parts.reads,
    changed: (topic) => parts.reads.changed(topic),
    afterCommit: (work) => work(em),
    audit: auditTrail(em, by),
    mail: { queue: (mail) => queueEmail(em, mail), sends: parts.mailer !== null },
    live: { publish: (news) => writeNews(em, caller.user?.id ?? null, news) },
    now: parts.now,
    caller,
    limits: parts.limits,
    store: parts.store,
    log: parts.log,
    config,
    origin: parts.origin,
  };
}

/** The deps of a caller the access check let in, typed as signed in. */
export function signedInDeps(deps: Deps): SignedInDeps {
  const { user, session, token } = deps.caller;
  if (!user || !session || !token) throw new Refusal('not-signed-in', 'Unauthorized');
  return deps as SignedInDeps;
}

/** A procedure's deps, made once per call from its context. */
export function depsOf(ctx: Context): Deps {
  const { user, session, token, ip, userAgent } = ctx;
  return createDeps(ctx.em, ctx.infra, ctx.config, { user, session, token, ip, userAgent });
}

/**
 * Runs `work` in one transaction and hands it deps bound to it: the change, its audit event, its
 * emails and its news for open dashboards commit together or not at all. Once committed, the public reads are told and the
 * after-commit work runs (its failure is logged: the change stands). Inside a transaction already,
 * `work` joins it.
 */
export async function inTransaction<D extends Deps, T>(deps: D, work: (tx: D) => Promise<T>): Promise<T> {
  if (deps.em.isInTransaction()) return work(deps);
  const committed: (() => Promise<void>)[] = [];
  const result = await deps.em.transactional((em) =>
    work({
      ...deps,
      em,
      audit: deps.audit.writingWith(em),
      mail: { ...deps.mail, queue: (mail: Mail) => queueEmail(em, mail) },
      live: { publish: (news: NewsOfChange) => writeNews(em, deps.caller.user?.id ?? null, news) },
      changed: (topic: PublicTopic) => void committed.push(async () => deps.changed(topic)),
      afterCommit: async (job: (em: EntityManager) => Promise<void>) => void committed.push(() => job(deps.em)),
    }),
  );
  for (const job of committed) {
    await job().catch((error: unknown) => deps.log.error({ err: error }, 'work after a commit failed'));
  }
  return result;
}
