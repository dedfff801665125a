import diagnostics from 'node:diagnostics_channel';
import type { IncomingMessage, ServerResponse } from 'node:http';
import type { FastifyInstance, FastifyRequest } from 'fastify';
import pino, { type Logger } from 'pino';
import type { Config } from './config.ts';

export type Log = Logger;

/** How long a busy server's lines wait to go out together, at most. */
const BATCH_MS = 10;

/** The bytes a batch holds before it goes out early: about 250 request lines. */
const BATCH_BYTES = 64 * 1024;

/**
 * Log lines written to `out` (stdout) in batches: a quiet server's line goes out on the next turn
 * of the event loop, while a busy server's lines (one per request) wait up to BATCH_MS after the
 * last write and go out together, one system call for many lines rather than one per turn. Each
 * line is copied into the batch's bytes as it comes, so no line outlives its request on the heap
 * (kept strings would survive collections and be copied by each one). What is left is written
 * when the process exits.
 */
export function linesInBatches(out: { write(bytes: Uint8Array): unknown } = process.stdout): pino.DestinationStream {
  let batch = Buffer.allocUnsafe(BATCH_BYTES);
  let used = 0;
  let lastWrite = Number.NEGATIVE_INFINITY;
  let due = false;
  const flush = () => {
    due = false;
    if (used === 0) return;
    // The written bytes are handed over whole; the next lines go to a batch of their own.
    const full = batch.subarray(0, used);
    batch = Buffer.allocUnsafe(BATCH_BYTES);
    used = 0;
    lastWrite = performance.now();
    out.write(full);
  };
  process.on('exit', flush);
  return {
    write(line: string) {
      // A UTF-8 character takes at most three bytes per UTF-16 unit.
      if (used + line.length * 3 > BATCH_BYTES) flush();
      if (line.length * 3 > BATCH_BYTES) out.write(Buffer.from(line));
      else used += batch.write(line, used);
      if (due || used === 0) return;
      due = true;
      const wait = lastWrite + BATCH_MS - performance.now();
      if (wait > 0) setTimeout(flush, wait);
      else setImmediate(flush);
    },
  };
}

/** When a request line written late was answered: its line's time. */
let answeredAt: number | undefined;

/** The server's log: JSON lines (pino) at LOG_LEVEL, to stdout unless a test reads it. */
export function createLog(level: Config['LOG_LEVEL'], stream?: NodeJS.WritableStream): Log {
  return pino(
    {
      level,
      redact: ['req.headers.authorization', 'req.headers.cookie'],
      timestamp: () => `,"time":${answeredAt ?? Date.now()}`,
    },
    stream ?? linesInBatches(),
  );
}

/** What the log keeps of a request while it is answered. */
interface Noted {
  request: FastifyRequest;
  startedAt: number;
}

/**
 * One line per request at `info`, written when its answer has gone: what was asked (method,
 * address and the route that answered it), from where, the status, how long it took (ms) and the
 * request's id. Fastify's own request logging writes two lines ("incoming request", "request
 * completed") and makes a child logger and two listeners per request: here Fastify gets no
 * logger, the first hook notes each request (the function returned), and Node's own
 * `http.server.response.finish` channel says when its answer has gone. Requests Fastify answers
 * before any hook (an address that can't be decoded) are logged too, without an id. Our code logs
 * to `infra.log`, never to `req.log` (Fastify's, silent).
 */
export function logRequests(app: FastifyInstance, log: Log): ((request: FastifyRequest) => void) | undefined {
  if (!log.isLevelEnabled('info')) return undefined;
  const noted = Symbol('the request log');
  type NotedMessage = IncomingMessage & { [noted]?: Noted };
  /** What the channel tells of each answer that has gone, from any server in the process. */
  type Answered = { request: NotedMessage; response: ServerResponse; server: unknown };
  // Lines are formatted together, after the turn of the event loop that answered them: written one
  // at a time between requests, each line cost several times what it costs among its fellows.
  let waiting: { time: number; fields: Record<string, unknown> }[] = [];
  const writeWaiting = () => {
    const lines = waiting;
    waiting = [];
    for (const { time, fields } of lines) {
      answeredAt = time;
      log.info(fields, 'request completed');
    }
    answeredAt = undefined;
  };
  const answered = (message: unknown) => {
    const { request: raw, response, server } = message as Answered;
    if (server !== app.server) return;
    const note = raw[noted];
    const fields = {
      reqId: note?.request.id,
      method: raw.method,
      url: raw.url,
      route: note?.request.routeOptions.url,
      remoteAddress: note?.request.ip ?? raw.socket.remoteAddress,
      statusCode: response.statusCode,
      responseTime: note && Math.round((performance.now() - note.startedAt) * 10) / 10,
    };
    if (waiting.push({ time: Date.now(), fields }) === 1) setImmediate(writeWaiting);
  };
  diagnostics.subscribe('http.server.response.finish', answered);
  // Before the log's own last write (linesInBatches), should the process end first.
  process.prependListener('exit', writeWaiting);
  app.addHook('onClose', async () => {
    diagnostics.unsubscribe('http.server.response.finish', answered);
    process.removeListener('exit', writeWaiting);
    writeWaiting();
  });
  return (request) => {
    (request.raw as NotedMessage)[noted] = { request, startedAt: performance.now() };
  };
}
