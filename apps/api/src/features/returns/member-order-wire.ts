import type { MemberOrder, MemberOrderState, ReturnOption } from '@upline/contract/member-orders';
import { localDate } from '@upline/domain/commissions';
import { toDecimal } from '@upline/domain/money';
import type { ReturnOptionValue } from '@upline/domain/orders';
import type { OrderRow } from '../orders/order-draft.js';
import { isOrderPaid } from '../orders/sync-order-payment.js';
import type { OrderFacts } from './order-facts.js';

/** The one-word state the member's pages show. */
export function memberOrderState(o: OrderRow): MemberOrderState {
  if (o.status === 'Cancelled') return 'cancelled';
  if (o.status === 'Returned') return 'returned';
  if (o.paymentStatus === 'refunded') return 'refunded';
  if (o.shippingStatus === 'Delivered') return 'delivered';
  if (o.shippingStatus === 'Shipped') return 'shipped';
  return isOrderPaid(o) ? 'processing' : 'pending';
}

export function toReturnOptionWire(option: ReturnOptionValue, restockingFeeBps: number, timeZone: string): ReturnOption {
  switch (option.action) {
    case 'cancel':
      return { action: 'cancel', refund_amount: toDecimal(option.refundMinor), until: option.until.toISOString() };
    case 'cancel_unpaid':
      return { action: 'cancel_unpaid' };
    case 'return':
      return { action: 'return', restocking_fee_percent: restockingFeeBps / 100, window_closes_on: localDate(option.closesAt, timeZone) };
    case 'closed':
      return { action: 'closed', closed_on: localDate(option.closedAt, timeZone) };
    case 'none':
      return { action: 'none', reason: option.reason };
  }
}

/** Order (accounts §3) with its products, as the lists and the detail show it. */
export function toMemberOrder(o: OrderRow, facts: OrderFacts, returnOption: ReturnOption, timeZone: string): MemberOrder {
  const products = facts.lines.map((l) => {
    const returned = facts.returned.get(l.id) ?? 0;
    const price = toDecimal(l.unitPriceMinor);
    return {
      order_line_id: l.id,
      product_id: l.productId,
      name: l.name,
      image_url: l.thumbnailUrl,
      thumbnail_url: l.thumbnailUrl,
      imageURL: l.thumbnailUrl,
      price,
      quantity: l.quantity,
      pivot: { quantity: l.quantity, price },
      line_total: toDecimal(l.lineTotalMinor),
      autoship: l.isAutoship,
      returned_quantity: returned,
      returnable_quantity: l.kind === 'product' && returnOption.action === 'return' ? l.quantity - returned : 0,
    };
  });
  const date = o.createdAt.toISOString();
  return {
    id: o.id,
    order_id: o.id,
    order_number: o.orderNumber,
    order_date: date,
    createdDate: date,
    formatted_order_date: localDate(o.createdAt, timeZone),
    currency: o.currency,
    items_total: toDecimal(o.subtotalMinor),
    discount_amount: toDecimal(o.discountMinor),
    shipping_method: o.shippingService ?? o.shippingMethod,
    shipping_amount: toDecimal(o.shippingMinor),
    tax_amount: toDecimal(o.taxMinor),
    total: toDecimal(o.totalMinor),
    totalPrice: toDecimal(o.totalMinor),
    refunded_amount: toDecimal(o.refundedMinor),
    autoship: o.isAutoship,
    state: memberOrderState(o),
    order_status: o.status,
    payment_status: o.paymentStatus,
    shipping_status: o.shippingStatus,
    products,
    return_option: returnOption,
  };
}
