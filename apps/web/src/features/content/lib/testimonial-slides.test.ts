import { describe, expect, it } from 'vitest';
import { slidesForProduct, slidesFromReviewList, toMemberType } from './testimonial-slides';

const review = (name: string) => ({ name, content: `${name} says hi`, rating: 5 });

describe('slidesFromReviewList', () => {
  it('makes one slide per story, each with its product, in the server order', () => {
    const slides = slidesFromReviewList([
      { id: 1, slug: 'whey', name: 'Whey', thumbnail_url: '/w.svg', reviews: [review('Sarah'), review('Marc')] },
      { id: 5, slug: 'serum', name: 'Serum', thumbnail_url: null, reviews: [review('Isa')] },
    ]);
    expect(slides.map((slide) => [slide.review.name, slide.product?.name])).toEqual([
      ['Sarah', 'Whey'],
      ['Marc', 'Whey'],
      ['Isa', 'Serum'],
    ]);
    expect(new Set(slides.map((slide) => slide.key)).size).toBe(3);
    expect(slides[2]?.product).toEqual({ id: 5, slug: 'serum', name: 'Serum', thumbnailUrl: null });
  });

  it('has no slides when no product has a story', () => {
    expect(slidesFromReviewList([])).toEqual([]);
  });
});

describe('slidesForProduct', () => {
  it('ties every story to the chosen product', () => {
    const product = { id: 2, slug: 'water', name: 'Water', thumbnailUrl: null };
    expect(slidesForProduct([review('Helen')], product)[0]).toMatchObject({ product, review: { name: 'Helen' } });
  });
});

describe('toMemberType', () => {
  it('keeps a known member type and treats anything else as a customer', () => {
    expect(toMemberType('scholar')).toBe('scholar');
    expect(toMemberType('admin')).toBe('customer');
    expect(toMemberType(null)).toBe('customer');
  });
});

