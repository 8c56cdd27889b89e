// Shipping: zones, quantity-banded rate tables and shipments.
import { index, integer, pgTable, primaryKey, text, uniqueIndex } from 'drizzle-orm/pg-core';
import { createdAt, idColumn, money, timestamptz } from './columns.js';
import { orders } from './orders.js';
import { currencies } from '@upline/domain/money';

export const shippingZones = pgTable('shipping_zones', {
  id: idColumn(),
  /** CA, US or INTL. */
  code: text('code').notNull().unique(),
});

/** Countries (ISO alpha-2) of a zone; '*' marks the catch-all zone. */
export const shippingZoneCountries = pgTable(
  'shipping_zone_countries',
  {
    zoneId: integer('zone_id')
      .notNull()
      .references(() => shippingZones.id, { onDelete: 'cascade' }),
    countryCode: text('country_code').notNull(),
  },
  (t) => [primaryKey({ columns: [t.zoneId, t.countryCode] }), index('shipping_zone_countries_country_idx').on(t.countryCode)],
);

/** A rate applies to a zone and currency for total quantities min_quantity..max_quantity (null = no limit). */
export const shippingRates = pgTable(
  'shipping_rates',
  {
    id: idColumn(),
    zoneId: integer('zone_id')
      .notNull()
      .references(() => shippingZones.id, { onDelete: 'cascade' }),
    currency: text('currency', { enum: currencies }).notNull(),
    carrier: text('carrier').notNull(),
    service: text('service').notNull(),
    minDays: integer('min_days').notNull(),
    maxDays: integer('max_days').notNull(),
    minQuantity: integer('min_quantity').notNull(),
    maxQuantity: integer('max_quantity'),
    amountMinor: money('amount_minor').notNull(),
  },
  (t) => [uniqueIndex('shipping_rates_band_key').on(t.zoneId, t.currency, t.carrier, t.service, t.minQuantity)],
);

export const shipments = pgTable(
  'shipments',
  {
    id: idColumn(),
    orderId: integer('order_id')
      .notNull()
      .references(() => orders.id, { onDelete: 'cascade' }),
    carrier: text('carrier').notNull(),
    service: text('service'),
    trackingNumber: text('tracking_number'),
    status: text('status', { enum: ['pending', 'shipped', 'delivered', 'returned'] }).notNull().default('pending'),
    shippedAt: timestamptz('shipped_at'),
    deliveredAt: timestamptz('delivered_at'),
    createdAt: createdAt(),
  },
  (t) => [index('shipments_order_idx').on(t.orderId)],
);
