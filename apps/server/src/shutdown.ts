import type { FastifyInstance } from 'fastify';
import { watchConnections } from './http/drain.ts';
import type { Log } from './log.ts';

/**
 * The server's way out (docs/architecture.md "Budgets"): stop accepting connections, let the requests in
 * flight finish (up to `timeoutMs`) while keep-alive clients are told to go, then close the app
 * and the database. Call before the app listens; calling the result again returns the same stop.
 */
export function prepareShutdown(
  app: FastifyInstance,
  opts: {
    timeoutMs: number;
    closeDatabase: () => Promise<void>;
    /** Ends what never finishes by itself (the dashboards' live streams), before waiting for requests. */
    endStreams?: () => void;
    idleGraceMs?: number;
    log: Pick<Log, 'info' | 'warn'>;
  },
): (reason: string) => Promise<void> {
  const connections = watchConnections(app.server);
  const { log } = opts;
  let stopping: Promise<void> | undefined;
  const stop = async (reason: string) => {
    log.info({ reason }, 'shutting down: finishing requests in flight');
    opts.endStreams?.();
    const { cut } = await connections.drain({ timeoutMs: opts.timeoutMs, idleGraceMs: opts.idleGraceMs });
    if (cut > 0) log.warn({ connections: cut }, 'shutdown timeout: cut the connections still busy');
    await app.close();
    await opts.closeDatabase();
  };
  return (reason) => {
    stopping ??= stop(reason);
    return stopping;
  };
}
