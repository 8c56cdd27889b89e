// How card networks write their own names; the provider sends lower-case keys ('visa', 'amex').
const brandNames: Readonly<Record<string, string>> = {
  visa: 'Visa',
  mastercard: 'Mastercard',
  amex: 'American Express',
  discover: 'Discover',
  diners: 'Diners Club',
  jcb: 'JCB',
  unionpay: 'UnionPay',
  interac: 'Interac',
};

/** The card network's name as printed on the card; an unknown key is shown capitalised, never hidden. */
export function cardBrandName(brand: string): string {
  const known = Object.hasOwn(brandNames, brand) ? brandNames[brand] : undefined;
  return known ?? brand.charAt(0).toUpperCase() + brand.slice(1);
}

export interface SavedCardWords {
  none: string;
  unnamed: string;
  ending: (brand: string, last4: string) => string;
}

/** A saved card as its owner reads it ('Visa ending in 4242'), in the caller's words; never the provider's id. */
export function savedCardLabel(card: { brand: string | null; last4: string | null } | null, words: SavedCardWords): string {
  if (!card) return words.none;
  if (!card.brand || !card.last4) return words.unnamed;
  return words.ending(cardBrandName(card.brand), card.last4);
}
