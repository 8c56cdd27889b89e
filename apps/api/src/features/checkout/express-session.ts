import { eq } from 'drizzle-orm';
import type { FastifyRequest } from 'fastify';
import { schema, type Database } from '@upline/db';
import { checkoutErrorCodes, checkoutMessages } from '@upline/contract/checkout';
import type { MemberType } from '@upline/domain/catalogue';
import type { Currency } from '@upline/domain/money';
import { toDecimal } from '@upline/domain/money';
import type { AppDeps } from '../../deps.js';
import { AppError } from '../../http/errors.js';
import { quoteCart, type CartQuoteMinor, type QuoteCartResult } from '../cart/quote-cart.js';
import type { OrderPricingInput } from '../orders/order-draft.js';
import type { ExpressAddress } from './express-address.js';

export type ExpressSessionRow = typeof schema.expressCheckoutSessions.$inferSelect;

/** What an express session keeps in its `cart` column besides the amounts. */
export interface ExpressCart {
  pricing: OrderPricingInput;
  memberType: MemberType;
  customer: { email: string | null; firstName: string | null; lastName: string | null; phone: string | null };
  referralId: string | null;
  visitorId: string | null;
}

/** How long a wallet sheet may stay open before the session must be started again. */
export const EXPRESS_SESSION_TTL_MS = 2 * 3_600_000;

export const sessionNotFound = () => new AppError(404, checkoutErrorCodes.sessionNotFound, checkoutMessages.sessionNotFound);

/**
 * The open or completed express session of this browser: its id is a random UUID only the
 * creating browser knows; a member's session also answers only to that member. Expired, unknown
 * or someone else's: 404 (checkout §8).
 */
export async function loadExpressSession(deps: Pick<AppDeps, 'db' | 'clock'>, request: FastifyRequest, checkoutId: string): Promise<ExpressSessionRow> {
  const s = schema.expressCheckoutSessions;
  const [row] = await deps.db.select().from(s).where(eq(s.checkoutId, checkoutId));
  if (!row) throw sessionNotFound();
  if (row.userId !== null && row.userId !== request.currentUser?.id) throw sessionNotFound();
  if (row.status === 'open' && row.expiresAt.getTime() < deps.clock.now().getTime()) throw sessionNotFound();
  if (row.status === 'expired' || row.status === 'failed') throw sessionNotFound();
  return row;
}

/**
 * Prices the session's cart for a destination: the cheapest shipping service there is chosen
 * (the wallet sheet offers no choice), with the destination's taxes. Without a destination,
 * only the items (no shipping or tax yet). No service for the destination: 'Cannot calculate
 * shipping for this address'.
 */
export async function quoteExpress(
  db: Database,
  cart: ExpressCart,
  currency: Currency,
  destination: Pick<ExpressAddress, 'countryCode' | 'stateId' | 'zip'> | null,
  ctx: { userId: number | null; now: Date },
): Promise<QuoteCartResult> {
  const base = {
    ...cart.pricing,
    memberType: cart.memberType,
    currency,
    customer: { userId: ctx.userId, email: cart.customer.email, visitorId: cart.visitorId },
  };
  if (!destination) return quoteCart(db, base, ctx.now);
  const address = { countryCode: destination.countryCode, stateId: destination.stateId, zip: destination.zip };
  const listed = await quoteCart(db, { ...base, address }, ctx.now);
  if (!listed.ok) return listed;
  const cheapest = listed.quote.shipping.options[0];
  if (!cheapest) throw new AppError(422, checkoutErrorCodes.noShippingRate, checkoutMessages.noShippingRate);
  return quoteCart(db, { ...base, address, shippingOptionId: cheapest.id }, ctx.now);
}

/** The session columns of a quote. */
export function sessionAmounts(q: CartQuoteMinor) {
  return {
    currency: q.currency,
    subtotalMinor: q.itemsMinor,
    discountMinor: q.discountMinor,
    shippingMinor: q.shipping.amountMinor,
    shippingTaxMinor: q.shippingTaxMinor,
    taxMinor: q.taxMinor,
    totalMinor: q.totalMinor,
  };
}

/** The four session amounts of checkout §3 on the wire (shipping before a shipping coupon, which the total includes). */
export function toSessionAmountsWire(s: Pick<ExpressSessionRow, 'shippingMinor' | 'taxMinor' | 'shippingTaxMinor' | 'totalMinor'>) {
  return {
    shipping_amount: toDecimal(s.shippingMinor),
    tax_amount: toDecimal(s.taxMinor),
    shipping_tax_amount: toDecimal(s.shippingTaxMinor),
    total_amount: toDecimal(s.totalMinor),
  };
}
