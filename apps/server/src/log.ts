import {
  type FastifyBaseLogger,
  type FastifyReply,
  type FastifyRequest,
  type FastifyServerOptions,
  LogController,
} from 'fastify';
import pino, { type Logger } from 'pino';
import type { Config } from './config.ts';

export type Log = Logger;

/** The server's log: JSON lines (pino) at LOG_LEVEL, to stdout unless a test reads it. */
export function createLog(level: Config['LOG_LEVEL'], stream?: NodeJS.WritableStream): Log {
  return pino({ level, redact: ['req.headers.authorization', 'req.headers.cookie'] }, stream ?? process.stdout);
}

/**
 * One line per request, written when its answer has gone: what was asked (method, address and the
 * route that answered it), from where, the status, how long it took (ms) and the request's id.
 * Fastify writes two by default ("incoming request" and "request completed"); one flat line says
 * the same for half the cost (no request or reply object walked by serializers).
 */
class RequestLog extends LogController {
  override incomingRequest(): void {}

  override requestCompleted(error: Error | null | undefined, request: FastifyRequest, reply: FastifyReply): void {
    const line = {
      reqId: request.id,
      method: request.method,
      url: request.url,
      route: request.routeOptions.url,
      remoteAddress: request.ip,
      statusCode: reply.statusCode,
      responseTime: Math.round(reply.elapsedTime * 10) / 10,
    };
    if (error) reply.log.error({ ...line, err: error }, 'request errored');
    else reply.log.info(line, 'request completed');
  }
}

/**
 * How Fastify logs. At `info` and below, the request line above; Fastify's own request logger is
 * the server's log itself, not a child made per request (each line carries the request's id).
 * Above `info` it would write no request line, so it gets no logger: otherwise it still tracks
 * every answer to write nothing. Our code logs to `infra.log`, never to `req.log`.
 */
export function fastifyLogOptions(log: Log): Pick<
  FastifyServerOptions,
  'logger' | 'logController' | 'childLoggerFactory'
> & {
  loggerInstance?: FastifyBaseLogger;
} {
  if (!log.isLevelEnabled('info')) return { logger: false };
  return { loggerInstance: log, logController: new RequestLog(), childLoggerFactory: (logger) => logger };
}
