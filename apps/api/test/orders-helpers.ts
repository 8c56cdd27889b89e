import { randomUUID } from 'node:crypto';
import { eq } from 'drizzle-orm';
import type { FastifyInstance, LightMyRequestResponse } from 'fastify';
import type { Database } from '@upline/db';
import { schema } from '@upline/db';
import type { CartQuote } from '@upline/contract/cart';
import type { Currency } from '@upline/domain/money';
import { productsWhere, stateIdOf } from './cart-fixtures.js';
import type { TestGateway } from '../src/features/payments/test-gateway.js';

// Shared steps of the orders and checkout suites: price a cart the way the web does (POST
// cart/quote), place the order with the total it showed, pay it, and read what was stored.

export interface Shopper {
  /** A member's bearer token; none for a guest. */
  token?: string;
  /** Cookies the browser holds (the guest's order-access cookie). */
  cookies?: Record<string, string>;
}

export interface CartSpec {
  lines: { productId: number; quantity: number; purchaseType?: 1 | 2 }[];
  currency?: Currency;
  couponCode?: string;
  country?: string;
  state?: string;
}

const headersOf = (s: Shopper, extra: Record<string, string> = {}) => ({ ...(s.token ? { authorization: `Bearer ${s.token}` } : {}), ...extra });

/** The server's quote for a cart sent to a destination, with its cheapest shipping option selected. */
export async function quoteWithShipping(app: FastifyInstance, db: Database, spec: CartSpec, shopper: Shopper = {}): Promise<CartQuote> {
  const country = spec.country ?? 'US';
  const address = { countryCode: country, stateId: await stateIdOf(db, country, spec.state ?? 'IL') };
  const base = { lines: spec.lines, currency: spec.currency ?? (country === 'CA' ? 'CAD' : 'USD'), address, ...(spec.couponCode ? { couponCode: spec.couponCode } : {}) };
  const listed = await app.inject({ method: 'POST', url: '/api/cart/quote', payload: base, headers: headersOf(shopper) });
  if (listed.statusCode !== 200) throw new Error(`quote failed: ${listed.body}`);
  const option = (listed.json() as CartQuote).shipping.options[0];
  if (!option) throw new Error('no shipping option');
  const chosen = await app.inject({ method: 'POST', url: '/api/cart/quote', payload: { ...base, shippingOptionId: option.id }, headers: headersOf(shopper) });
  return chosen.json() as CartQuote;
}

/** The spec's order payload for a quoted cart (checkout §3), with the total the quote showed. */
export function orderPayload(quote: CartQuote, spec: CartSpec, extra: Record<string, unknown> = {}) {
  const country = spec.country ?? 'US';
  return {
    referal_id: null,
    user_id: null,
    email: 'guest.shopper@example.com',
    first_name: 'Gail',
    last_name: 'Guest',
    mobile: '5550100',
    order_date: '2026-11-21',
    completion_date: null,
    shipping_status: 'Not Shipped',
    order_status: 'Pending',
    total: quote.total,
    currency: quote.currency,
    ship_address: '12 Elm Street',
    ship_address2: '',
    ship_city: country === 'CA' ? 'Montréal' : 'Springfield',
    country,
    state: spec.state ?? 'IL',
    ship_zipcode: country === 'CA' ? 'H2Y 1G7' : '62701',
    shipping_method: quote.shipping.selected?.id ?? null,
    shipping_amount: quote.shipping.amount,
    discount_amount: quote.discount,
    tax_amount: quote.tax,
    shipping_tax_amount: quote.shippingTax,
    notes: '',
    products: spec.lines.map((l) => ({ product_id: l.productId, quantity: l.quantity, price: 1, autoship: l.purchaseType === 2 ? 'yes' : 'no' })),
    shopping_country_code: country === 'CA' ? 'CA' : 'US',
    ...(spec.couponCode ? { coupon_code: spec.couponCode } : {}),
    ...extra,
  };
}

