import { eq } from 'drizzle-orm';
import type { FastifyRequest } from 'fastify';
import { schema, type Database } from '@upline/db';
import { checkoutMessages } from '@upline/contract/checkout';
import type { MemberType } from '@upline/domain/catalogue';
import type { Currency } from '@upline/domain/money';
import { toDecimal } from '@upline/domain/money';
import type { AppDeps } from '../../deps.js';
import { quoteCart, type CartQuoteMinor, type QuoteCartInput } from '../cart/quote-cart.js';
import type { OrderPricingInput } from '../orders/order-draft.js';
import { checkoutFailure, quoteRefused, type CheckoutRefusal, type CheckoutResult } from './checkout-failure.js';
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

const sessionNotFound = (): CheckoutRefusal => checkoutFailure('session_not_found', checkoutMessages.sessionNotFound);

/**
 * The open or completed express session of this browser: its id is a random UUID only the
 * creating browser knows; a member's session also answers only to that member. Expired, unknown
 * or someone else's: session_not_found (checkout §8).
 */
export async function loadExpressSession(deps: Pick<AppDeps, 'db' | 'clock'>, request: FastifyRequest, checkoutId: string): Promise<CheckoutResult<ExpressSessionRow>> {
  const s = schema.expressCheckoutSessions;
  const [row] = await deps.db.select().from(s).where(eq(s.checkoutId, checkoutId));
  if (!row) return sessionNotFound();
  if (row.userId !== null && row.userId !== request.currentUser?.id) return sessionNotFound();
  if (row.status === 'open' && row.expiresAt.getTime() < deps.clock.now().getTime()) return sessionNotFound();
  if (row.status === 'expired' || row.status === 'failed') return sessionNotFound();
  return { ok: true, value: row };
}

/** A quote of an express session, or why not. */
export type ExpressQuoteResult = { ok: true; quote: CartQuoteMinor } | CheckoutRefusal;

/**
 * Prices the session's cart for a destination: the cheapest shipping service there is chosen
 * (the wallet sheet offers no choice), with the destination's taxes. Without a destination,
 * only the items (no shipping or tax yet). No service for the destination: no_shipping_rate
 * ('Cannot calculate shipping for this address'); a cart the quote refuses: its failure, fields
 * renamed as the caller's payload names them.
 */
export async function quoteExpress(
  db: Database,
  cart: ExpressCart,
  currency: Currency,
  destination: Pick<ExpressAddress, 'countryCode' | 'stateId' | 'zip'> | null,
  ctx: { userId: number | null; now: Date },
  renameField?: (key: string) => string,
): Promise<ExpressQuoteResult> {
  const base = {
    ...cart.pricing,
    memberType: cart.memberType,
    currency,
    customer: { userId: ctx.userId, email: cart.customer.email, visitorId: cart.visitorId },
  };
  const priced = async (input: QuoteCartInput): Promise<ExpressQuoteResult> => {
    const result = await quoteCart(db, input, ctx.now);
    return result.ok ? result : quoteRefused(result.failure, renameField);
  };
  if (!destination) return priced(base);
  const address = { countryCode: destination.countryCode, stateId: destination.stateId, zip: destination.zip };
  const listed = await priced({ ...base, address });
  if (!listed.ok) return listed;
  const cheapest = listed.quote.shipping.options[0];
  if (!cheapest) return checkoutFailure('no_shipping_rate', checkoutMessages.noShippingRate);
  return priced({ ...base, address, shippingOptionId: cheapest.id });
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
