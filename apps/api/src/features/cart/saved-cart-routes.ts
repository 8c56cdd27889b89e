import type { FastifyInstance } from 'fastify';
import { cartRoutes as calls } from '@upline/contract/cart-routes';
import type { AppDeps } from '../../deps.js';
import { registerRoute } from '../../http/route.js';
import { requireUser, type SessionUser } from '../../http/session.js';
import { resolveCurrency } from '../catalogue/resolve-currency.js';
import { readMemberCart, removeSavedCartLine, saveMemberCart } from './saved-cart.js';

/** The member's cart on the server: the legacy cart calls (checkout §7) and the browser's save. */
export function savedCartRoutes(deps: AppDeps) {
  return async (app: FastifyInstance) => {
    const answer = async (user: SessionUser) => readMemberCart(deps.db, user, await resolveCurrency(deps.db, undefined, user), deps.clock.now());

    registerRoute(app, calls.savedCart, async (request) => answer(requireUser(request)));

    registerRoute(app, calls.saveCart, async (request) => {
      const user = requireUser(request);
      await saveMemberCart(deps.db, user.id, request.body, deps.clock.now());
      return answer(user);
    });

    registerRoute(app, calls.removeSavedLine, async (request) => {
      const user = requireUser(request);
      await removeSavedCartLine(deps.db, user.id, request.params.id, deps.clock.now());
      return answer(user);
    });
  };
}
