import { and, eq } from 'drizzle-orm';
import type { z } from 'zod';
import { schema } from '@upline/db';
import { checkoutMessages, type customerDataSchema, type WalletAddress, type WalletMethod } from '@upline/contract/checkout';
import type { AppDeps } from '../../deps.js';
import type { SessionUser } from '../../http/session.js';
import { insertOrder } from '../orders/insert-order.js';
import { inOrderTransaction } from '../orders/in-order-transaction.js';
import { shoppingCountryOf, type OrderRow } from '../orders/order-draft.js';
import { placeholderAddress } from '../orders/order-destination.js';
import { resolveOrderSponsor } from '../orders/resolve-order-sponsor.js';
import { checkoutFailure, type CheckoutResult } from './checkout-failure.js';
import { parseWalletAddress, toOrderAddress, type ExpressAddress } from './express-address.js';
import { quoteExpress, sessionAmounts, type ExpressCart, type ExpressSessionRow } from './express-session.js';

type CustomerData = z.output<typeof customerDataSchema>;

/** The session's address if it is complete enough to deliver to. */
const completeAddress = (session: ExpressSessionRow) => {
  const a = session.shippingAddress as ExpressAddress | null;
  return a?.isComplete ? a : null;
};

/**
 * The pending order of an express session (checkout §4 step 2), created once per session: from
 * the session's cart priced again for the best address known (the wallet's, else the one
 * confirmed earlier), or with the 'Pending' placeholders and 'Express Customer' / 'PayPal
 * Customer' names when the wallet gave none. A total that differs from what the wallet sheet
 * showed (the session's) is refused: price_changed with the fresh quote.
 */
export async function ensureExpressOrder(
  deps: AppDeps,
  session: ExpressSessionRow,
  ctx: { user: SessionUser | null; method: WalletMethod; shippingAddress?: WalletAddress | null; customer?: CustomerData },
): Promise<CheckoutResult<OrderRow>> {
  const { orders, expressCheckoutSessions: s } = schema;
  if (session.orderId !== null) {
    const [existing] = await deps.db.select().from(orders).where(eq(orders.id, session.orderId));
    if (existing) return { ok: true, value: existing };
  }
  const now = deps.clock.now();
  const cart = session.cart as ExpressCart;
  let address: ExpressAddress | null = null;
  if (ctx.shippingAddress) {
    const parsed = await parseWalletAddress(deps.db, ctx.shippingAddress, 'full');
    if (parsed.ok) address = parsed.address;
  }
  address ??= completeAddress(session);
  const destination = address ?? (session.shippingAddress as ExpressAddress | null);

  const result = await quoteExpress(deps.db, cart, session.currency, destination, { userId: session.userId, now });
  if (!result.ok) return result;
  const quote = result.quote;
  if (quote.totalMinor !== session.totalMinor) {
    await deps.db.update(s).set({ ...sessionAmounts(quote), updatedAt: now }).where(eq(s.checkoutId, session.checkoutId));
    return checkoutFailure('price_changed', checkoutMessages.totalChangedForAddress, { quote });
  }

  const c = ctx.customer;
  const placeholder = ctx.method === 'paypal' ? checkoutMessages.placeholderPaypal : checkoutMessages.placeholderExpress;
  const firstName = address?.firstName ?? c?.first_name ?? cart.customer.firstName ?? placeholder;
  const lastName = address?.lastName ?? c?.last_name ?? cart.customer.lastName ?? '';
  let email = c?.email ?? address?.email ?? cart.customer.email ?? '';
  if (!email && ctx.user) {
    const [member] = await deps.db.select({ email: schema.users.email }).from(schema.users).where(eq(schema.users.id, ctx.user.id));
    email = member?.email ?? '';
  }
  // Without a deliverable address the order holds the 'Pending' placeholders, but keeps the
  // destination it was priced for, so that pricing it again (before payment) finds the same total.
  const pending = await placeholderAddress(deps.db, session.currency, { firstName, lastName });
  const shipTo = address
    ? toOrderAddress(address)
    : destination
      ? { ...pending, countryId: destination.countryId, countryName: destination.countryName, countryCode: destination.countryCode, stateId: destination.stateId, stateName: destination.stateName, zip: destination.zip ?? pending.zip }
      : pending;
  const sponsorId = await resolveOrderSponsor(deps.db, { referal: cart.referralId, userId: session.userId, defaultUrlName: deps.config.defaultSponsorUrlName });

  const written = await inOrderTransaction(deps.db, async (tx) => {
    const inserted = await insertOrder(
      tx,
      {
        userId: session.userId,
        email,
        firstName,
        lastName,
        mobile: address?.phone ?? c?.phone ?? cart.customer.phone,
        sponsorId,
        referalId: cart.referralId,
        memberType: cart.memberType,
        currency: session.currency,
        shoppingCountryCode: shoppingCountryOf(session.currency),
        quote,
        pricing: cart.pricing,
        shipTo,
        billTo: address ? shipTo : null,
        notes: null,
        checkoutId: session.checkoutId,
        // One order per session, whichever call creates it first.
        idempotencyKey: `express:${session.checkoutId}`,
        paymentMethod: ctx.method,
      },
      now,
    );
    if (!inserted.ok) return inserted;
    const { order } = inserted.value;
    await tx.update(s).set({ orderId: order.id, method: ctx.method, updatedAt: now }).where(and(eq(s.checkoutId, session.checkoutId)));
    return { ok: true, value: order };
  });
  // The coupon's last use went to another order meanwhile (the only refusal of writing it): nothing was written.
  if (!written.ok) return checkoutFailure('coupon_unavailable', written.failure.message, written.failure.fields ? { fields: written.failure.fields } : {});
  return { ok: true, value: written.value };
}
