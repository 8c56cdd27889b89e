// Orders: the order with its address and amount snapshots, lines, tax lines and status history.
import { sql } from 'drizzle-orm';
import type { AnyPgColumn } from 'drizzle-orm/pg-core';
import { boolean, index, integer, jsonb, numeric, pgTable, text, uniqueIndex } from 'drizzle-orm/pg-core';
import { bigIdColumn, createdAt, idColumn, money, timestamptz, updatedAt } from './columns.js';
import { users } from './accounts.js';
import { products } from './catalogue.js';
import { coupons } from './promotions.js';
import { subscriptions } from './subscriptions.js';
import { currencies } from '@upline/domain/money';

export const orderStatuses = ['Pending', 'Processing', 'Completed', 'Cancelled', 'Returned', 'Refunded'] as const;
export const paymentStatuses = ['unpaid', 'pending', 'requires_action', 'paid', 'failed', 'partially_refunded', 'refunded'] as const;
export const shippingStatuses = ['Not Shipped', 'Shipped', 'Delivered', 'Returned'] as const;

export const orders = pgTable(
  'orders',
  {
    id: idColumn(),
    orderNumber: text('order_number').notNull().unique(),
    /** Null for a guest order; email is then the contact. */
    userId: integer('user_id').references(() => users.id),
    email: text('email').notNull(),
    firstName: text('first_name').notNull(),
    lastName: text('last_name').notNull(),
    mobile: text('mobile'),
    /** The member credited with the sale (commissions start from here). */
    sponsorId: integer('sponsor_id').references(() => users.id),
    /** The referral value the shopper arrived with, as sent. */
    referalId: text('referal_id'),
    /** Member type used for pricing (guest = customer). */
    pricingMemberType: text('pricing_member_type', { enum: ['customer', 'ambassador', 'scholar'] }).notNull().default('customer'),
    status: text('status', { enum: orderStatuses }).notNull().default('Pending'),
    paymentStatus: text('payment_status', { enum: paymentStatuses }).notNull().default('unpaid'),
    paymentMethod: text('payment_method'),
    shippingStatus: text('shipping_status', { enum: shippingStatuses }).notNull().default('Not Shipped'),
    currency: text('currency', { enum: currencies }).notNull(),
    /** 'CA' or 'US'. */
    shoppingCountryCode: text('shopping_country_code').notNull(),
    subtotalMinor: money('subtotal_minor').notNull(),
    discountMinor: money('discount_minor').notNull().default(0),
    shippingMinor: money('shipping_minor').notNull().default(0),
    shippingTaxMinor: money('shipping_tax_minor').notNull().default(0),
    taxMinor: money('tax_minor').notNull().default(0),
    totalMinor: money('total_minor').notNull(),
    refundedMinor: money('refunded_minor').notNull().default(0),
    couponId: integer('coupon_id').references((): AnyPgColumn => coupons.id),
    shipFirstName: text('ship_first_name'),
    shipLastName: text('ship_last_name'),
    shipAddress1: text('ship_address1'),
    shipAddress2: text('ship_address2'),
    shipCity: text('ship_city'),
    shipStateId: integer('ship_state_id'),
    shipState: text('ship_state'),
    shipCountryId: integer('ship_country_id'),
    shipCountry: text('ship_country'),
    shipZip: text('ship_zip'),
    shipMobile: text('ship_mobile'),
    billFirstName: text('bill_first_name'),
    billLastName: text('bill_last_name'),
    billAddress1: text('bill_address1'),
    billAddress2: text('bill_address2'),
    billCity: text('bill_city'),
    billStateId: integer('bill_state_id'),
    billState: text('bill_state'),
    billCountryId: integer('bill_country_id'),
    billCountry: text('bill_country'),
    billZip: text('bill_zip'),
    shippingMethod: text('shipping_method'),
    shippingCarrier: text('shipping_carrier'),
    shippingService: text('shipping_service'),
    notes: text('notes'),
    /** What the shopper asked for (lines, offer, coupon code, language): payment prices the order again from it. */
    pricingInput: jsonb('pricing_input'),
    /** Express checkout session that produced the order, if any. */
    checkoutId: text('checkout_id'),
    /** Autoship and plan renewals: the subscription and its cycle number (one order per cycle). */
    subscriptionId: integer('subscription_id').references((): AnyPgColumn => subscriptions.id),
    subscriptionCycle: integer('subscription_cycle'),
    isAutoship: boolean('is_autoship').notNull().default(false),
    /** The autoship terms the shopper accepted before paying: { text, acceptedAt, ip }. */
    autoshipConsent: jsonb('autoship_consent'),
    idempotencyKey: text('idempotency_key').unique(),
    createdAt: createdAt(),
    updatedAt: updatedAt(),
    paidAt: timestamptz('paid_at'),
    completedAt: timestamptz('completed_at'),
    cancelledAt: timestamptz('cancelled_at'),
    refundedAt: timestamptz('refunded_at'),
  },
  (t) => [
    index('orders_user_created_idx').on(t.userId, t.createdAt),
    index('orders_sponsor_created_idx').on(t.sponsorId, t.createdAt),
    index('orders_status_created_idx').on(t.status, t.createdAt),
    index('orders_payment_status_created_idx').on(t.paymentStatus, t.createdAt),
    index('orders_email_lower_idx').on(sql`lower(${t.email})`),
    index('orders_coupon_idx').on(t.couponId),
    index('orders_checkout_idx').on(t.checkoutId),
    uniqueIndex('orders_subscription_cycle_key').on(t.subscriptionId, t.subscriptionCycle),
  ],
);

