import { paymentsConfigQuerySchema, paymentsConfigResponseSchema, webhookAckSchema } from './payments.js';
import { defineRoute } from './route.js';

const paymentsCall = { audience: 'public', tags: ['payments'] } as const;
/** A provider's webhook: its body is read as the exact bytes sent (the signature covers them), so it has no body schema. */
const webhook = { ...paymentsCall, method: 'POST', response: webhookAckSchema, errors: [400, 404] } as const;

/**
 * Payments (ARCHITECTURE §5): the configuration the web loads its payment scripts from, and the
 * providers' webhooks (called by the providers only, never by the web). One descriptor each (route.ts).
 */
export const paymentsRoutes = {
  config: defineRoute({
    ...paymentsCall,
    method: 'GET',
    path: '/payments/config',
    summary: 'Which payment providers are on, with their public keys',
    query: paymentsConfigQuerySchema,
    response: paymentsConfigResponseSchema,
    errors: [],
  }),
  stripeWebhook: defineRoute({ ...webhook, path: '/payments/stripe/webhook', summary: 'Stripe events (signed with STRIPE_WEBHOOK_SECRET)' }),
  paypalWebhook: defineRoute({ ...webhook, path: '/payments/paypal/webhook', summary: 'PayPal events (verified with PayPal for PAYPAL_WEBHOOK_ID)' }),
};
