import type { IncomingMessage } from 'node:http';
import type { MikroORM } from '@mikro-orm/postgresql';
import { LIMITS } from '@shop/contract';
import type { FastifyInstance } from 'fastify';
import { z } from 'zod';
import { sendError } from '../errors.ts';
import type { RouteDoc } from '../http/route-doc.ts';
import type { ObjectStore } from '../storage/object-store.ts';
import { receiveUpload } from './uploads.service.ts';

/** How much of a refused body is still taken in (and thrown away) before the connection is cut. */
const DROP_LIMIT = { bytes: 16 * 1024 * 1024, ms: 10_000 };

const tokenParams = z.object({ token: z.string().meta({ description: 'The token of the upload link' }) });
const keyParams = z.object({
  key: z
    .string()
    .regex(/^[a-f0-9]{32}(-800)?\.webp$/)
    .meta({ description: 'The file name; `-800` is the 800-pixel-wide copy' }),
});

export const uploadRouteDocs: RouteDoc[] = [
  {
    method: 'PUT',
    url: '/api/uploads/:token',
    summary: 'Upload an image file',
    description:
      'The raw file as the body, to the link `POST /api/objects/upload` answered: the link itself is the ' +
      'permission, so no token is sent. JPEG, PNG, WebP, GIF or AVIF (judged by the bytes), at most 10 MiB; ' +
      'stored as WebP without its metadata. A link works once, for 15 minutes.',
    tag: 'Carousel',
    access: 'public',
    params: tokenParams,
    rawBody: { contentTypes: [...LIMITS.uploadAcceptedTypes], description: 'The image file' },
    answer: {
      description: 'The stored image’s public address',
      schema: z.object({ imageURL: z.string() }),
    },
    errors: [403, 409, 413, 415, 503],
  },
  {
    method: 'GET',
    url: '/uploads/:key',
    summary: 'An uploaded image',
    description: 'The stored WebP file, cached for a year (the name changes with the content).',
    tag: 'System',
    access: 'public',
    params: keyParams,
    answer: { description: 'The image', contentType: 'image/webp' },
  },
];

/**
 * After a refusal (too large, not allowed) the client may still be sending. Closing the socket on
 * unread bytes makes the kernel reset the connection, and the client loses the answer it was sent;
 * so the rest is read and thrown away, up to a bound, and only then is the connection cut.
 */
function dropRestOfBody(req: IncomingMessage): void {
  if (req.complete || req.destroyed) return;
  let dropped = 0;
  // (Under app.inject there is no real socket to cut.)
  const cut = () => req.socket?.destroy?.();
  const timer = setTimeout(cut, DROP_LIMIT.ms).unref();
  req.on('data', (chunk: Buffer) => {
    dropped += chunk.length;
    if (dropped > DROP_LIMIT.bytes) {
      clearTimeout(timer);
      cut();
    }
  });
  req.once('end', () => clearTimeout(timer));
  req.resume();
}

/**
 * The raw file PUT (the URL itself is the permission) and the public image files. The PUT body
 * is streamed, not buffered by Fastify, so the size limit applies while it arrives.
 */
export async function registerUploadRoutes(app: FastifyInstance, deps: { orm: MikroORM; store: ObjectStore }) {
  await app.register(async (scope) => {
    scope.removeAllContentTypeParsers();
    scope.addContentTypeParser('*', (_req, _payload, done) => done(null));
    // A 10 MiB photo from a phone on a weak signal takes minutes: UPLOAD_TIMEOUT_MS bounds it, not
    // the short body deadline of other routes. Only a valid ticket keeps it reading that long; a
    // refused one is answered at once and the rest of its body is bounded by DROP_LIMIT.
    scope.put('/api/uploads/:token', { config: { slowBody: true } }, async (req, reply) => {
      try {
        const length = req.headers['content-length'] ? Number(req.headers['content-length']) : undefined;
        const { token } = tokenParams.parse(req.params);
        const result = await receiveUpload(deps.orm.em.fork(), deps.store, token, req.raw, length);
        return reply.status(200).send(result);
      } catch (error) {
        sendError(reply, error);
        dropRestOfBody(req.raw);
        return reply;
      }
    });
  });

  app.get('/uploads/:key', async (req, reply) => {
    const params = keyParams.safeParse(req.params);
    if (!params.success) return reply.status(404).send({ message: 'Not found', reason: 'not-found' });
    const object = await deps.store.get(params.data.key);
    if (!object) return reply.status(404).send({ message: 'Not found', reason: 'not-found' });
    return reply
      .type(object.contentType)
      .header('content-length', object.size)
      .header('cache-control', 'public, max-age=31536000, immutable')
      .send(object.body);
  });
}
