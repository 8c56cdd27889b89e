import { describe, expect, it } from 'vitest';
import { offerSearchOf } from './cart-offer-link';
import { buyTwoGetOneLine } from './cart-rules';
import { line } from './test-cart-fixtures';

describe('offerSearchOf', () => {
  it('carries the offer product and double=true while the cart is in the offer', () => {
    const offer = buyTwoGetOneLine({ id: 6, name: 'Greens', description: '', image: null, hoverImage: null, salePriceMinor: 3995 });
    expect(offerSearchOf([offer])).toBe('?product=6&double=true');
  });

  it('is empty for an ordinary cart', () => {
    expect(offerSearchOf([line({ id: 6, quantity: 3 })])).toBe('');
  });
});