/** POST guest/orders (no token) or orders (with one) under an Idempotency-Key. */
export function postOrder(app: FastifyInstance, body: object, shopper: Shopper = {}, key: string | null = randomUUID()) {
  return app.inject({
    method: 'POST',
    url: shopper.token ? '/api/orders' : '/api/guest/orders',
    payload: body,
    headers: headersOf(shopper, key ? { 'idempotency-key': key } : {}),
    ...(shopper.cookies ? { cookies: shopper.cookies } : {}),
  });
}

/** The order-access cookie a response set, as cookies for the next request. */
export function accessCookies(res: LightMyRequestResponse): Record<string, string> {
  const cookie = res.cookies.find((c) => c.name === 'upline_order_access');
  return cookie ? { upline_order_access: cookie.value } : {};
}

/** POST process-payment with a card payment-method id. */
export function payByCard(app: FastifyInstance, orderId: number, pm: string, shopper: Shopper = {}, key: string = randomUUID()) {
  return app.inject({
    method: 'POST',
    url: '/api/process-payment',
    payload: { order_id: orderId, authorization_key: pm },
    headers: headersOf(shopper, { 'idempotency-key': key }),
    ...(shopper.cookies ? { cookies: shopper.cookies } : {}),
  });
}

/** A guest order placed through the API, with the cookies that prove access to it. */
export interface PlacedOrder {
  id: number;
  cookies: Record<string, string>;
}

/** `count` guest orders of one unit of `product` each, placed at once (each under its own e-mail address). */
export async function placeGuestOrders(app: FastifyInstance, db: Database, product: number, count: number, emailPrefix: string): Promise<PlacedOrder[]> {
  const spec = { lines: [{ productId: product, quantity: 1 }] };
  const quote = await quoteWithShipping(app, db, spec);
  const placed = await Promise.all(
    Array.from({ length: count }, () => postOrder(app, orderPayload(quote, spec, { email: `${emailPrefix}-${randomUUID().slice(0, 8)}@example.com` }))),
  );
  return placed.map((p) => {
    if (p.statusCode !== 201) throw new Error(`placing a guest order answered ${p.statusCode}: ${p.body}`);
    return { id: (p.json() as { data: { order: { id: number } } }).data.order.id, cookies: accessCookies(p) };
  });
}

/** process-payment for a guest order from a client address (the card-testing limits count per address). */
export function payFromAddress(app: FastifyInstance, order: PlacedOrder, pm: string, ip: string) {
  return app.inject({
    method: 'POST',
    url: '/api/process-payment',
    payload: { order_id: order.id, authorization_key: pm },
    headers: { 'idempotency-key': randomUUID() },
    cookies: order.cookies,
    remoteAddress: ip,
  });
}

/**
 * A provider takes its time to answer (Stripe: hundreds of milliseconds); the test gateway answers
 * at once unless told otherwise, which would hide every window between two calls.
 */
export function slowIntents(payments: TestGateway, ms: number) {
  const create = payments.createPaymentIntent.bind(payments);
  payments.createPaymentIntent = async (input) => {
    await new Promise((resolve) => setTimeout(resolve, ms));
    return create(input);
  };
}

/** The first active product with (or without) autoship. */
export async function productId(db: Database, isAutoshipAvailable = false): Promise<number> {
  const [id] = await productsWhere(db, isAutoshipAvailable);
  if (id === undefined) throw new Error('no demo product');
  return id;
}

export async function orderRow(db: Database, id: number) {
  const [row] = await db.select().from(schema.orders).where(eq(schema.orders.id, id));
  if (!row) throw new Error(`no order ${id}`);
  return row;
}

export async function paymentsOf(db: Database, orderId: number) {
  return db.select().from(schema.payments).where(eq(schema.payments.orderId, orderId)).orderBy(schema.payments.id);
}

export async function countRows(db: Database, table: typeof schema.orders | typeof schema.payments | typeof schema.orderLines) {
  return (await db.select().from(table)).length;
}

/** The coupon use held by an order, if any. */
export async function redemptionOf(db: Database, orderId: number) {
  const [row] = await db.select().from(schema.couponRedemptions).where(eq(schema.couponRedemptions.orderId, orderId));
  return row ?? null;
}
