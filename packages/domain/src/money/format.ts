// Display of amounts through Intl, so grouping, symbol placement and the French variants come from
// the platform. The spec shows prices with 2 decimals; CAD defaults to en-CA, USD to en-US.
import type { Currency } from './currency.js';
import { toDecimal } from './decimal.js';

/** The spec's default display locale for a currency: en-CA for CAD, en-US otherwise. */
export function defaultLocale(currency: Currency): string {
  return currency === 'CAD' ? 'en-CA' : 'en-US';
}

/**
 * The display locale for a language and the country a currency belongs to, the rule the web
 * applies before a shopper picks a country: ('fr', 'CAD') -> 'fr-CA', ('fr', 'USD') -> 'fr-US'.
 */
export function localeFor(language: string, currency: Currency): string {
  return `${language === 'fr' ? 'fr' : 'en'}-${currency === 'CAD' ? 'CA' : 'US'}`;
}

// Building an Intl.NumberFormat is costly next to formatting, and price lists format many amounts.
const formatters = new Map<string, Intl.NumberFormat>();

function formatterFor(currency: Currency, locale: string): Intl.NumberFormat {
  const key = `${locale}|${currency}`;
  let formatter = formatters.get(key);
  if (!formatter) {
    formatter = new Intl.NumberFormat(locale, {
      style: 'currency',
      currency,
      minimumFractionDigits: 2,
      maximumFractionDigits: 2,
    });
    formatters.set(key, formatter);
  }
  return formatter;
}

/** Formats minor units as a currency string with 2 decimals: (1999, 'USD') -> '$19.99'. */
export function formatMoney(amountMinor: number, currency: Currency, locale: string = defaultLocale(currency)): string {
  return formatterFor(currency, locale).format(toDecimal(amountMinor));
}
