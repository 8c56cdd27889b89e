import type { FastifyInstance } from 'fastify';
import { subscriptionRoutes as calls } from '@upline/contract/subscription-routes';
import type { AppDeps } from '../../deps.js';
import { registerRoute } from '../../http/route.js';
import { requireUser } from '../../http/session.js';
import { getSubscription } from './get-subscription.js';
import { subscribePlan } from './subscribe-plan.js';
import { subscriptionError } from './subscription-failure.js';

/** The scholar website plan: its state, and paying for it on the Plan page (signed-in first: an anonymous call is a 401 whatever its body). */
export function subscriptionRoutes(deps: AppDeps) {
  return async (app: FastifyInstance) => {
    registerRoute(app, calls.plan, async (request) => getSubscription(deps.db, requireUser(request).id));

    registerRoute(app, calls.payPlan, async (request) => {
      const result = await subscribePlan(deps, requireUser(request), request.body);
      if (!result.ok) throw subscriptionError(result.failure);
      return { statuscode: 200 as const, message: 'Your subscription has been activated.', plan_status: 'continue' as const };
    });
  };
}
