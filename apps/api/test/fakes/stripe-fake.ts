// A local stand-in for the parts of Stripe's API that the Stripe gateway uses: PaymentIntents
// (create, confirm, retrieve, list), refunds and customers, with Stripe's idempotency rules and its
// documented test payment methods; it also builds and signs webhook events like Stripe does.
// Stripe.js's own calls, made from the browser with the publishable key (creating a card payment
// method from Stripe's test card numbers, reading and confirming an intent with its client
// secret), are answered too, with Stripe's CORS header; so is the answer of the 3-D Secure test
// page (Complete or Fail), which at Stripe happens between its challenge frame and its servers.
import { createHmac, randomBytes } from 'node:crypto';
import { decodeStripeForm, startFakeServer, type FakeRequest, type FakeResponse, type RunningFake } from './fake-server.js';

export interface FakePaymentIntent {
  id: string;
  object: 'payment_intent';
  amount: number;
  amount_received: number;
  currency: string;
  status: 'requires_payment_method' | 'requires_confirmation' | 'requires_action' | 'processing' | 'succeeded' | 'canceled';
  client_secret: string;
  metadata: Record<string, string>;
  payment_method: string | null;
  customer: string | null;
  setup_future_usage: string | null;
  description: string | null;
  receipt_email: string | null;
  latest_charge: string | null;
  last_payment_error: { code: string; decline_code?: string; message: string; type: string } | null;
  next_action: { type: string } | null;
  created: number;
  livemode: false;
}

export interface FakeSetupIntent {
  id: string;
  object: 'setup_intent';
  status: 'requires_payment_method' | 'requires_confirmation' | 'requires_action' | 'processing' | 'succeeded' | 'canceled';
  client_secret: string;
  customer: string | null;
  payment_method: string | null;
  usage: string;
  metadata: Record<string, string>;
  last_setup_error: { code: string; decline_code?: string; message: string; type: string } | null;
  next_action: { type: string } | null;
  created: number;
  livemode: false;
}

export interface FakeCharge {
  id: string;
  object: 'charge';
  amount: number;
  amount_refunded: number;
  currency: string;
  payment_intent: string;
  refunded: boolean;
}

const declines: Record<string, { code: string; decline_code: string; message: string }> = {
  pm_card_chargeDeclined: { code: 'card_declined', decline_code: 'generic_decline', message: 'Your card was declined.' },
  pm_card_chargeDeclinedInsufficientFunds: { code: 'card_declined', decline_code: 'insufficient_funds', message: 'Your card has insufficient funds.' },
};
const goodCards = new Set(['pm_card_visa', 'pm_card_mastercard', 'pm_card_amex', 'pm_card_discover', 'pm_card_authenticationRequired']);

/** Stripe's test card numbers, by the test payment method each behaves as. */
const testCardNumbers: Record<string, { behavesAs: string; brand: string }> = {
  '4242424242424242': { behavesAs: 'pm_card_visa', brand: 'visa' },
  '5555555555554444': { behavesAs: 'pm_card_mastercard', brand: 'mastercard' },
  '378282246310005': { behavesAs: 'pm_card_amex', brand: 'amex' },
  '4000000000000002': { behavesAs: 'pm_card_chargeDeclined', brand: 'visa' },
  '4000000000009995': { behavesAs: 'pm_card_chargeDeclinedInsufficientFunds', brand: 'visa' },
  '4000002500003155': { behavesAs: 'pm_card_authenticationRequired', brand: 'visa' },
  '4000002760003184': { behavesAs: 'pm_card_authenticationRequired', brand: 'visa' },
};

export interface FakePaymentMethod {
  id: string;
  object: 'payment_method';
  type: 'card';
  card: { brand: string; last4: string; exp_month: number; exp_year: number; country: string; funding: string };
  billing_details: { name: string | null; email: string | null };
  customer: null;
  created: number;
  livemode: false;
}

