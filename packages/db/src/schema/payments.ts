// Payments: provider charges for orders and plan fees, and provider webhooks (deduplicated).
import { index, integer, jsonb, pgTable, text, uniqueIndex } from 'drizzle-orm/pg-core';
import { createdAt, idColumn, money, timestamptz, updatedAt } from './columns.js';
import { orders } from './orders.js';
import { subscriptions } from './subscriptions.js';
import { currencies } from '@upline/domain/money';

export const payments = pgTable(
  'payments',
  {
    id: idColumn(),
    /** Null for a plan-fee charge that is not an order. */
    orderId: integer('order_id').references(() => orders.id),
    subscriptionId: integer('subscription_id').references(() => subscriptions.id),
    provider: text('provider', { enum: ['test', 'stripe', 'paypal'] }).notNull(),
    /** PaymentIntent id, PayPal order id, or the test gateway's id. */
    providerRef: text('provider_ref'),
    /** card, paypal, google_pay_via_paypal, apple_pay_via_paypal. */
    method: text('method'),
    status: text('status', { enum: ['pending', 'requires_action', 'succeeded', 'failed', 'cancelled', 'refunded', 'partially_refunded'] })
      .notNull()
      .default('pending'),
    amountMinor: money('amount_minor').notNull(),
    refundedMinor: money('refunded_minor').notNull().default(0),
    currency: text('currency', { enum: currencies }).notNull(),
    idempotencyKey: text('idempotency_key').notNull().unique(),
    failureCode: text('failure_code'),
    failureMessage: text('failure_message'),
    raw: jsonb('raw'),
    createdAt: createdAt(),
    updatedAt: updatedAt(),
  },
  (t) => [
    uniqueIndex('payments_provider_ref_key').on(t.provider, t.providerRef),
    index('payments_order_idx').on(t.orderId),
    index('payments_subscription_idx').on(t.subscriptionId),
    index('payments_status_created_idx').on(t.status, t.createdAt),
  ],
);

/** Provider webhooks: one row per provider event id, applied in the same transaction as its effect. */
export const webhookEvents = pgTable(
  'webhook_events',
  {
    id: idColumn(),
    provider: text('provider', { enum: ['test', 'stripe', 'paypal'] }).notNull(),
    eventId: text('event_id').notNull(),
    type: text('type').notNull(),
    payload: jsonb('payload').notNull(),
    receivedAt: timestamptz('received_at').notNull().defaultNow(),
    processedAt: timestamptz('processed_at'),
    error: text('error'),
  },
  (t) => [uniqueIndex('webhook_events_provider_event_key').on(t.provider, t.eventId), index('webhook_events_unprocessed_idx').on(t.processedAt)],
);
