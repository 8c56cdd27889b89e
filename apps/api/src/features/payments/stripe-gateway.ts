import type Stripe from 'stripe';
import type { ChargeResult, IntentStatus, PaymentGateway, PaymentIntentResult, RefundResult, RetrieveResult, SavedCardFacts, SetupResult, SetupStatus } from './gateway.js';
import { isStripeNotFound, refundFailure, stripeFailure } from './stripe-errors.js';

const intentStatuses: Record<Stripe.PaymentIntent.Status, IntentStatus> = {
  requires_payment_method: 'requires_payment_method',
  requires_confirmation: 'requires_confirmation',
  requires_action: 'requires_action',
  processing: 'processing',
  // The shop never authorizes without capturing; should one appear, it is money on its way.
  requires_capture: 'processing',
  succeeded: 'succeeded',
  canceled: 'canceled',
};

const setupStatuses: Record<Stripe.SetupIntent.Status, SetupStatus> = {
  requires_payment_method: 'requires_payment_method',
  requires_confirmation: 'requires_confirmation',
  requires_action: 'requires_action',
  processing: 'processing',
  succeeded: 'succeeded',
  canceled: 'canceled',
};

const idOf = (ref: string | { id: string } | null) => (typeof ref === 'string' ? ref : ref?.id);

function intentResult(pi: Stripe.PaymentIntent, customerRef?: string): PaymentIntentResult {
  const paymentMethodRef = idOf(pi.payment_method);
  const message = pi.last_payment_error?.message;
  return {
    ok: true,
    providerRef: pi.id,
    status: intentStatuses[pi.status],
    ...(pi.client_secret ? { clientSecret: pi.client_secret } : {}),
    ...(customerRef ? { customerRef } : {}),
    ...(paymentMethodRef ? { paymentMethodRef } : {}),
    ...(message ? { message } : {}),
  };
}

function setupResult(si: Stripe.SetupIntent): SetupResult {
  const status = setupStatuses[si.status];
  const message = si.last_setup_error?.message;
  return {
    ok: true,
    setupRef: si.id,
    status,
    customerRef: idOf(si.customer) ?? null,
    paymentMethodRef: idOf(si.payment_method) ?? null,
    metadata: { ...(si.metadata ?? {}) },
    ...(status === 'requires_action' && si.client_secret ? { clientSecret: si.client_secret } : {}),
    ...(message ? { message } : {}),
  };
}

/**
 * Card payments through Stripe PaymentIntents. Amounts are minor units, currencies lower-case
 * on the wire, and every mutating call carries the caller's deterministic key as Stripe's
 * Idempotency-Key, so a retry (ours or the SDK's) never charges twice.
 */
