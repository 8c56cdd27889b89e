import { formatMoney as formatInLocale, type Currency } from '@upline/domain/money';
import { currentLocale } from './locale';

/**
 * The locale amounts are shown in: the visitor's language and shopping country through Intl
 * ('$63.00' in en-US, '63,00 $' in fr-CA, '63,00 $US' in fr-US, 'CA$63.00' for Canadian dollars
 * in en-US). Before a country is chosen the currency's own country stands in.
 */
export function displayLocale(currency: Currency, language?: string): string {
  return currentLocale(language, currency);
}

/** An amount in minor units, formatted for the visitor (components re-render on a language change). */
export function formatMoney(amountMinor: number, currency: Currency): string {
  return formatInLocale(amountMinor, currency, displayLocale(currency));
}
