import type { FastifyBaseLogger, FastifyInstance, FastifyRequest } from 'fastify';
import type Stripe from 'stripe';
import { paymentErrorCodes, type WebhookAck } from '@upline/contract/payments';
import { paymentsRoutes as calls } from '@upline/contract/payments-routes';
import type { AppDeps } from '../../deps.js';
import { AppError, badRequest } from '../../http/errors.js';
import { registerRoute } from '../../http/route.js';
import type { ApplyPaymentEvent } from './payment-events.js';
import { paypalPaymentEvent, type PayPalWebhookEvent } from './paypal-events.js';
import type { PayPalWebhookHeaders } from './paypal-webhook-verification.js';
import { paypalGatewayFor } from './payment-providers.js';
import { receiveWebhook, type WebhookReceipt } from './receive-webhook.js';
import { stripePaymentEvent } from './stripe-events.js';

/** Stripe's default: a signature older than five minutes is refused (replay protection). */
const signatureToleranceSeconds = 300;

const invalidSignature = () => badRequest('The webhook signature is not valid.', paymentErrorCodes.invalidSignature);
const notConfigured = (provider: string) => new AppError(404, paymentErrorCodes.notConfigured, `${provider} webhooks are not configured.`);

function rawBodyOf(request: FastifyRequest): Buffer {
  if (!Buffer.isBuffer(request.body)) throw badRequest('Expected a JSON event body.');
  return request.body;
}

function acknowledge(log: FastifyBaseLogger, eventId: string, receipt: WebhookReceipt): WebhookAck {
  if (receipt.status === 'rejected') {
    const { reason } = receipt.outcome;
    // An unknown payment is normal on a shared provider account; a wrong amount is not.
    if (reason === 'unknown_payment') log.info({ eventId, reason }, 'payment webhook for no payment of ours');
    else log.warn({ eventId, reason, paymentId: receipt.outcome.payment?.id }, 'payment webhook refused: it disagrees with the payment');
  }
  return { received: true, status: receipt.status };
}

/**
 * Provider webhooks. Signatures are computed over the exact bytes sent, so this plugin (and only
 * it: the parser is registered in its own encapsulated scope) keeps JSON bodies as raw Buffers.
 * Verified events are deduplicated by event id and applied in one transaction.
 */
export function paymentWebhookRoutes(deps: AppDeps, apply: ApplyPaymentEvent) {
  return async (app: FastifyInstance) => {
    app.removeContentTypeParser('application/json');
    app.addContentTypeParser('application/json', { parseAs: 'buffer' }, (_request, body, done) => done(null, body));
    registerRoute(app, calls.stripeWebhook, async (request) => {
      const secret = deps.config.payments.stripe?.webhookSecret;
      if (!secret) throw notConfigured('Stripe');
      const signature = request.headers['stripe-signature'];
      // Stripe's SDK is loaded on the first delivery (see payment-providers.ts).
      const { default: StripeSdk } = await import('stripe');
      let event: Stripe.Event;
      try {
        const now = deps.clock.now().getTime();
        event = StripeSdk.webhooks.constructEvent(rawBodyOf(request), signature ?? '', secret, signatureToleranceSeconds, undefined, now);
      } catch (err) {
        if (err instanceof AppError) throw err;
        throw invalidSignature();
      }
      const received = { provider: 'stripe' as const, eventId: event.id, type: event.type, payload: event, event: stripePaymentEvent(event) };
      return acknowledge(request.log, event.id, await receiveWebhook(deps.db, received, apply, deps.clock.now()));
    });

    registerRoute(app, calls.paypalWebhook, async (request) => {
      const paypal = paypalGatewayFor(deps);
      if (!paypal || !deps.config.payments.paypal?.webhookId) throw notConfigured('PayPal');
      const raw = rawBodyOf(request).toString('utf8');
      if (!(await paypal.verifyWebhook(request.headers as PayPalWebhookHeaders, raw))) throw invalidSignature();
      const event = JSON.parse(raw) as PayPalWebhookEvent;
      if (typeof event.id !== 'string' || typeof event.event_type !== 'string') throw badRequest('Not a PayPal event.');
      const received = { provider: 'paypal' as const, eventId: event.id, type: event.event_type, payload: event, event: paypalPaymentEvent(event) };
      return acknowledge(request.log, event.id, await receiveWebhook(deps.db, received, apply, deps.clock.now()));
    });
  };
}