export function createStripeGateway(stripe: Stripe): PaymentGateway {
  /** A customer to keep the card on, for later off-session charges; one per payment key. */
  async function createCustomer(email: string | undefined, key: string): Promise<string> {
    const customer = await stripe.customers.create(email ? { email } : {}, { idempotencyKey: `${key}:customer` });
    return customer.id;
  }

  return {
    name: 'stripe',

    async charge(input): Promise<ChargeResult> {
      try {
        const customer = input.customerRef ?? (input.savePaymentMethod ? await createCustomer(input.customerEmail, input.idempotencyKey) : undefined);
        const pi = await stripe.paymentIntents.create(
          {
            amount: input.amountMinor,
            currency: input.currency.toLowerCase(),
            payment_method: input.paymentMethodId,
            payment_method_types: ['card'],
            confirm: true,
            description: input.description,
            ...(input.metadata ? { metadata: input.metadata } : {}),
            ...(customer ? { customer } : {}),
            ...(input.offSession ? { off_session: true } : input.savePaymentMethod ? { setup_future_usage: 'off_session' as const } : {}),
          },
          { idempotencyKey: input.idempotencyKey },
        );
        if (pi.status === 'succeeded') return { ok: true, providerRef: pi.id, status: 'succeeded', ...(customer ? { customerRef: customer } : {}) };
        if (pi.status === 'requires_action') return { ok: false, code: 'authentication_required', message: 'This payment requires authentication.' };
        return { ok: false, code: 'provider_error', message: pi.last_payment_error?.message ?? 'The payment did not complete. Please try again.' };
      } catch (err) {
        const { code, message } = stripeFailure(err);
        return { ok: false, code, message };
      }
    },

    async createPaymentIntent(input): Promise<PaymentIntentResult> {
      try {
        const customer = input.savePaymentMethod ? await createCustomer(input.customerEmail, input.idempotencyKey) : undefined;
        const pi = await stripe.paymentIntents.create(
          {
            amount: input.amountMinor,
            currency: input.currency.toLowerCase(),
            payment_method_types: ['card'],
            metadata: { order_id: String(input.orderId), ...(input.paymentId ? { payment_id: String(input.paymentId) } : {}) },
            ...(input.description ? { description: input.description } : {}),
            ...(input.paymentMethodId ? { payment_method: input.paymentMethodId } : {}),
            ...(input.confirm ? { confirm: true } : {}),
            ...(customer ? { customer, setup_future_usage: 'off_session' as const } : {}),
          },
          { idempotencyKey: input.idempotencyKey },
        );
        return intentResult(pi, customer);
      } catch (err) {
        return { ok: false, ...stripeFailure(err) };
      }
    },

    async confirmPaymentIntent(providerRef, input): Promise<PaymentIntentResult> {
      try {
        const params = input.paymentMethodId ? { payment_method: input.paymentMethodId } : {};
        return intentResult(await stripe.paymentIntents.confirm(providerRef, params, { idempotencyKey: input.idempotencyKey }));
      } catch (err) {
        return { ok: false, ...stripeFailure(err) };
      }
    },

    async retrievePayment(providerRef): Promise<RetrieveResult> {
      try {
        const pi = await stripe.paymentIntents.retrieve(providerRef);
        const message = pi.last_payment_error?.message;
        return {
          ok: true,
          providerRef: pi.id,
          status: intentStatuses[pi.status],
          amountMinor: pi.amount,
          currency: pi.currency.toUpperCase(),
          ...(pi.client_secret ? { clientSecret: pi.client_secret } : {}),
          ...(message ? { message } : {}),
        };
      } catch (err) {
        if (isStripeNotFound(err)) return { ok: false, code: 'not_found', message: `No such payment: ${providerRef}` };
        return { ok: false, code: 'provider_error', message: stripeFailure(err).message };
      }
    },

    async createSetup(input): Promise<SetupResult> {
      try {
        const customer = input.customerRef ?? (await createCustomer(input.customerEmail, input.idempotencyKey));
        const si = await stripe.setupIntents.create(
          {
            customer,
            payment_method: input.paymentMethodId,
            payment_method_types: ['card'],
            usage: 'off_session',
            confirm: true,
            metadata: input.metadata,
          },
          { idempotencyKey: input.idempotencyKey },
        );
        return setupResult(si);
      } catch (err) {
        const { code, message } = stripeFailure(err);
        return { ok: false, code, message };
      }
    },

    async retrieveSetup(setupRef): Promise<SetupResult> {
      try {
        return setupResult(await stripe.setupIntents.retrieve(setupRef));
      } catch (err) {
        if (isStripeNotFound(err)) return { ok: false, code: 'not_found', message: `No such setup: ${setupRef}` };
        return { ok: false, code: 'provider_error', message: stripeFailure(err).message };
      }
    },

    async describeCard(paymentMethodRef): Promise<SavedCardFacts | null> {
      try {
        const card = (await stripe.paymentMethods.retrieve(paymentMethodRef)).card;
        return card ? { brand: card.brand, last4: card.last4 } : null;
      } catch {
        // Only a label is at stake: the card stays saved and usable without it.
        return null;
      }
    },

    async refund(providerRef, amountMinor, idempotencyKey): Promise<RefundResult> {
      try {
        const refund = await stripe.refunds.create({ payment_intent: providerRef, amount: amountMinor }, { idempotencyKey });
        if (refund.status === 'failed' || refund.status === 'canceled') {
          return { ok: false, code: 'refund_refused', message: 'The refund was refused by the card provider.' };
        }
        return { ok: true, refundRef: refund.id, status: refund.status === 'succeeded' ? 'succeeded' : 'pending', amountMinor: refund.amount };
      } catch (err) {
        return { ok: false, ...refundFailure(err) };
      }
    },
  };
}
