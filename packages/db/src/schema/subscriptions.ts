// Subscriptions: monthly autoship of products and the scholar website plan (monthly or annual).
import { index, integer, pgTable, text, uniqueIndex } from 'drizzle-orm/pg-core';
import { createdAt, idColumn, money, timestamptz, updatedAt } from './columns.js';
import { users } from './accounts.js';
import { products } from './catalogue.js';

export const subscriptions = pgTable(
  'subscriptions',
  {
    id: idColumn(),
    userId: integer('user_id')
      .notNull()
      .references(() => users.id),
    kind: text('kind', { enum: ['autoship', 'scholar_plan'] }).notNull(),
    /** Billing interval in months: 1 or 12. */
    planMonths: integer('plan_months').notNull().default(1),
    quantity: integer('quantity').notNull().default(1),
    /** Amount per cycle for plans; autoship amounts are recomputed from the items at each renewal. */
    amountMinor: money('amount_minor').notNull(),
    currency: text('currency', { enum: ['USD', 'CAD'] }).notNull(),
    status: text('status', { enum: ['incomplete', 'active', 'past_due', 'paused', 'cancelled'] }).notNull().default('incomplete'),
    paymentProvider: text('payment_provider', { enum: ['test', 'stripe', 'paypal'] }),
    /** Saved payment method (e.g. a Stripe pm_ id) for off-session renewals. */
    paymentMethodRef: text('payment_method_ref'),
    providerCustomerRef: text('provider_customer_ref'),
    /** Renewal cycles charged so far; the next renewal order uses cycle + 1. */
    cycle: integer('cycle').notNull().default(0),
    currentPeriodStart: timestamptz('current_period_start'),
    currentPeriodEnd: timestamptz('current_period_end'),
    nextChargeAt: timestamptz('next_charge_at'),
    failures: integer('failures').notNull().default(0),
    lastFailureMessage: text('last_failure_message'),
    createdAt: createdAt(),
    updatedAt: updatedAt(),
    cancelledAt: timestamptz('cancelled_at'),
  },
  (t) => [index('subscriptions_user_idx').on(t.userId, t.kind), index('subscriptions_due_idx').on(t.status, t.nextChargeAt)],
);

export const subscriptionItems = pgTable(
  'subscription_items',
  {
    id: idColumn(),
    subscriptionId: integer('subscription_id')
      .notNull()
      .references(() => subscriptions.id, { onDelete: 'cascade' }),
    productId: integer('product_id')
      .notNull()
      .references(() => products.id),
    quantity: integer('quantity').notNull(),
    createdAt: createdAt(),
  },
  (t) => [uniqueIndex('subscription_items_product_key').on(t.subscriptionId, t.productId)],
);
