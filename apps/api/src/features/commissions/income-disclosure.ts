import { sql } from 'drizzle-orm';
import type { Database } from '@upline/db';
import type { IncomeDisclosure, IncomeDisclosureGroup } from '@upline/contract/income-disclosure';
import { disclosurePeriod, firstDisclosureYear, incomeStats, localDate, type DisclosurePeriod, type DisclosurePeriodRequest } from '@upline/domain/commissions';
import { currencies, type Currency } from '@upline/domain/money';
import { defaultScholarPlans } from '@upline/domain/subscriptions';

const memberTypes = ['ambassador', 'scholar'] as const;
type MemberType = (typeof memberTypes)[number];

/**
 * The income disclosure of a period (plan §9), generated from the ledger. Who is counted in a
 * currency: every ambassador and scholar (not the company account, not staff) who joined before
 * the period ended, whose account is open and in that currency, plus anyone with lines in that
 * currency during the period (a closed account that earned, a US member paid on a Canadian
 * order). Each member's figure is the sum of their lines booked in the period (accruals less
 * reversals); members with no line count as zero. One aggregate query per currency.
 */
export async function incomeDisclosure(db: Database, input: { request: DisclosurePeriodRequest; now: Date; timeZone: string }): Promise<IncomeDisclosure> {
  const today = localDate(input.now, input.timeZone);
  const period = disclosurePeriod(input.request, today);
  const groups: IncomeDisclosureGroup[] = [];
  for (const currency of currencies) {
    const byType = await netEarningsByType(db, period, currency, input.timeZone);
    for (const type of memberTypes) groups.push(groupOf(type, currency, byType[type]));
    groups.push(groupOf('all', currency, [...byType.ambassador, ...byType.scholar]));
  }
  return {
    period: {
      kind: period.kind,
      year: input.request.kind === 'year' ? input.request.year : null,
      start_date: period.startsOn,
      end_date: period.endsOn,
      time_zone: input.timeZone,
      is_complete: period.isComplete,
    },
    years: await disclosureYears(db, Number(today.slice(0, 4)), input.timeZone),
    groups,
    expenses: defaultScholarPlans.map((plan) => ({
      member_type: 'scholar' as const,
      kind: 'website_fee' as const,
      plan_months: plan.planMonths,
      amount_minor: plan.unitPriceMinor,
      yearly_minor: plan.unitPriceMinor * (12 / plan.planMonths),
    })),
    generated_at: input.now.toISOString(),
  };
}

function groupOf(type: IncomeDisclosureGroup['member_type'], currency: Currency, amounts: number[]): IncomeDisclosureGroup {
  const s = incomeStats(amounts);
  return {
    member_type: type,
    currency,
    members: s.members,
    zero_earners: s.zeroEarners,
    zero_share_bps: s.zeroShareBps,
    total_minor: s.totalMinor,
    mean_minor: s.meanMinor,
    median_minor: s.medianMinor,
    p10_minor: s.percentilesMinor.p10,
    p25_minor: s.percentilesMinor.p25,
    p75_minor: s.percentilesMinor.p75,
    p90_minor: s.percentilesMinor.p90,
    p99_minor: s.percentilesMinor.p99,
    top_1_percent_members: s.topOnePercentMembers,
    top_1_percent_share_bps: s.topOnePercentShareBps,
  };
}

/** Each counted member's net earnings in one currency, per member type (one query). */
async function netEarningsByType(db: Database, period: DisclosurePeriod, currency: Currency, timeZone: string): Promise<Record<MemberType, number[]>> {
  const from = sql`(cast(${period.startsOn} as date)::timestamp at time zone ${timeZone})`;
  const to = sql`((cast(${period.endsOn} as date) + 1)::timestamp at time zone ${timeZone})`;
  const result = await db.execute<{ member_type: MemberType; nets: string | null }>(sql`
    with earned as (
      select member_id, sum(amount_minor) as net
      from commission_ledger_lines
      where currency = ${currency} and created_at >= ${from} and created_at < ${to}
      group by member_id
    ), counted as (
      select u.member_type, coalesce(e.net, 0) as net
      from users u
      left join earned e on e.member_id = u.id
      where u.member_type in ('ambassador', 'scholar')
        and not u.is_company
        and not u.is_admin
        and u.join_date < ${to}
        and (e.member_id is not null or (u.is_active and u.currency = ${currency}))
    )
    select member_type, string_agg(net::text, ',') as nets
    from counted
    group by member_type`);
  const answer: Record<MemberType, number[]> = { ambassador: [], scholar: [] };
  for (const row of result.rows) {
    if (row.nets) answer[row.member_type] = row.nets.split(',').map(Number);
  }
  return answer;
}

/** The years the page offers: from the year the first ambassador or scholar joined (2000 at the earliest) to now. */
async function disclosureYears(db: Database, currentYear: number, timeZone: string): Promise<number[]> {
  const result = await db.execute<{ first: string | number | null }>(sql`
    select extract(year from (min(join_date) at time zone ${timeZone}))::int as first
    from users where member_type in ('ambassador', 'scholar') and not is_company and not is_admin`);
  const first = Math.min(Math.max(Number(result.rows[0]?.first ?? currentYear), firstDisclosureYear), currentYear);
  return Array.from({ length: currentYear - first + 1 }, (_, i) => currentYear - i);
}
