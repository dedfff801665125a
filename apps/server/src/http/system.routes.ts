import type { MikroORM } from '@mikro-orm/postgresql';
import type { FastifyInstance } from 'fastify';
import { z } from 'zod';
import { noteFailure } from '../errors.ts';
import type { RouteDoc } from './route-doc.ts';

export const systemRouteDocs: RouteDoc[] = [
  {
    method: 'GET',
    url: '/api/health',
    summary: 'Liveness',
    description:
      'Answers as long as the process serves requests, also while it sheds load; it does not ask the database.',
    tag: 'System',
    access: 'public',
    answer: { description: 'The server is up', schema: z.object({ status: z.literal('ok') }) },
  },
  {
    method: 'GET',
    url: '/api/ready',
    summary: 'Readiness',
    description:
      'For load balancers and the container health check: ready when the database answers and the server is not shedding load (503 with Retry-After then).',
    tag: 'System',
    access: 'public',
    answer: { description: 'Ready to serve', schema: z.object({ status: z.literal('ready') }) },
    errors: [503],
  },
];

/** Liveness and readiness for load balancers and the Docker health check. */
export function registerSystemRoutes(app: FastifyInstance, orm: MikroORM): void {
  // Liveness stays up under pressure: a server shedding load is busy, not dead. Readiness is shed
  // with everything else, so a load balancer sends the traffic elsewhere until the pressure passes.
  app.get('/api/health', { config: { answersUnderPressure: true } }, async () => ({ status: 'ok' }));
  app.get('/api/ready', async (req, reply) => {
    try {
      await orm.em.getConnection().execute('select 1');
      return { status: 'ready' };
    } catch (error) {
      noteFailure(req, 503, error);
      return reply.status(503).send({ message: 'The database is not answering', reason: 'service-unavailable' });
    }
  });
}
