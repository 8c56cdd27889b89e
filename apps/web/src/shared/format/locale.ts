import { localeFor, type Currency } from '@upline/domain/money';
import { useSessionStore } from '../session/session-store';
import type { ShoppingCountry } from '../session/session-types';

// One display locale for every amount, date and number the shop writes: the visitor's language
// with their shopping country (en-US, en-CA, fr-CA, fr-US), so Intl picks the separators, the
// symbol's place and the month names. Before a country is chosen, the amount's currency stands
// in for it (CAD is Canada's), else the United States.

const currencyOfCountry: Record<ShoppingCountry, Currency> = { US: 'USD', CA: 'CAD' };

/**
 * The BCP 47 locale for a language and a shopping country: ('fr', 'CA') -> 'fr-CA'. The same rule
 * as the e-mails' (domain `localeFor`), which know the order's currency rather than the country.
 */
export function shopLocale(language: string, country: ShoppingCountry | null, currency?: Currency): string {
  return localeFor(language, country ? currencyOfCountry[country] : (currency ?? 'USD'));
}

/** The locale of the current visitor (read when called; components re-render on a language change). */
export function currentLocale(language?: string, currency?: Currency): string {
  const state = useSessionStore.getState();
  return shopLocale(language ?? state.language, state.userCountry, currency);
}

/** The current visitor's locale as a hook, for components that format outside a translation. */
export function useShopLocale(): string {
  const language = useSessionStore((state) => state.language);
  const country = useSessionStore((state) => state.userCountry);
  return shopLocale(language, country);
}

// Building Intl formatters is costly next to formatting; lists format many values.
const dateFormats = new Map<string, Intl.DateTimeFormat>();
const numberFormats = new Map<string, Intl.NumberFormat>();

/** A date in the visitor's locale: formatDate(date, { dateStyle: 'long' }). */
export function formatDate(date: Date | string, options: Intl.DateTimeFormatOptions, locale: string = currentLocale()): string {
  const key = `${locale}|${JSON.stringify(options)}`;
  let format = dateFormats.get(key);
  if (!format) {
    format = new Intl.DateTimeFormat(locale, options);
    dateFormats.set(key, format);
  }
  return format.format(typeof date === 'string' ? new Date(date) : date);
}

/** A number in the visitor's locale: 1234.5 -> '1,234.5' or '1 234,5'. */
export function formatNumber(value: number, options: Intl.NumberFormatOptions = {}, locale: string = currentLocale()): string {
  const key = `${locale}|${JSON.stringify(options)}`;
  let format = numberFormats.get(key);
  if (!format) {
    format = new Intl.NumberFormat(locale, options);
    numberFormats.set(key, format);
  }
  return format.format(value);
}

/** A rate in basis points as a percent: 1500 -> '15%' or '15 %'. */
export function formatPercentBps(bps: number, locale: string = currentLocale(), maximumFractionDigits = 2): string {
  return formatNumber(bps / 10_000, { style: 'percent', maximumFractionDigits }, locale);
}
