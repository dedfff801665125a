import type { FastifyInstance } from 'fastify';
import { failureReason, notedFailures } from '../errors.ts';

/**
 * Logs every 5xx answer once, with the cause its door noted (REST adapter, tRPC, Fastify's error
 * handler, readiness): 503s as warnings, since they say what the server could not reach; the
 * rest as errors.
 */
export function logServerErrors(app: FastifyInstance): void {
  app.addHook('onResponse', (req, reply, done) => {
    const causes = notedFailures(req);
    // A tRPC batch with one failed call among good ones answers 207: its failure is still logged.
    if (reply.statusCode < 500 && causes.length === 0) return done();
    const entry = {
      statusCode: reply.statusCode,
      method: req.method,
      url: req.url,
      reason: causes.length > 0 ? causes.map(failureReason).join('; ') : 'no cause recorded',
      err: causes[0],
    };
    if (reply.statusCode >= 500 && reply.statusCode !== 503) req.log.error(entry, `answered ${reply.statusCode}`);
    else req.log.warn(entry, `answered ${reply.statusCode}`);
    done();
  });
}
