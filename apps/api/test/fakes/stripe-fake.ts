// A local stand-in for the parts of Stripe's API that the Stripe gateway uses: PaymentIntents
// (create, confirm, retrieve), refunds and customers, with Stripe's idempotency rules and its
// documented test payment methods; it also builds and signs webhook events like Stripe does.
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

const id = (prefix: string) => `${prefix}_${randomBytes(12).toString('hex')}`;
const ok = (body: unknown): FakeResponse => ({ status: 200, body });
const invalid = (message: string, extra: Record<string, unknown> = {}, status = 400): FakeResponse => ({
  status,
  body: { error: { type: 'invalid_request_error', message, ...extra } },
});

export interface StripeFake extends RunningFake {
  secretKey: string;
  paymentIntents: Map<string, FakePaymentIntent>;
  charges: Map<string, FakeCharge>;
  /** The shopper completes (or fails) the 3-D Secure challenge of an intent in requires_action. */
  completeAction(paymentIntentId: string, isPassed?: boolean): FakePaymentIntent;
  /** A webhook event as Stripe sends it. */
  event(type: string, object: object): { id: string; object: 'event'; type: string; created: number; data: { object: object } };
  /** The body and Stripe-Signature header for `event`, signed with `secret` at `timestamp` (seconds). */
  sign(event: object, secret: string, timestamp: number): { payload: string; header: string };
}

export async function startStripeFake(secretKey = 'sk_test_fake'): Promise<StripeFake> {
  const paymentIntents = new Map<string, FakePaymentIntent>();
  const charges = new Map<string, FakeCharge>();
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
    const decline = declines[pm] ?? (pm === 'pm_card_authenticationRequired' && offSession
      ? { code: 'authentication_required', decline_code: 'authentication_required', message: 'Your card was declined. This transaction requires authentication.' }
      : undefined);
    if (decline) {
      Object.assign(pi, { status: 'requires_payment_method', last_payment_error: { ...decline, type: 'card_error' } });
      return { status: 402, body: { error: { type: 'card_error', ...decline, payment_intent: { ...pi }, payment_method: { id: pm } } } };
    }
    if (pm === 'pm_card_authenticationRequired') Object.assign(pi, { status: 'requires_action', next_action: { type: 'use_stripe_sdk' } });
    else succeed(pi);
    return ok(pi);
  }

  function createIntent(p: Record<string, unknown>): FakeResponse {
    const amount = Number(p.amount);
    const currency = String(p.currency ?? '').toLowerCase();
    if (!Number.isInteger(amount) || amount < 50) return invalid('Amount must be at least $0.50 usd', { code: 'amount_too_small', param: 'amount' });
    if (!/^[a-z]{3}$/.test(currency)) return invalid('Invalid currency', { param: 'currency' });
    const pm = typeof p.payment_method === 'string' ? p.payment_method : null;
    if (pm && !goodCards.has(pm) && !declines[pm]) return invalid(`No such PaymentMethod: '${pm}'`, { code: 'resource_missing', param: 'payment_method' });
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
    if (req.method === 'POST' && req.path === '/v1/customers') {
      const customer = { id: id('cus'), object: 'customer' as const, email: typeof p.email === 'string' ? p.email : null };
      customers.set(customer.id, customer);
      return ok(customer);
    }
    if (intentPath) {
      const pi = paymentIntents.get(intentPath[1] ?? '');
      if (!pi) return invalid(`No such payment_intent: '${intentPath[1]}'`, { code: 'resource_missing', param: 'intent' }, 404);
      if (req.method === 'GET' && !intentPath[2]) return ok(pi);
      if (req.method === 'POST' && intentPath[2]) {
        if (!['requires_payment_method', 'requires_confirmation', 'requires_action'].includes(pi.status)) {
          return invalid(`You cannot confirm this PaymentIntent because it has a status of ${pi.status}.`, { code: 'payment_intent_unexpected_state' });
        }
        if (typeof p.payment_method === 'string') pi.payment_method = p.payment_method;
        if (pi.status === 'requires_action' && typeof p.payment_method !== 'string') return ok(pi);
        return confirm(pi, p.off_session === 'true');
      }
    }
    return invalid(`Unrecognized request URL (${req.method}: ${req.path}).`, {}, 404);
  }

  const server = await startFakeServer((req) => {
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
    paymentIntents,
    charges,
    completeAction(paymentIntentId, isPassed = true) {
      const pi = paymentIntents.get(paymentIntentId);
      if (!pi || pi.status !== 'requires_action') throw new Error(`no intent awaiting action: ${paymentIntentId}`);
      if (isPassed) succeed(pi);
      else {
        const error = { code: 'payment_intent_authentication_failure', message: 'The provided PaymentMethod has failed authentication.', type: 'invalid_request_error' };
        Object.assign(pi, { status: 'requires_payment_method', next_action: null, last_payment_error: error });
      }
      return pi;
    },
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
