import { defaultLocale, formatMoney as formatInLocale, type Currency } from '@upline/domain/money';
import { useSessionStore } from '../session/session-store';

/**
 * The locale amounts are shown in: French shows Canadian French ('63,00 $', '63,00 $ US'),
 * English the currency's own ('$63.00', 'CA$'-free '$63.00' for CAD in en-CA).
 */
export function displayLocale(currency: Currency, language: string = useSessionStore.getState().language): string {
  return language === 'fr' ? 'fr-CA' : defaultLocale(currency);
}

/** An amount in minor units, formatted for the visitor's language (components re-render on a language change). */
export function formatMoney(amountMinor: number, currency: Currency): string {
  return formatInLocale(amountMinor, currency, displayLocale(currency));
}
