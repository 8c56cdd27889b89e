import { describe, expect, it } from 'vitest';
import { line, wheyProduct } from '../../../shared/cart/test-cart-fixtures';
import { preloadActionOf, type PreloadProduct } from './preload-line';

const product: PreloadProduct = {
  ...wheyProduct,
  name: 'Antioxidant Whey Complex',
  description: 'A long description of the whey complex with more than ten words in it for the cart',
  short_description: '',
  thumbnail_url: '/demo/whey.svg',
  images_url: ['/demo/whey.svg', '/demo/whey-2.svg'],
};

describe('checkout product preload', () => {
  it("adds one unit at the shopper's sale price", () => {
    const action = preloadActionOf(product, [], { shopperType: 'guest', isDouble: false, runsBogo: true });
    expect(action).toEqual({
      kind: 'add',
      line: {
        id: 1,
        name: 'Antioxidant Whey Complex',
        description: 'A long description of the whey complex with more than',
        image: '/demo/whey.svg',
        hoverImage: '/demo/whey-2.svg',
        quantity: 1,
        price: 6495,
        sale_price: 6495,
        purchaseType: 1,
      },
    });
    const ambassador = preloadActionOf(product, [], { shopperType: 'ambassador', isDouble: false, runsBogo: false });
    expect(ambassador.kind === 'add' && ambassador.line.price).toBe(5495);
  });

  it('leaves a product already in the cart alone (a reload adds nothing)', () => {
    expect(preloadActionOf(product, [line({ id: 1, quantity: 2 })], { shopperType: 'guest', isDouble: false, runsBogo: false })).toEqual({ kind: 'none' });
  });

  it('starts buy-2-get-1-free only with double=true on a product that runs it', () => {
    const bogo = preloadActionOf(product, [line({ id: 7 })], { shopperType: 'guest', isDouble: true, runsBogo: true });
    expect(bogo).toMatchObject({ kind: 'bogo', offer: { id: 1, salePriceMinor: 6495 } });
    expect(preloadActionOf(product, [], { shopperType: 'guest', isDouble: true, runsBogo: false }).kind).toBe('add');
    const inOffer = [line({ id: 1, quantity: 3, isBogoOffer: true, originalPrice: 6495 })];
    expect(preloadActionOf(product, inOffer, { shopperType: 'guest', isDouble: true, runsBogo: true })).toEqual({ kind: 'none' });
  });
});