const id = (prefix: string) => `${prefix}_${randomBytes(12).toString('hex')}`;
const ok = (body: unknown): FakeResponse => ({ status: 200, body });
const invalid = (message: string, extra: Record<string, unknown> = {}, status = 400): FakeResponse => ({
  status,
  body: { error: { type: 'invalid_request_error', message, ...extra } },
});
const cardError = (code: string, message: string, param?: string): FakeResponse => ({
  status: 402,
  body: { error: { type: 'card_error', code, message, ...(param ? { param } : {}) } },
});
/** Stripe answers the browser's calls to its API with this header. */
const cors = (response: FakeResponse): FakeResponse => ({ ...response, headers: { ...response.headers, 'access-control-allow-origin': '*' } });

export interface StripeFake extends RunningFake {
  secretKey: string;
  /** The key Stripe.js sends from the browser (its `key` parameter). */
  publishableKey: string;
  paymentIntents: Map<string, FakePaymentIntent>;
  charges: Map<string, FakeCharge>;
  /** SetupIntents (cards saved for off-session use without a charge). */
  setupIntents: Map<string, FakeSetupIntent>;
  /** The member completes (or fails) the 3-D Secure challenge of a SetupIntent in requires_action. */
  completeSetupAction(setupIntentId: string, isPassed?: boolean): FakeSetupIntent;
  /** Card payment methods created from the browser (Stripe.js createPaymentMethod). */
  paymentMethods: Map<string, FakePaymentMethod>;
  /** The shopper completes (or fails) the 3-D Secure challenge of an intent in requires_action. */
  completeAction(paymentIntentId: string, isPassed?: boolean): FakePaymentIntent;
  /** A webhook event as Stripe sends it. */
  event(type: string, object: object): { id: string; object: 'event'; type: string; created: number; data: { object: object } };
  /** The body and Stripe-Signature header for `event`, signed with `secret` at `timestamp` (seconds). */
  sign(event: object, secret: string, timestamp: number): { payload: string; header: string };
}

