import type { IncomingMessage } from 'node:http';
import type { MikroORM } from '@mikro-orm/postgresql';
import type { FastifyInstance } from 'fastify';
import { sendError } from '../errors.ts';
import type { ObjectStore } from './object-store.ts';
import { receiveUpload } from './uploads.service.ts';

/** How much of a refused body is still taken in (and thrown away) before the connection is cut. */
const DROP_LIMIT = { bytes: 16 * 1024 * 1024, ms: 10_000 };

/**
 * After a refusal (too large, not allowed) the client may still be sending. Closing the socket on
 * unread bytes makes the kernel reset the connection, and the client loses the answer it was sent;
 * so the rest is read and thrown away, up to a bound, and only then is the connection cut.
 */
function dropRestOfBody(req: IncomingMessage): void {
  if (req.complete || req.destroyed) return;
  let dropped = 0;
  const cut = () => req.socket.destroy();
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
        const token = (req.params as { token: string }).token;
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
    const key = (req.params as { key: string }).key;
    if (!/^[a-f0-9]{32}(-800)?\.webp$/.test(key)) return reply.status(404).send({ message: 'Not found' });
    const object = await deps.store.get(key);
    if (!object) return reply.status(404).send({ message: 'Not found' });
    return reply
      .type(object.contentType)
      .header('content-length', object.size)
      .header('cache-control', 'public, max-age=31536000, immutable')
      .send(object.body);
  });
}
