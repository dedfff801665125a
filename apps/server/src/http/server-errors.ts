import type { FastifyInstance } from 'fastify';
import { failureReason } from '../errors.ts';
import type { Log } from '../log.ts';

/**
 * Logs every 5xx answer, once, with its cause: 503s as warnings, since they say what the server
 * could not reach; the rest as errors. The doors call it through `noteFailure` (errors.ts) as
 * they answer, so the answers that succeed (nearly all) run no logging code at all.
 */
export function logServerErrors(app: FastifyInstance, log: Log): void {
  app.decorate('logFailure', (req, status, cause) => {
    const entry = { statusCode: status, method: req.method, url: req.url, reason: failureReason(cause), err: cause };
    if (status === 503) log.warn(entry, `answered ${status}`);
    else log.error(entry, `answered ${status}`);
  });
}
