import diagnostics from 'node:diagnostics_channel';
import type { IncomingMessage, ServerResponse } from 'node:http';
import os from 'node:os';
import type { FastifyInstance, FastifyRequest } from 'fastify';
import pino, { type Logger } from 'pino';
import type { Config } from './config.ts';

export type Log = Logger;

/** How long a busy server's lines wait to go out together, at most. */
const BATCH_MS = 10;

/** The bytes a batch holds before it goes out early: about 250 request lines. */
const BATCH_BYTES = 64 * 1024;

/** Batches kept for reuse once written; more are made while writes are slow, and let go after. */
const SPARE_BATCHES = 4;

/** Where the lines go: a stream that calls `written` once it is done with the bytes (stdout does). */
type LineOut = { write(bytes: Uint8Array, written?: (error?: Error | null) => void): unknown };

/**
 * Log lines written to `out` (stdout) in batches: a quiet server's line goes out on the next turn
 * of the event loop, while a busy server's lines (one per request) wait up to BATCH_MS after the
 * last write and go out together, one system call for many lines rather than one per turn. Each
 * line is copied into the batch's bytes as it comes, so no line outlives its request on the heap
 * (kept strings would survive collections and be copied by each one). What is left is written
 * when the process exits.
 *
 * A batch is used again once `out` is done writing it: V8 counts bytes outside its heap towards its
 * collections, and a fresh 64 KB for each batch (over a hundred a second at full load) cost the
 * public reads a tenth of their rate in `pnpm bench` (64-78% of a bare route before, 79-87% after).
 */
export function linesInBatches(out: LineOut = process.stdout): pino.DestinationStream {
  const spare: Buffer[] = [];
  let batch: Buffer = Buffer.allocUnsafe(BATCH_BYTES);
  let used = 0;
  let lastWrite = Number.NEGATIVE_INFINITY;
  let due = false;
  const flush = () => {
    due = false;
    if (used === 0) return;
    // The written bytes are handed over whole; the next lines go to another batch meanwhile.
    const full = batch;
    const length = used;
    batch = spare.pop() ?? Buffer.allocUnsafe(BATCH_BYTES);
    used = 0;
    lastWrite = performance.now();
    out.write(full.subarray(0, length), (error) => {
      if (!error && spare.length < SPARE_BATCHES) spare.push(full);
    });
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

/** What every line of a log made here starts with, and where it writes: for the request lines (logRequests). */
const made = new WeakMap<Log, { base: Record<string, unknown>; destination: { write(line: string): unknown } }>();

/** The server's log: JSON lines (pino) at LOG_LEVEL, to stdout unless a test reads it. */
export function createLog(level: Config['LOG_LEVEL'], stream?: NodeJS.WritableStream): Log {
  const destination = stream ?? linesInBatches();
  // pino's own default, named here so the request lines can carry it too.
  const base = { pid: process.pid, hostname: os.hostname() };
  const log = pino({ level, base, redact: ['req.headers.authorization', 'req.headers.cookie'] }, destination);
  made.set(log, { base, destination });
  return log;
}

/** What the log keeps of a request while it is answered. */
interface Noted {
  request: FastifyRequest;
  startedAt: number;
}

/** A string field of a request line, left out when there is none; escaped, as an address is the client's. */
const text = (name: string, value: string | undefined) =>
  value === undefined ? '' : `,"${name}":${JSON.stringify(value)}`;

/**
 * One line per request at `info`, written when its answer has gone: what was asked (method,
 * address and the route that answered it), from where, the status, how long it took (ms) and the
 * request's id. Fastify's own request logging writes two lines ("incoming request", "request
 * completed") and makes a child logger and two listeners per request: here Fastify gets no
 * logger, the first hook notes each request (the function returned), and Node's own
 * `http.server.response.finish` channel says when its answer has gone. Requests Fastify answers
 * before any hook (an address that can't be decoded) are logged too, without an id. Our code logs
 * to `infra.log`, never to `req.log` (Fastify's, silent).
 *
 * The line is the one pino would write for `log.info(fields, 'request completed')`, put together
 * here from its few known fields: a fifth of the time pino takes to walk an object's fields, paid
 * on every request.
 */
export function logRequests(app: FastifyInstance, log: Log): ((request: FastifyRequest) => void) | undefined {
  if (!log.isLevelEnabled('info')) return undefined;
  const { base, destination: out } = made.get(log) ?? {};
  if (!out) throw new Error('The request log writes where a log made by createLog writes');
  const start = `{"level":${log.levels.values.info}`;
  // What pino writes after each line's time: the process id and host name, and a child log's fields.
  const bindings = `,${JSON.stringify({ ...base, ...log.bindings() }).slice(1, -1)}`;
  const noted = Symbol('the request log');
  type NotedMessage = IncomingMessage & { [noted]?: Noted };
  /** What the channel tells of each answer that has gone, from any server in the process. */
  type Answered = { request: NotedMessage; response: ServerResponse; server: unknown };
  const answered = (message: unknown) => {
    const { request: raw, response, server } = message as Answered;
    if (server !== app.server) return;
    const note = raw[noted];
    const took = note && Math.round((performance.now() - note.startedAt) * 10) / 10;
    out.write(
      `${start},"time":${Date.now()}${bindings}` +
        text('reqId', note?.request.id) +
        text('method', raw.method) +
        text('url', raw.url) +
        text('route', note?.request.routeOptions.url) +
        text('remoteAddress', note?.request.ip ?? raw.socket.remoteAddress) +
        `,"statusCode":${response.statusCode}` +
        (took === undefined ? '' : `,"responseTime":${took}`) +
        `,"msg":"request completed"}\n`,
    );
  };
  diagnostics.subscribe('http.server.response.finish', answered);
  app.addHook('onClose', async () => {
    diagnostics.unsubscribe('http.server.response.finish', answered);
  });
  return (request) => {
    (request.raw as NotedMessage)[noted] = { request, startedAt: performance.now() };
  };
}
