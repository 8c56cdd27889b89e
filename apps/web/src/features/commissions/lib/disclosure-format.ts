import type { IncomeDisclosure, IncomeDisclosureGroup } from '@upline/contract/income-disclosure';
import type { Currency } from '@upline/domain/money';
import type { DisclosureChoice } from '../api/income-disclosure';
import { currentLocale } from '../../../shared/format/locale';

/** A share in basis points as a percentage with at most one decimal: 5000 -> '50%', 7273 -> '72.7%'. */
export function formatShare(bps: number, language: string): string {
  return new Intl.NumberFormat(currentLocale(language), { style: 'percent', maximumFractionDigits: 1 }).format(bps / 10_000);
}

/** A whole number as the visitor reads it: 1234 -> '1,234' ('1 234' in French). */
export function formatCount(n: number, language: string): string {
  return new Intl.NumberFormat(currentLocale(language)).format(n);
}

/** The page's choice from its URL: ?period=trailing-12, ?year=YYYY, or nothing (the current year). */
export function choiceFromSearch(search: URLSearchParams): DisclosureChoice {
  if (search.get('period') === 'trailing-12') return 'trailing-12';
  const year = search.get('year');
  return year && /^\d{4}$/.test(year) ? { year: Number(year) } : null;
}

/** The value of the period selector for an answer: 'trailing-12' or the year. */
export function choiceValue(disclosure: IncomeDisclosure): string {
  return disclosure.period.kind === 'trailing-12' ? 'trailing-12' : String(disclosure.period.year);
}

export const groupTypes = ['ambassador', 'scholar', 'all'] as const;

/** The three groups of one currency, in column order. */
export function groupsOf(disclosure: IncomeDisclosure, currency: Currency): IncomeDisclosureGroup[] {
  return groupTypes.map((type) => disclosure.groups.find((g) => g.member_type === type && g.currency === currency)).filter((g): g is IncomeDisclosureGroup => g !== undefined);
}
