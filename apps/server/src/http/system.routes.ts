import type { MikroORM } from '@mikro-orm/postgresql';
import type { FastifyInstance } from 'fastify';

/** Liveness and readiness for load balancers and the Docker health check. */
export function registerSystemRoutes(app: FastifyInstance, orm: MikroORM): void {
  app.get('/api/health', async () => ({ status: 'ok' }));
  app.get('/api/ready', async (_req, reply) => {
    try {
      await orm.em.getConnection().execute('select 1');
      return { status: 'ready' };
    } catch {
      return reply.status(503).send({ message: 'The database is not answering' });
    }
  });
}
