import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { paymentsConfigQuerySchema, paymentsConfigResponseSchema } from '@upline/contract/payments';
import type { AppDeps } from '../../deps.js';
import { applyPaymentEventToPayment } from './apply-payment-event.js';
import type { ApplyPaymentEvent } from './payment-events.js';
import { paymentsConfigAnswer } from './payments-config.js';
import { paymentWebhookRoutes } from './webhook-routes.js';

export interface PaymentRoutesOptions {
  /** What a verified provider event does; the orders capability passes its own (see ApplyPaymentEvent). */
  applyPaymentEvent?: ApplyPaymentEvent;
}

/** The payment configuration the web loads its scripts from, and the providers' webhooks. */
export function paymentRoutes(deps: AppDeps, opts: PaymentRoutesOptions = {}) {
  return async (app: FastifyInstance) => {
    const r = app.withTypeProvider<ZodTypeProvider>();
    r.get('/payments/config', {
      schema: {
        tags: ['payments'],
        summary: 'Which payment providers are on, with their public keys',
        querystring: paymentsConfigQuerySchema,
        response: { 200: paymentsConfigResponseSchema },
      },
    }, async (request) => paymentsConfigAnswer(deps.config.payments, deps.payments.name, request.query.currency));

    await app.register(paymentWebhookRoutes(deps, opts.applyPaymentEvent ?? applyPaymentEventToPayment));
  };
}
