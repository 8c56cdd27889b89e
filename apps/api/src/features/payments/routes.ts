import type { FastifyInstance } from 'fastify';
import { paymentsRoutes as calls } from '@upline/contract/payments-routes';
import type { AppDeps } from '../../deps.js';
import { registerRoute } from '../../http/route.js';
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
    registerRoute(app, calls.config, async (request) => paymentsConfigAnswer(deps.config.payments, deps.payments.name, request.query.currency));

    await app.register(paymentWebhookRoutes(deps, opts.applyPaymentEvent ?? applyPaymentEventToPayment));
  };
}
