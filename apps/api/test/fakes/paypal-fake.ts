// A local stand-in for the parts of PayPal's REST API that the PayPal gateway uses: OAuth client
// credentials, Orders v2 (create, get, patch amount, capture), capture refunds and webhook
// signature verification, with PayPal-Request-Id idempotency and PayPal's amount checks. The
// buyer's approval, which happens in PayPal's window, is a method the test calls; the same
// window's side, for a stand-in of that window in a browser, is under /buyer/ (no OAuth: the
// buyer is signed in to PayPal there): read the order, approve it with a shipping address.
// What the PayPal JS SDK's Apple Pay and Google Pay components ask from the shopper's browser
// (their configuration, Apple's merchant session, confirm-payment-source with a browser token
// issued for the client id alone) is in paypal-fake-wallets.ts; those answers carry CORS headers.
import { createHash, createHmac, randomBytes } from 'node:crypto';
import { startFakeServer, type FakeRequest, type FakeResponse, type RunningFake } from './fake-server.js';
import { confirmPaymentSource, walletGraphql } from './paypal-fake-wallets.js';

type Json = Record<string, unknown>;
interface MoneyJson { currency_code: string; value: string }
interface Capture { id: string; status: string; amount: MoneyJson; final_capture: boolean; custom_id?: string; refunded: number; orderId: string }

export interface FakePayPalOrder {
  id: string;
  intent: string;
  status: 'CREATED' | 'PAYER_ACTION_REQUIRED' | 'APPROVED' | 'COMPLETED' | 'VOIDED';
  purchase_units: (Json & { amount: MoneyJson & { breakdown?: Record<string, MoneyJson> }; items?: Json[]; custom_id?: string; payments?: { captures: Json[] } })[];
  payment_source?: Json;
  payer?: Json;
  create_time: string;
  links: { href: string; rel: string; method: string }[];
}

const cents = (m: MoneyJson | undefined) => (m ? Math.round(Number(m.value) * 100) : 0);
const newId = (n = 17) => randomBytes(n).toString('hex').toUpperCase().slice(0, n);
const unprocessable = (issue: string, description: string, field?: string): FakeResponse => ({
  status: 422,
  body: {
    name: 'UNPROCESSABLE_ENTITY',
    message: 'The requested action could not be performed, semantically incorrect, or failed business validation.',
    debug_id: newId(13).toLowerCase(),
    details: [{ issue, description, ...(field ? { field } : {}) }],
  },
});
const notFound: FakeResponse = {
  status: 404,
  body: { name: 'RESOURCE_NOT_FOUND', message: 'The specified resource does not exist.', details: [{ issue: 'INVALID_RESOURCE_ID', description: 'Specified resource ID does not exist. Please check the resource ID and try again.' }] },
};

/** PayPal's amount rules: the breakdown adds up to the value, and the items to item_total. */
function checkAmounts(unit: FakePayPalOrder['purchase_units'][number]): FakeResponse | null {
  const b = unit.amount.breakdown;
  if (!b) return unit.items?.length ? unprocessable('ITEM_TOTAL_REQUIRED', 'If item details are specified, amount.breakdown.item_total is required.') : null;
  const sum = cents(b.item_total) + cents(b.tax_total) + cents(b.shipping) + cents(b.handling) + cents(b.insurance) - cents(b.shipping_discount) - cents(b.discount);
  if (sum !== cents(unit.amount)) return unprocessable('AMOUNT_MISMATCH', 'Should equal item_total + tax_total + shipping + handling + insurance - shipping_discount - discount.');
  const items = (unit.items ?? []).reduce((s, i) => s + cents(i.unit_amount as MoneyJson) * Number(i.quantity), 0);
  if (unit.items?.length && items !== cents(b.item_total)) return unprocessable('ITEM_TOTAL_MISMATCH', 'Should equal sum of (unit_amount * quantity) across all items for a given purchase_unit.');
  return null;
}

/** A shipping address as PayPal writes it in a purchase unit. */
export interface FakePayPalShipping {
  name: { full_name: string };
  address: { address_line_1: string; address_line_2?: string; admin_area_2: string; admin_area_1: string; postal_code: string; country_code: string };
}

