// Promotions: coupons with their redemptions and first views (flash sales), and offers as data.
import { sql } from 'drizzle-orm';
import { boolean, index, integer, jsonb, pgTable, primaryKey, text, uniqueIndex } from 'drizzle-orm/pg-core';
import { createdAt, idColumn, money, timestamptz, updatedAt } from './columns.js';
import { currencies } from '@upline/domain/money';

export const coupons = pgTable(
  'coupons',
  {
    id: idColumn(),
    /** Matched case-insensitively. */
    code: text('code').notNull(),
    description: text('description').notNull().default(''),
    kind: text('kind', { enum: ['percentage', 'value'] }).notNull(),
    target: text('target', { enum: ['product', 'shipping'] }).notNull(),
    /** Basis points for a percentage coupon, minor units of `currency` for a value coupon. */
    amount: money('amount').notNull(),
    currency: text('currency', { enum: currencies }),
    startsAt: timestamptz('starts_at'),
    endsAt: timestamptz('ends_at'),
    /** Flash sales: valid this many hours from the shopper's first view. */
    validHoursFromFirstView: integer('valid_hours_from_first_view'),
    usageLimit: integer('usage_limit'),
    perCustomerLimit: integer('per_customer_limit'),
    isFirstOrderOnly: boolean('is_first_order_only').notNull().default(false),
    minSubtotalMinor: money('min_subtotal_minor'),
    /** Empty means every product. */
    productIds: integer('product_ids').array().notNull().default(sql`'{}'::integer[]`),
    isActive: boolean('is_active').notNull().default(true),
    createdAt: createdAt(),
    updatedAt: updatedAt(),
  },
  (t) => [uniqueIndex('coupons_code_lower_key').on(sql`lower(${t.code})`)],
);

/** When a visitor first saw a flash-sale coupon: its validity window starts there. */
export const couponFirstViews = pgTable(
  'coupon_first_views',
  {
    couponId: integer('coupon_id')
      .notNull()
      .references(() => coupons.id, { onDelete: 'cascade' }),
    /** A user id ('u:12') or an anonymous visitor id ('v:<uuid>'). */
    visitorKey: text('visitor_key').notNull(),
    firstViewedAt: timestamptz('first_viewed_at').notNull().defaultNow(),
  },
  (t) => [primaryKey({ columns: [t.couponId, t.visitorKey] })],
);

/** Offers are rules as data: kind plus its arguments (see OfferSeed), read by the domain. */
export const offers = pgTable(
  'offers',
  {
    id: idColumn(),
    kind: text('kind', { enum: ['buyTwoGetOneFree', 'landing', 'exitOffer', 'flashSale', 'freeShipping'] }).notNull(),
    data: jsonb('data').notNull(),
    isActive: boolean('is_active').notNull().default(true),
    startsAt: timestamptz('starts_at'),
    endsAt: timestamptz('ends_at'),
    createdAt: createdAt(),
  },
  (t) => [index('offers_kind_idx').on(t.kind, t.isActive)],
);
