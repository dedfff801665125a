import type { FastifyBaseLogger, FastifyServerOptions } from 'fastify';
import pino, { type Logger } from 'pino';
import type { Config } from './config.ts';

export type Log = Logger;

/** The server's log: JSON lines (pino) at LOG_LEVEL, to stdout unless a test reads it. */
export function createLog(level: Config['LOG_LEVEL'], stream?: NodeJS.WritableStream): Log {
  return pino({ level, redact: ['req.headers.authorization', 'req.headers.cookie'] }, stream ?? process.stdout);
}

/**
 * How Fastify logs. At `info` and below it logs every request (its "incoming request" and "request
 * completed" lines, each carrying the request's id). Above that it would write no request line, so
 * it gets no logger: otherwise it still makes a child logger and two listeners per request to
 * write nothing, which cost a public read a tenth of its speed. So our code logs to `infra.log`,
 * never to `req.log` (silent at those levels).
 */
export function fastifyLogOptions(
  log: Log,
): Pick<FastifyServerOptions, 'logger'> & { loggerInstance?: FastifyBaseLogger } {
  return log.isLevelEnabled('info') ? { loggerInstance: log } : { logger: false };
}
