import { eq } from 'drizzle-orm';
import type { Transaction } from '@upline/db';
import { queryPrepared, schema } from '@upline/db';
import { biweeklyPeriodOf, defaultShopTimeZone, lineBv, localDate, monthlyPeriodOf, planFromRow, type Period, type PayoutSchedule, type UplineMember } from '@upline/domain/commissions';
import type { Currency } from '@upline/domain/money';
import { openPeriodFrom } from './commission-periods.js';
import { chainIds, chainIdsOfPath } from './credited-chain.js';
import { planVersionAt } from './plan-version.js';
import { accrualLine, walkOrderLine, type CreditedUpline, type NewLedgerLine } from './upline-accruals.js';

export interface AccrualOptions {
  /** The shop's calendar for periods (SHOP_TIME_ZONE); America/Toronto by default. */
  timeZone?: string;
  /** The rows of the first read when the statement that made the order paid has read them (`accrualOrderCtes`, `accrualOrderJson`). */
  orderRead?: AccrualOrderRow[];
}

// The accrual runs inside the payment's transaction: every round trip is paid by the shopper, so
// an order with a credited sponsor (every order the checkout makes) takes three prepared
// statements (decision 0034), and when the order has just been made paid the first of them runs
// with that statement (decision 0049). The other cases take the longer way below.

/**
 * The order, the plan version in effect at its paid time and its lines, with the credited
 * sponsor's tree row read FOR KEY SHARE with its path (which is the chain): a staff sponsor change
 * locks the moving members' rows, so this walk either commits before the change (which then
 * re-credits it) or waits and walks the new tree (decision 0023). As common table expressions over
 * `o`, a table expression of the paid order's id, paid_at, currency, sponsor_id and user_id, so
 * that the statement that makes the order paid can run them with its own (`accrualOrderJson`).
 */
export const accrualOrderCtes = (o: string) => `
credited as (select t.path from member_tree t join ${o} on t.member_id = ${o}.sponsor_id for key share of t),
accrual_order as (
  select ${o}.paid_at, ${o}.currency, ${o}.sponsor_id, ${o}.user_id, (select path from credited) as sponsor_path,
         v.id as version_id, v.version, v.rules, l.id as line_id, l.kind as line_kind, l.bv_minor, l.position as line_position
  from ${o}
  left join lateral (
    select id, version, rules from commission_plan_versions
    where effective_from <= ${o}.paid_at order by effective_from desc, version desc limit 1
  ) v on true
  left join order_lines l on l.order_id = ${o}.id
)`;

/** The rows of `accrual_order` as one JSON value, lines in order: what accrueOrderCommissions takes as `orderRead`. */
export const accrualOrderJson = `coalesce((select json_agg(a order by a.line_position, a.line_id) from accrual_order a), '[]'::json)`;

const orderText = `
with o as materialized (select id, paid_at, currency, sponsor_id, user_id from orders where id = $1),
${accrualOrderCtes('o')}
select * from accrual_order order by line_position, line_id`;

/** A row of `accrual_order` (from the driver, or from JSON: then paid_at is text). */
export interface AccrualOrderRow {
  paid_at: Date | string | null;
  currency: Currency;
  sponsor_id: number | null;
  user_id: number | null;
  sponsor_path: string | null;
  version_id: number | null;
  version: number | null;
  rules: unknown;
  line_id: number | null;
  line_kind: string | null;
  bv_minor: number | string | null;
}

/**
 * After the lock (a later statement sees what committed while it waited): the chain's members,
 * whether the order is booked already (by another confirmation of the payment, or re-credited by
 * a sponsor change since), and both periods of the paid day read FOR SHARE in (kind, start) order
 * as everywhere: a close locks its period FOR NO KEY UPDATE, so it waits for these lines, or they
 * wait for it and see the period closed.
 */
const chainText = `
select
  coalesce((select json_agg(json_build_object('id', u.id, 'memberType', u.member_type, 'isAdmin', u.is_admin, 'isCompany', u.is_company,
                                              'isActive', u.is_active, 'planStatus', u.plan_status))
            from users u where u.id = any($1::int[])), '[]') as members,
  exists (select 1 from commission_ledger_lines where order_id = $2 and kind = 'accrual') as booked,
  coalesce((select json_agg(json_build_object('id', p.id, 'kind', p.kind, 'startsOn', p.starts_on, 'status', p.status))
            from (select id, kind, starts_on, status from commission_periods
                  where currency = $3 and ((kind = 'biweekly' and starts_on = $4::date) or (kind = 'monthly' and starts_on = $5::date))
                  order by kind, starts_on for share) p), '[]') as periods`;

interface ChainRow {
  members: UplineMember[];
  booked: boolean;
  periods: { id: number; kind: PayoutSchedule; startsOn: string; status: 'open' | 'closed' }[];
}

/** The ledger lines, one statement whatever their number; a line already there is left alone. */
const insertText = `
insert into commission_ledger_lines (kind, member_id, order_id, order_line_id, plan_version_id, biweekly_period_id, monthly_period_id, currency,
  base_minor, rate_bps, amount_minor, structural_level, paid_level, compressed_over, status, hold_until, created_at)
select 'accrual', r.member_id, r.order_id, r.order_line_id, r.plan_version_id, r.biweekly_period_id, r.monthly_period_id, r.currency,
  r.base_minor, r.rate_bps, r.amount_minor, r.structural_level, r.paid_level, r.compressed_over, 'held', r.hold_until, r.created_at
from jsonb_to_recordset($1::jsonb) as r(member_id int, order_id int, order_line_id int, plan_version_id int, biweekly_period_id int, monthly_period_id int,
  currency text, base_minor bigint, rate_bps int, amount_minor bigint, structural_level int, paid_level int, compressed_over jsonb, hold_until timestamptz, created_at timestamptz)
on conflict do nothing
returning id`;

