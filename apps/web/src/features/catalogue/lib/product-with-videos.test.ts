import { describe, expect, it } from 'vitest';
import { cardProductSchema } from '@upline/contract/catalogue';
import { productWithVideos } from './product-with-videos';
import { testProduct } from '../../../shared/catalogue/test-product';

const video = { title: 'How it works', url: 'https://www.youtube-nocookie.com/embed/a', poster_url: '/p.svg' };

describe('productWithVideos', () => {
  it('finds the product whose story carries videos, whatever its id', () => {
    const story = { kind: 'story' as const, heading: 'Farm', body: 'Text', image_url: '/s.svg' };
    const products = [
      testProduct({ id: 1, story_sections: [story] }),
      testProduct({ id: 42, story_sections: [story, { kind: 'videos', heading: 'Watch', videos: [video] }] }),
    ];
    const found = productWithVideos(products);
    expect(found?.product.id).toBe(42);
    expect(found?.section.heading).toBe('Watch');
  });

  it('is null when no product has videos, or only an empty videos section', () => {
    expect(productWithVideos([testProduct()])).toBeNull();
    expect(productWithVideos([testProduct({ story_sections: [{ kind: 'videos', heading: 'Watch', videos: [] }] })])).toBeNull();
  });

  it('finds it in the card list too, whose story is only its video sections', () => {
    const cards = [
      cardProductSchema.parse({ ...testProduct({ id: 3 }), story_sections: [] }),
      cardProductSchema.parse({ ...testProduct({ id: 16 }), story_sections: [{ kind: 'videos', heading: 'Watch', videos: [video] }] }),
    ];
    const found = productWithVideos(cards);
    expect(found?.product.id).toBe(16);
    expect(found?.product).not.toHaveProperty('overview');
    expect(found?.section.videos).toEqual([video]);
  });
});
