import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { errorBodySchema } from '@upline/contract/errors';
import { saveCartBodySchema, savedCartLineParamsSchema, savedCartSchema } from '@upline/contract/saved-cart';
import type { AppDeps } from '../../deps.js';
import { requireUser, type SessionUser } from '../../http/session.js';
import { resolveCurrency } from '../catalogue/resolve-currency.js';
import { readMemberCart, removeSavedCartLine, saveMemberCart } from './saved-cart.js';

const session = { security: [{ cookie: [] as string[] }, { bearer: [] as string[] }] as Record<string, string[]>[] };

/** The member's cart on the server: the legacy cart calls (checkout §7) and the browser's save. */
export function savedCartRoutes(deps: AppDeps) {
  return async (app: FastifyInstance) => {
    const r = app.withTypeProvider<ZodTypeProvider>();
    const member = { config: { audience: 'member' as const } };

    const answer = async (user: SessionUser) => readMemberCart(deps.db, user, await resolveCurrency(deps.db, undefined, user), deps.clock.now());

    r.get('/cart', {
      ...member,
      schema: { ...session, tags: ['cart'], summary: "The signed-in member's saved cart at today's prices (legacy `cart/`); a token in the URL is ignored", response: { 200: savedCartSchema, 401: errorBodySchema } },
    }, async (request) => answer(requireUser(request)));

    r.put('/cart', {
      ...member,
      schema: { ...session, tags: ['cart'], summary: "Saves the browser's cart lines for the signed-in member (an empty list forgets them)", body: saveCartBodySchema, response: { 200: savedCartSchema, 400: errorBodySchema, 401: errorBodySchema } },
    }, async (request) => {
      const user = requireUser(request);
      await saveMemberCart(deps.db, user.id, request.body, deps.clock.now());
      return answer(user);
    });

    r.delete('/cart/delete/:id', {
      ...member,
      schema: { ...session, tags: ['cart'], summary: 'Removes a product from the saved cart (legacy `cart/delete/{id}`)', params: savedCartLineParamsSchema, response: { 200: savedCartSchema, 400: errorBodySchema, 401: errorBodySchema } },
    }, async (request) => {
      const user = requireUser(request);
      await removeSavedCartLine(deps.db, user.id, request.params.id, deps.clock.now());
      return answer(user);
    });
  };
}
