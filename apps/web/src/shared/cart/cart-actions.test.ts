import { beforeEach, describe, expect, it, vi } from 'vitest';

vi.hoisted(async () => {
  const { memoryStorage } = await import('../test-storage');
  vi.stubGlobal('localStorage', memoryStorage());
});

const { useCartStore, emptyCart } = await import('./cart-store');
const { useSessionStore, initialSession } = await import('../session/session-store');
const { addToCart } = await import('./add-to-cart');
const { changeCartQuantity, decreaseCartQuantity, removeFromCart, repriceStoredCart, startBuyTwoGetOne } = await import('./cart-actions');
const { line, wheyProduct } = await import('./test-cart-fixtures');

beforeEach(() => {
  useCartStore.setState(emptyCart);
  useSessionStore.setState({ ...initialSession, userCountry: 'US' });
});

describe('addToCart', () => {
  it('merges into the persisted cart and keeps the product to price the line again', () => {
    addToCart(line({ id: 1, quantity: 1, price: 6495, sale_price: 6495 }), wheyProduct);
    const items = addToCart(line({ id: 1, quantity: 1, price: 6495, sale_price: 6495 }), wheyProduct);
    // Two units reach the 2-5 tier: the merged line is priced at 63.00.
    expect(items).toEqual([expect.objectContaining({ id: 1, quantity: 2, price: 6300 })]);
    expect(useCartStore.getState().cartItems).toEqual(items);
    expect(useCartStore.getState().allProducts).toHaveLength(1);
    const persisted = JSON.parse(localStorage.getItem('upline-cart') ?? '{}') as { state: { cartItems: unknown[] } };
    expect(persisted.state.cartItems).toEqual(items);
  });

  it('keeps working for a line added without its product (priced as given)', () => {
    expect(addToCart(line({ id: 4, quantity: 3, price: 1234 }))[0]?.price).toBe(1234);
  });
});

describe('cart actions', () => {
  it('prices the line again when its quantity changes, and refuses zero', () => {
    addToCart(line({ id: 1, quantity: 1, price: 6495 }), wheyProduct);
    expect(changeCartQuantity(1, 6).ok).toBe(true);
    expect(useCartStore.getState().cartItems[0]?.price).toBe(6040);
    expect(changeCartQuantity(1, 1).ok).toBe(true);
    expect(decreaseCartQuantity(1)).toEqual({ ok: false, reason: 'quantity-zero' });
    expect(useCartStore.getState().cartItems[0]).toMatchObject({ quantity: 1, price: 6495 });
  });

  it('prices the cart again for the member type after a login', () => {
    addToCart(line({ id: 1, quantity: 1, price: 6495 }), wheyProduct);
    useSessionStore.getState().signIn({ loginToken: null, userData: { id: 5, firstname: 'Ava', user_type: 'ambassador' } });
    repriceStoredCart();
    expect(useCartStore.getState().cartItems[0]?.price).toBe(5495);
  });

  it('resets the whole cart when the last line is removed', () => {
    addToCart(line({ id: 1 }), wheyProduct);
    useCartStore.getState().updateCart({ shippingRate: 500 });
    removeFromCart(1);
    expect(useCartStore.getState()).toMatchObject(emptyCart);
  });

  it('enters the buy-2-get-1-free offer with the offer line alone', () => {
    addToCart(line({ id: 2, quantity: 2 }));
    startBuyTwoGetOne({ id: 1, name: 'Whey', description: '', image: null, hoverImage: null, salePriceMinor: 6495 }, wheyProduct);
    expect(useCartStore.getState().cartItems).toEqual([expect.objectContaining({ id: 1, quantity: 3, price: 4330, isBogoOffer: true, originalPrice: 6495 })]);
  });
});
