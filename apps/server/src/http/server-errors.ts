import type { FastifyInstance } from 'fastify';
import { failureReason, notedFailures } from '../errors.ts';
import type { Log } from '../log.ts';

/**
 * Logs every 5xx answer once, with the cause its door noted (REST adapter, tRPC, Fastify's error
 * handler, readiness): 503s as warnings, since they say what the server could not reach; the
 * rest as errors. Logged as the answer goes out (onSend): an onResponse hook would make Fastify
 * add two listeners to every answer.
 */
export function logServerErrors(app: FastifyInstance, log: Log): void {
  app.addHook('onSend', (req, reply, payload, done) => {
    const causes = notedFailures(req);
    // A tRPC batch with one failed call among good ones answers 207: its failure is still logged.
    if (reply.statusCode < 500 && causes.length === 0) return done(null, payload);
    const entry = {
      statusCode: reply.statusCode,
      method: req.method,
      url: req.url,
      reason: causes.length > 0 ? causes.map(failureReason).join('; ') : 'no cause recorded',
      err: causes[0],
    };
    if (reply.statusCode >= 500 && reply.statusCode !== 503) log.error(entry, `answered ${reply.statusCode}`);
    else log.warn(entry, `answered ${reply.statusCode}`);
    done(null, payload);
  });
}
