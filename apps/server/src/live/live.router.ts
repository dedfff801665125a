import { liveStreamInput } from '@shop/contract';
import type { TRPCRouterRecord } from '@trpc/server';
import { resolveSession } from '../auth/sessions.ts';
import { liveStream } from '../live-events/live-stream.ts';
import { supervisorProcedure } from '../trpc/init.ts';

/** The dashboard's stream of what changes (live-events/), over Server-Sent Events. */
export const liveRouter = {
  /**
   * News of new and changed messages, appointments and reviews, as each commits on any app server,
   * for as long as the caller's session lasts; only what the caller's role may read. A user-role
   * account is refused like any other staff procedure. Reconnecting with `Last-Event-ID` resumes.
   */
  events: supervisorProcedure.input(liveStreamInput).subscription(async function* ({ ctx, input, signal }) {
    const { em, infra, config, token } = ctx;
    yield* liveStream({
      bus: infra.live,
      em,
      owner: { sessionId: ctx.session.id, userId: ctx.user.id, role: ctx.user.role },
      lastEventId: input?.lastEventId,
      // A fresh EntityManager each time: the request's one would answer the account it read before.
      recheck: async () => (await resolveSession(em.fork(), token, config.SESSION_TTL_DAYS))?.user ?? null,
      recheckMs: config.LIVE_RECHECK_MS,
      signal,
    });
  }),
} satisfies TRPCRouterRecord;
