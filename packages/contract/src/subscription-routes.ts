import { z } from 'zod';
import {
  autoshipAddressRequestSchema,
  autoshipCardConfirmRequestSchema,
  autoshipCardRequestSchema,
  autoshipCardResponseSchema,
  autoshipDateRequestSchema,
  autoshipErrorSchema,
  autoshipIdParamsSchema,
  autoshipItemsRequestSchema,
  autoshipListResponseSchema,
  autoshipProductsResponseSchema,
  autoshipResponseSchema,
} from './autoship.js';
import { errorBodySchema } from './errors.js';
import { defineRoute } from './route.js';
import { subscribePaymentRequestSchema, subscribePaymentResponseSchema, subscriptionResponseSchema } from './subscriptions.js';

const memberCall = { audience: 'member', tags: ['subscriptions'] } as const;
/** Errors of the plan payment may carry the fresh total (409 total_mismatch). */
const errorWithTotalSchema = errorBodySchema.extend({ total: z.number().optional() });
/** An autoship change refused: 400 and 409 may say when the action opens. */
const autoshipChange = { params: autoshipIdParamsSchema, errors: [400, 401, 403, 404, 409], errorBodies: { 400: autoshipErrorSchema, 409: autoshipErrorSchema } } as const;
const changeAnswer = { ...memberCall, ...autoshipChange, response: autoshipResponseSchema } as const;
const action = (name: 'skip' | 'pause' | 'resume' | 'cancel') =>
  defineRoute({
    ...changeAnswer,
    method: 'POST',
    path: `/user/autoships/:id/${name}`,
    summary: `${name[0]?.toUpperCase()}${name.slice(1)} my autoship (skip, pause and cancel open after the six-month term)`,
  });

/**
 * The member's subscriptions (accounts §2.10 Plan, AutoShip Orders; the subscription page): the
 * scholar website plan and its payment, the autoships and their changes. One descriptor each
 * (route.ts); every call is about the caller's own subscriptions.
 */
export const subscriptionRoutes = {
  plan: defineRoute({
    ...memberCall,
    method: 'GET',
    path: '/user/subscription',
    summary: 'My website plan',
    response: subscriptionResponseSchema,
    errors: [401],
  }),
  payPlan: defineRoute({
    ...memberCall,
    method: 'POST',
    path: '/user/subscribepayment',
    summary: 'Pay the scholar website fee (monthly or annual) and reactivate the plan',
    body: subscribePaymentRequestSchema,
    response: subscribePaymentResponseSchema,
    errors: [400, 401, 402, 403, 409],
    errorBodies: { 409: errorWithTotalSchema },
  }),
  autoships: defineRoute({
    ...memberCall,
    method: 'GET',
    path: '/user/autoships',
    summary: 'My autoships: next date and amount, products, address, and what is open when',
    response: autoshipListResponseSchema,
    errors: [401],
  }),
  autoship: defineRoute({
    ...memberCall,
    method: 'GET',
    path: '/user/autoships/:id',
    summary: 'One of my autoships (another member’s is a 404)',
    params: autoshipIdParamsSchema,
    response: autoshipResponseSchema,
    errors: [401, 404],
  }),
  autoshipProducts: defineRoute({
    ...memberCall,
    method: 'GET',
    path: '/user/autoships/:id/products',
    summary: 'The products that may go on my autoship, at today’s autoship price for me',
    params: autoshipIdParamsSchema,
    response: autoshipProductsResponseSchema,
    errors: [401, 404],
  }),
  skip: action('skip'),
  pause: action('pause'),
  resume: action('resume'),
  cancel: action('cancel'),
  changeDate: defineRoute({
    ...changeAnswer,
    method: 'POST',
    path: '/user/autoships/:id/date',
    summary: 'Move the next charge: from tomorrow up to 14 days after the planned date',
    body: autoshipDateRequestSchema,
  }),
  changeItems: defineRoute({
    ...changeAnswer,
    method: 'PUT',
    path: '/user/autoships/:id/items',
    summary: 'Change the products and quantities (1 to 60 each) of my autoship',
    body: autoshipItemsRequestSchema,
  }),
  changeAddress: defineRoute({
    ...changeAnswer,
    method: 'PUT',
    path: '/user/autoships/:id/address',
    summary: 'Change where my autoship ships',
    body: autoshipAddressRequestSchema,
  }),
  changeCard: defineRoute({
    ...memberCall,
    ...autoshipChange,
    method: 'PUT',
    path: '/user/autoships/:id/card',
    summary:
      'Change the card of my autoship: saved without a charge (Stripe SetupIntent); 3-D Secure answers requires_action and a client secret, then call card/confirm',
    body: autoshipCardRequestSchema,
    response: autoshipCardResponseSchema,
  }),
  confirmCard: defineRoute({
    ...memberCall,
    ...autoshipChange,
    method: 'POST',
    path: '/user/autoships/:id/card/confirm',
    summary: 'Finish a card change after 3-D Secure (the setup must have succeeded and be for this autoship); a charge due since a refusal is retried at once',
    body: autoshipCardConfirmRequestSchema,
    response: autoshipCardResponseSchema,
  }),
};
