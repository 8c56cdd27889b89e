import { bpsToPercent, toDecimal, type Currency } from '@upline/domain/money';
import type { Product, StorySection } from '@upline/contract/catalogue';
import type { MemberType, PriceSet } from '@upline/domain/catalogue';

// Turns a product's stored facts (minor units, basis points, booleans, tier rows) into the wire
// fields of storefront §3 (2-decimal amounts, percents, 'yes'/'no', flat tier fields).

export interface ProductTexts {
  name: string;
  shortDescription: string;
  description: string;
  descriptionTagline: string;
  overview: string | null;
  instructions: string | null;
  faq: string | null;
  documentation: string | null;
  ecommerce: string | null;
  seoTitle: string;
  seoDescription: string;
}

export interface TierFact {
  audience: 'member' | 'customer';
  /** 1..3: which of qty_range_1..3 (or cust_qty_range_1..3). */
  position: number;
  rangeText: string;
  discountBps: number;
}

export interface ProductFacts {
  id: number;
  slug: string;
  displayShop: boolean;
  displayReview: boolean;
  isAutoshipAvailable: boolean;
  isHolisticPackage: boolean;
  isBestSeller: boolean;
  rating: number;
  reviewCount: number;
  thumbnailUrl: string | null;
  texts: ProductTexts;
  currency: Currency;
  prices: Record<MemberType, PriceSet>;
  tiers: readonly TierFact[];
  imageUrls: readonly string[];
  categories: readonly { id: number; categoryName: string; slug: string }[];
  storySections: readonly StorySection[];
}

const yesNo = (flag: boolean) => (flag ? 'yes' : 'no') as 'yes' | 'no';

function tierFields(tiers: readonly TierFact[], audience: TierFact['audience']) {
  const at = (position: number) => tiers.find((t) => t.audience === audience && t.position === position);
  const range = (position: number) => at(position)?.rangeText ?? null;
  const per = (position: number) => {
    const tier = at(position);
    return tier ? bpsToPercent(tier.discountBps) : null;
  };
  return { range, per };
}

/** The product as the storefront reads it, in the facts' currency and language. */
export function toProductWire(p: ProductFacts): Product {
  const member = tierFields(p.tiers, 'member');
  const customer = tierFields(p.tiers, 'customer');
  const { customer: c, ambassador: a, scholar: s } = p.prices;
  return {
    id: p.id,
    slug: p.slug,
    name: p.texts.name,
    short_description: p.texts.shortDescription,
    description: p.texts.description,
    description_tagline: p.texts.descriptionTagline,
    thumbnail_url: p.thumbnailUrl,
    images_url: [...p.imageUrls],
    overview: p.texts.overview,
    instructions: p.texts.instructions,
    faq: p.texts.faq,
    documentation: p.texts.documentation,
    ecommerce: p.texts.ecommerce,
    product_rating: p.rating,
    product_review: p.reviewCount,
    display_shop: yesNo(p.displayShop),
    display_review: yesNo(p.displayReview),
    autoship: yesNo(p.isAutoshipAvailable),
    currency: p.currency,
    sale_price: toDecimal(c.sale),
    suggested_retail_price: toDecimal(c.suggestedRetail),
    amb_sale_price: toDecimal(a.sale),
    amb_suggested_retail_price: toDecimal(a.suggestedRetail),
    sc_sale_price: toDecimal(s.sale),
    sc_suggested_retail_price: toDecimal(s.suggestedRetail),
    autoship_price_customer: toDecimal(c.autoship),
    autoship_price_amb: toDecimal(a.autoship),
    autoship_price_sc: toDecimal(s.autoship),
    qty_range_1: member.range(1),
    qty_range_1_per: member.per(1),
    qty_range_2: member.range(2),
    qty_range_2_per: member.per(2),
    qty_range_3: member.range(3),
    qty_range_3_per: member.per(3),
    cust_qty_range_1: customer.range(1),
    cust_qty_range_1_per: customer.per(1),
    cust_qty_range_2: customer.range(2),
    cust_qty_range_2_per: customer.per(2),
    cust_qty_range_3: customer.range(3),
    cust_qty_range_3_per: customer.per(3),
    categories: p.categories.map((cat) => ({ ...cat })),
    story_sections: [...p.storySections],
    seo_title: p.texts.seoTitle || `${p.texts.name} | Upline Wellness`,
    seo_description: p.texts.seoDescription || p.texts.shortDescription,
    is_holistic: p.isHolisticPackage,
    is_best_seller: p.isBestSeller,
  };
}
