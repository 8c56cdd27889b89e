import { describe, expect, it } from 'vitest';
import { productSchema } from '@upline/contract/catalogue';
import { toProductWire, type ProductFacts } from './product-wire.js';

const facts: ProductFacts = {
  id: 7,
  slug: 'seven',
  displayShop: false,
  displayReview: true,
  isAutoshipAvailable: true,
  isHolisticPackage: false,
  isBestSeller: true,
  rating: 4.5,
  reviewCount: 3,
  thumbnailUrl: '/t.svg',
  texts: {
    name: 'Seven',
    shortDescription: 'Short',
    description: 'Long',
    descriptionTagline: 'Tag',
    overview: '<p>o</p>',
    instructions: null,
    faq: null,
    documentation: null,
    ecommerce: null,
    seoTitle: '',
    seoDescription: '',
  },
  currency: 'CAD',
  prices: {
    customer: { sale: 1999, suggestedRetail: 2499, autoship: 1799 },
    ambassador: { sale: 1500, suggestedRetail: 2000, autoship: 1400 },
    scholar: { sale: 1600, suggestedRetail: 2100, autoship: 1450 },
  },
  tiers: [
    { audience: 'member', position: 1, rangeText: '2-5', discountBps: 500 },
    { audience: 'member', position: 3, rangeText: '12+', discountBps: 1500 },
    { audience: 'customer', position: 1, rangeText: '2-4', discountBps: 250 },
  ],
  imageUrls: ['/1.svg', '/2.svg'],
  categories: [{ id: 1, categoryName: 'Nutrition', slug: 'nutrition' }],
  storySections: [],
};

describe('toProductWire', () => {
  const wire = toProductWire(facts);

  it('fits the contract', () => {
    expect(() => productSchema.parse(wire)).not.toThrow();
  });

  it('turns minor units into 2-decimal amounts for every member type', () => {
    expect(wire).toMatchObject({
      sale_price: 19.99,
      suggested_retail_price: 24.99,
      autoship_price_customer: 17.99,
      amb_sale_price: 15,
      amb_suggested_retail_price: 20,
      autoship_price_amb: 14,
      sc_sale_price: 16,
      sc_suggested_retail_price: 21,
      autoship_price_sc: 14.5,
      currency: 'CAD',
    });
  });

  it('spells tiers as flat range and percent fields, null where a tier is missing', () => {
    expect(wire).toMatchObject({
      qty_range_1: '2-5',
      qty_range_1_per: 5,
      qty_range_2: null,
      qty_range_2_per: null,
      qty_range_3: '12+',
      qty_range_3_per: 15,
      cust_qty_range_1: '2-4',
      cust_qty_range_1_per: 2.5,
      cust_qty_range_2: null,
      cust_qty_range_3_per: null,
    });
  });

  it("answers flags as 'yes' or 'no' and keeps absent tabs null", () => {
    expect(wire).toMatchObject({ display_shop: 'no', display_review: 'yes', autoship: 'yes', instructions: null, overview: '<p>o</p>' });
  });

  it('falls back to the name and the short description for empty page titles and descriptions', () => {
    expect(wire.seo_title).toContain('Seven');
    expect(wire.seo_description).toBe('Short');
  });
});
