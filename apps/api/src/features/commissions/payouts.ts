// Payouts (plan §5): staff export the payable statements of a currency as one batch (a CSV for the
// payout provider) and mark the batch paid. A paid statement is never edited again; marking a
// batch paid twice changes nothing.
import { and, asc, desc, eq, isNull, sql } from 'drizzle-orm';
import { stringify } from 'csv-stringify/sync';
import type { Database } from '@upline/db';
import { schema } from '@upline/db';
import type { PayoutBatch } from '@upline/contract/commission-close';
import type { Currency } from '@upline/domain/money';
import { amountText } from './commission-text.js';

type BatchRow = typeof schema.commissionPayoutBatches.$inferSelect;

export const toPayoutBatch = (b: BatchRow): PayoutBatch => ({
  id: b.id,
  currency: b.currency,
  status: b.status,
  statement_count: b.statementCount,
  total: amountText(b.totalMinor),
  created_at: b.createdAt.toISOString(),
  paid_at: b.paidAt ? b.paidAt.toISOString() : null,
});

export type ExportResult = { ok: true; batch: BatchRow } | { ok: false; code: 'nothing_to_export' };

/** Puts every payable statement of a currency not yet exported into a new batch. */
export async function exportPayables(db: Database, input: { currency: Currency; actorId: number; now: Date }): Promise<ExportResult> {
  const { commissionStatements: s, commissionPayoutBatches: batches } = schema;
  return db.transaction(async (tx): Promise<ExportResult> => {
    // Two exports at once: the second waits on these rows, then finds them taken (the WHERE is re-checked).
    const rows = await tx
      .select({ id: s.id, payoutMinor: s.payoutMinor })
      .from(s)
      .where(and(eq(s.status, 'payable'), eq(s.currency, input.currency), isNull(s.payoutBatchId)))
      .orderBy(asc(s.id))
      .for('no key update');
    if (rows.length === 0) return { ok: false, code: 'nothing_to_export' };
    const totalMinor = rows.reduce((sum, r) => sum + r.payoutMinor, 0);
    const [batch] = await tx.insert(batches).values({ currency: input.currency, statementCount: rows.length, totalMinor, exportedBy: input.actorId, createdAt: input.now }).returning();
    if (!batch) throw new Error('payout batch not written');
    // Exactly the rows counted (a close may commit new payable statements meanwhile); ids as JSON, not one parameter each.
    const ids = JSON.stringify(rows.map((r) => r.id));
    await tx.execute(sql`update commission_statements set payout_batch_id = ${batch.id} where id in (select value::bigint from json_array_elements_text(${ids}::json))`);
    await tx.insert(schema.auditLog).values({ actorId: input.actorId, action: 'commission_payout.exported', entity: 'commission_payout_batch', entityId: String(batch.id), data: { currency: input.currency, statements: rows.length, totalMinor }, at: input.now });
    return { ok: true, batch };
  });
}

export async function listBatches(db: Database) {
  const { commissionPayoutBatches: batches, commissionStatements: s } = schema;
  const [rows, payable] = await Promise.all([
    db.select().from(batches).orderBy(desc(batches.id)).limit(100),
    db.select({ currency: s.currency, total: sql<string>`coalesce(sum(${s.payoutMinor}), 0)` }).from(s).where(and(eq(s.status, 'payable'), isNull(s.payoutBatchId))).groupBy(s.currency),
  ]);
  const waiting = (c: Currency) => amountText(Number(payable.find((p) => p.currency === c)?.total ?? 0));
  return { batches: rows.map(toPayoutBatch), payable: { USD: waiting('USD'), CAD: waiting('CAD') } };
}

/** The batch as CSV for the payout provider: one row per statement, amounts with 2 decimals. */
export async function batchCsv(db: Database, batchId: number): Promise<string | null> {
  const { commissionStatements: s, commissionPayoutBatches: batches, commissionPeriods: periods, users } = schema;
  const [batch] = await db.select().from(batches).where(eq(batches.id, batchId));
  if (!batch) return null;
  const rows = await db
    .select({ id: s.id, memberId: s.memberId, firstname: users.firstname, lastname: users.lastname, email: users.email, currency: s.currency, payoutMinor: s.payoutMinor, kind: s.kind, startsOn: periods.startsOn, endsOn: periods.endsOn })
    .from(s)
    .innerJoin(users, eq(users.id, s.memberId))
    .innerJoin(periods, eq(periods.id, s.periodId))
    .where(eq(s.payoutBatchId, batch.id))
    .orderBy(asc(s.id));
  return stringify(
    rows.map((r) => [batch.id, r.id, r.memberId, `${r.firstname} ${r.lastname}`.trim(), r.email, r.currency, amountText(r.payoutMinor), r.kind, r.startsOn, r.endsOn]),
    {
      header: true,
      columns: ['batch_id', 'statement_id', 'member_id', 'name', 'email', 'currency', 'amount', 'schedule', 'period_start', 'period_end'],
      // A name such as =HYPERLINK(...) stays text in a spreadsheet.
      escape_formulas: true,
      record_delimiter: 'windows',
    },
  );
}

export type MarkPaidResult = { ok: true; batch: BatchRow; alreadyPaid: boolean } | { ok: false; code: 'batch_not_found' };

/** Marks a batch and its statements paid, and the ledger lines they paid (their carried statements' too). */
export async function markBatchPaid(db: Database, input: { batchId: number; actorId: number; now: Date }): Promise<MarkPaidResult> {
  const { commissionPayoutBatches: batches } = schema;
  return db.transaction(async (tx): Promise<MarkPaidResult> => {
    const [batch] = await tx.select().from(batches).where(eq(batches.id, input.batchId)).for('no key update');
    if (!batch) return { ok: false, code: 'batch_not_found' };
    if (batch.status === 'paid') return { ok: true, batch, alreadyPaid: true };
    await tx.execute(sql`
      with recursive chain as (
        select id, member_id, period_id, kind, carried_from_id from commission_statements where payout_batch_id = ${batch.id}
        union all
        select s.id, s.member_id, s.period_id, s.kind, s.carried_from_id
        from commission_statements s join chain c on s.id = c.carried_from_id
        where s.status = 'carried'
      )
      update commission_ledger_lines l set status = 'paid'
      from chain c
      where l.member_id = c.member_id and l.status <> 'paid'
        and ((c.kind = 'biweekly' and l.biweekly_period_id = c.period_id) or (c.kind = 'monthly' and l.monthly_period_id = c.period_id))`);
    await tx.execute(sql`update commission_statements set status = 'paid', paid_at = ${input.now.toISOString()}::timestamptz where payout_batch_id = ${batch.id} and status = 'payable'`);
    const [paid] = await tx.update(batches).set({ status: 'paid', paidAt: input.now, paidBy: input.actorId }).where(eq(batches.id, batch.id)).returning();
    await tx.insert(schema.auditLog).values({ actorId: input.actorId, action: 'commission_payout.paid', entity: 'commission_payout_batch', entityId: String(batch.id), data: { currency: batch.currency, statements: batch.statementCount, totalMinor: batch.totalMinor }, at: input.now });
    return { ok: true, batch: paid ?? batch, alreadyPaid: false };
  });
}
