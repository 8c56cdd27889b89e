import { and, asc, desc, eq, inArray } from 'drizzle-orm';
import type { Database } from '@upline/db';
import { schema } from '@upline/db';
import type { Autoship, AutoshipProduct } from '@upline/contract/autoship';
import type { MemberType } from '@upline/domain/catalogue';
import { toDecimal } from '@upline/domain/money';
import { addDays, decideAutoshipAction, AUTOSHIP_MAX_POSTPONE_DAYS, type AutoshipAction, type AutoshipFacts } from '@upline/domain/subscriptions';
import { loadCartProducts } from '../cart/load-cart-products.js';
import type { OrderAddress } from '../orders/order-draft.js';

export type SubscriptionRow = typeof schema.subscriptions.$inferSelect;

const ymd = (d: Date | null | undefined) => (d ? d.toISOString().slice(0, 10) : null);

/** The facts the domain rules read, from a subscription row. */
export function autoshipFactsOf(sub: SubscriptionRow): AutoshipFacts {
  const startedAt = sub.startedAt ?? sub.createdAt;
  return {
    status: sub.status,
    startedAt,
    cycle: sub.cycle,
    // The planned date (next_charge_at moves while a renewal is leased or retried).
    nextChargeAt: sub.status === 'active' || sub.status === 'past_due' ? (sub.currentPeriodEnd ?? sub.nextChargeAt) : null,
    anchorDay: sub.anchorDay ?? startedAt.getUTCDate(),
  };
}

function actionState(facts: AutoshipFacts, action: AutoshipAction, now: Date) {
  const d = decideAutoshipAction(facts, action, now);
  return { allowed: d.ok, opens_on: d.ok ? null : ymd(d.opensOn) };
}

function addressWire(a: OrderAddress | null): Autoship['address'] {
  if (!a) return null;
  return {
    first_name: a.firstName,
    last_name: a.lastName,
    ship_address: a.address1,
    ship_address2: a.address2,
    ship_city: a.city,
    state: a.stateName,
    state_id: a.stateId,
    country: a.countryName,
    country_id: a.countryId,
    ship_zipcode: a.zip,
    mobile: a.mobile,
  };
}

/** The member's view of their autoships (or staff's view of any), with today's prices and what is open when. */
export async function autoshipWires(db: Database, subs: readonly SubscriptionRow[], now: Date, lang?: string): Promise<Autoship[]> {
  if (subs.length === 0) return [];
  const { subscriptionItems, users } = schema;
  const ids = subs.map((s) => s.id);
  const [items, members] = await Promise.all([
    db.select().from(subscriptionItems).where(inArray(subscriptionItems.subscriptionId, ids)).orderBy(asc(subscriptionItems.id)),
    db.select({ id: users.id, memberType: users.memberType }).from(users).where(inArray(users.id, [...new Set(subs.map((s) => s.userId))])),
  ]);
  const out: Autoship[] = [];
  for (const sub of subs) {
    const own = items.filter((i) => i.subscriptionId === sub.id);
    const products = await loadCartProducts(db, { productIds: own.map((i) => i.productId), currency: sub.currency, lang });
    const memberType: MemberType = members.find((m) => m.id === sub.userId)?.memberType ?? 'customer';
    const lines = own.map((i) => {
      const p = products.get(i.productId);
      const unit = p?.prices[memberType]?.autoship ?? 0;
      return { product_id: i.productId, name: p?.name ?? `#${i.productId}`, thumbnail_url: p?.thumbnailUrl ?? null, quantity: i.quantity, unit_price: toDecimal(unit), unitMinor: unit };
    });
    const facts = autoshipFactsOf(sub);
    const planned = facts.nextChargeAt;
    const tomorrow = new Date(Date.UTC(now.getUTCFullYear(), now.getUTCMonth(), now.getUTCDate() + 1));
    const canMove = planned !== null && sub.status === 'active';
    out.push({
      id: sub.id,
      status: sub.status,
      currency: sub.currency,
      started_on: ymd(sub.startedAt),
      next_charge_date: ymd(planned),
      amount: toDecimal(lines.reduce((s, l) => s + l.unitMinor * l.quantity, 0)),
      renewals: sub.cycle,
      items: lines.map(({ unitMinor: _unit, ...l }) => l),
      address: addressWire(sub.shipTo as OrderAddress | null),
      card: sub.paymentMethodRef ? { brand: sub.cardBrand, last4: sub.cardLast4 } : null,
      last_failure: sub.status === 'past_due' || sub.status === 'paused' ? sub.lastFailureMessage : null,
      actions: {
        skip: actionState(facts, 'skip', now),
        pause: actionState(facts, 'pause', now),
        cancel: actionState(facts, 'cancel', now),
        resume: actionState(facts, 'resume', now),
        change: actionState(facts, 'change-items', now),
      },
      date_range: canMove && planned ? { earliest: ymd(tomorrow) ?? '', latest: ymd(addDays(planned, AUTOSHIP_MAX_POSTPONE_DAYS)) ?? '' } : null,
      source_order_id: sub.sourceOrderId,
    });
  }
  return out;
}

/** The products that may go on an autoship (active, sold on autoship, priced in its currency), at today's autoship price for the member's type. */
export async function autoshipProducts(db: Database, sub: SubscriptionRow, lang?: string): Promise<AutoshipProduct[]> {
  const { products, users } = schema;
  const [ids, [member]] = await Promise.all([
    db.select({ id: products.id }).from(products).where(and(eq(products.isActive, true), eq(products.isAutoshipAvailable, true))).orderBy(asc(products.position), asc(products.id)),
    db.select({ memberType: users.memberType }).from(users).where(eq(users.id, sub.userId)),
  ]);
  const loaded = await loadCartProducts(db, { productIds: ids.map((p) => p.id), currency: sub.currency, lang });
  const memberType: MemberType = member?.memberType ?? 'customer';
  return ids.flatMap(({ id }) => {
    const p = loaded.get(id);
    const unit = p?.prices[memberType]?.autoship;
    return p && unit ? [{ product_id: id, name: p.name, thumbnail_url: p.thumbnailUrl, unit_price: toDecimal(unit) }] : [];
  });
}

/** The member's autoships, newest first. */
export async function memberAutoships(db: Database, userId: number): Promise<SubscriptionRow[]> {
  const { subscriptions } = schema;
  return db.select().from(subscriptions).where(and(eq(subscriptions.userId, userId), eq(subscriptions.kind, 'autoship'))).orderBy(desc(subscriptions.id));
}
