import { createHash } from 'node:crypto';
import type { ChargeInput, ChargeResult, PaymentGateway } from './gateway.js';

type Outcome = { ok: true } | { ok: false; code: 'card_declined' | 'authentication_required'; message: string };

/**
 * Stripe's documented test payment-method ids and what a charge with each does. Anything else
 * is refused as an invalid payment method, so that a real card token never "succeeds" here.
 */
export const testPaymentMethods: Readonly<Record<string, Outcome>> = {
  pm_card_visa: { ok: true },
  pm_card_mastercard: { ok: true },
  pm_card_amex: { ok: true },
  pm_card_discover: { ok: true },
  pm_card_chargeDeclined: { ok: false, code: 'card_declined', message: 'Your card was declined.' },
  pm_card_chargeDeclinedInsufficientFunds: { ok: false, code: 'card_declined', message: 'Your card has insufficient funds.' },
  pm_card_authenticationRequired: {
    ok: false,
    code: 'authentication_required',
    message: 'This payment requires authentication.',
  },
};

export interface TestGateway extends PaymentGateway {
  /** Successful charges made so far (a repeated idempotency key is not counted twice). */
  readonly charges: readonly (ChargeInput & { providerRef: string })[];
}

/**
 * The built-in gateway used when no provider keys are configured: deterministic, no network.
 * Like Stripe, a repeated idempotency key replays the first result, and reusing a key with
 * different parameters is an error rather than a silent second charge.
 */
export function createTestGateway(): TestGateway {
  const results = new Map<string, { params: string; result: ChargeResult }>();
  const charges: (ChargeInput & { providerRef: string })[] = [];

  return {
    name: 'test',
    charges,
    async charge(input) {
      const params = JSON.stringify([input.amountMinor, input.currency, input.paymentMethodId]);
      const previous = results.get(input.idempotencyKey);
      if (previous) {
        if (previous.params === params) return previous.result;
        return { ok: false, code: 'provider_error', message: 'This payment was already attempted with different details.' };
      }
      const result = decide(input);
      results.set(input.idempotencyKey, { params, result });
      if (result.ok) charges.push({ ...input, providerRef: result.providerRef });
      return result;
    },
  };
}

function decide(input: ChargeInput): ChargeResult {
  if (!Number.isSafeInteger(input.amountMinor) || input.amountMinor <= 0) {
    return { ok: false, code: 'provider_error', message: 'The amount must be a positive number of cents.' };
  }
  const outcome = Object.hasOwn(testPaymentMethods, input.paymentMethodId) ? testPaymentMethods[input.paymentMethodId] : undefined;
  if (!outcome) return { ok: false, code: 'invalid_payment_method', message: 'This payment method is not valid.' };
  if (!outcome.ok) return outcome;
  // Derived from the key so that a replay across processes still names the same charge.
  const providerRef = `test_ch_${createHash('sha256').update(input.idempotencyKey).digest('hex').slice(0, 24)}`;
  return { ok: true, providerRef, status: 'succeeded' };
}
