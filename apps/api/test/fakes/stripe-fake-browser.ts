// Stripe.js's calls to the Stripe stand-in, made from the browser with the publishable key
// (creating a card payment method from Stripe's test card numbers, reading and confirming an
// intent with its client secret), and the 3-D Secure test page's answer (Complete or Fail).
import type { FakeRequest, FakeResponse } from './fake-server.js';
import { cardError, id, invalid, ok, testCardNumbers, type FakePaymentIntent, type FakePaymentMethod, type StripeState } from './stripe-fake-shared.js';
import type { intentCalls } from './stripe-fake-intents.js';

export function browserCalls(state: StripeState, publishableKey: string, intents: ReturnType<typeof intentCalls>) {
  const { paymentIntents, paymentMethods, behaviourOf } = state;
  const { confirmExisting, completeAction } = intents;

  /** Stripe.js createPaymentMethod: a card from its number, expiry and CVC; Stripe's test numbers only. */
  function createPaymentMethod(p: Record<string, unknown>): FakeResponse {
    if (p.type !== 'card') return invalid('Invalid payment method type: only card is supported here.', { param: 'type' });
    const card = (p.card ?? {}) as Record<string, string | undefined>;
    const number = (card.number ?? '').replace(/\D/g, '');
    const month = Number(card.exp_month);
    const year = Number(card.exp_year);
    if (!number) return invalid('Missing required param: card[number].', { code: 'parameter_missing', param: 'card[number]' });
    if (!Number.isInteger(month) || month < 1 || month > 12) return cardError('invalid_expiry_month', "Your card's expiration month is invalid.", 'exp_month');
    const now = new Date();
    const fullYear = year < 100 ? 2000 + year : year;
    if (!Number.isInteger(fullYear) || fullYear < now.getUTCFullYear() || (fullYear === now.getUTCFullYear() && month < now.getUTCMonth() + 1)) {
      return cardError('invalid_expiry_year', "Your card's expiration year is invalid.", 'exp_year');
    }
    if (!/^\d{3,4}$/.test(card.cvc ?? '')) return cardError('invalid_cvc', "Your card's security code is invalid.", 'cvc');
    const test = testCardNumbers[number];
    if (!test) {
      return cardError(
        'card_declined',
        'Your card was declined. Your request was in test mode, but used a non test (live) card. For a list of valid test cards, visit: https://stripe.com/docs/testing.',
      );
    }
    const billing = (p.billing_details ?? {}) as Record<string, string | undefined>;
    const method: FakePaymentMethod = {
      id: id('pm'),
      object: 'payment_method',
      type: 'card',
      card: { brand: test.brand, last4: number.slice(-4), exp_month: month, exp_year: fullYear, country: 'US', funding: 'credit' },
      billing_details: { name: billing.name ?? null, email: billing.email ?? null },
      customer: null,
      created: Math.floor(Date.now() / 1000),
      livemode: false,
    };
    paymentMethods.set(method.id, method);
    behaviourOf.set(method.id, test.behavesAs);
    return ok(method);
  }

  /** The intent a client secret opens, or Stripe's refusal. */
  function intentBySecret(intentId: string, secret: unknown): { pi: FakePaymentIntent } | { refusal: FakeResponse } {
    const pi = paymentIntents.get(intentId);
    if (!pi || pi.client_secret !== secret) {
      return { refusal: invalid('The client_secret provided does not match any associated PaymentIntent on this account.', { code: 'payment_intent_invalid_parameter', param: 'client_secret' }) };
    }
    return { pi };
  }

  /** What the browser may read of an intent with its client secret (no metadata, customer or charge). */
  const publicView = ({ metadata: _m, customer: _c, latest_charge: _l, ...pi }: FakePaymentIntent) => pi;

  /** Stripe.js's calls, authenticated by the publishable key in `key`. */
  function browserRoute(req: FakeRequest, p: Record<string, unknown>): FakeResponse {
    if (p.key !== publishableKey) return invalid(`Invalid API Key provided: ${String(p.key)}`, {}, 401);
    if (req.method === 'POST' && req.path === '/v1/payment_methods') return createPaymentMethod(p);
    const intentPath = /^\/v1\/payment_intents\/([^/]+)(\/confirm)?$/.exec(req.path);
    if (intentPath && (req.method === 'GET') === !intentPath[2]) {
      const found = intentBySecret(intentPath[1] ?? '', p.client_secret);
      if ('refusal' in found) return found.refusal;
      if (req.method === 'GET') return ok(publicView(found.pi));
      const answer = confirmExisting(found.pi, p);
      return answer.status === 200 ? ok(publicView(found.pi)) : answer;
    }
    return invalid('This API call cannot be made with a publishable API key. Please use a secret API key.', {}, 401);
  }

  /** The 3-D Secure test page's Complete or Fail button (Stripe's hosted challenge, not its public API). */
  function authenticate(p: Record<string, unknown>): FakeResponse {
    const found = intentBySecret(String(p.payment_intent ?? ''), p.client_secret);
    if ('refusal' in found) return found.refusal;
    const intent = found.pi;
    if (intent.status !== 'requires_action') return invalid(`This PaymentIntent has a status of ${intent.status}: there is no challenge to answer.`, { code: 'payment_intent_unexpected_state' });
    const outcome = p.outcome === 'complete' ? true : p.outcome === 'fail' ? false : null;
    if (outcome === null) return invalid("outcome must be 'complete' or 'fail'.", { param: 'outcome' });
    completeAction(intent.id, outcome);
    return ok({ payment_intent: intent.id, status: intent.status });
  }

  return { browserRoute, authenticate };
}
