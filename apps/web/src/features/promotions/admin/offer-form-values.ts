import { offerKindDataSchemas, type AdminOffer, type OfferKind } from '@upline/contract/promotions-admin';

// An offer's data as the fields of its kind's form, and back. Entries that do not parse are sent
// as typed, so the contract's schema names the field that is wrong.

/** The languages the offers' texts are written in, side by side; English is the shop's fallback. */
export const offerLanguages = ['en', 'fr'] as const;

/** The kinds with a text the shopper reads, and the data field that holds it. */
export const offerTextField: Partial<Record<OfferKind, 'headline' | 'checkoutMessage'>> = {
  landing: 'checkoutMessage',
  exitOffer: 'headline',
  flashSale: 'headline',
};

/** The fields each kind's form shows, in order (the text field is shown apart, per language). */
export const offerFormFields: Record<OfferKind, readonly ('productId' | 'productIds' | 'countryCodes' | 'delaySeconds' | 'hours' | 'couponCode' | 'hidesHeaderStrip')[]> = {
  buyTwoGetOneFree: ['productIds'],
  landing: ['productId', 'hidesHeaderStrip'],
  exitOffer: ['productId', 'couponCode', 'delaySeconds'],
  flashSale: ['productId', 'couponCode', 'hours'],
  freeShipping: ['productIds', 'countryCodes'],
};

export interface OfferFormValues {
  productId: string;
  productIds: string;
  countryCodes: string;
  delaySeconds: string;
  hours: string;
  couponCode: string;
  hidesHeaderStrip: boolean;
  /** The kind's text by language code (other stored languages are kept as they are). */
  texts: Record<string, string>;
  isActive: boolean;
  startsAt: string;
  endsAt: string;
}

const text = (v: unknown) => (typeof v === 'number' || typeof v === 'string' ? String(v) : '');
const list = (v: unknown) => (Array.isArray(v) ? v.map(text).join(', ') : '');

/** A stored instant as the value of a datetime-local field (the browser's own time zone). */
export const toLocalInput = (iso: string | null) => {
  if (!iso) return '';
  const d = new Date(iso);
  return new Date(d.getTime() - d.getTimezoneOffset() * 60_000).toISOString().slice(0, 16);
};

export function offerFormValues(offer: AdminOffer): OfferFormValues {
  const d = offer.data;
  const field = offerTextField[offer.kind];
  const stored = field && typeof d[field] === 'object' && d[field] !== null ? (d[field] as Record<string, unknown>) : {};
  return {
    productId: text(d.productId),
    productIds: list(d.productIds),
    countryCodes: list(d.countryCodes),
    delaySeconds: text(d.delaySeconds),
    hours: text(d.hours),
    couponCode: text(d.couponCode),
    hidesHeaderStrip: d.hidesHeaderStrip === true,
    texts: Object.fromEntries([...new Set([...offerLanguages, ...Object.keys(stored)])].map((lang) => [lang, text(stored[lang])])),
    isActive: offer.isActive,
    startsAt: toLocalInput(offer.startsAt),
    endsAt: toLocalInput(offer.endsAt),
  };
}

const numberOrText = (v: string) => (v.trim() === '' ? v : Number.isNaN(Number(v)) ? v : Number(v));
const splitList = (v: string) => v.split(/[\s,]+/).filter(Boolean);

/** The kind's data as the contract's body expects it. */
export function offerDataOf(kind: OfferKind, v: OfferFormValues): Record<string, unknown> {
  const all: Record<string, unknown> = {
    productId: numberOrText(v.productId),
    productIds: splitList(v.productIds).map(numberOrText),
    countryCodes: splitList(v.countryCodes).map((c) => c.toUpperCase()),
    delaySeconds: numberOrText(v.delaySeconds),
    hours: numberOrText(v.hours),
    couponCode: v.couponCode.trim(),
    hidesHeaderStrip: v.hidesHeaderStrip,
  };
  const data: Record<string, unknown> = Object.fromEntries(offerFormFields[kind].map((f) => [f, all[f]]));
  const field = offerTextField[kind];
  // A language left empty has no text (the shop falls back to English); English is checked as required.
  if (field) data[field] = Object.fromEntries(Object.entries(v.texts).filter(([lang, t]) => lang === 'en' || t.trim() !== ''));
  return data;
}

/** The kind's rules, checked before sending: field name (or `headline.fr`) -> the contract's message. */
export function checkOfferData(kind: OfferKind, data: Record<string, unknown>): Record<string, string> {
  const checked = offerKindDataSchemas[kind].safeParse(data);
  if (checked.success) return {};
  const errors: Record<string, string> = {};
  for (const issue of checked.error.issues) {
    const [first, second] = issue.path.map(String);
    const key = first && first === offerTextField[kind] && second ? `${first}.${second}` : (first ?? 'data');
    errors[key] ??= issue.message;
  }
  return errors;
}
