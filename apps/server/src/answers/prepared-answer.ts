import { createHash } from 'node:crypto';
import { Readable } from 'node:stream';
import { promisify } from 'node:util';
import { brotliCompress, constants, createBrotliCompress, createGunzip, createGzip, gzip } from 'node:zlib';
import { Negotiator } from '@fastify/accept-negotiator';
import type { FastifyReply, FastifyRequest } from 'fastify';
import { LRUCache } from 'lru-cache';

const brotli = promisify(brotliCompress);
const gzipAsync = promisify(gzip);

/**
 * An answer that many visitors get byte for byte (a rendered page, a public read), compressed
 * once when it is made rather than once per request, with an ETag so a revalidation costs a 304.
 */
export interface PreparedAnswer {
  /** Left out when large (a whole list): the rare client that takes no compression gets it unzipped as it goes. */
  identity?: Buffer;
  br: Buffer;
  gzip: Buffer;
  /** Weak: the three encodings are the same answer. */
  etag: string;
}

/** Clients send a handful of Accept-Encoding spellings; the cache is bounded against made-up ones. */
const encodings = new Negotiator({
  supportedValues: ['br', 'gzip', 'identity'],
  cache: new LRUCache<string, string>({ max: 200 }),
});

export async function prepareAnswer(text: string): Promise<PreparedAnswer> {
  const identity = Buffer.from(text);
  const [br, gz] = await Promise.all([
    // Made once per change of content, so a high quality is affordable; 9 is within a few percent
    // of the maximum at a fraction of its time.
    brotli(identity, {
      params: { [constants.BROTLI_PARAM_QUALITY]: 9, [constants.BROTLI_PARAM_SIZE_HINT]: identity.length },
    }),
    gzipAsync(identity, { level: 9 }),
  ]);
  const etag = `W/"${createHash('sha256').update(identity).digest('base64url').slice(0, 27)}"`;
  return { identity, br, gzip: gz, etag };
}

/** Bigger answers keep only their compressed bytes. */
const KEEP_IDENTITY_UP_TO = 512 * 1024;

/**
 * An answer written in pieces (a whole list read from a database cursor), compressed while it
 * comes: only the compressed bytes are kept, and the plain text too when it is small, so a
 * catalogue of any size costs its compressed size in memory, not an array of objects.
 */
export async function prepareStreamedAnswer(pieces: AsyncIterable<string>): Promise<PreparedAnswer> {
  const br = createBrotliCompress({ params: { [constants.BROTLI_PARAM_QUALITY]: 9 } });
  const gz = createGzip({ level: 9 });
  const collect = (stream: NodeJS.ReadableStream) => {
    const chunks: Buffer[] = [];
    stream.on('data', (chunk: Buffer) => chunks.push(chunk));
    return new Promise<Buffer>((resolve, reject) => {
      stream.once('end', () => resolve(Buffer.concat(chunks)));
      stream.once('error', reject);
    });
  };
  const compressed = Promise.all([collect(br), collect(gz)]);
  const hash = createHash('sha256');
  let plain: Buffer[] | undefined = [];
  let size = 0;
  const write = (stream: NodeJS.WritableStream, piece: Buffer) =>
    stream.write(piece) ? undefined : new Promise<void>((resolve) => stream.once('drain', () => resolve()));
  try {
    for await (const text of pieces) {
      const piece = Buffer.from(text);
      hash.update(piece);
      size += piece.length;
      if (plain && size <= KEEP_IDENTITY_UP_TO) plain.push(piece);
      else plain = undefined;
      await Promise.all([write(br, piece), write(gz, piece)]);
    }
  } catch (error) {
    br.destroy();
    gz.destroy();
    throw error;
  }
  br.end();
  gz.end();
  const [brotliBytes, gzipBytes] = await compressed;
  return {
    ...(plain && { identity: Buffer.concat(plain) }),
    br: brotliBytes,
    gzip: gzipBytes,
    etag: `W/"${hash.digest('base64url').slice(0, 27)}"`,
  };
}

/** Whether the client's cached copy (If-None-Match) is this answer. */
function isFresh(req: FastifyRequest, etag: string): boolean {
  const header = req.headers['if-none-match'];
  if (!header) return false;
  const bare = etag.slice(2);
  return header === '*' || header.split(',').some((tag) => tag.trim().replace(/^W\//, '') === bare);
}

/**
 * Sends a prepared answer in the best encoding the client accepts, or 304 when its copy is
 * current. The caller sets status, content type and cache policy first.
 */
export function sendPrepared(req: FastifyRequest, reply: FastifyReply, answer: PreparedAnswer): FastifyReply {
  const vary = reply.getHeader('vary');
  reply.header('vary', vary ? withEncoding(vary) : 'accept-encoding').header('etag', answer.etag);
  if (reply.statusCode === 200 && isFresh(req, answer.etag)) return reply.status(304).send();
  const accepted = req.headers['accept-encoding'];
  const encoding = accepted ? (encodings.negotiate(accepted) ?? 'identity') : 'identity';
  if (encoding === 'identity' && !answer.identity) return reply.send(Readable.from([answer.gzip]).pipe(createGunzip()));
  const body = encoding === 'br' ? answer.br : encoding === 'gzip' ? answer.gzip : (answer.identity as Buffer);
  if (encoding !== 'identity') reply.header('content-encoding', encoding);
  return reply.header('content-length', body.length).send(body);
}

/** Vary as set by the routes (a handful of spellings, ours), with accept-encoding added: worked out once each. */
const varyWithEncoding = new LRUCache<string, string>({ max: 32 });

function appendVary(current: unknown, field: string): string {
  const fields = typeof current === 'string' && current ? current.split(/\s*,\s*/) : [];
  return fields.some((f) => f.toLowerCase() === field) ? fields.join(', ') : [...fields, field].join(', ');
}

function withEncoding(current: unknown): string {
  if (typeof current !== 'string' || !current) return appendVary(current, 'accept-encoding');
  let vary = varyWithEncoding.get(current);
  if (vary === undefined) {
    vary = appendVary(current, 'accept-encoding');
    varyWithEncoding.set(current, vary);
  }
  return vary;
}
