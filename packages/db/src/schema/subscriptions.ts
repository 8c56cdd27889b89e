// Subscriptions: monthly autoship of products and the scholar website plan (monthly or annual).
import { index, integer, jsonb, pgTable, text, uniqueIndex } from 'drizzle-orm/pg-core';
import { createdAt, idColumn, money, timestamptz, updatedAt } from './columns.js';
import { users } from './accounts.js';
import { products } from './catalogue.js';
import { currencies } from '@upline/domain/money';

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
    currency: text('currency', { enum: currencies }).notNull(),
    status: text('status', { enum: ['incomplete', 'active', 'past_due', 'paused', 'cancelled'] }).notNull().default('incomplete'),
    paymentProvider: text('payment_provider', { enum: ['test', 'stripe', 'paypal'] }),
    /** Saved payment method (e.g. a Stripe pm_ id) for off-session renewals. */
    paymentMethodRef: text('payment_method_ref'),
    providerCustomerRef: text('provider_customer_ref'),
    /** The saved card as its owner recognises it (the provider's brand, e.g. 'visa', and last four digits); never the number. */
    cardBrand: text('card_brand'),
    cardLast4: text('card_last4'),
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
    /** Autoship: the paid order that started it (one subscription per order). */
    sourceOrderId: integer('source_order_id'),
    /** Autoship: when the first order was paid (the six-month term counts from here). */
    startedAt: timestamptz('started_at'),
    /** Autoship: day of the month charges fall on (1-31), clamped to short months. */
    anchorDay: integer('anchor_day'),
    /** Autoship: the delivery address renewals ship to (the order's address snapshot). */
    shipTo: jsonb('ship_to'),
    /** Autoship: the shipping option renewals are quoted with. */
    shippingOptionId: text('shipping_option_id'),
    /** Autoship: language of the member's e-mails ('en' or 'fr'). */
    lang: text('lang'),
    /** Autoship: when the current cycle's charge was first refused (the dunning ladder counts from here). */
    firstFailedAt: timestamptz('first_failed_at'),
    /** Autoship: the cycle whose three-day reminder was sent. */
    remindedCycle: integer('reminded_cycle'),
    /** Autoship: the cycle whose price-change check (a week before) was done. */
    priceNoticedCycle: integer('price_noticed_cycle'),
    pausedAt: timestamptz('paused_at'),
  },
  (t) => [
    index('subscriptions_user_idx').on(t.userId, t.kind),
    index('subscriptions_due_idx').on(t.status, t.nextChargeAt),
    uniqueIndex('subscriptions_source_order_key').on(t.sourceOrderId),
  ],
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
