// Commissions: the versioned plan, the bi-weekly and monthly periods per currency, and the
// append-only ledger (rows are never updated except their status; corrections are new lines).
import { sql } from 'drizzle-orm';
import type { AnyPgColumn } from 'drizzle-orm/pg-core';
import { bigint, date, index, integer, jsonb, pgTable, text, uniqueIndex } from 'drizzle-orm/pg-core';
import { bigIdColumn, createdAt, idColumn, money, timestamptz } from './columns.js';
import { users } from './accounts.js';
import { orderLines, orders } from './orders.js';
import { orderAdjustments } from './returns.js';
import { auditLog } from './platform.js';
import { currencies } from '@upline/domain/money';

export const commissionPlanVersions = pgTable('commission_plan_versions', {
  id: idColumn(),
  version: integer('version').notNull().unique(),
  effectiveFrom: timestamptz('effective_from').notNull(),
  /** The plan as data (levels, rates in basis points, hold days, compression rule). */
  rules: jsonb('rules').notNull(),
  notes: text('notes'),
  createdAt: createdAt(),
});

export const commissionPeriods = pgTable(
  'commission_periods',
  {
    id: idColumn(),
    kind: text('kind', { enum: ['biweekly', 'monthly'] }).notNull(),
    currency: text('currency', { enum: currencies }).notNull(),
    /** Inclusive dates. */
    startsOn: date('starts_on', { mode: 'string' }).notNull(),
    endsOn: date('ends_on', { mode: 'string' }).notNull(),
    status: text('status', { enum: ['open', 'closed'] }).notNull().default('open'),
    closedAt: timestamptz('closed_at'),
    createdAt: createdAt(),
  },
  (t) => [uniqueIndex('commission_periods_kind_currency_start_key').on(t.kind, t.currency, t.startsOn), index('commission_periods_status_idx').on(t.status, t.endsOn)],
);

export const commissionLedgerLines = pgTable(
  'commission_ledger_lines',
  {
    id: bigIdColumn(),
    kind: text('kind', { enum: ['accrual', 'reversal'] }).notNull().default('accrual'),
    memberId: integer('member_id')
      .notNull()
      .references(() => users.id),
    orderId: integer('order_id')
      .notNull()
      .references(() => orders.id),
    orderLineId: integer('order_line_id').references(() => orderLines.id),
    planVersionId: integer('plan_version_id').references(() => commissionPlanVersions.id),
    biweeklyPeriodId: integer('biweekly_period_id').references(() => commissionPeriods.id),
    monthlyPeriodId: integer('monthly_period_id').references(() => commissionPeriods.id),
    currency: text('currency', { enum: currencies }).notNull(),
    /** Commission volume the rate applies to; negative on reversals. */
    baseMinor: money('base_minor').notNull(),
    rateBps: integer('rate_bps').notNull(),
    amountMinor: money('amount_minor').notNull(),
    /** Generation of the member above the buyer in the sponsor tree (1 = direct sponsor). */
    structuralLevel: integer('structural_level').notNull(),
    /** Plan level paid after compression. */
    paidLevel: integer('paid_level').notNull(),
    /** Member ids skipped by compression, with why: [{ id, reason }]. */
    compressedOver: jsonb('compressed_over').notNull().default(sql`'[]'::jsonb`),
    status: text('status', { enum: ['held', 'payable', 'paid'] }).notNull().default('held'),
    /** End of the refund hold; the line becomes payable after it. */
    holdUntil: timestamptz('hold_until'),
    reversesLineId: bigint('reverses_line_id', { mode: 'number' }).references((): AnyPgColumn => commissionLedgerLines.id),
    /** Reversals: the refund, return or cancellation (its order_adjustments row) that caused the line. */
    adjustmentId: bigint('adjustment_id', { mode: 'number' }).references(() => orderAdjustments.id),
    reason: text('reason', { enum: ['cancel', 'return', 'refund', 'sponsor_change'] }),
    /**
     * A back-dated sponsor change (decision 0023) that re-credited the order: its audit row. On a
     * reversal, the change took the line back from the old upline; on an accrual, the change paid
     * it to the new upline. Null on lines booked at payment and on refunds.
     */
    sponsorChangeId: bigint('sponsor_change_id', { mode: 'number' }).references(() => auditLog.id),
    createdAt: createdAt(),
  },
  (t) => [
    index('commission_ledger_member_created_idx').on(t.memberId, t.createdAt),
    index('commission_ledger_order_idx').on(t.orderId),
    // A period's lines by member with what its close sums (amount, hold): the close reads the
    // period from the index alone, in member order (bench/README.md, commissions.ts). A line is in
    // one schedule only, so each index holds only the lines of its own.
    index('commission_ledger_biweekly_idx').on(t.biweeklyPeriodId, t.memberId, t.amountMinor, t.holdUntil).where(sql`${t.biweeklyPeriodId} is not null`),
    index('commission_ledger_monthly_idx').on(t.monthlyPeriodId, t.memberId, t.amountMinor, t.holdUntil).where(sql`${t.monthlyPeriodId} is not null`),
    // Only reversals point at a line; accruals, most of the ledger, stay out of this index.
    index('commission_ledger_reverses_idx').on(t.reversesLineId).where(sql`${t.reversesLineId} is not null`),
    // Accrual is replayable: one accrual per order line and beneficiary, and one more per sponsor
    // change that re-credited the order (a beneficiary can be in the old and the new upline).
    uniqueIndex('commission_ledger_accrual_key').on(t.orderLineId, t.memberId, sql`coalesce(${t.sponsorChangeId}, 0)`).where(sql`${t.kind} = 'accrual'`),
    // A sponsor change takes a line back once.
    uniqueIndex('commission_ledger_change_reversal_key').on(t.sponsorChangeId, t.reversesLineId).where(sql`${t.kind} = 'reversal' and ${t.sponsorChangeId} is not null`),
    // A refund is booked once: one reversal per adjustment and accrual it reverses.
    uniqueIndex('commission_ledger_reversal_key').on(t.adjustmentId, t.reversesLineId).where(sql`${t.kind} = 'reversal'`),
  ],
);