export async function startStripeFake(secretKey = 'sk_test_fake', opts: { publishableKey?: string } = {}): Promise<StripeFake> {
  const publishableKey = opts.publishableKey ?? 'pk_test_fake';
  const paymentIntents = new Map<string, FakePaymentIntent>();
  const charges = new Map<string, FakeCharge>();
  const setupIntents = new Map<string, FakeSetupIntent>();
  const paymentMethods = new Map<string, FakePaymentMethod>();
  /** A created payment method behaves as the test payment method of its card number. */
  const behaviourOf = new Map<string, string>();
  const asTestMethod = (pm: string) => behaviourOf.get(pm) ?? pm;
  const customers = new Map<string, { id: string; object: 'customer'; email: string | null }>();
  const idempotent = new Map<string, { fingerprint: string; response: FakeResponse }>();

  function succeed(pi: FakePaymentIntent) {
    const charge: FakeCharge = { id: id('ch'), object: 'charge', amount: pi.amount, amount_refunded: 0, currency: pi.currency, payment_intent: pi.id, refunded: false };
    charges.set(charge.id, charge);
    Object.assign(pi, { status: 'succeeded', amount_received: pi.amount, latest_charge: charge.id, next_action: null, last_payment_error: null });
  }

  /** A confirmation with the intent's payment method, as Stripe's test cards behave. */
  function confirm(pi: FakePaymentIntent, offSession: boolean): FakeResponse {
    const pm = pi.payment_method;
    if (!pm) return invalid("You cannot confirm this PaymentIntent because it's missing a payment method.", { code: 'payment_intent_unexpected_state' });
    const behaviour = asTestMethod(pm);
    const decline = declines[behaviour] ?? (behaviour === 'pm_card_authenticationRequired' && offSession
      ? { code: 'authentication_required', decline_code: 'authentication_required', message: 'Your card was declined. This transaction requires authentication.' }
      : undefined);
    if (decline) {
      Object.assign(pi, { status: 'requires_payment_method', last_payment_error: { ...decline, type: 'card_error' } });
      return { status: 402, body: { error: { type: 'card_error', ...decline, payment_intent: { ...pi }, payment_method: { id: pm } } } };
    }
    if (behaviour === 'pm_card_authenticationRequired') Object.assign(pi, { status: 'requires_action', next_action: { type: 'use_stripe_sdk' } });
    else succeed(pi);
    return ok(pi);
  }

  function createIntent(p: Record<string, unknown>): FakeResponse {
    const amount = Number(p.amount);
    const currency = String(p.currency ?? '').toLowerCase();
    if (!Number.isInteger(amount) || amount < 50) return invalid('Amount must be at least $0.50 usd', { code: 'amount_too_small', param: 'amount' });
    if (!/^[a-z]{3}$/.test(currency)) return invalid('Invalid currency', { param: 'currency' });
    const pm = typeof p.payment_method === 'string' ? p.payment_method : null;
    if (pm && !goodCards.has(asTestMethod(pm)) && !declines[asTestMethod(pm)]) return invalid(`No such PaymentMethod: '${pm}'`, { code: 'resource_missing', param: 'payment_method' });
    const customer = typeof p.customer === 'string' ? p.customer : null;
    if (customer && !customers.has(customer)) return invalid(`No such customer: '${customer}'`, { code: 'resource_missing', param: 'customer' });
    const piId = id('pi');
    const pi: FakePaymentIntent = {
      id: piId,
      object: 'payment_intent',
      amount,
      amount_received: 0,
      currency,
      status: pm ? 'requires_confirmation' : 'requires_payment_method',
      client_secret: `${piId}_secret_${randomBytes(8).toString('hex')}`,
      metadata: (p.metadata as Record<string, string> | undefined) ?? {},
      payment_method: pm,
      customer,
      setup_future_usage: typeof p.setup_future_usage === 'string' ? p.setup_future_usage : null,
      description: typeof p.description === 'string' ? p.description : null,
      receipt_email: typeof p.receipt_email === 'string' ? p.receipt_email : null,
      latest_charge: null,
      last_payment_error: null,
      next_action: null,
      created: Math.floor(Date.now() / 1000),
      livemode: false,
    };
    paymentIntents.set(pi.id, pi);
    return p.confirm === 'true' ? confirm(pi, p.off_session === 'true') : ok(pi);
  }

  /** A SetupIntent confirmation: declines are refused, cards that need 3-D Secure wait for it. */
  function confirmSetup(si: FakeSetupIntent): FakeResponse {
    const pm = si.payment_method;
    if (!pm) return invalid("You cannot confirm this SetupIntent because it's missing a payment method.", { code: 'setup_intent_unexpected_state' });
    const decline = declines[asTestMethod(pm)];
    if (decline) {
      Object.assign(si, { status: 'requires_payment_method', last_setup_error: { ...decline, type: 'card_error' } });
      return { status: 402, body: { error: { type: 'card_error', ...decline, setup_intent: { ...si }, payment_method: { id: pm } } } };
    }
    if (asTestMethod(pm) === 'pm_card_authenticationRequired') Object.assign(si, { status: 'requires_action', next_action: { type: 'use_stripe_sdk' }, last_setup_error: null });
    else Object.assign(si, { status: 'succeeded', next_action: null, last_setup_error: null });
    return ok(si);
  }

  function createSetupIntent(p: Record<string, unknown>): FakeResponse {
    const pm = typeof p.payment_method === 'string' ? p.payment_method : null;
    if (pm && !goodCards.has(asTestMethod(pm)) && !declines[asTestMethod(pm)]) return invalid(`No such PaymentMethod: '${pm}'`, { code: 'resource_missing', param: 'payment_method' });
    const customer = typeof p.customer === 'string' ? p.customer : null;
    if (customer && !customers.has(customer)) return invalid(`No such customer: '${customer}'`, { code: 'resource_missing', param: 'customer' });
    const siId = id('seti');
    const si: FakeSetupIntent = {
      id: siId,
      object: 'setup_intent',
      status: pm ? 'requires_confirmation' : 'requires_payment_method',
      client_secret: `${siId}_secret_${randomBytes(8).toString('hex')}`,
      customer,
      payment_method: pm,
      usage: typeof p.usage === 'string' ? p.usage : 'off_session',
      metadata: (p.metadata as Record<string, string> | undefined) ?? {},
      last_setup_error: null,
      next_action: null,
      created: Math.floor(Date.now() / 1000),
      livemode: false,
    };
    setupIntents.set(si.id, si);
    return p.confirm === 'true' ? confirmSetup(si) : ok(si);
  }

  function completeSetupAction(setupIntentId: string, isPassed = true): FakeSetupIntent {
    const si = setupIntents.get(setupIntentId);
    if (!si || si.status !== 'requires_action') throw new Error(`no setup intent awaiting action: ${setupIntentId}`);
    if (isPassed) Object.assign(si, { status: 'succeeded', next_action: null, last_setup_error: null });
    else {
      const error = { code: 'setup_intent_authentication_failure', message: 'The provided PaymentMethod has failed authentication.', type: 'invalid_request_error' };
      Object.assign(si, { status: 'requires_payment_method', next_action: null, last_setup_error: error });
    }
    return si;
  }

  function refund(p: Record<string, unknown>): FakeResponse {
    const pi = paymentIntents.get(String(p.payment_intent));
    if (!pi) return invalid(`No such payment_intent: '${String(p.payment_intent)}'`, { code: 'resource_missing' }, 404);
    const charge = pi.latest_charge ? charges.get(pi.latest_charge) : undefined;
    if (!charge || pi.status !== 'succeeded') return invalid('This PaymentIntent does not have a successful charge to refund.', { code: 'charge_not_refundable' });
    const left = charge.amount - charge.amount_refunded;
    const amount = p.amount === undefined ? left : Number(p.amount);
    if (left === 0) return invalid(`Charge ${charge.id} has already been refunded.`, { code: 'charge_already_refunded' });
    if (!Number.isInteger(amount) || amount <= 0 || amount > left) {
      return invalid(`Refund amount (${amount}) is greater than unrefunded amount on charge (${left})`, { code: 'amount_too_large' });
    }
    charge.amount_refunded += amount;
    charge.refunded = charge.amount_refunded === charge.amount;
    return ok({ id: id('re'), object: 'refund', amount, currency: charge.currency, payment_intent: pi.id, charge: charge.id, status: 'succeeded' });
  }

  function route(req: FakeRequest): FakeResponse {
    const p = decodeStripeForm(req.body);
    const intentPath = /^\/v1\/payment_intents\/([^/]+)(\/confirm)?$/.exec(req.path);
    if (req.method === 'POST' && req.path === '/v1/payment_intents') return createIntent(p);
    if (req.method === 'POST' && req.path === '/v1/refunds') return refund(p);
    if (req.method === 'POST' && req.path === '/v1/setup_intents') return createSetupIntent(p);
    const setupPath = /^\/v1\/setup_intents\/([^/]+)$/.exec(req.path);
    if (setupPath && req.method === 'GET') {
      const si = setupIntents.get(setupPath[1] ?? '');
      return si ? ok(si) : invalid(`No such setupintent: '${setupPath[1]}'`, { code: 'resource_missing', param: 'intent' }, 404);
    }
    if (req.method === 'POST' && req.path === '/v1/customers') {
      const customer = { id: id('cus'), object: 'customer' as const, email: typeof p.email === 'string' ? p.email : null };
      customers.set(customer.id, customer);
      return ok(customer);
    }
    if (intentPath) {
      const pi = paymentIntents.get(intentPath[1] ?? '');
      if (!pi) return invalid(`No such payment_intent: '${intentPath[1]}'`, { code: 'resource_missing', param: 'intent' }, 404);
      if (req.method === 'GET' && !intentPath[2]) return ok(pi);
      if (req.method === 'POST' && intentPath[2]) return confirmExisting(pi, p);
    }
    const methodPath = /^\/v1\/payment_methods\/([^/]+)$/.exec(req.path);
    if (req.method === 'GET' && methodPath) {
      const method = paymentMethods.get(methodPath[1] ?? '');
      return method ? ok(method) : invalid(`No such PaymentMethod: '${methodPath[1] ?? ''}'`, { code: 'resource_missing', param: 'payment_method' }, 404);
    }
    if (req.method === 'GET' && req.path === '/v1/payment_intents') {
      const limit = Math.min(Math.max(Number(req.query.get('limit') ?? 10) || 10, 1), 100);
      const newest = [...paymentIntents.values()].reverse();
      return ok({ object: 'list', url: '/v1/payment_intents', has_more: newest.length > limit, data: newest.slice(0, limit) });
    }
    return invalid(`Unrecognized request URL (${req.method}: ${req.path}).`, {}, 404);
  }

  /** POST /v1/payment_intents/:id/confirm, from our server or from Stripe.js. */
  function confirmExisting(pi: FakePaymentIntent, p: Record<string, unknown>): FakeResponse {
    if (!['requires_payment_method', 'requires_confirmation', 'requires_action'].includes(pi.status)) {
      return invalid(`You cannot confirm this PaymentIntent because it has a status of ${pi.status}.`, { code: 'payment_intent_unexpected_state' });
    }
    if (typeof p.payment_method === 'string') {
      if (!goodCards.has(asTestMethod(p.payment_method)) && !declines[asTestMethod(p.payment_method)]) {
        return invalid(`No such PaymentMethod: '${p.payment_method}'`, { code: 'resource_missing', param: 'payment_method' });
      }
      pi.payment_method = p.payment_method;
    }
    if (pi.status === 'requires_action' && typeof p.payment_method !== 'string') return ok(pi);
    return confirm(pi, p.off_session === 'true');
  }

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

  function completeAction(paymentIntentId: string, isPassed = true): FakePaymentIntent {
    const pi = paymentIntents.get(paymentIntentId);
    if (!pi || pi.status !== 'requires_action') throw new Error(`no intent awaiting action: ${paymentIntentId}`);
    if (isPassed) succeed(pi);
    else {
      const error = { code: 'payment_intent_authentication_failure', message: 'The provided PaymentMethod has failed authentication.', type: 'invalid_request_error' };
      Object.assign(pi, { status: 'requires_payment_method', next_action: null, last_payment_error: error });
    }
    return pi;
  }

  const server = await startFakeServer((req) => {
    // Stripe.js sends its publishable key as a parameter, never an Authorization header.
    if (req.method === 'POST' && req.path === '/3d_secure_2/authenticate') return cors(authenticate(decodeStripeForm(req.body)));
    const params = req.method === 'GET' ? Object.fromEntries(req.query) : decodeStripeForm(req.body);
    if (!req.headers.authorization && typeof params.key === 'string') return cors(browserRoute(req, params));
    if (req.headers.authorization !== `Bearer ${secretKey}`) {
      return { status: 401, body: { error: { type: 'invalid_request_error', message: 'Invalid API Key provided.' } } };
    }
    const key = req.method === 'POST' ? req.headers['idempotency-key'] : undefined;
    if (typeof key !== 'string') return route(req);
    // Stripe saves the first answer of a key and replays it; other parameters under it are an error.
    const fingerprint = `${req.method} ${req.path} ${req.body}`;
    const saved = idempotent.get(key);
    if (saved && saved.fingerprint !== fingerprint) {
      return {
        status: 400,
        body: { error: { type: 'idempotency_error', message: `Keys for idempotent requests can only be used with the same parameters they were first used with. Try using a key other than '${key}' if you meant to execute a different request.` } },
      };
    }
    if (saved) return { ...saved.response, headers: { 'idempotent-replayed': 'true', 'idempotency-key': key } };
    const response = route(req);
    idempotent.set(key, { fingerprint, response: { ...response, body: JSON.parse(JSON.stringify(response.body)) as unknown } });
    return { ...response, headers: { 'idempotency-key': key } };
  });

  return {
    ...server,
    secretKey,
    publishableKey,
    paymentIntents,
    charges,
    setupIntents,
    completeSetupAction,
    paymentMethods,
    completeAction,
    event(type, object) {
      return { id: id('evt'), object: 'event', type, created: Math.floor(Date.now() / 1000), data: { object: JSON.parse(JSON.stringify(object)) as object } };
    },
    sign(event, secret, timestamp) {
      const payload = JSON.stringify(event, null, 2);
      const signature = createHmac('sha256', secret).update(`${timestamp}.${payload}`).digest('hex');
      return { payload, header: `t=${timestamp},v1=${signature}` };
    },
  };
}
