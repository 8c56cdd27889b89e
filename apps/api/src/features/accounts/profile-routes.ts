import type { FastifyInstance } from 'fastify';
import { accountRoutes as calls } from '@upline/contract/account-routes';
import type { AppDeps } from '../../deps.js';
import { unauthenticated } from '../../http/errors.js';
import { registerRoute } from '../../http/route.js';
import { requireUser } from '../../http/session.js';
import { getAddress, getUserDetails } from './profile.js';
import { accountError } from './account-failure.js';
import { updateAddresses } from './update-addresses.js';

/**
 * The member's own profile and addresses. Every call is about the caller: there is no id to forge;
 * signed-in first (the member audience): an anonymous call is a 401 whatever its body.
 */
export function profileRoutes(deps: AppDeps) {
  return async (app: FastifyInstance) => {
    registerRoute(app, calls.details, async (request) => {
      const userDetails = await getUserDetails(deps.db, requireUser(request).id);
      if (!userDetails) throw unauthenticated();
      return { userDetails };
    });

    registerRoute(app, calls.shippingAddress, async (request) => {
      const a = await getAddress(deps.db, requireUser(request).id, 'shipping');
      return { shipping_address: a && { ...a, zip_code: a.postal_code } };
    });

    registerRoute(app, calls.billingAddress, async (request) => ({ billing_address: await getAddress(deps.db, requireUser(request).id, 'billing') }));

    registerRoute(app, calls.updateAddresses, async (request) => {
      const result = await updateAddresses(deps.db, requireUser(request).id, request.body, deps.clock.now());
      if (!result.ok) throw accountError(result.failure);
      return { message: 'Address updated successfully.' };
    });
  };
}