export interface PayPalFake extends RunningFake {
  clientId: string;
  /** The merchant's PayPal account id, as the wallets' configuration names it. */
  merchantId: string;
  clientSecret: string;
  webhookId: string;
  orders: Map<string, FakePayPalOrder>;
  captures: Map<string, Capture>;
  /**
   * The buyer approves the order in PayPal's window. With `shipping` (the address the buyer picked
   * there), an order created without an address of ours ships to it, as PayPal's capture then says.
   */
  approve(orderId: string, payerEmail?: string, shipping?: FakePayPalShipping): void;
  /** The next capture of this order is declined by the buyer's bank. */
  declineCapture(orderId: string): void;
  /** A capture made outside our server (the case reconciliation exists for). */
  captureNow(orderId: string): Capture;
  /** A webhook event as PayPal sends it; `captureEvent` builds one about an order's capture. */
  webhookEvent(eventType: string, resourceType: string, resource: Json): Json & { id: string };
  captureEvent(orderId: string, eventType?: string): Json & { id: string };
  /** The body and transmission headers PayPal would send for `event`. */
  signWebhook(event: object): { body: string; headers: Record<string, string> };
}

/** What a browser may read from the fake's answers to the SDK (PayPal answers the SDK's calls with CORS headers). */
const cors = (response: FakeResponse, origin: string | undefined): FakeResponse => ({
  ...response,
  headers: { ...response.headers, 'access-control-allow-origin': origin ?? '*', 'access-control-allow-credentials': 'true', vary: 'Origin' },
});
const preflight = (origin: string | undefined): FakeResponse =>
  cors({ status: 204, body: null, headers: { 'access-control-allow-methods': 'GET, POST', 'access-control-allow-headers': 'authorization, content-type, paypal-request-id, paypal-partner-attribution-id', 'access-control-max-age': '600' } }, origin);

