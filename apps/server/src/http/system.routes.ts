import type { MikroORM } from '@mikro-orm/postgresql';
import type { FastifyInstance } from 'fastify';
import { noteFailure } from '../errors.ts';

/** Liveness and readiness for load balancers and the Docker health check. */
export function registerSystemRoutes(app: FastifyInstance, orm: MikroORM): void {
  app.get('/api/health', async () => ({ status: 'ok' }));
  app.get('/api/ready', async (req, reply) => {
    try {
      await orm.em.getConnection().execute('select 1');
      return { status: 'ready' };
    } catch (error) {
      noteFailure(req, error);
      return reply.status(503).send({ message: 'The database is not answering' });
    }
  });
}
