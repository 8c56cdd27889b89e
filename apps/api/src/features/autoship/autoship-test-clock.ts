import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { errorBodySchema } from '@upline/contract/errors';
import type { AppDeps } from '../../deps.js';
import { requireUser } from '../../http/session.js';
import { renewDueAutoships } from './renew-autoships.js';

const bodySchema = z.object({ at: z.iso.datetime({ message: 'Give an ISO date and time.' }) });
const answerSchema = z.object({ success: z.literal(true), renewed: z.number().int() });

/**
 * The test clock of autoship renewals (decision 0016): runs the renewal sweep as if it were `at`,
 * for the signed-in member's own autoships only, so that a journey sees its renewal order appear
 * without moving the clock of a shop other journeys share. Registered only with the built-in test
 * gateway and never when NODE_ENV is production; the real sweep is the autoship-renewals job.
 */
export function autoshipTestClockRoutes(deps: AppDeps) {
  return async (app: FastifyInstance) => {
    const r = app.withTypeProvider<ZodTypeProvider>();
    r.post('/test-clock/autoship-renewals', {
      config: { audience: 'member' },
      schema: {
        tags: ['subscriptions'],
        summary: "Run my autoships' renewals as of a given time (test gateway only, never in production; extension)",
        body: bodySchema,
        response: { 200: answerSchema, 400: errorBodySchema, 401: errorBodySchema },
      },
    }, async (request) => {
      const user = requireUser(request);
      const renewed = await renewDueAutoships(deps, new Date(request.body.at), 10, { userId: user.id });
      return { success: true as const, renewed };
    });
  };
}