export async function startPayPalFake(opts: { clientId?: string; clientSecret?: string; webhookId?: string } = {}): Promise<PayPalFake> {
  const clientId = opts.clientId ?? 'paypal-client-id';
  const merchantId = `MERCHANT${newId(5)}`;
  const clientSecret = opts.clientSecret ?? 'paypal-client-secret';
  const webhookId = opts.webhookId ?? 'WH-FAKE-0001';
  const signingKey = randomBytes(32);
  const tokens = new Set<string>();
  /** Tokens issued to the SDK in a browser (client id without the secret): they may only confirm a payment source. */
  const browserTokens = new Set<string>();
  const orders = new Map<string, FakePayPalOrder>();
  const captures = new Map<string, Capture>();
  const declined = new Set<string>();
  const byRequestId = new Map<string, FakeResponse>();

  const signatureOf = (transmissionId: string, time: string, hookId: string, event: unknown) =>
    createHmac('sha256', signingKey)
      .update(`${transmissionId}|${time}|${hookId}|${createHash('sha256').update(JSON.stringify(event)).digest('hex')}`)
      .digest('base64');

  function capture(order: FakePayPalOrder): Capture {
    const unit = order.purchase_units[0];
    if (!unit) throw new Error('order without purchase unit');
    const c: Capture = { id: newId(), status: 'COMPLETED', amount: { currency_code: unit.amount.currency_code, value: unit.amount.value }, final_capture: true, refunded: 0, orderId: order.id };
    if (unit.custom_id) c.custom_id = unit.custom_id;
    captures.set(c.id, c);
    const { refunded: _r, orderId: _o, ...wire } = c;
    unit.payments = { captures: [{ ...wire, seller_protection: { status: 'ELIGIBLE' }, create_time: new Date().toISOString() }] };
    order.status = 'COMPLETED';
    return c;
  }

  function createOrder(body: Json, url: string): FakeResponse {
    if (body.intent !== 'CAPTURE' && body.intent !== 'AUTHORIZE') return unprocessable('INVALID_PARAMETER_VALUE', 'intent is invalid', '/intent');
    const units = body.purchase_units as FakePayPalOrder['purchase_units'] | undefined;
    if (!units?.length) return unprocessable('MISSING_REQUIRED_PARAMETER', 'purchase_units is required', '/purchase_units');
    for (const unit of units) {
      const problem = checkAmounts(unit);
      if (problem) return problem;
    }
    const id = newId();
    const hasSource = Boolean(body.payment_source);
    const order: FakePayPalOrder = {
      id,
      intent: String(body.intent),
      status: hasSource ? 'PAYER_ACTION_REQUIRED' : 'CREATED',
      purchase_units: units,
      ...(hasSource ? { payment_source: body.payment_source as Json } : {}),
      create_time: new Date().toISOString(),
      links: [
        { href: `${url}/v2/checkout/orders/${id}`, rel: 'self', method: 'GET' },
        { href: `https://www.sandbox.paypal.com/checkoutnow?token=${id}`, rel: hasSource ? 'payer-action' : 'approve', method: 'GET' },
      ],
    };
    orders.set(id, order);
    return { status: 201, body: order };
  }

  function route(req: FakeRequest, url: string): FakeResponse {
    const body = (req.body ? JSON.parse(req.body) : {}) as Json;
    const orderPath = /^\/v2\/checkout\/orders\/([^/]+)(\/capture|\/confirm-payment-source)?$/.exec(req.path);
    const refundPath = /^\/v2\/payments\/captures\/([^/]+)\/refund$/.exec(req.path);
    if (req.method === 'POST' && req.path === '/v2/checkout/orders') return createOrder(body, url);
    if (req.method === 'POST' && req.path === '/v1/notifications/verify-webhook-signature') {
      const isValid =
        body.webhook_id === webhookId &&
        typeof body.transmission_id === 'string' &&
        typeof body.transmission_time === 'string' &&
        body.transmission_sig === signatureOf(body.transmission_id, body.transmission_time, webhookId, body.webhook_event);
      return { status: 200, body: { verification_status: isValid ? 'SUCCESS' : 'FAILURE' } };
    }
    if (refundPath) {
      const c = captures.get(refundPath[1] ?? '');
      if (!c) return notFound;
      const amount = body.amount ? cents(body.amount as MoneyJson) : cents(c.amount) - c.refunded;
      if (amount <= 0 || amount > cents(c.amount) - c.refunded) return unprocessable('REFUND_AMOUNT_EXCEEDED', 'The refund amount must be less than or equal to the capture amount that has not yet been refunded.');
      c.refunded += amount;
      c.status = c.refunded === cents(c.amount) ? 'REFUNDED' : 'PARTIALLY_REFUNDED';
      return { status: 201, body: { id: newId(), status: 'COMPLETED', amount: { currency_code: c.amount.currency_code, value: (amount / 100).toFixed(2) } } };
    }
    const order = orderPath ? orders.get(orderPath[1] ?? '') : undefined;
    if (!orderPath) return { status: 404, body: { name: 'NOT_FOUND', message: `no route ${req.method} ${req.path}` } };
    if (!order) return notFound;
    if (req.method === 'GET' && !orderPath[2]) return { status: 200, body: order };
    if (req.method === 'PATCH' && !orderPath[2]) {
      for (const op of body as unknown as { op: string; path: string; value: MoneyJson }[]) {
        const unit = order.purchase_units[0];
        if (op.op !== 'replace' || !/^\/purchase_units\/@reference_id=='[^']+'\/amount$/.test(op.path) || !unit) return unprocessable('INVALID_PATCH_OPERATION', 'The operation cannot be honored.');
        const updated = { ...unit, amount: op.value };
        const problem = checkAmounts(updated);
        if (problem) return problem;
        order.purchase_units[0] = updated;
      }
      return { status: 204, body: null };
    }
    if (req.method === 'POST' && orderPath[2] === '/confirm-payment-source') {
      const confirmed = confirmPaymentSource(order, body, 'https://www.sandbox.paypal.com');
      return confirmed.ok ? { status: 200, body: confirmed.order } : unprocessable(confirmed.issue, confirmed.description, confirmed.field);
    }
    if (req.method === 'POST' && orderPath[2]) {
      if (order.status === 'COMPLETED') return unprocessable('ORDER_ALREADY_CAPTURED', "Order already captured. If 'intent=CAPTURE' only one capture per order is allowed.");
      if (order.status !== 'APPROVED') return unprocessable('ORDER_NOT_APPROVED', 'Payer has not yet approved the Order for payment.');
      if (declined.delete(order.id)) return unprocessable('INSTRUMENT_DECLINED', "The instrument presented was either declined by the processor or bank, or it can't be used for this payment.");
      capture(order);
      return { status: 201, body: order };
    }
    return notFound;
  }

  function approve(orderId: string, payerEmail = 'buyer@example.com', shipping?: FakePayPalShipping): FakePayPalOrder | null {
    const order = orders.get(orderId);
    if (!order || (order.status !== 'CREATED' && order.status !== 'PAYER_ACTION_REQUIRED')) return null;
    order.status = 'APPROVED';
    // A payer the wallet already named (Google Pay's card after 3-D Secure) stays.
    order.payer ??= { email_address: payerEmail, payer_id: newId(13), name: { given_name: 'Pat', surname: 'Buyer' } };
    const unit = order.purchase_units[0];
    const preference = ((order.payment_source?.paypal as Json | undefined)?.experience_context as Json | undefined)?.shipping_preference;
    // Our address (SET_PROVIDED_ADDRESS) stays; NO_SHIPPING takes none.
    if (unit && shipping && !unit.shipping && preference !== 'NO_SHIPPING') unit.shipping = shipping;
    return order;
  }

  /** PayPal's window, where the buyer is signed in: read the order, approve it. */
  function buyerRoute(req: FakeRequest): FakeResponse {
    const path = /^\/buyer\/orders\/([^/]+)(\/approve)?$/.exec(req.path);
    const order = path ? orders.get(path[1] ?? '') : undefined;
    if (!path) return { status: 404, body: { name: 'NOT_FOUND', message: `no route ${req.method} ${req.path}` } };
    if (!order) return notFound;
    if (req.method === 'GET' && !path[2]) return { status: 200, body: order };
    if (req.method !== 'POST' || !path[2]) return notFound;
    const form = new URLSearchParams(req.body);
    const line1 = form.get('address_line_1');
    const shipping: FakePayPalShipping | undefined = line1
      ? {
          name: { full_name: form.get('full_name') ?? 'Pat Buyer' },
          address: {
            address_line_1: line1,
            admin_area_2: form.get('admin_area_2') ?? '',
            admin_area_1: form.get('admin_area_1') ?? '',
            postal_code: form.get('postal_code') ?? '',
            country_code: form.get('country_code') ?? '',
          },
        }
      : undefined;
    const approved = approve(order.id, form.get('email') ?? undefined, shipping);
    if (!approved) return unprocessable('ORDER_NOT_APPROVABLE', `The order has a status of ${order.status} and cannot be approved.`);
    return { status: 200, body: approved };
  }

  // The fake's own address, for the links it puts in orders; known once it listens.
  const own = { url: '' };
  const server = await startFakeServer((req) => {
    const origin = typeof req.headers.origin === 'string' ? req.headers.origin : undefined;
    // The buyer's window reads its own origin; the SDK's 3-D Secure step calls it from the shop's page.
    if (req.path.startsWith('/buyer/')) return cors(buyerRoute(req), origin);
    if (req.method === 'OPTIONS') return preflight(origin);
    if (req.path === '/graphql') return cors(walletGraphql(req, { clientId, merchantId }), origin);
    if (req.path === '/v1/oauth2/token') {
      const basic = (secret: string | null) => `Basic ${Buffer.from(secret === null ? clientId : `${clientId}:${secret}`).toString('base64')}`;
      const isServer = req.headers.authorization === basic(clientSecret);
      const isBrowser = req.headers.authorization === basic('') || req.headers.authorization === basic(null);
      if (!isServer && !isBrowser) return cors({ status: 401, body: { error: 'invalid_client', error_description: 'Client Authentication failed' } }, origin);
      const token = `A21AA${newId(40)}`;
      (isServer ? tokens : browserTokens).add(token);
      const scope = isServer ? 'https://uri.paypal.com/services/payments/payment' : 'https://uri.paypal.com/services/checkout/one-click-with-merchant-issued-token';
      return cors({ status: 200, body: { scope, access_token: token, token_type: 'Bearer', app_id: 'APP-FAKE', expires_in: 32400, nonce: newId(20) } }, origin);
    }
    const bearer = req.headers.authorization?.replace(/^Bearer /, '') ?? '';
    if (browserTokens.has(bearer)) {
      if (req.method !== 'POST' || !/^\/v2\/checkout\/orders\/[^/]+\/confirm-payment-source$/.test(req.path)) {
        return cors({ status: 403, body: { name: 'NOT_AUTHORIZED', message: 'Authorization failed due to insufficient permissions.' } }, origin);
      }
      return cors(route(req, own.url), origin);
    }
    if (!tokens.has(bearer)) return cors({ status: 401, body: { name: 'AUTHENTICATION_FAILURE', message: 'Authentication failed due to invalid authentication credentials or a missing Authorization header.' } }, origin);
    // PayPal answers a repeated PayPal-Request-Id with the first answer instead of acting again.
    const requestId = req.headers['paypal-request-id'];
    const key = typeof requestId === 'string' ? `${req.method} ${req.path} ${requestId}` : null;
    const saved = key ? byRequestId.get(key) : undefined;
    if (saved) return saved;
    const response = route(req, own.url);
    if (key && response.status < 500) byRequestId.set(key, { ...response, body: JSON.parse(JSON.stringify(response.body)) as unknown });
    return response;
  });
  own.url = server.url;

  const webhookEvent = (eventType: string, resourceType: string, resource: Json) => ({
    id: `WH-${newId(17)}`,
    event_version: '1.0',
    create_time: new Date().toISOString(),
    resource_type: resourceType,
    resource_version: '2.0',
    event_type: eventType,
    summary: eventType,
    resource,
  });

  return {
    ...server,
    clientId,
    clientSecret,
    merchantId,
    webhookId,
    orders,
    captures,
    approve(orderId, payerEmail, shipping) {
      if (!approve(orderId, payerEmail, shipping)) throw new Error(`cannot approve ${orderId}`);
    },
    declineCapture: (orderId) => void declined.add(orderId),
    captureNow(orderId) {
      const order = orders.get(orderId);
      if (!order || order.status !== 'APPROVED') throw new Error(`cannot capture ${orderId}`);
      return capture(order);
    },
    webhookEvent,
    captureEvent(orderId, eventType = 'PAYMENT.CAPTURE.COMPLETED') {
      const c = [...captures.values()].find((x) => x.orderId === orderId);
      const unit = orders.get(orderId)?.purchase_units[0];
      const resource = {
        id: c?.id ?? newId(),
        status: eventType === 'PAYMENT.CAPTURE.COMPLETED' ? 'COMPLETED' : 'DECLINED',
        amount: c?.amount ?? unit?.amount ?? { currency_code: 'USD', value: '0.00' },
        final_capture: true,
        ...(unit?.custom_id ? { custom_id: unit.custom_id } : {}),
        supplementary_data: { related_ids: { order_id: orderId } },
      };
      return webhookEvent(eventType, 'capture', resource);
    },
    signWebhook(event) {
      const transmissionId = randomBytes(16).toString('hex');
      const time = new Date().toISOString();
      return {
        body: JSON.stringify(event),
        headers: {
          'paypal-transmission-id': transmissionId,
          'paypal-transmission-time': time,
          'paypal-transmission-sig': signatureOf(transmissionId, time, webhookId, event),
          'paypal-cert-url': 'https://api.sandbox.paypal.com/v1/notifications/certs/CERT-FAKE',
          'paypal-auth-algo': 'SHA256withRSA',
        },
      };
    },
  };
}
