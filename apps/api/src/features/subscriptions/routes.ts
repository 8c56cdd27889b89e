import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { errorBodySchema } from '@upline/contract/errors';
import {
  subscribePaymentRequestSchema,
  subscribePaymentResponseSchema,
  subscriptionResponseSchema,
} from '@upline/contract/subscriptions';
import type { AppDeps } from '../../deps.js';
import { requireUser } from '../../http/session.js';
import { getSubscription } from './get-subscription.js';
import { subscribePlan } from './subscribe-plan.js';

const member = { security: [{ bearer: [] as string[] }, { cookie: [] as string[] }] as Record<string, string[]>[], tags: ['subscriptions'] };
/** Errors of this call may carry the fresh total (409 total_mismatch). */
const errorWithTotalSchema = errorBodySchema.extend({ total: z.number().optional() });

/** The scholar website plan: its state, and paying for it on the Plan page. */
export function subscriptionRoutes(deps: AppDeps) {
  return async (app: FastifyInstance) => {
    const r = app.withTypeProvider<ZodTypeProvider>();
    r.addHook('preValidation', async (request) => void requireUser(request));

    r.get('/user/subscription', {
      schema: { ...member, summary: 'My website plan', response: { 200: subscriptionResponseSchema, 401: errorBodySchema } },
    }, async (request) => getSubscription(deps.db, requireUser(request).id));

    r.post('/user/subscribepayment', {
      schema: {
        ...member,
        summary: 'Pay the scholar website fee (monthly or annual) and reactivate the plan',
        body: subscribePaymentRequestSchema,
        response: {
          200: subscribePaymentResponseSchema,
          400: errorBodySchema,
          401: errorBodySchema,
          402: errorBodySchema,
          403: errorBodySchema,
          409: errorWithTotalSchema,
        },
      },
    }, async (request) => {
      await subscribePlan(deps, requireUser(request), request.body);
      return { statuscode: 200 as const, message: 'Your subscription has been activated.', plan_status: 'continue' as const };
    });
  };
}
