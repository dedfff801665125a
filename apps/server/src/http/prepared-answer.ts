import { createHash } from 'node:crypto';
import { promisify } from 'node:util';
import { brotliCompress, constants, gzip } from 'node:zlib';
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
  identity: Buffer;
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
  reply.header('vary', vary ? appendVary(vary, 'accept-encoding') : 'accept-encoding').header('etag', answer.etag);
  if (reply.statusCode === 200 && isFresh(req, answer.etag)) return reply.status(304).send();
  const accepted = req.headers['accept-encoding'];
  const encoding = accepted ? (encodings.negotiate(accepted) ?? 'identity') : 'identity';
  const body = encoding === 'br' ? answer.br : encoding === 'gzip' ? answer.gzip : answer.identity;
  if (encoding !== 'identity') reply.header('content-encoding', encoding);
  return reply.header('content-length', body.length).send(body);
}

function appendVary(current: unknown, field: string): string {
  const fields = typeof current === 'string' && current ? current.split(/\s*,\s*/) : [];
  return fields.some((f) => f.toLowerCase() === field) ? fields.join(', ') : [...fields, field].join(', ');
}
