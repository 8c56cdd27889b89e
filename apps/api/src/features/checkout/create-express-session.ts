import { randomUUID } from 'node:crypto';
import type { z } from 'zod';
import { schema } from '@upline/db';
import { checkoutMessages, type expressCreateRequestSchema } from '@upline/contract/checkout';
import { orderMessages } from '@upline/contract/orders';
import { GUEST_USER_ID } from '@upline/domain/accounts';
import { AUTOSHIP, ONE_TIME } from '@upline/domain/catalogue';
import type { AppDeps } from '../../deps.js';
import type { SessionUser } from '../../http/session.js';
import { resolveCurrency } from '../catalogue/resolve-currency.js';
import { orderPricingOf } from '../orders/order-pricing.js';
import { autoshipRefusal } from '../orders/place-order.js';
import { checkoutFailure, type CheckoutResult } from './checkout-failure.js';
import { parseWalletAddress, type ExpressAddress } from './express-address.js';
import { EXPRESS_SESSION_TTL_MS, quoteExpress, sessionAmounts, type ExpressCart, type ExpressSessionRow } from './express-session.js';

type Body = z.output<typeof expressCreateRequestSchema>;

/** Quote field keys as this payload names them ('lines.0.quantity' -> 'cart_items.0.quantity'; the offer as on POST orders). */
const expressFieldOf = (key: string) => (key === 'offer.productId' ? 'offer' : key.replace(/^lines\./, 'cart_items.'));

/**
 * Starts an express (wallet) checkout (checkout §4 step 1): the cart is priced by the server
 * (its own prices, not the items' `price`), at least one item and an amount above 0, no autoship
 * (checkout §5), the buy-2-get-1-free offer as on a regular order (checkout §4); with an address
 * already known, its cheapest shipping and its taxes are included. A session for another
 * member, an empty cart, an autoship item, a cart the quote refuses or a zero amount: the failure.
 */
export async function createExpressSession(deps: AppDeps, input: { body: Body; user: SessionUser | null; visitorId: string | null }): Promise<CheckoutResult<ExpressSessionRow>> {
  const { body, user } = input;
  const now = deps.clock.now();
  if (body.user_id != null && body.user_id !== GUEST_USER_ID && body.user_id !== user?.id) return checkoutFailure('user_mismatch', orderMessages.userMismatch);
  if (body.cart_items.length === 0) return checkoutFailure('empty_cart', checkoutMessages.emptyExpressCart);

  const products = body.cart_items.map((item) => ({
    product_id: item.product_id ?? item.id ?? 0,
    quantity: item.quantity,
    purchaseType: item.purchaseType === AUTOSHIP || item.autoship === true || item.autoship === 'yes' ? AUTOSHIP : ONE_TIME,
    ...(item.isBogoOffer ? { isBogoOffer: true } : {}),
  }));
  if (products.some((p) => p.purchaseType === AUTOSHIP)) {
    return checkoutFailure('autoship_not_supported', autoshipRefusal(body.payment_method ?? 'paypal') ?? checkoutMessages.paypalAutoship);
  }
  // Priced as POST orders prices the same cart: the offer as sent, else the item marked isBogoOffer.
  const pricing = orderPricingOf({ products, offer: body.offer }, body.coupon_code ?? null, body.locale?.slice(0, 2));

  let destination: ExpressAddress | null = null;
  if (body.shipping_address?.country) {
    const parsed = await parseWalletAddress(deps.db, body.shipping_address, 'destination');
    if (parsed.ok) destination = parsed.address;
  }
  const c = body.customer_data;
  const cart: ExpressCart = {
    pricing,
    memberType: user?.memberType ?? 'customer',
    customer: { email: c?.email ?? destination?.email ?? null, firstName: c?.first_name ?? null, lastName: c?.last_name ?? null, phone: c?.phone ?? null },
    referralId: body.referral_id == null || body.referral_id === '' ? null : String(body.referral_id),
    visitorId: input.visitorId,
  };
  const currency = body.currency ?? (await resolveCurrency(deps.db, undefined, user));
  const result = await quoteExpress(deps.db, cart, currency, destination, { userId: user?.id ?? null, now }, expressFieldOf);
  if (!result.ok) return result;
  if (result.quote.totalMinor <= 0) return checkoutFailure('zero_amount', checkoutMessages.zeroAmount);

  const [row] = await deps.db
    .insert(schema.expressCheckoutSessions)
    .values({
      checkoutId: randomUUID(),
      userId: user?.id ?? null,
      cart,
      ...sessionAmounts(result.quote),
      shippingAddress: destination,
      method: body.payment_method ?? null,
      status: 'open',
      createdAt: now,
      updatedAt: now,
      expiresAt: new Date(now.getTime() + EXPRESS_SESSION_TTL_MS),
    })
    .returning();
  if (!row) throw new Error('express session insert returned nothing');
  return { ok: true, value: row };
}
