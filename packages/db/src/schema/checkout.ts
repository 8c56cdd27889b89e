// Checkout: express (wallet) checkout sessions that precede an order.
import { index, integer, jsonb, pgTable, text } from 'drizzle-orm/pg-core';
import { createdAt, money, timestamptz, updatedAt } from './columns.js';
import { users } from './accounts.js';
import { orders } from './orders.js';
import { currencies } from '@upline/domain/money';

export const expressCheckoutSessions = pgTable(
  'express_checkout_sessions',
  {
    /** Random UUID text, the spec's checkout_id. */
    checkoutId: text('checkout_id').primaryKey(),
    userId: integer('user_id').references(() => users.id),
    /** Server-priced cart lines (product id, quantity, unit price, autoship). */
    cart: jsonb('cart').notNull(),
    currency: text('currency', { enum: currencies }).notNull(),
    subtotalMinor: money('subtotal_minor').notNull(),
    discountMinor: money('discount_minor').notNull().default(0),
    shippingMinor: money('shipping_minor').notNull().default(0),
    shippingTaxMinor: money('shipping_tax_minor').notNull().default(0),
    taxMinor: money('tax_minor').notNull().default(0),
    totalMinor: money('total_minor').notNull(),
    shippingAddress: jsonb('shipping_address'),
    method: text('method'),
    status: text('status', { enum: ['open', 'completed', 'expired', 'failed'] }).notNull().default('open'),
    orderId: integer('order_id').references(() => orders.id),
    createdAt: createdAt(),
    updatedAt: updatedAt(),
    expiresAt: timestamptz('expires_at').notNull(),
  },
  (t) => [
    index('express_checkout_sessions_status_expires_idx').on(t.status, t.expiresAt),
    index('express_checkout_sessions_order_idx').on(t.orderId),
    index('express_checkout_sessions_user_idx').on(t.userId),
  ],
);
