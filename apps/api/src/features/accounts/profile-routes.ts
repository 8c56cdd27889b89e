import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import {
  addressUpdateRequestSchema,
  billingAddressResponseSchema,
  messageResponseSchema,
  shippingAddressResponseSchema,
  userDetailsResponseSchema,
} from '@upline/contract/accounts';
import { errorBodySchema } from '@upline/contract/errors';
import type { AppDeps } from '../../deps.js';
import { unauthenticated } from '../../http/errors.js';
import { requireUser } from '../../http/session.js';
import { getAddress, getUserDetails } from './profile.js';
import { updateAddresses } from './update-addresses.js';

const member = { security: [{ bearer: [] as string[] }, { cookie: [] as string[] }] as Record<string, string[]>[], tags: ['accounts'] };

/** The member's own profile and addresses. Every call is about the caller: there is no id to forge. */
export function profileRoutes(deps: AppDeps) {
  return async (app: FastifyInstance) => {
    const r = app.withTypeProvider<ZodTypeProvider>();
    // Signed-in first: an anonymous call is a 401 whatever its body.
    r.addHook('preValidation', async (request) => void requireUser(request));

    r.get('/user/details', {
      schema: { ...member, summary: 'My personal information', response: { 200: userDetailsResponseSchema, 401: errorBodySchema } },
    }, async (request) => {
      const userDetails = await getUserDetails(deps.db, requireUser(request).id);
      if (!userDetails) throw unauthenticated();
      return { userDetails };
    });

    r.get('/user/address/shipping', {
      schema: { ...member, summary: 'My shipping address', response: { 200: shippingAddressResponseSchema, 401: errorBodySchema } },
    }, async (request) => {
      const a = await getAddress(deps.db, requireUser(request).id, 'shipping');
      return { shipping_address: a && { ...a, zip_code: a.postal_code } };
    });

    r.get('/user/address/billing', {
      schema: { ...member, summary: 'My billing address', response: { 200: billingAddressResponseSchema, 401: errorBodySchema } },
    }, async (request) => {
      return { billing_address: await getAddress(deps.db, requireUser(request).id, 'billing') };
    });

    r.post('/user/address/update', {
      schema: {
        ...member,
        summary: 'Replace my billing and shipping addresses',
        body: addressUpdateRequestSchema,
        response: { 200: messageResponseSchema, 400: errorBodySchema, 401: errorBodySchema },
      },
    }, async (request) => {
      await updateAddresses(deps.db, requireUser(request).id, request.body, deps.clock.now());
      return { message: 'Address updated successfully.' };
    });
  };
}
