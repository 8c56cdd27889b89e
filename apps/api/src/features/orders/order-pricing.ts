import { and, asc, eq } from 'drizzle-orm';
import type { Database } from '@upline/db';
import { schema } from '@upline/db';
import type { OrderRequestParsed } from '@upline/contract/orders';
import type { CartLineInput } from '../cart/price-cart-lines.js';
import { pricingReference, type PricingReference } from '../cart/pricing-reference.js';
import { quoteCart, type QuoteCartResult } from '../cart/quote-cart.js';
import type { OrderPricingInput, OrderRow } from './order-draft.js';

const isAutoshipFlag = (v: string | boolean | undefined) => v === true || (typeof v === 'string' && v.toLowerCase() === 'yes');

/** The pricing input of an order payload: products as cart lines, the buy-2-get-1 offer, the coupon. */
export function orderPricingOf(body: Pick<OrderRequestParsed, 'products' | 'offer'>, couponCode: string | null, lang?: string): OrderPricingInput {
  const lines: CartLineInput[] = body.products.map((p) => ({
    productId: p.product_id,
    quantity: p.quantity,
    purchaseType: p.purchaseType ?? (isAutoshipFlag(p.autoship) ? 2 : 1),
  }));
  const bogo = body.products.find((p) => p.isBogoOffer);
  const offer = body.offer ?? (bogo ? { kind: 'buyTwoGetOneFree' as const, productId: bogo.product_id } : null);
  return { lines, offer, couponCode, ...(lang ? { lang } : {}) };
}

/** The coupon code of the payload: coupon_code, or discount_coupan_id as a code or as the coupon's id. */
export async function resolveCouponCode(db: Database, body: Pick<OrderRequestParsed, 'coupon_code' | 'discount_coupan_id'>): Promise<string | null> {
  if (body.coupon_code) return body.coupon_code;
  const ref = body.discount_coupan_id;
  if (ref === null || ref === undefined || ref === '') return null;
  if (typeof ref === 'string' && !/^\d{1,9}$/.test(ref)) return ref;
  const [row] = await db.select({ code: schema.coupons.code }).from(schema.coupons).where(eq(schema.coupons.id, Number(ref))).limit(1);
  // An unknown id is priced as an unknown code: the quote refuses it with 'Invalid coupon code'.
  return row?.code ?? String(ref);
}

/** Quote field keys as the order payload names them ('lines.0.quantity' -> 'products.0.quantity'). */
export function wireFieldOf(key: string): string {
  if (key.startsWith('lines.')) return key.replace(/^lines\./, 'products.').replace(/\.productId$/, '.product_id');
  if (key === 'shippingOptionId') return 'shipping_method';
  if (key === 'address.stateId') return 'state';
  if (key === 'offer.productId') return 'offer';
  return key;
}

/** The pricing input kept with the order, or one rebuilt from its lines for orders without one. */
export async function storedPricingOf(db: Database, order: Pick<OrderRow, 'id'>): Promise<OrderPricingInput> {
  const { orders, orderLines } = schema;
  const [row] = await db.select({ pricing: orders.pricingInput }).from(orders).where(eq(orders.id, order.id)).limit(1);
  const kept = row?.pricing as OrderPricingInput | null | undefined;
  if (kept) return kept;
  const lines = await db.select().from(orderLines).where(and(eq(orderLines.orderId, order.id), eq(orderLines.kind, 'product'))).orderBy(asc(orderLines.position));
  return {
    lines: lines.flatMap((l) => (l.productId === null ? [] : [{ productId: l.productId, quantity: l.quantity, purchaseType: l.isAutoship ? 2 : 1 }])),
    offer: null,
    couponCode: null,
  };
}

/**
 * Prices a stored order again with today's price lists, its coupon (its own reservation not
 * counted), its destination and shipping service. Payment compares this with the stored total.
 * The pricing input kept on the order row is used as read; the destination's country comes from
 * the pricing reference the quote reads anyway.
 */
export async function requoteOrder(db: Database, order: OrderRow, now: Date, pricing?: OrderPricingInput, given?: PricingReference): Promise<QuoteCartResult> {
  const input = pricing ?? (order.pricingInput as OrderPricingInput | null) ?? (await storedPricingOf(db, order));
  let couponCode: string | null = null;
  if (order.couponId !== null) {
    const [coupon] = await db.select({ code: schema.coupons.code }).from(schema.coupons).where(eq(schema.coupons.id, order.couponId)).limit(1);
    couponCode = coupon?.code ?? null;
  }
  const reference = given ?? (await pricingReference(db));
  const country = order.shipCountryId === null ? null : await reference.country(String(order.shipCountryId));
  const countryCode = country?.shortname ?? order.shoppingCountryCode;
  return quoteCart(
    db,
    {
      lines: input.lines,
      offer: input.offer,
      couponCode,
      memberType: order.pricingMemberType,
      currency: order.currency,
      customer: { userId: order.userId, email: order.email },
      address: { countryCode, stateId: order.shipStateId, zip: order.shipZip },
      shippingOptionId: order.shippingMethod,
      orderId: order.id,
      ...(input.lang ? { lang: input.lang } : {}),
    },
    now,
    reference,
  );
}