const toDate = (value: Date | string) => (value instanceof Date ? value : new Date(value));

/** The chain and the booked check of an order without a credited sponsor: the buyer's enrolling sponsor. */
async function buyersChain(tx: Transaction, buyerId: number): Promise<number[]> {
  const { memberTree, users } = schema;
  // The buyer's tree row is locked as the credited sponsor's is above; their sponsor is read after it.
  await tx.select({ id: memberTree.memberId }).from(memberTree).where(eq(memberTree.memberId, buyerId)).for('key share');
  const [buyer] = await tx.select({ sponsorId: users.sponsorId }).from(users).where(eq(users.id, buyerId));
  return buyer && buyer.sponsorId !== null ? chainIds(tx, buyer.sponsorId) : [];
}

/**
 * Writes the commission lines of a paid order (plan §2 and §3), inside the transaction that made
 * it paid: per order line, BV from what was paid for its merchandise (fee lines never carry any),
 * the credited sponsor's chain walked with the plan version in effect at the paid time, one line
 * per (order line, beneficiary) in the period of its schedule, held for the refund window. Safe
 * to run again: an order that already has accruals gets none (they are written by one statement),
 * and the accrual unique index keeps one line per order line and beneficiary when two runs meet.
 * Returns how many lines it wrote.
 */
export async function accrueOrderCommissions(tx: Transaction, orderId: number, opts: AccrualOptions = {}): Promise<number> {
  const rows = opts.orderRead ?? (await queryPrepared<AccrualOrderRow>(tx, 'accrual_order', orderText, [orderId]));
  const [first] = rows;
  if (!first || first.paid_at === null) return 0;
  const paidAt = toDate(first.paid_at);
  const currency = first.currency;
  const timeZone = opts.timeZone ?? defaultShopTimeZone;
  const lines = rows.flatMap((r) => (r.line_id === null ? [] : [{ id: r.line_id, kind: r.line_kind, bvMinor: Number(r.bv_minor ?? 0) }]));

  const bvs = lineBv(
    lines.map((l) => ({ kind: l.kind === 'fee' ? ('fee' as const) : ('merchandise' as const), amountMinor: l.bvMinor })),
    [],
  );
  if (!bvs.some((bv) => bv > 0)) return 0;

  // The credited sponsor, else the buyer's enrolling sponsor (the default sponsor is already on guest orders).
  let ids: number[];
  if (first.sponsor_id !== null) ids = first.sponsor_path !== null ? chainIdsOfPath(first.sponsor_path) : await chainIds(tx, first.sponsor_id);
  else if (first.user_id !== null) ids = await buyersChain(tx, first.user_id);
  else return 0;
  if (ids.length === 0) return 0;

  const { id: planVersionId, plan } =
    first.version_id !== null && first.version !== null ? { id: first.version_id, plan: planFromRow({ version: first.version, rules: first.rules }) } : await planVersionAt(tx, paidAt);
  const day = localDate(paidAt, timeZone);
  const wanted: Period[] = [biweeklyPeriodOf(day, plan), monthlyPeriodOf(day)];
  const [found] = await queryPrepared<ChainRow>(tx, 'accrual_chain', chainText, [ids, orderId, currency, wanted[0]!.startsOn, wanted[1]!.startsOn]);
  if (!found || found.booked) return 0;
  const byId = new Map(found.members.map((m) => [m.id, m]));
  const chain = ids.flatMap((id) => byId.get(id) ?? []);

  // Both periods of the paid day exist before any line points at them; a missing or closed one
  // (the first order of a period, a late replay) takes the way that creates it or finds the next open one.
  const periodIds = new Map<PayoutSchedule, number>();
  for (const period of wanted) {
    const row = found.periods.find((p) => p.kind === period.kind && p.startsOn === period.startsOn);
    periodIds.set(period.kind, row?.status === 'open' ? row.id : await openPeriodFrom(tx, period, currency, plan));
  }

  const upline: CreditedUpline = { planVersionId, plan, chain, buyerId: first.user_id ?? 0 };
  const ledgerRows: NewLedgerLine[] = [];
  lines.forEach((line, index) => {
    const bvMinor = bvs[index] ?? 0;
    if (bvMinor <= 0) return;
    for (const paid of walkOrderLine(upline, bvMinor)) {
      ledgerRows.push(accrualLine({ upline, paid, order: { id: orderId, paidAt, currency }, orderLineId: line.id, periodId: (schedule) => periodIds.get(schedule) ?? null }));
    }
  });
  if (ledgerRows.length === 0) return 0;
  return (await queryPrepared<{ id: number }>(tx, 'accrual_insert', insertText, [JSON.stringify(ledgerRows.map(ledgerRecord))])).length;
}

/** A ledger line as the insert's JSON record reads it. */
function ledgerRecord(line: NewLedgerLine) {
  return {
    member_id: line.memberId,
    order_id: line.orderId,
    order_line_id: line.orderLineId,
    plan_version_id: line.planVersionId,
    biweekly_period_id: line.biweeklyPeriodId,
    monthly_period_id: line.monthlyPeriodId,
    currency: line.currency,
    base_minor: line.baseMinor,
    rate_bps: line.rateBps,
    amount_minor: line.amountMinor,
    structural_level: line.structuralLevel,
    paid_level: line.paidLevel,
    compressed_over: line.compressedOver,
    hold_until: line.holdUntil?.toISOString() ?? null,
    created_at: line.createdAt?.toISOString() ?? null,
  };
}
