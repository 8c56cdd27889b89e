import { and, asc, eq } from 'drizzle-orm';
import { schema } from '@upline/db';
import { AUTOSHIP, type MemberType } from '@upline/domain/catalogue';
import type { AppDeps } from '../../deps.js';
import { quoteCart, type CartQuoteMinor } from '../cart/quote-cart.js';
import { inOrderTransaction } from '../orders/in-order-transaction.js';
import { insertOrder } from '../orders/insert-order.js';
import { shoppingCountryOf, type OrderAddress, type OrderRow } from '../orders/order-draft.js';
import { resolveOrderSponsor } from '../orders/resolve-order-sponsor.js';

type Subscription = typeof schema.subscriptions.$inferSelect;

/** The key of one renewal cycle: the order's idempotency key and the first charge's key. */
export const autoshipRenewalKey = (subscriptionId: number, cycle: number) => `autoship:${subscriptionId}:${cycle}`;

export type RenewalOrder = { ok: true; order: OrderRow } | { ok: false; message: string };

/**
 * Quotes a renewal: the subscription's lines at today's autoship price for the member's type today,
 * shipping for the saved option (or the cheapest one when it is no longer offered) and tax for the
 * saved address. Nothing the member typed long ago about money is read.
 */
export async function quoteRenewal(deps: Pick<AppDeps, 'db'>, sub: Subscription, member: { id: number; email: string; memberType: MemberType }, now: Date) {
  const items = await deps.db
    .select({ productId: schema.subscriptionItems.productId, quantity: schema.subscriptionItems.quantity })
    .from(schema.subscriptionItems)
    .where(eq(schema.subscriptionItems.subscriptionId, sub.id))
    .orderBy(asc(schema.subscriptionItems.id));
  const shipTo = sub.shipTo as OrderAddress;
  const base = {
    lines: items.map((i) => ({ ...i, purchaseType: AUTOSHIP })),
    memberType: member.memberType,
    currency: sub.currency,
    couponCode: null,
    offer: null,
    customer: { userId: member.id, email: member.email, visitorId: null },
    address: { countryCode: shipTo.countryCode, stateId: shipTo.stateId, zip: shipTo.zip },
    ...(sub.lang ? { lang: sub.lang } : {}),
  };
  let result = await quoteCart(deps.db, { ...base, shippingOptionId: sub.shippingOptionId }, now);
  if (!result.ok || !result.quote.shipping.selected) {
    const first = result.ok ? result.quote.shipping.options[0] : undefined;
    const listed = first ? null : await quoteCart(deps.db, base, now);
    const option = first ?? (listed?.ok ? listed.quote.shipping.options[0] : undefined);
    if (option) result = await quoteCart(deps.db, { ...base, shippingOptionId: option.id }, now);
  }
  return { result, items, shipTo, lines: base.lines };
}

/**
 * The order of one renewal cycle: the one already written (a retry, a crash after writing it,
 * another runner) or a new one, priced today. One per (subscription, cycle): the idempotency key
 * and the unique index on (subscription_id, subscription_cycle) both say so.
 */
export async function renewalOrderFor(deps: Pick<AppDeps, 'db' | 'config'>, sub: Subscription, cycle: number, now: Date): Promise<RenewalOrder> {
  const { orders, users } = schema;
  const [existing] = await deps.db.select().from(orders).where(and(eq(orders.subscriptionId, sub.id), eq(orders.subscriptionCycle, cycle)));
  if (existing) return { ok: true, order: existing };

  const [member] = await deps.db.select().from(users).where(eq(users.id, sub.userId));
  if (!member) return { ok: false, message: 'The member no longer exists.' };
  const { result, shipTo, lines } = await quoteRenewal(deps, sub, member, now);
  if (!result.ok) return { ok: false, message: result.failure.message };
  const quote: CartQuoteMinor = result.quote;
  if (!quote.shipping.selected) return { ok: false, message: 'No Shipping Method found. Please change address.' };

  const sponsorId = await resolveOrderSponsor(deps.db, { referal: null, userId: member.id, defaultUrlName: deps.config.defaultSponsorUrlName });
  const key = autoshipRenewalKey(sub.id, cycle);
  const written = await inOrderTransaction(deps.db, async (tx) => {
    const inserted = await insertOrder(
      tx,
      {
        userId: member.id,
        email: member.email,
        firstName: shipTo.firstName ?? member.firstname,
        lastName: shipTo.lastName ?? member.lastname,
        mobile: shipTo.mobile ?? member.mobile,
        sponsorId,
        referalId: null,
        memberType: member.memberType,
        currency: sub.currency,
        shoppingCountryCode: shoppingCountryOf(sub.currency),
        quote,
        pricing: { lines, offer: null, couponCode: null, ...(sub.lang ? { lang: sub.lang } : {}) },
        shipTo,
        billTo: null,
        notes: `Autoship renewal ${cycle}`,
        checkoutId: null,
        idempotencyKey: key,
        paymentMethod: 'card',
      },
      now,
    );
    if (!inserted.ok) return inserted;
    const { order } = inserted.value;
    if (order.subscriptionId !== null) return { ok: true, value: order };
    const [linked] = await tx.update(orders).set({ subscriptionId: sub.id, subscriptionCycle: cycle }).where(eq(orders.id, order.id)).returning();
    return { ok: true, value: linked ?? order };
  });
  // A refusal (none is expected: a renewal carries no coupon) is a failed attempt of the cycle.
  if (!written.ok) return { ok: false, message: written.failure.message };
  return { ok: true, order: written.value };
}
