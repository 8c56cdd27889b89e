import { beforeEach, describe, expect, it, vi } from 'vitest';

vi.hoisted(async () => {
  const { memoryStorage } = await import('../../../shared/test-storage');
  vi.stubGlobal('localStorage', memoryStorage());
});

const { useCartStore, emptyCart } = await import('../../../shared/cart/cart-store');
const { startBuyTwoGetOne } = await import('../../../shared/cart/cart-actions');
const { useSessionStore, initialSession } = await import('../../../shared/session/session-store');
const { addProductToCart } = await import('./add-product-to-cart');
const { testProduct } = await import('../../../shared/catalogue/test-product');

const whey = testProduct();
const water = testProduct({ id: 2, name: 'Structured Hydration Water', sale_price: 39.95, suggested_retail_price: 39.95 });
const oneAtSalePrice = { quantity: 1, priceMinor: 6495, salePriceMinor: 6495, purchaseType: 1 } as const;

beforeEach(() => {
  useCartStore.setState(emptyCart);
  useSessionStore.setState({ ...initialSession, userCountry: 'US' });
});

describe('addProductToCart', () => {
  it('adds the line with a 10-word description and keeps the product’s prices for repricing', () => {
    const items = addProductToCart(whey, { ...oneAtSalePrice, quantity: 2, priceMinor: 6300 });
    expect(items).toEqual([
      expect.objectContaining({ id: 1, name: whey.name, quantity: 2, price: 6300, sale_price: 6495, image: '/demo/whey.svg', hoverImage: '/demo/whey-2.svg' }),
    ]);
    expect(items[0]?.description.split(' ')).toHaveLength(10);
    expect(useCartStore.getState().allProducts).toEqual([
      expect.objectContaining({ id: 1, currency: 'USD', prices: expect.objectContaining({ customer: { sale: 6495, suggestedRetail: 7995, autoship: 5495 } }) }),
    ]);
  });

  it('merges a second add into the line, priced again at the tier of all its units', () => {
    addProductToCart(whey, { ...oneAtSalePrice, quantity: 2, priceMinor: 6300 });
    // The page priced 4 more at the 6-11 tier; whatever it sent, the cart prices the 6 units itself.
    const items = addProductToCart(whey, { ...oneAtSalePrice, quantity: 4 });
    expect(items).toEqual([expect.objectContaining({ id: 1, quantity: 6, price: 6040, purchaseType: 1 })]);
    expect(useCartStore.getState().allProducts).toHaveLength(1);
  });

  it('leaves a buy-2-get-1-free line at its 3 units and offer price when the same product is added', () => {
    startBuyTwoGetOne(
      { id: 1, name: whey.name, description: whey.description, image: null, hoverImage: null, salePriceMinor: 6495 },
      whey,
    );
    const offer = useCartStore.getState().cartItems[0];
    const items = addProductToCart(whey, oneAtSalePrice);
    expect(items).toEqual([offer]);
    expect(items[0]).toMatchObject({ quantity: 3, price: 4330, isBogoOffer: true, originalPrice: 6495 });
  });

  it('appends another product beside the buy-2-get-1-free line without touching it', () => {
    startBuyTwoGetOne(
      { id: 1, name: whey.name, description: whey.description, image: null, hoverImage: null, salePriceMinor: 6495 },
      whey,
    );
    const items = addProductToCart(water, { ...oneAtSalePrice, priceMinor: 3995, salePriceMinor: 3995 });
    expect(items.map((item) => [item.id, item.quantity, item.price, item.isBogoOffer ?? false])).toEqual([
      [1, 3, 4330, true],
      [2, 1, 3995, false],
    ]);
    expect(useCartStore.getState().allProducts.map((product) => (product as { id: number }).id)).toEqual([1, 2]);
  });
});
