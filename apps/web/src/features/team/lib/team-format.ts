import { formatMoney, fromDecimal, type Currency } from '@upline/domain/money';
import { displayLocale } from '../../../shared/format/money';
import { currentLocale } from '../../../shared/format/locale';

function localeOf(language: string): string {
  return currentLocale(language);
}

/**
 * A 'YYYY-MM-DD' day (join dates, order days) in the reader's language ('Nov 25, 2026'); the day
 * stays the same wherever the reader is. Anything unreadable is shown as it came.
 */
export function formatTeamDay(value: string | null | undefined, language: string): string {
  if (!value) return '';
  const date = new Date(/^\d{4}-\d{2}-\d{2}$/.test(value) ? `${value}T12:00:00Z` : value);
  if (Number.isNaN(date.getTime())) return value;
  return new Intl.DateTimeFormat(localeOf(language), { dateStyle: 'medium', timeZone: 'UTC' }).format(date);
}

/** A wire amount (2 decimals) in the order's currency, in the reader's language. */
export function formatTeamMoney(amount: number, currency: Currency, language?: string): string {
  return formatMoney(fromDecimal(amount), currency, displayLocale(currency, language));
}

/** A whole number in the reader's language ('1,204', '1 204'). */
export function formatCount(value: number, language: string): string {
  return new Intl.NumberFormat(localeOf(language)).format(value);
}

/** The page number of a `?page=` query: a whole number from 1, else 1. */
export function pageOf(value: string | null): number {
  const page = Number(value);
  return Number.isInteger(page) && page >= 1 ? page : 1;
}

/** A 'YYYY-MM-DD' day in numbers ('11/25/2026', '2026-11-25'): short enough for a 120 px Genealogy node. */
export function formatShortDay(value: string, language: string): string {
  const date = new Date(/^\d{4}-\d{2}-\d{2}$/.test(value) ? `${value}T12:00:00Z` : value);
  if (Number.isNaN(date.getTime())) return value;
  return new Intl.DateTimeFormat(localeOf(language), { year: 'numeric', month: '2-digit', day: '2-digit', timeZone: 'UTC' }).format(date);
}