export const orderLines = pgTable(
  'order_lines',
  {
    id: idColumn(),
    orderId: integer('order_id')
      .notNull()
      .references(() => orders.id, { onDelete: 'cascade' }),
    /** 'fee' lines (the scholar website fee) have no product and never carry commission volume. */
    kind: text('kind', { enum: ['product', 'fee'] }).notNull().default('product'),
    productId: integer('product_id').references(() => products.id),
    position: integer('position').notNull().default(0),
    /** Snapshots at the time of the order. */
    name: text('name').notNull(),
    thumbnailUrl: text('thumbnail_url'),
    quantity: integer('quantity').notNull(),
    unitPriceMinor: money('unit_price_minor').notNull(),
    discountMinor: money('discount_minor').notNull().default(0),
    lineTotalMinor: money('line_total_minor').notNull(),
    isAutoship: boolean('is_autoship').notNull().default(false),
    /** Commission volume at the price paid; 0 for non-commissionable lines (scholar website fee). */
    bvMinor: money('bv_minor').notNull().default(0),
  },
  (t) => [index('order_lines_order_idx').on(t.orderId), index('order_lines_product_idx').on(t.productId)],
);

export const orderTaxLines = pgTable(
  'order_tax_lines',
  {
    id: idColumn(),
    orderId: integer('order_id')
      .notNull()
      .references(() => orders.id, { onDelete: 'cascade' }),
    name: text('name').notNull(),
    /** Basis points with up to three decimals (QST 997.5). */
    rateBps: numeric('rate_bps', { precision: 8, scale: 3, mode: 'number' }).notNull(),
    amountMinor: money('amount_minor').notNull(),
    /** True for the tax charged on shipping. */
    onShipping: boolean('on_shipping').notNull().default(false),
  },
  (t) => [index('order_tax_lines_order_idx').on(t.orderId)],
);

/** Every status change of an order (order, payment or shipping status), newest last. */
export const orderStatusEvents = pgTable(
  'order_status_events',
  {
    id: bigIdColumn(),
    orderId: integer('order_id')
      .notNull()
      .references(() => orders.id, { onDelete: 'cascade' }),
    field: text('field', { enum: ['status', 'payment_status', 'shipping_status'] }).notNull().default('status'),
    fromStatus: text('from_status'),
    toStatus: text('to_status').notNull(),
    /** User id of the member or staff who acted; null for the system (jobs, webhooks). */
    actorId: integer('actor_id'),
    note: text('note'),
    at: timestamptz('at').notNull().defaultNow(),
  },
  (t) => [index('order_status_events_order_idx').on(t.orderId, t.at)],
);

/**
 * A coupon use (it links an order to promotions' coupon, so it lives with the order): reserved when an order is created, redeemed when it is paid, released when the
 * order is cancelled or payment fails. Usage limits count reserved + redeemed rows.
 */
export const couponRedemptions = pgTable(
  'coupon_redemptions',
  {
    id: idColumn(),
    couponId: integer('coupon_id')
      .notNull()
      .references(() => coupons.id),
    orderId: integer('order_id')
      .notNull()
      .unique()
      .references(() => orders.id, { onDelete: 'cascade' }),
    userId: integer('user_id').references(() => users.id),
    email: text('email').notNull(),
    status: text('status', { enum: ['reserved', 'redeemed', 'released'] }).notNull().default('reserved'),
    createdAt: createdAt(),
    updatedAt: updatedAt(),
  },
  (t) => [
    index('coupon_redemptions_coupon_status_idx').on(t.couponId, t.status),
    index('coupon_redemptions_coupon_email_idx').on(t.couponId, sql`lower(${t.email})`),
    index('coupon_redemptions_user_idx').on(t.userId),
  ],
);
