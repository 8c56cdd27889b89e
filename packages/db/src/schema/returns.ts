// Returns and refunds: the member's return requests (by line and quantity) that staff decide,
// every refund sent to a payment provider (exactly once per idempotency key), and the order
// adjustments (cancellations, returns, refunds) the commission engine books reversals from.
import { index, integer, jsonb, pgTable, text, uniqueIndex } from 'drizzle-orm/pg-core';
import { bigIdColumn, createdAt, idColumn, money, timestamptz, updatedAt } from './columns.js';
import { users } from './accounts.js';
import { orderLines, orders } from './orders.js';
import { payments } from './payments.js';
import { currencies } from '@upline/domain/money';

export const returnStatuses = ['requested', 'approved', 'rejected', 'refunded'] as const;

/** A member's request to send back some units; the amounts are the policy's quote at request time. */
export const orderReturns = pgTable(
  'order_returns',
  {
    id: idColumn(),
    orderId: integer('order_id')
      .notNull()
      .references(() => orders.id),
    requestedBy: integer('requested_by').references(() => users.id),
    status: text('status', { enum: returnStatuses }).notNull().default('requested'),
    reason: text('reason'),
    currency: text('currency', { enum: currencies }).notNull(),
    merchandiseMinor: money('merchandise_minor').notNull(),
    restockingFeeMinor: money('restocking_fee_minor').notNull(),
    taxMinor: money('tax_minor').notNull(),
    refundMinor: money('refund_minor').notNull(),
    decidedBy: integer('decided_by').references(() => users.id),
    decidedAt: timestamptz('decided_at'),
    decisionNote: text('decision_note'),
    createdAt: createdAt(),
    updatedAt: updatedAt(),
  },
  (t) => [index('order_returns_order_idx').on(t.orderId), index('order_returns_status_created_idx').on(t.status, t.createdAt)],
);

export const orderReturnLines = pgTable(
  'order_return_lines',
  {
    id: idColumn(),
    returnId: integer('return_id')
      .notNull()
      .references(() => orderReturns.id, { onDelete: 'cascade' }),
    orderLineId: integer('order_line_id')
      .notNull()
      .references(() => orderLines.id),
    quantity: integer('quantity').notNull(),
    merchandiseMinor: money('merchandise_minor').notNull(),
    restockingFeeMinor: money('restocking_fee_minor').notNull(),
    taxMinor: money('tax_minor').notNull(),
    refundMinor: money('refund_minor').notNull(),
  },
  (t) => [index('order_return_lines_return_idx').on(t.returnId), index('order_return_lines_line_idx').on(t.orderLineId)],
);

/**
 * Money sent back through a provider. Written 'pending' with its idempotency key before the
 * provider is called, so a crash between the two is finished by the next run with the same key.
 */
export const refunds = pgTable(
  'refunds',
  {
    id: idColumn(),
    orderId: integer('order_id')
      .notNull()
      .references(() => orders.id),
    paymentId: integer('payment_id')
      .notNull()
      .references(() => payments.id),
    returnId: integer('return_id').references(() => orderReturns.id),
    reason: text('reason', { enum: ['cancel', 'return', 'staff', 'provider'] }).notNull(),
    amountMinor: money('amount_minor').notNull(),
    currency: text('currency', { enum: currencies }).notNull(),
    provider: text('provider', { enum: ['test', 'stripe', 'paypal'] }).notNull(),
    /** The provider's refund id, once known. */
    providerRef: text('provider_ref'),
    status: text('status', { enum: ['pending', 'succeeded', 'failed'] }).notNull().default('pending'),
    idempotencyKey: text('idempotency_key').notNull().unique(),
    attempts: integer('attempts').notNull().default(0),
    failureMessage: text('failure_message'),
    requestedBy: integer('requested_by').references(() => users.id),
    createdAt: createdAt(),
    updatedAt: updatedAt(),
    completedAt: timestamptz('completed_at'),
  },
  (t) => [
    index('refunds_order_idx').on(t.orderId),
    index('refunds_status_created_idx').on(t.status, t.createdAt),
    uniqueIndex('refunds_provider_ref_key').on(t.provider, t.providerRef),
  ],
);

/**
 * One row per cancellation, return or refund of a paid order, written in the same transaction as
 * the change: the merchandise given back per order line, for commission reversals.
 */
export const orderAdjustments = pgTable(
  'order_adjustments',
  {
    id: bigIdColumn(),
    orderId: integer('order_id')
      .notNull()
      .references(() => orders.id),
    kind: text('kind', { enum: ['cancel', 'return', 'refund'] }).notNull(),
    refundId: integer('refund_id').references(() => refunds.id),
    returnId: integer('return_id').references(() => orderReturns.id),
    currency: text('currency', { enum: currencies }).notNull(),
    /** Total given back (merchandise, tax and, on cancellation, shipping). */
    amountMinor: money('amount_minor').notNull(),
    /** [{ orderLineId, quantity, merchandiseMinor }]: the merchandise given back per line, before tax. */
    lines: jsonb('lines').notNull(),
    occurredAt: timestamptz('occurred_at').notNull(),
    /** Set by the commission engine once it booked the reversals. */
    processedAt: timestamptz('processed_at'),
    createdAt: createdAt(),
  },
  (t) => [index('order_adjustments_order_idx').on(t.orderId), index('order_adjustments_unprocessed_idx').on(t.processedAt)],
);
