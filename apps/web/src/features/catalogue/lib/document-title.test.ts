import { describe, expect, it } from 'vitest';
import { formatDocumentTitle } from '../../../shared/document-meta';
import { productPageDescription, productPageTitle } from './document-title';
import { testProduct } from '../../../shared/catalogue/test-product';

describe('productPageTitle', () => {
  it('drops the site name that the document title adds back', () => {
    const title = productPageTitle(testProduct());
    expect(title).toBe('Antioxidant Whey Complex, Vanilla Bean');
    expect(formatDocumentTitle(title)).toBe('Antioxidant Whey Complex, Vanilla Bean | Upline Wellness');
  });

  it('keeps a title without the site name, and falls back to the product name', () => {
    expect(productPageTitle(testProduct({ seo_title: 'Whey, vanilla' }))).toBe('Whey, vanilla');
    expect(productPageTitle(testProduct({ seo_title: ' ' }))).toBe('Antioxidant Whey Complex');
  });
});

describe('productPageDescription', () => {
  it('uses the SEO description, else the short description', () => {
    expect(productPageDescription(testProduct())).toBe('Grass-fed whey isolate.');
    expect(productPageDescription(testProduct({ seo_description: '' }))).toBe('Grass-fed whey isolate with wild blueberry.');
  });
});
