import { z } from 'zod';
import { currencySchema } from './currency.js';

/** GET payments/config (extension): the currency the PayPal SDK should load with (CP §7: CAD for Canada). */
export const paymentsConfigQuerySchema = z.object({
  currency: currencySchema.default('USD'),
});
export type PaymentsConfigQuery = z.infer<typeof paymentsConfigQuerySchema>;

/**
 * GET payments/config (extension): which payment scripts the web loads. Card payments go to
 * Stripe (Elements with the publishable key) or to the built-in test gateway, whose form maps
 * test card numbers to test payment-method ids. Google Pay and Apple Pay go through PayPal.
 */
export const paymentsConfigResponseSchema = z.object({
  card: z.object({
    provider: z.enum(['test', 'stripe']),
    publishable_key: z.string().nullable(),
  }),
  paypal: z.object({
    enabled: z.boolean(),
    client_id: z.string().nullable(),
    currency: currencySchema,
    /** The PayPal JS SDK address with this client, currency and the enabled wallet components. */
    sdk_url: z.string().nullable(),
    /** PayPal's environment when PayPal is on: Google Pay's sheet runs in its TEST environment against the sandbox. */
    environment: z.enum(['sandbox', 'live']).optional(),
  }),
  google_pay: z.object({ enabled: z.boolean() }),
  apple_pay: z.object({ enabled: z.boolean() }),
});
export type PaymentsConfigResponse = z.infer<typeof paymentsConfigResponseSchema>;

/** The answer to a provider's webhook delivery; any 2xx stops the provider's retries. */
export const webhookAckSchema = z.object({
  received: z.literal(true),
  /** applied, ignored (an event type the shop does not act on), duplicate, or rejected (recorded, not applied). */
  status: z.enum(['applied', 'ignored', 'duplicate', 'rejected']),
});
export type WebhookAck = z.infer<typeof webhookAckSchema>;

/** How a payment provider refuses a charge; the wire code of a refused payment. */
export const chargeFailureCodes = ['card_declined', 'authentication_required', 'invalid_payment_method', 'provider_error'] as const;
export type ChargeFailureCode = (typeof chargeFailureCodes)[number];

export const paymentErrorCodes = {
  invalidSignature: 'invalid_signature',
  notConfigured: 'payments_not_configured',
} as const;
