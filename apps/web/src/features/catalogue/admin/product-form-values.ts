import { priceFieldNames, tiersOf, type AdminProduct, type PriceFieldName, type ProductAddBody, type ProductTexts } from '@upline/contract/catalogue-admin-products';
import type { ProductPrices, ProductTiers } from '@upline/domain/catalogue';

// The editor's form values (text as typed) and the product body they become. Prices stay text
// until they are sent, so that '12.5' and '' mean what staff typed; the server checks them again.

export const tierKeys = ['qty_range_', 'cust_qty_range_'].flatMap((p) => [1, 2, 3].flatMap((n) => [`${p}${n}`, `${p}${n}_per`]));
export const htmlTabs = ['overview', 'instructions', 'faq', 'documentation', 'ecommerce'] as const;
export const plainTexts = ['name', 'short_description', 'description_tagline', 'description', 'seo_title', 'seo_description'] as const;

type Texts = Record<(typeof plainTexts)[number] | (typeof htmlTabs)[number], string>;

export interface ProductValues extends Texts {
  slug: string;
  fr: Texts;
  thumbnail_url: string;
  /** One address per line. */
  images: string;
  categoryIds: string[];
  usd: Record<PriceFieldName, string>;
  soldInCanada: boolean;
  cad: Record<PriceFieldName, string>;
  tiers: Record<string, string>;
  autoship: boolean;
  display_shop: boolean;
  display_review: boolean;
  is_holistic: boolean;
  is_best_seller: boolean;
}

const text = (v: string | null | undefined) => v ?? '';
const textsOf = (t: Partial<ProductTexts> | undefined): Texts =>
  Object.fromEntries([...plainTexts, ...htmlTabs].map((k) => [k, text(t?.[k])])) as Texts;
const priceText = (v: number | null | undefined) => (v === null || v === undefined ? '' : v.toFixed(2));

export function valuesOf(p?: AdminProduct): ProductValues {
  return {
    ...textsOf(p),
    slug: p?.slug ?? '',
    fr: textsOf(p?.translations.fr),
    thumbnail_url: p?.thumbnail_url ?? '',
    images: (p?.images_url ?? []).join('\n'),
    categoryIds: (p?.categoryIds ?? []).map(String),
    usd: Object.fromEntries(priceFieldNames.map((f) => [f, priceText(p?.[f])])) as Record<PriceFieldName, string>,
    soldInCanada: Boolean(p?.prices_cad),
    cad: Object.fromEntries(priceFieldNames.map((f) => [f, priceText(p?.prices_cad?.[f])])) as Record<PriceFieldName, string>,
    tiers: Object.fromEntries(tierKeys.map((k) => [k, p ? text(String((p as Record<string, unknown>)[k] ?? '')) : ''])),
    autoship: p?.autoship === 'yes',
    display_shop: p ? p.display_shop === 'yes' : true,
    display_review: p ? p.display_review === 'yes' : true,
    is_holistic: p?.is_holistic ?? false,
    is_best_seller: p?.is_best_seller ?? false,
  };
}

const number = (v: string) => (v.trim() === '' ? undefined : Number(v.trim()));

/** The body of product/add or product/update/{id}. An empty price other than the sale price takes the sale price. */
export function bodyOf(v: ProductValues): ProductAddBody {
  const usd = Object.fromEntries(priceFieldNames.flatMap((f) => (number(v.usd[f]) === undefined ? [] : [[f, number(v.usd[f])]])));
  const cad = v.soldInCanada ? Object.fromEntries(priceFieldNames.map((f) => [f, number(v.cad[f]) ?? number(v.cad.sale_price)])) : null;
  const tiers = Object.fromEntries(tierKeys.map((k) => [k, v.tiers[k]?.trim() ? (k.endsWith('_per') ? Number(v.tiers[k]) : v.tiers[k].trim()) : null]));
  const images = v.images.split('\n').map((s) => s.trim()).filter(Boolean);
  const fr = Object.fromEntries([...plainTexts, ...htmlTabs].map((k) => [k, htmlTabs.includes(k as (typeof htmlTabs)[number]) ? v.fr[k] || null : v.fr[k]]));
  return {
    name: v.name,
    description: v.description,
    short_description: v.short_description,
    description_tagline: v.description_tagline,
    seo_title: v.seo_title,
    seo_description: v.seo_description,
    ...Object.fromEntries(htmlTabs.map((k) => [k, v[k] || null])),
    ...(v.slug.trim() ? { slug: v.slug.trim() } : {}),
    ...(v.thumbnail_url.trim() ? { thumbnail_url: v.thumbnail_url.trim() } : {}),
    images_url: images.length > 0 ? images : v.thumbnail_url.trim() ? [v.thumbnail_url.trim()] : [],
    categoryIds: v.categoryIds.map(Number),
    ...usd,
    prices_cad: cad as ProductAddBody['prices_cad'],
    ...tiers,
    autoship: v.autoship ? 'yes' : 'no',
    display_shop: v.display_shop ? 'yes' : 'no',
    display_review: v.display_review ? 'yes' : 'no',
    is_holistic: v.is_holistic,
    is_best_seller: v.is_best_seller,
    translations: { fr },
  } as ProductAddBody;
}

/** Where a server field error goes in the form. */
export function formFieldOf(wire: string): string {
  if ((priceFieldNames as readonly string[]).includes(wire)) return `usd.${wire}`;
  if (wire === 'price') return 'usd.sale_price';
  if (wire.startsWith('prices_cad.')) return `cad.${wire.slice('prices_cad.'.length)}`;
  if (tierKeys.includes(wire)) return `tiers.${wire}`;
  if (wire.startsWith('translations.fr.')) return `fr.${wire.slice('translations.fr.'.length)}`;
  if (wire === 'imageURL') return 'thumbnail_url';
  if (wire === 'categoryId' || wire.startsWith('categoryIds')) return 'categoryIds';
  if (wire.startsWith('images_url')) return 'images';
  return wire;
}

/** The preview's prices (minor units) when every sale, retail and autoship price reads as a number. */
export function previewPrices(usd: Record<PriceFieldName, string>): ProductPrices | null {
  const sale = number(usd.sale_price);
  if (sale === undefined || !Number.isFinite(sale) || sale < 0) return null;
  const get = (f: PriceFieldName) => {
    const n = number(usd[f]);
    return Math.round((n !== undefined && Number.isFinite(n) ? n : sale) * 100);
  };
  return {
    customer: { sale: get('sale_price'), suggestedRetail: get('suggested_retail_price'), autoship: get('autoship_price_customer') },
    ambassador: { sale: get('amb_sale_price'), suggestedRetail: get('amb_suggested_retail_price'), autoship: get('autoship_price_amb') },
    scholar: { sale: get('sc_sale_price'), suggestedRetail: get('sc_suggested_retail_price'), autoship: get('autoship_price_sc') },
  };
}

export function previewTiers(tiers: Record<string, string>): ProductTiers {
  const values = Object.fromEntries(tierKeys.map((k) => [k, tiers[k]?.trim() ? (k.endsWith('_per') ? Number(tiers[k]) : tiers[k]) : null]));
  return { member: tiersOf(values, 'member'), customer: tiersOf(values, 'customer') };
}
