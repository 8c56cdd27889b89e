import { and, eq } from 'drizzle-orm';
import type { Transaction } from '@upline/db';
import { schema } from '@upline/db';
import { autoshipChargeDate } from '@upline/domain/subscriptions';
import type { OrderAddress, OrderRow, OrderPricingInput } from '../orders/order-draft.js';
import type { PaymentRow } from '../payments/payment-events.js';

type SubscriptionRow = typeof schema.subscriptions.$inferSelect;

/** What a card payment keeps for off-session renewals (written by the card flow into payments.raw). */
interface SavedCard {
  paymentMethodId?: string;
  customerRef?: string;
  card?: { brand?: string; last4?: string };
}

/** The order's delivery address as renewals quote and ship it. */
async function shipToOf(tx: Transaction, order: OrderRow): Promise<OrderAddress> {
  const [country] = order.shipCountryId === null ? [] : await tx.select({ code: schema.countries.shortname }).from(schema.countries).where(eq(schema.countries.id, order.shipCountryId));
  return {
    firstName: order.shipFirstName,
    lastName: order.shipLastName,
    address1: order.shipAddress1 ?? '',
    address2: order.shipAddress2,
    city: order.shipCity ?? '',
    stateId: order.shipStateId,
    stateName: order.shipState,
    countryId: order.shipCountryId,
    countryName: order.shipCountry,
    countryCode: country?.code ?? order.shoppingCountryCode,
    zip: order.shipZip ?? '',
    mobile: order.shipMobile,
  };
}

/**
 * Starts the autoship of a member's order when it becomes paid, inside the transaction that marks
 * it paid (so a webhook, the card answer or reconciliation all start it, once): its autoship lines
 * and quantities, its ship-to address and shipping option, its currency and the saved card. The
 * first renewal is one month after the order, on its day (the date the accepted terms named).
 * Renewal orders and guest orders start nothing. Returns the subscription, or null.
 */
export async function startAutoshipFromOrder(tx: Transaction, order: OrderRow, payment: PaymentRow, now: Date): Promise<SubscriptionRow | null> {
  if (!order.isAutoship || order.userId === null || order.subscriptionId !== null) return null;
  const { subscriptions, subscriptionItems, orderLines } = schema;
  const lines = await tx
    .select({ productId: orderLines.productId, quantity: orderLines.quantity, lineTotalMinor: orderLines.lineTotalMinor })
    .from(orderLines)
    .where(and(eq(orderLines.orderId, order.id), eq(orderLines.isAutoship, true)));
  const quantities = new Map<number, number>();
  for (const l of lines) if (l.productId !== null) quantities.set(l.productId, (quantities.get(l.productId) ?? 0) + l.quantity);
  if (quantities.size === 0) return null;

  // Read again: the card flow may have added the provider's customer after `payment` was read.
  const [stored] = await tx.select({ raw: schema.payments.raw }).from(schema.payments).where(eq(schema.payments.id, payment.id));
  const card = (stored?.raw ?? payment.raw ?? {}) as SavedCard;
  // Paid long after it was placed (a slow bank): the calendar starts from the payment instead.
  const startedAt = autoshipChargeDate(order.createdAt, 1).getTime() <= now.getTime() ? now : order.createdAt;
  const next = autoshipChargeDate(startedAt, 1);
  const lang = (order.pricingInput as Partial<OrderPricingInput> | null)?.lang;
  const [sub] = await tx
    .insert(subscriptions)
    .values({
      userId: order.userId,
      kind: 'autoship',
      planMonths: 1,
      quantity: [...quantities.values()].reduce((a, b) => a + b, 0),
      amountMinor: lines.reduce((sum, l) => sum + l.lineTotalMinor, 0),
      currency: order.currency,
      status: 'active',
      paymentProvider: payment.provider,
      paymentMethodRef: card.paymentMethodId ?? null,
      providerCustomerRef: card.customerRef ?? null,
      cardBrand: card.card?.brand ?? null,
      cardLast4: card.card?.last4 ?? null,
      cycle: 0,
      currentPeriodStart: startedAt,
      currentPeriodEnd: next,
      nextChargeAt: next,
      sourceOrderId: order.id,
      startedAt,
      anchorDay: startedAt.getUTCDate(),
      shipTo: await shipToOf(tx, order),
      shippingOptionId: order.shippingMethod,
      lang: lang?.toLowerCase().startsWith('fr') ? 'fr' : 'en',
      createdAt: now,
      updatedAt: now,
    })
    .onConflictDoNothing({ target: subscriptions.sourceOrderId })
    .returning();
  if (!sub) return null;
  await tx.insert(subscriptionItems).values([...quantities].map(([productId, quantity]) => ({ subscriptionId: sub.id, productId, quantity, createdAt: now })));
  return sub;
}
