import { formatMoney, fromDecimal, type Currency } from '@upline/domain/money';
import { displayLocale } from '../../../shared/format/money';
import { currentLocale } from '../../../shared/format/locale';

function localeOf(language: string): string {
  return currentLocale(language);
}

/**
 * A calendar day or a moment in the reader's language ('Nov 25, 2026', '25 nov. 2026').
 * 'YYYY-MM-DD' days (formatted_order_date, closed_on) are read as that day wherever the reader
 * is; ISO date-times are shown in the reader's own time zone. Anything unreadable is shown as it came.
 */
export function formatOrderDate(value: string | null | undefined, language: string, timeZone?: string): string {
  if (!value) return '';
  const isDay = /^\d{4}-\d{2}-\d{2}$/.test(value);
  const date = new Date(isDay ? `${value}T12:00:00Z` : value);
  if (Number.isNaN(date.getTime())) return value;
  return new Intl.DateTimeFormat(localeOf(language), { dateStyle: 'medium', timeZone: isDay ? 'UTC' : timeZone }).format(date);
}

/** A moment with its time, in the reader's language and time zone ('Nov 25, 2026, 3:00 PM'). */
export function formatOrderDateTime(value: string, language: string, timeZone?: string): string {
  const date = new Date(value);
  if (Number.isNaN(date.getTime())) return value;
  return new Intl.DateTimeFormat(localeOf(language), { dateStyle: 'medium', timeStyle: 'short', timeZone }).format(date);
}

/** A wire amount (2 decimals) in the order's currency, formatted for the reader's language (the session's when not given). */
export function formatOrderMoney(amount: number, currency: Currency, language?: string): string {
  return formatMoney(fromDecimal(amount), currency, displayLocale(currency, language));
}

/** A tax rate given in percent (9.975) as the reader writes it ('9.975%', '9,975 %'). */
export function formatTaxRate(ratePercent: number, language: string): string {
  return new Intl.NumberFormat(localeOf(language), { style: 'percent', maximumFractionDigits: 3 }).format(ratePercent / 100);
}
