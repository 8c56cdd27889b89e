import type { ShoppingCountry } from './session-types';

/** Storefront §4: United States or Canada gives English, anything else French. */
export function languageForCountry(country: ShoppingCountry | string): 'en' | 'fr' {
  return country === 'US' || country === 'CA' ? 'en' : 'fr';
}

/** Reads a detected ISO code as one of the offered countries, or null. */
export function toShoppingCountry(code: string | null | undefined): ShoppingCountry | null {
  const upper = code?.toUpperCase();
  return upper === 'US' || upper === 'CA' ? upper : null;
}
