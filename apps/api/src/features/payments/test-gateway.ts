import { createHash } from 'node:crypto';
import type { Currency } from '@upline/domain/money';
import type {
  ChargeInput,
  ChargeResult,
  IntentStatus,
  PaymentGateway,
  PaymentIntentResult,
  RefundResult,
  SavedCardFacts,
  SetupResult,
  SetupStatus,
} from './gateway.js';

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

/** The card behind each test payment-method id, as Stripe documents its test numbers. */
const testCards: Readonly<Record<string, SavedCardFacts>> = {
  pm_card_visa: { brand: 'visa', last4: '4242' },
  pm_card_mastercard: { brand: 'mastercard', last4: '4444' },
  pm_card_amex: { brand: 'amex', last4: '0005' },
  pm_card_discover: { brand: 'discover', last4: '1117' },
  pm_card_chargeDeclined: { brand: 'visa', last4: '0002' },
  pm_card_chargeDeclinedInsufficientFunds: { brand: 'visa', last4: '9995' },
  pm_card_authenticationRequired: { brand: 'visa', last4: '3155' },
};

interface TestIntent {
  amountMinor: number;
  currency: Currency;
  status: IntentStatus;
  clientSecret: string;
  refundedMinor: number;
  /** Why the last confirmation was refused (Stripe's last_payment_error.message). */
  lastError?: string;
}

/** The bank's answer when the shopper fails the challenge (Stripe's wording for a failed 3-D Secure). */
interface TestSetup {
  status: SetupStatus;
  clientSecret: string;
  customerRef: string;
  paymentMethodRef: string;
  metadata: Record<string, string>;
  lastError?: string;
}

export const authenticationFailedMessage = 'We are unable to authenticate your payment method. Please choose a different payment method and try again.';

export type AuthenticateResult =
  | { ok: true; providerRef: string; status: 'succeeded' | 'requires_payment_method' }
  | { ok: false; code: 'not_found' | 'not_awaiting_action'; message: string };

export interface TestGateway extends PaymentGateway {
  readonly name: 'test';
  /** Successful charges made so far (a repeated idempotency key is not counted twice). */
  readonly charges: readonly (ChargeInput & { providerRef: string })[];
  /** Payment intents created so far, by provider reference. */
  readonly intents: ReadonlyMap<string, Readonly<TestIntent>>;
  /** Card setups (SetupIntents) created so far, by provider reference. */
  readonly setups: ReadonlyMap<string, Readonly<TestSetup>>;
  /**
   * The shopper's 3-D Secure challenge for the intent with this client secret, as the bank's page
   * would end it: passed, the intent succeeds; failed, it waits for another card with the reason.
   */
  authenticate(clientSecret: string, isPassed: boolean): AuthenticateResult;
}

/** True when the card gateway is the built-in test gateway (its challenge stand-in is served then only). */
export function isTestGateway(gateway: PaymentGateway): gateway is TestGateway {
  return gateway.name === 'test' && typeof (gateway as Partial<TestGateway>).authenticate === 'function';
}

const digest = (text: string) => createHash('sha256').update(text).digest('hex').slice(0, 24);
const invalidAmount = { ok: false, code: 'provider_error', message: 'The amount must be a positive number of cents.' } as const;
const keyReused = { ok: false, code: 'provider_error', message: 'This payment was already attempted with different details.' } as const;
const isValidAmount = (amountMinor: number) => Number.isSafeInteger(amountMinor) && amountMinor > 0;
const outcomeOf = (pm: string) => (Object.hasOwn(testPaymentMethods, pm) ? testPaymentMethods[pm] : undefined);

/**
 * The built-in gateway used when no provider keys are configured: deterministic, no network.
 * Like Stripe, a repeated idempotency key replays the first result, and reusing a key with
 * different parameters is an error rather than a silent second charge. An intent that needs
 * authentication waits in requires_action until `authenticate` ends the challenge (or it is
 * confirmed again, as after a challenge the browser completed itself).
 */
