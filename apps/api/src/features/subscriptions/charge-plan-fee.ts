import { planMessages, quoteScholarPlan, type PlanMonths } from '@upline/domain/subscriptions';
import type { Currency } from '@upline/domain/money';
import { fingerprint } from '../../platform/crypto.js';
import type { PaymentGateway, PaymentProvider } from '../payments/gateway.js';
import { subscriptionFailure, type SubscriptionResult } from './subscription-failure.js';

/** A website fee that the gateway accepted, ready to be saved with savePlanActivation. */
export interface PaidPlan {
  planMonths: PlanMonths;
  quantity: number;
  amountMinor: number;
  currency: Currency;
  provider: PaymentProvider;
  paymentMethodRef: string;
  /** The provider's customer the card is saved to, for off-session renewals (Stripe needs one). */
  customerRef: string | null;
  providerRef: string;
  idempotencyKey: string;
}

/** The fee for a plan and quantity, or a failure with the spec's message ('Quantity can not be zero.') on its field. */
export function quotePlan(planMonths: number, quantity: number) {
  const quote = quoteScholarPlan(planMonths, quantity);
  if (quote.ok) return quote;
  const field = quote.reason === 'quantity-zero' ? 'quantity' : 'plan';
  return subscriptionFailure('invalid_plan', planMessages[quote.reason], { fields: { [field]: planMessages[quote.reason] } });
}

/**
 * Charges a scholar website fee on-session. A refusal is a failure carrying the provider's code
 * and message (accounts §5: card errors show the card provider's message).
 */
export async function chargePlanFee(
  gateway: PaymentGateway,
  p: { planMonths: number; quantity: number; currency: Currency; paymentMethodId: string; idempotencyKey: string; email: string },
): Promise<SubscriptionResult<PaidPlan>> {
  const quote = quotePlan(p.planMonths, p.quantity);
  if (!quote.ok) return quote;
  const result = await gateway.charge({
    amountMinor: quote.amountMinor,
    currency: p.currency,
    paymentMethodId: p.paymentMethodId,
    idempotencyKey: p.idempotencyKey,
    description: `Scholar website fee, ${quote.plan.label.toLowerCase()} x ${quote.quantity}`,
    customerEmail: p.email,
    // Renewals charge the same card off-session, which needs it saved to a customer.
    savePaymentMethod: true,
    metadata: { kind: 'scholar_plan', plan: String(quote.plan.planMonths), quantity: String(quote.quantity) },
  });
  if (!result.ok) return subscriptionFailure('payment_refused', result.message, { providerCode: result.code, fields: { authorization_key: result.message } });
  const paid: PaidPlan = {
    planMonths: quote.plan.planMonths,
    quantity: quote.quantity,
    amountMinor: quote.amountMinor,
    currency: p.currency,
    provider: gateway.name,
    paymentMethodRef: p.paymentMethodId,
    customerRef: result.customerRef ?? null,
    providerRef: result.providerRef,
    idempotencyKey: p.idempotencyKey,
  };
  return { ok: true, value: paid };
}

/**
 * The signup fee. Its key is derived from who pays, with what and for what, so that a resubmitted
 * form never charges twice, while a new card (a new payment method id) is a new attempt.
 */
export function chargeSignupPlan(
  gateway: PaymentGateway,
  input: { authorization_key?: string | null; plan?: 1 | 12; quantity?: number; currency: Currency },
  email: string,
): Promise<SubscriptionResult<PaidPlan>> {
  const paymentMethodId = input.authorization_key ?? '';
  const planMonths = input.plan ?? 1;
  const quantity = input.quantity ?? 1;
  const idempotencyKey = `signup-plan:${fingerprint(email, paymentMethodId, planMonths, quantity, input.currency)}`;
  return chargePlanFee(gateway, { planMonths, quantity, currency: input.currency, paymentMethodId, idempotencyKey, email });
}
