import type { FastifyReply, FastifyRequest } from 'fastify';
import type { Config } from '../config.ts';
import type { Log } from '../log.ts';

declare module 'fastify' {
  interface FastifyContextConfig {
    /** The route streams a large body (the file upload): only UPLOAD_TIMEOUT_MS bounds it. */
    slowBody?: boolean;
  }
}

export const BODY_TOO_SLOW = 'The request took too long to arrive. Please try again.';

/**
 * How long a client may hold a connection. Node has one whole-request timeout per server, not per
 * route, and the file upload PUT is the one request that may rightly take minutes (10 MiB from a
 * phone on a weak signal). So Node's `requestTimeout` is the upload's bound, and `bodyDeadline`
 * gives every other route a short deadline of its own.
 */
export function connectionOptions(config: Config) {
  return {
    requestTimeout: config.UPLOAD_TIMEOUT_MS,
    keepAliveTimeout: config.KEEP_ALIVE_TIMEOUT_MS,
    http: {
      headersTimeout: config.HEADERS_TIMEOUT_MS,
      requestTimeout: config.UPLOAD_TIMEOUT_MS,
      // Node enforces the header and request timeouts on this beat (30 s by default, which would let
      // a trickling client stay up to 30 s past its limit).
      connectionsCheckingInterval: Math.min(1000, Math.ceil(config.HEADERS_TIMEOUT_MS / 4)),
    },
  };
}

/**
 * Cuts a request whose body has not fully arrived `ms` after its headers, unless its route is
 * marked `slowBody`. The answer is a 408 with `Connection: close`, as Node gives for its own timeouts.
 * Run from the app's one onRequest hook (app.ts), for every request, unknown paths included.
 */
export function bodyDeadline(ms: number, log: Log) {
  return (req: FastifyRequest, reply: FastifyReply): void => {
    // A request without a body (most are GETs) is whole once its headers are: nothing to wait for.
    const { headers } = req;
    if (headers['content-length'] === undefined && headers['transfer-encoding'] === undefined) return;
    if (req.routeOptions.config.slowBody) return;
    const timer = setTimeout(() => {
      if (req.raw.complete || reply.sent) return;
      log.info({ method: req.method, url: req.url, ms }, 'request body too slow: connection cut');
      // Fastify is still reading the body; the answer goes out underneath it.
      reply.hijack();
      const res = reply.raw;
      if (!res.headersSent) {
        res.writeHead(408, { 'content-type': 'application/json; charset=utf-8', connection: 'close' });
      }
      res.end(JSON.stringify({ message: BODY_TOO_SLOW, reason: 'request-timeout' }));
      // Closed gracefully (FIN once the answer is out), not destroyed: destroying a socket with the
      // client's bytes still arriving resets it, and a reset can drop the 408 before the client
      // reads it. A client that never closes its side is destroyed after one more deadline.
      const socket = req.raw.socket;
      res.once('finish', () => {
        socket.end();
        setTimeout(() => socket.destroy(), ms).unref();
      });
    }, ms);
    reply.raw.once('close', () => clearTimeout(timer));
  };
}