export function createTestGateway(): TestGateway {
  const results = new Map<string, { params: string; result: unknown }>();
  const charges: (ChargeInput & { providerRef: string })[] = [];
  const intents = new Map<string, TestIntent>();
  const setups = new Map<string, TestSetup>();
  const setupResult = (ref: string, setup: TestSetup): SetupResult => ({
    ok: true,
    setupRef: ref,
    status: setup.status,
    customerRef: setup.customerRef,
    paymentMethodRef: setup.paymentMethodRef,
    metadata: { ...setup.metadata },
    ...(setup.status === 'requires_action' ? { clientSecret: setup.clientSecret } : {}),
    ...(setup.lastError ? { message: setup.lastError } : {}),
  });

  /** Runs `action` once per key; a replay with the same params answers the first result. */
  async function once<T>(key: string, params: unknown[], action: () => T): Promise<T | typeof keyReused> {
    const text = JSON.stringify(params);
    const previous = results.get(key);
    if (previous) return previous.params === text ? (previous.result as T) : keyReused;
    const result = action();
    results.set(key, { params: text, result });
    return result;
  }

  /** Applies a card to an intent, as a confirmation does. */
  function confirmWith(ref: string, intent: TestIntent, pm: string): PaymentIntentResult {
    const outcome = outcomeOf(pm);
    if (!outcome) return { ok: false, code: 'invalid_payment_method', message: 'This payment method is not valid.', providerRef: ref };
    delete intent.lastError;
    if (outcome.ok) intent.status = 'succeeded';
    else if (outcome.code === 'authentication_required') intent.status = 'requires_action';
    else {
      intent.status = 'requires_payment_method';
      intent.lastError = outcome.message;
      // The test cards are named by their payment-method id, which stands for the card itself.
      return { ok: false, code: outcome.code, message: outcome.message, providerRef: ref, cardFingerprint: pm };
    }
    return { ok: true, providerRef: ref, status: intent.status, clientSecret: intent.clientSecret, paymentMethodRef: pm };
  }

  return {
    name: 'test',
    charges,
    intents,
    setups,
    async charge(input) {
      const params = [input.amountMinor, input.currency, input.paymentMethodId];
      return once(input.idempotencyKey, params, () => {
        const result = decide(input);
        if (result.ok) charges.push({ ...input, providerRef: result.providerRef });
        return result;
      });
    },

    async createPaymentIntent(input) {
      const params = [input.amountMinor, input.currency, input.paymentMethodId ?? null, input.confirm, input.orderId];
      return once(input.idempotencyKey, params, (): PaymentIntentResult => {
        if (!isValidAmount(input.amountMinor)) return invalidAmount;
        const ref = `test_pi_${digest(input.idempotencyKey)}`;
        const intent: TestIntent = {
          amountMinor: input.amountMinor,
          currency: input.currency,
          status: input.paymentMethodId ? 'requires_confirmation' : 'requires_payment_method',
          clientSecret: `${ref}_secret_${digest(`secret:${input.idempotencyKey}`)}`,
          refundedMinor: 0,
        };
        if (input.confirm && !input.paymentMethodId) {
          return { ok: false, code: 'invalid_payment_method', message: 'Please enter your card details.' };
        }
        intents.set(ref, intent);
        const customerRef = input.savePaymentMethod ? `test_cus_${digest(input.customerEmail)}` : undefined;
        const result: PaymentIntentResult =
          input.confirm && input.paymentMethodId
            ? confirmWith(ref, intent, input.paymentMethodId)
            : { ok: true, providerRef: ref, status: intent.status, clientSecret: intent.clientSecret };
        return result.ok && customerRef ? { ...result, customerRef } : result;
      });
    },

    async confirmPaymentIntent(ref, input) {
      return once(input.idempotencyKey, [ref, input.paymentMethodId ?? null], (): PaymentIntentResult => {
        const intent = intents.get(ref);
        if (!intent) return { ok: false, code: 'provider_error', message: `No such payment_intent: '${ref}'` };
        if (intent.status === 'succeeded' || intent.status === 'canceled') {
          return { ok: false, code: 'provider_error', message: `This PaymentIntent's status is ${intent.status}.`, providerRef: ref };
        }
        if (input.paymentMethodId) return confirmWith(ref, intent, input.paymentMethodId);
        if (intent.status !== 'requires_action') {
          return { ok: false, code: 'invalid_payment_method', message: 'Please enter your card details.', providerRef: ref };
        }
        intent.status = 'succeeded';
        return { ok: true, providerRef: ref, status: 'succeeded' };
      });
    },

    async retrievePayment(ref) {
      const intent = intents.get(ref);
      if (!intent) return { ok: false, code: 'not_found', message: `No such payment_intent: '${ref}'` };
      const { status, amountMinor, currency, clientSecret, lastError } = intent;
      return { ok: true, providerRef: ref, status, amountMinor, currency, clientSecret, ...(lastError ? { message: lastError } : {}) };
    },

    async createSetup(input) {
      return once(input.idempotencyKey, ['setup', input.paymentMethodId, input.customerRef ?? null, input.metadata], (): SetupResult => {
        const outcome = outcomeOf(input.paymentMethodId);
        if (!outcome) return { ok: false, code: 'invalid_payment_method', message: 'This payment method is not valid.' };
        // A declined card is refused while saving it, as Stripe's test cards are.
        if (!outcome.ok && outcome.code === 'card_declined') return { ok: false, code: outcome.code, message: outcome.message };
        const ref = `test_seti_${digest(input.idempotencyKey)}`;
        const setup: TestSetup = {
          status: outcome.ok ? 'succeeded' : 'requires_action',
          clientSecret: `${ref}_secret_${digest(`secret:${input.idempotencyKey}`)}`,
          customerRef: input.customerRef ?? `test_cus_${digest(input.customerEmail ?? input.idempotencyKey)}`,
          paymentMethodRef: input.paymentMethodId,
          metadata: { ...input.metadata },
        };
        setups.set(ref, setup);
        return setupResult(ref, setup);
      });
    },

    async retrieveSetup(ref) {
      const setup = setups.get(ref);
      if (!setup) return { ok: false, code: 'not_found', message: `No such setup_intent: '${ref}'` };
      return setupResult(ref, setup);
    },

    authenticate(clientSecret, isPassed) {
      const setupFound = [...setups].find(([, setup]) => setup.clientSecret === clientSecret);
      if (setupFound) {
        const [ref, setup] = setupFound;
        if (setup.status !== 'requires_action') return { ok: false, code: 'not_awaiting_action', message: `This SetupIntent's status is ${setup.status}.` };
        setup.status = isPassed ? 'succeeded' : 'requires_payment_method';
        if (!isPassed) setup.lastError = authenticationFailedMessage;
        return { ok: true, providerRef: ref, status: isPassed ? 'succeeded' : 'requires_payment_method' };
      }
      const found = [...intents].find(([, intent]) => intent.clientSecret === clientSecret);
      if (!found) return { ok: false, code: 'not_found', message: 'No payment has this client secret.' };
      const [ref, intent] = found;
      if (intent.status !== 'requires_action') return { ok: false, code: 'not_awaiting_action', message: `This PaymentIntent's status is ${intent.status}.` };
      if (isPassed) {
        intent.status = 'succeeded';
        return { ok: true, providerRef: ref, status: 'succeeded' };
      }
      intent.status = 'requires_payment_method';
      intent.lastError = authenticationFailedMessage;
      return { ok: true, providerRef: ref, status: 'requires_payment_method' };
    },

    async describeCard(ref) {
      return Object.hasOwn(testCards, ref) ? { ...testCards[ref]! } : null;
    },

    async refund(ref, amountMinor, idempotencyKey) {
      return once(idempotencyKey, [ref, amountMinor], (): RefundResult => {
        const intent = intents.get(ref);
        if (!intent || intent.status !== 'succeeded') return { ok: false, code: 'refund_refused', message: 'Only a succeeded payment can be refunded.' };
        if (!isValidAmount(amountMinor) || amountMinor > intent.amountMinor - intent.refundedMinor) {
          return { ok: false, code: 'refund_refused', message: 'The refund is larger than what is left of the payment.' };
        }
        intent.refundedMinor += amountMinor;
        return { ok: true, refundRef: `test_re_${digest(idempotencyKey)}`, status: 'succeeded', amountMinor };
      });
    },
  };
}

function decide(input: ChargeInput): ChargeResult {
  if (!isValidAmount(input.amountMinor)) return invalidAmount;
  const outcome = outcomeOf(input.paymentMethodId);
  if (!outcome) return { ok: false, code: 'invalid_payment_method', message: 'This payment method is not valid.' };
  if (!outcome.ok) return outcome;
  // Derived from the key so that a replay across processes still names the same charge.
  const providerRef = `test_ch_${digest(input.idempotencyKey)}`;
  const customerRef = input.savePaymentMethod && input.customerEmail ? `test_cus_${digest(input.customerEmail)}` : undefined;
  return customerRef ? { ok: true, providerRef, status: 'succeeded', customerRef } : { ok: true, providerRef, status: 'succeeded' };
}
