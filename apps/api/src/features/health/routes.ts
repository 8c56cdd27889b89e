import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { sql } from 'drizzle-orm';
import { z } from 'zod';
import type { AppDeps } from '../../deps.js';

const healthSchema = z.object({ status: z.enum(['ok', 'degraded']), database: z.enum(['up', 'down']), time: z.string() });

/** Liveness and database reachability for load balancers. */
export function healthRoutes(deps: AppDeps) {
  return async (app: FastifyInstance) => {
    app.withTypeProvider<ZodTypeProvider>().get('/health', {
      schema: { tags: ['platform'], summary: 'Health check', response: { 200: healthSchema, 503: healthSchema } },
    }, async (_request, reply) => {
      let database: 'up' | 'down' = 'up';
      try {
        await deps.db.execute(sql`select 1`);
      } catch {
        database = 'down';
      }
      const body = { status: database === 'up' ? ('ok' as const) : ('degraded' as const), database, time: deps.clock.now().toISOString() };
      return reply.code(database === 'up' ? 200 : 503).send(body);
    });
  };
}
