// A local stand-in for the parts of Stripe's API that the Stripe gateway uses: PaymentIntents
// (create, confirm, retrieve, list), refunds and customers, with Stripe's idempotency rules and its
// documented test payment methods; it also builds and signs webhook events like Stripe does.
// Stripe.js's own calls, made from the browser with the publishable key (creating a card payment
// method from Stripe's test card numbers, reading and confirming an intent with its client
// secret), are answered too, with Stripe's CORS header; so is the answer of the 3-D Secure test
// page (Complete or Fail), which at Stripe happens between its challenge frame and its servers.
import { createHmac } from 'node:crypto';
import { decodeStripeForm, startFakeServer, type FakeRequest, type FakeResponse, type RunningFake } from './fake-server.js';
import { browserCalls } from './stripe-fake-browser.js';
import { intentCalls } from './stripe-fake-intents.js';
import { setupIntentCalls } from './stripe-fake-setup-intents.js';
import { id, invalid, newStripeState, ok, type FakeCharge, type FakePaymentIntent, type FakePaymentMethod, type FakeSetupIntent } from './stripe-fake-shared.js';

export type { FakeCharge, FakePaymentIntent, FakePaymentMethod, FakeSetupIntent } from './stripe-fake-shared.js';

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
  const state = newStripeState();
  const { paymentIntents, charges, setupIntents, paymentMethods, customers } = state;
  const idempotent = new Map<string, { fingerprint: string; response: FakeResponse }>();
  const intents = intentCalls(state);
  const { createIntent, confirmExisting, completeAction, refund } = intents;
  const { createSetupIntent, completeSetupAction } = setupIntentCalls(state);
  const { browserRoute, authenticate } = browserCalls(state, publishableKey, intents);

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
