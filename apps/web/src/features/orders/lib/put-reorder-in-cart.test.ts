import { beforeEach, describe, expect, it, vi } from 'vitest';

vi.hoisted(async () => {
  const { memoryStorage } = await import('../../../shared/test-storage');
  vi.stubGlobal('localStorage', memoryStorage());
});

const { useCartStore, emptyCart } = await import('../../../shared/cart/cart-store');
const { useSessionStore, initialSession } = await import('../../../shared/session/session-store');
const { line } = await import('../../../shared/cart/test-cart-fixtures');
const { testProduct } = await import('../../../shared/catalogue/test-product');
const { putReorderInCart } = await import('./put-reorder-in-cart');
const { reorderLinesOf } = await import('./reorder-lines');
const { testOrderProduct } = await import('./test-orders');

const whey = testProduct({ id: 1, sale_price: 64.95, amb_sale_price: 54.95, autoship_price_amb: 49.95 });
const collagen = testProduct({ id: 5, name: 'Marine Collagen', sale_price: 39.95, amb_sale_price: 34.95, autoship_price_amb: 29.95 });

beforeEach(() => {
  useCartStore.setState(emptyCart);
  useSessionStore.setState({ ...initialSession, isLoggedIn: true, userType: 'ambassador', userCountry: 'US' });
});

describe('putReorderInCart', () => {
  it("replaces the same product's line, keeps the others, and prices autoship lines at today's autoship price", () => {
    useCartStore.setState({ cartItems: [line({ id: 1, quantity: 4, price: 100 }), line({ id: 7, quantity: 2 })] });
    const { lines } = reorderLinesOf(
      [testOrderProduct({ product_id: 1, quantity: 3 }), testOrderProduct({ order_line_id: 2, product_id: 5, autoship: true })],
      new Map([
        [1, whey],
        [5, collagen],
      ]),
      'ambassador',
    );
    const items = putReorderInCart(lines);
    expect(items.map((item) => [item.id, item.quantity, item.purchaseType, item.price])).toEqual([
      [7, 2, 1, 1000],
      [1, 1, 1, 5495],
      [5, 1, 2, 2995],
    ]);
    expect(useCartStore.getState().cartItems).toEqual(items);
    expect(useCartStore.getState().allProducts).toHaveLength(2);
  });
});
