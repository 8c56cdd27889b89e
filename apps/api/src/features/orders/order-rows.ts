import { eq } from 'drizzle-orm';
import type { Transaction } from '@upline/db';
import { schema } from '@upline/db';
import type { CartQuoteMinor } from '../cart/quote-cart.js';
import type { OrderAddress, OrderPricingInput } from './order-draft.js';

/** The amount columns of an order, from its quote. */
export function amountColumns(quote: CartQuoteMinor) {
  const selected = quote.shipping.selected;
  return {
    currency: quote.currency,
    subtotalMinor: quote.itemsMinor,
    discountMinor: quote.discountMinor,
    shippingMinor: quote.shipping.amountMinor,
    shippingTaxMinor: quote.shippingTaxMinor,
    taxMinor: quote.taxMinor,
    totalMinor: quote.totalMinor,
    couponId: quote.coupon?.applied ? quote.coupon.id : null,
    isAutoship: quote.items.some((i) => i.isAutoship),
    shippingMethod: selected?.id ?? null,
    shippingCarrier: selected?.carrier ?? null,
    shippingService: selected?.service ?? null,
  };
}

/** The delivery address columns of an order. */
export function shipColumns(a: OrderAddress) {
  return {
    shipFirstName: a.firstName,
    shipLastName: a.lastName,
    shipAddress1: a.address1,
    shipAddress2: a.address2,
    shipCity: a.city,
    shipStateId: a.stateId,
    shipState: a.stateName,
    shipCountryId: a.countryId,
    shipCountry: a.countryName,
    shipZip: a.zip,
    shipMobile: a.mobile,
  };
}

export function billColumns(a: OrderAddress | null) {
  if (!a) return {};
  return {
    billFirstName: a.firstName,
    billLastName: a.lastName,
    billAddress1: a.address1,
    billAddress2: a.address2,
    billCity: a.city,
    billStateId: a.stateId,
    billState: a.stateName,
    billCountryId: a.countryId,
    billCountry: a.countryName,
    billZip: a.zip,
  };
}

/** The order's product lines from its quote (name and price snapshots; commission volume = the line's price after its share of a product coupon, never shipping or tax). */
export function orderLineRecords(quote: CartQuoteMinor) {
  return quote.items.map((item, position) => ({
    kind: 'product' as const,
    productId: item.productId,
    position,
    name: item.name,
    thumbnailUrl: item.thumbnailUrl,
    quantity: item.quantity,
    unitPriceMinor: item.unitPriceMinor,
    discountMinor: item.couponDiscountMinor,
    lineTotalMinor: item.lineTotalMinor,
    isAutoship: item.isAutoship,
    bvMinor: item.netMinor,
  }));
}

/** The order's tax lines from its quote: one per component that charges something, items and shipping apart. */
export function orderTaxLineRecords(quote: CartQuoteMinor) {
  return quote.taxLines.flatMap((line) => [
    ...(line.itemsTaxMinor > 0 ? [{ name: line.name, rateBps: line.rateBps, amountMinor: line.itemsTaxMinor, onShipping: false }] : []),
    ...(line.shippingTaxMinor > 0 ? [{ name: line.name, rateBps: line.rateBps, amountMinor: line.shippingTaxMinor, onShipping: true }] : []),
  ]);
}

/** Writes the order's lines and tax lines (orderLineRecords, orderTaxLineRecords), replacing any it had. */
export async function writeOrderLines(tx: Transaction, orderId: number, quote: CartQuoteMinor, opts: { isReplacing: boolean }): Promise<void> {
  const { orderLines, orderTaxLines } = schema;
  if (opts.isReplacing) {
    await tx.delete(orderLines).where(eq(orderLines.orderId, orderId));
    await tx.delete(orderTaxLines).where(eq(orderTaxLines.orderId, orderId));
  }
  await tx.insert(orderLines).values(orderLineRecords(quote).map((line) => ({ orderId, ...line })));
  const taxes = orderTaxLineRecords(quote).map((line) => ({ orderId, ...line }));
  if (taxes.length > 0) await tx.insert(orderTaxLines).values(taxes);
}

/**
 * Keeps what the shopper asked for (lines, offer, coupon code, language) on the order, in the
 * same transaction as the order: payment prices the order again from it. The audit trail keeps
 * every version.
 */
export async function recordPricingInput(tx: Transaction, orderId: number, action: 'order.created' | 'order.repriced', pricing: OrderPricingInput, actorId: number | null, now: Date) {
  await tx.update(schema.orders).set({ pricingInput: pricing }).where(eq(schema.orders.id, orderId));
  await tx.insert(schema.auditLog).values({ actorId, action, entity: 'order', entityId: String(orderId), data: { pricing }, at: now });
}

/** One row of the order's status history. */
export async function recordStatusEvent(
  tx: Transaction,
  e: { orderId: number; field: 'status' | 'payment_status' | 'shipping_status'; from: string | null; to: string; actorId?: number | null; note?: string; now: Date },
) {
  await tx.insert(schema.orderStatusEvents).values({ orderId: e.orderId, field: e.field, fromStatus: e.from, toStatus: e.to, actorId: e.actorId ?? null, note: e.note ?? null, at: e.now });
}
