import { fromDecimal, type Currency } from '@upline/domain/money';
import type { CommissionPeriod, CommissionSummary } from '@upline/contract/commissions';
import { formatMoney } from '../../../shared/format/money';
import { currentLocale } from '../../../shared/format/locale';

/** A 2-decimal amount of the API ('12.50') in the visitor's language. */
export function formatAmount(text: string, currency: Currency): string {
  return formatMoney(fromDecimal(text), currency);
}

/** A rate in basis points as a percentage: 2000 -> '20%', 250 -> '2.5%' (',' in French). */
export function formatRate(rateBps: number, language: string): string {
  return new Intl.NumberFormat(currentLocale(language), { style: 'percent', maximumFractionDigits: 2 }).format(rateBps / 10_000);
}

/** A calendar date (YYYY-MM-DD) as the visitor reads dates. */
export function formatDay(isoDate: string, language: string): string {
  const at = new Date(`${isoDate.slice(0, 10)}T00:00:00Z`);
  if (Number.isNaN(at.getTime())) return isoDate;
  return new Intl.DateTimeFormat(currentLocale(language), { dateStyle: 'medium', timeZone: 'UTC' }).format(at);
}

/** One row of a summary tab: a period with each currency's totals (the two lists share their periods). */
export interface PeriodRow {
  start: string;
  end: string;
  isCurrent: boolean;
  usd: CommissionPeriod | null;
  cad: CommissionPeriod | null;
}

/** The rows of one tab, newest first, USD and CAD side by side. */
export function periodRows(byCurrency: CommissionSummary['bi_weekly']): PeriodRow[] {
  const rows = new Map<string, PeriodRow>();
  for (const [currency, list] of [['USD', byCurrency.USD], ['CAD', byCurrency.CAD]] as const) {
    for (const period of list) {
      const row = rows.get(period.start_date) ?? { start: period.start_date, end: period.end_date, isCurrent: false, usd: null, cad: null };
      row.isCurrent ||= period.is_current;
      if (currency === 'USD') row.usd = period;
      else row.cad = period;
      rows.set(period.start_date, row);
    }
  }
  return [...rows.values()].sort((a, b) => b.start.localeCompare(a.start));
}

/** Today and the first day of its month on the visitor's calendar, as the search starts. */
export function defaultRange(now: Date = new Date()): { start: string; end: string } {
  const pad = (n: number) => String(n).padStart(2, '0');
  const today = `${now.getFullYear()}-${pad(now.getMonth() + 1)}-${pad(now.getDate())}`;
  return { start: `${today.slice(0, 8)}01`, end: today };
}