/**
 * Payout batches: the payable statements exported together for the payout provider (one CSV),
 * then marked paid together. A statement belongs to at most one batch.
 */
export const commissionPayoutBatches = pgTable('commission_payout_batches', {
  id: idColumn(),
  currency: text('currency', { enum: currencies }).notNull(),
  status: text('status', { enum: ['exported', 'paid'] }).notNull().default('exported'),
  statementCount: integer('statement_count').notNull(),
  totalMinor: money('total_minor').notNull(),
  exportedBy: integer('exported_by').references(() => users.id),
  paidBy: integer('paid_by').references(() => users.id),
  paidAt: timestamptz('paid_at'),
  createdAt: createdAt(),
});

/**
 * Statements (plan §5): one per member and period (a period is one schedule in one currency),
 * written when the period closes: the period's accruals and reversals plus the balance carried
 * from the member's previous statement of the same schedule and currency. Never edited after
 * it is paid; only its status, batch and paid time move (payable -> paid).
 */
export const commissionStatements = pgTable(
  'commission_statements',
  {
    id: bigIdColumn(),
    periodId: integer('period_id')
      .notNull()
      .references(() => commissionPeriods.id),
    memberId: integer('member_id')
      .notNull()
      .references(() => users.id),
    /** Copied from the period, so that the previous statement of a member is one index lookup. */
    kind: text('kind', { enum: ['biweekly', 'monthly'] }).notNull(),
    currency: text('currency', { enum: currencies }).notNull(),
    periodStartsOn: date('period_starts_on', { mode: 'string' }).notNull(),
    accrualsMinor: money('accruals_minor').notNull(),
    /** Zero or negative. */
    reversalsMinor: money('reversals_minor').notNull(),
    carriedInMinor: money('carried_in_minor').notNull(),
    /** carried in + accruals + reversals. */
    totalMinor: money('total_minor').notNull(),
    /** What is paid out (the total when payable, else 0). */
    payoutMinor: money('payout_minor').notNull(),
    /** What the next statement starts from (0 when payable). */
    carryForwardMinor: money('carry_forward_minor').notNull(),
    /** The statement whose carried balance this one took in. */
    carriedFromId: bigint('carried_from_id', { mode: 'number' }).references((): AnyPgColumn => commissionStatements.id),
    status: text('status', { enum: ['payable', 'carried', 'paid'] }).notNull(),
    payoutBatchId: integer('payout_batch_id').references(() => commissionPayoutBatches.id),
    paidAt: timestamptz('paid_at'),
    createdAt: createdAt(),
  },
  (t) => [
    // Closing twice, or two processes at once, can only ever write one statement per member and period.
    uniqueIndex('commission_statements_period_member_key').on(t.periodId, t.memberId),
    // A member's statements, and their previous one in a schedule and currency (carry-forward).
    index('commission_statements_member_idx').on(t.memberId, t.kind, t.currency, t.periodStartsOn),
    // What the next payout export takes, and only that (a close writes 200,000 statements at once:
    // each index is work for every one of them).
    index('commission_statements_payable_idx').on(t.currency).where(sql`${t.status} = 'payable' and ${t.payoutBatchId} is null`),
    index('commission_statements_batch_idx').on(t.payoutBatchId).where(sql`${t.payoutBatchId} is not null`),
  ],
);

/**
 * What-if runs (plan §8): a proposed plan version run over closed periods by staff, with its
 * totals; nothing of it ever reaches the ledger or a statement.
 */
export const commissionWhatIfRuns = pgTable('commission_what_if_runs', {
  id: idColumn(),
  /** The proposed rules, as uploaded (validated against the plan schema). */
  rules: jsonb('rules').notNull(),
  name: text('name'),
  periodIds: jsonb('period_ids').notNull(),
  /** Per currency: BV, actual and proposed accruals, payout shares in basis points, breakage. */
  totals: jsonb('totals').notNull(),
  createdBy: integer('created_by').references(() => users.id),
  createdAt: createdAt(),
});

/** One member's actual and proposed accruals in one currency of a what-if run. */
export const commissionWhatIfResults = pgTable(
  'commission_what_if_results',
  {
    id: bigIdColumn(),
    runId: integer('run_id')
      .notNull()
      .references(() => commissionWhatIfRuns.id, { onDelete: 'cascade' }),
    memberId: integer('member_id')
      .notNull()
      .references(() => users.id),
    currency: text('currency', { enum: currencies }).notNull(),
    actualMinor: money('actual_minor').notNull(),
    proposedMinor: money('proposed_minor').notNull(),
    differenceMinor: money('difference_minor').notNull(),
  },
  (t) => [uniqueIndex('commission_what_if_results_key').on(t.runId, t.memberId, t.currency)],
);
