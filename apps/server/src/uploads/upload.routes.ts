import type { MikroORM } from '@mikro-orm/postgresql';
import type { FastifyInstance } from 'fastify';
import { sendError } from '../errors.ts';
import type { ObjectStore } from './object-store.ts';
import { receiveUpload } from './uploads.service.ts';

/**
 * The raw file PUT (the URL itself is the permission) and the public image files. The PUT body
 * is streamed, not buffered by Fastify, so the size limit applies while it arrives.
 */
export async function registerUploadRoutes(app: FastifyInstance, deps: { orm: MikroORM; store: ObjectStore }) {
  await app.register(async (scope) => {
    scope.removeAllContentTypeParsers();
    scope.addContentTypeParser('*', (_req, _payload, done) => done(null));
    scope.put('/api/uploads/:token', async (req, reply) => {
      try {
        const length = req.headers['content-length'] ? Number(req.headers['content-length']) : undefined;
        const token = (req.params as { token: string }).token;
        const result = await receiveUpload(deps.orm.em.fork(), deps.store, token, req.raw, length);
        return reply.status(200).send(result);
      } catch (error) {
        // The rest of an oversized body is not read: the connection closes after the answer.
        reply.header('connection', 'close');
        return sendError(reply, error);
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
