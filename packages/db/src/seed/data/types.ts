// Shapes of the demo data files in this folder. The data files are plain values (no database
// access); the seed functions in ../ insert them idempotently. Money is integer minor units.

import type { productPrices } from '../../schema/catalogue.js';

/** Text in every bundled language. */
export interface Localised { en: string; fr: string }

export type MemberType = 'customer' | 'ambassador' | 'scholar';
/** A currency code as the tables store it (every `currency` column takes the same codes). */
export type CurrencyCode = (typeof productPrices.$inferSelect)['currency'];

/** Prices for one member type in one currency, in minor units (cents). */
export interface PriceSet { sale: number; suggestedRetail: number; autoship: number }

/** A quantity tier: range text as the spec writes it ('2-5', '6+') and a discount in basis points. */
export interface TierSeed { range: string; discountBps: number }

export interface ProductSeed {
  id: number;
  slug: string;
  categorySlugs: string[];
  name: Localised;
  shortDescription: Localised;
  description: Localised;
  descriptionTagline: Localised;
  /** HTML per tab; null when the product has no such tab. */
  overview: Localised | null;
  instructions: Localised | null;
  faq: Localised | null;
  documentation: Localised | null;
  ecommerce: Localised | null;
  thumbnailUrl: string;
  imageUrls: string[];
  rating: number; // 0..5, one decimal
  reviewCount: number;
  displayShop: boolean;
  displayReview: boolean;
  isAutoshipAvailable: boolean;
  isHolisticPackage: boolean;
  isBestSeller: boolean;
  weightGrams: number;
  prices: Record<CurrencyCode, Record<MemberType, PriceSet>>;
  /** Tiers for ambassadors and scholars (qty_range_N). */
  memberTiers: TierSeed[];
  /** Tiers for customers and guests (cust_qty_range_N). */
  customerTiers: TierSeed[];
  /** Story/landing sections shown on the detail page (data, not code). */
  storySections: StorySectionSeed[];
  seo: { title: Localised; description: Localised };
}

export type StorySectionSeed =
  | { kind: 'story'; heading: Localised; body: Localised; imageUrl: string }
  | { kind: 'beforeAfter'; heading: Localised; beforeUrl: string; afterUrl: string }
  | { kind: 'videos'; heading: Localised; videos: { title: Localised; url: string; posterUrl: string }[] };

export interface CategorySeed { id: number; slug: string; name: Localised; description: Localised; imageUrl: string }

export interface ReviewSeed { productId: number; name: string; content: Localised; rating: number; isTestimonial: boolean; memberType: MemberType }

export interface CmsPageSeed {
  slug: string;
  bannerUrl: string | null;
  name: Localised;
  subheading: Localised;
  /** HTML; sanitised again on insert. */
  content: Localised;
  metaTitle: Localised;
  metaDescription: Localised;
  /** Shown in the footer's legal links. */
  isLegal: boolean;
}

export interface NavigationSeed { menu: 'header' | 'footer'; position: number; slug: string; name: Localised }

export interface ArticleSeed {
  slug: string;
  publishedOn: string; // YYYY-MM-DD
  title: Localised;
  preview: Localised;
  content: Localised; // HTML
  imageUrl: string;
}

export interface CountrySeed { id: number; name: string; shortname: string; currency: CurrencyCode; isSelling: boolean }
export interface StateSeed { id: number; countryId: number; code: string; name: string }

/** One tax component of a jurisdiction, e.g. GST 5% or QST 9.975%. */
export interface TaxComponentSeed { name: 'GST' | 'HST' | 'PST' | 'QST' | 'RST' | 'State sales tax'; rateBps: number; appliesToShipping: boolean }
export interface TaxRateSeed { stateCode: string; countryCode: 'US' | 'CA'; components: TaxComponentSeed[] }

export interface ShippingZoneSeed { code: 'CA' | 'US' | 'INTL'; countryCodes: string[] }
export interface ShippingRateSeed {
  zone: 'CA' | 'US' | 'INTL';
  currency: CurrencyCode;
  carrier: string;
  service: string;
  /** Delivery estimate in business days. */
  minDays: number;
  maxDays: number;
  /** The rate applies from this total quantity (inclusive) up to maxQuantity (inclusive, null = no limit). */
  minQuantity: number;
  maxQuantity: number | null;
  amountMinor: number;
}

export type CouponSeed = {
  code: string;
  description: string;
  kind: 'percentage' | 'value';
  target: 'product' | 'shipping';
  /** Basis points for percentage, minor units for value. */
  amount: number;
  currency: CurrencyCode | null;
  startsAt: string | null;
  endsAt: string | null;
  /** Hours of validity counted from the shopper's first view (flash sales), else null. */
  validHoursFromFirstView: number | null;
  usageLimit: number | null;
  perCustomerLimit: number | null;
  isFirstOrderOnly: boolean;
  minSubtotalMinor: number | null;
  productIds: number[]; // empty = every product
};

export type OfferSeed =
  | { kind: 'buyTwoGetOneFree'; productIds: number[] }
  | { kind: 'landing'; productId: number; hidesHeaderStrip: boolean; checkoutMessage: Localised }
  | { kind: 'exitOffer'; productId: number; delaySeconds: number; couponCode: string; headline: Localised }
  | { kind: 'flashSale'; productId: number; couponCode: string; hours: number; headline: Localised }
  /** `endsInDays`: the offer's row ends that many days after the shop is first seeded (a limited time). */
  | { kind: 'freeShipping'; productIds: number[]; countryCodes: string[]; endsInDays?: number };

export interface MemberSeed {
  key: string; // stable handle for sponsor references
  email: string;
  password: string;
  firstname: string;
  lastname: string;
  memberType: MemberType;
  isAdmin: boolean;
  urlName: string | null;
  sponsorKey: string | null;
  countryCode: 'US' | 'CA';
  mobile: string;
  planStatus: 'continue' | 'stop' | null;
  /** The company account: root of the tree and default sponsor. */
  isCompany?: boolean;
  companyName?: string;
  /** Used as both billing and shipping address when given. */
  address?: MemberAddressSeed;
}

export interface MemberAddressSeed { address1: string; city: string; stateCode: string; postalCode: string }

export interface TestimonialSeed { name: string; title: Localised; quote: Localised; imageUrl: string }
export interface TeamMemberSeed { name: string; position: Localised; bio: Localised; email: string; imageUrl: string }
export interface TranslationSeed { source: string; lang: 'fr'; text: string }
