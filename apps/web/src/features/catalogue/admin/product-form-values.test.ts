import { describe, expect, it } from 'vitest';
import { tierTable } from '@upline/domain/catalogue';
import { bodyOf, formFieldOf, previewPrices, previewTiers, valuesOf } from './product-form-values';

describe('the product editor values', () => {
  it("sends what staff typed: prices as numbers, empty prices left to the sale price, tiers paired, French beside English", () => {
    const values = valuesOf();
    values.name = 'Serum';
    values.description = 'Night serum';
    values.thumbnail_url = '/media/a.png';
    values.categoryIds = ['2'];
    values.usd.sale_price = '40';
    values.usd.amb_sale_price = '32.50';
    values.tiers.cust_qty_range_1 = '2+';
    values.tiers.cust_qty_range_1_per = '10';
    values.fr.name = 'Sérum';
    values.overview = '<p>Hi</p>';
    const body = bodyOf(values);
    expect(body).toMatchObject({ name: 'Serum', sale_price: 40, amb_sale_price: 32.5, categoryIds: [2], cust_qty_range_1: '2+', cust_qty_range_1_per: 10, qty_range_1: null, images_url: ['/media/a.png'], prices_cad: null, overview: '<p>Hi</p>', instructions: null, autoship: 'no', display_shop: 'yes' });
    expect(body).not.toHaveProperty('suggested_retail_price');
    expect(body.translations?.fr).toMatchObject({ name: 'Sérum', overview: null });
  });

  it('previews the unit price at each tier with the shop pricing rules', () => {
    const values = valuesOf();
    values.usd.sale_price = '40';
    values.tiers.cust_qty_range_1 = '2+';
    values.tiers.cust_qty_range_1_per = '10';
    const prices = previewPrices(values.usd);
    expect(prices?.ambassador.sale).toBe(4000);
    expect(tierTable({ prices: prices!, tiers: previewTiers(values.tiers), shopperType: 'customer' }).map((r) => r.unitPriceMinor)).toEqual([3600]);
    expect(previewPrices({ ...values.usd, sale_price: 'abc' })).toBeNull();
  });

  it("puts the server's field errors on the form's fields", () => {
    expect(formFieldOf('amb_sale_price')).toBe('usd.amb_sale_price');
    expect(formFieldOf('price')).toBe('usd.sale_price');
    expect(formFieldOf('prices_cad.sale_price')).toBe('cad.sale_price');
    expect(formFieldOf('qty_range_2')).toBe('tiers.qty_range_2');
    expect(formFieldOf('translations.fr.name')).toBe('fr.name');
    expect(formFieldOf('imageURL')).toBe('thumbnail_url');
  });
});
