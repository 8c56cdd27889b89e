import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';

vi.hoisted(async () => {
  const { memoryStorage } = await import('../test-storage');
  vi.stubGlobal('localStorage', memoryStorage());
});

const { useCartStore, emptyCart, noCoupon } = await import('./cart-store');
const { applyCoupon, couponCodeDataOf, discountRequestOf, removeCoupon } = await import('./cart-coupon');
const { line } = await import('./test-cart-fixtures');

function answer(status: number, body: unknown) {
  return new Response(JSON.stringify(body), { status, headers: { 'content-type': 'application/json' } });
}

const fetchMock = vi.fn<typeof fetch>();

beforeEach(() => {
  fetchMock.mockReset();
  vi.stubGlobal('fetch', fetchMock);
  useCartStore.setState({ ...emptyCart, cartItems: [line({ id: 16, quantity: 2 })] });
});
afterEach(() => vi.unstubAllGlobals());

describe('couponCodeDataOf', () => {
  it('stores a percent in basis points and a value in minor units', () => {
    expect(couponCodeDataOf({ id: 1, discount_value: 10, discount_type: 'percentage', type: 'product', code: '10OFF', message: '' })).toEqual({
      codeApplied: true,
      id: 1,
      discount_value: 1000,
      discount_type: 'percentage',
      discountCode: '10OFF',
      type: 'product',
    });
    expect(couponCodeDataOf({ id: 4, discount_value: 5, discount_type: 'value', type: 'product', code: 'SAVE5', message: '' }).discount_value).toBe(500);
  });
});

describe('discountRequestOf', () => {
  it('sends the code, the lines and the currency, never a price', () => {
    const body = discountRequestOf([line({ id: 1, quantity: 3, price: 4330, isBogoOffer: true })], '10OFF', 'CAD');
    expect(body).toEqual({ name: '10OFF', product: [{ id: 1, quantity: 3, purchaseType: 1, isBogoOffer: true }], currency: 'CAD' });
  });
});

describe('applyCoupon', () => {
  it('stores the coupon on a 200 answer', async () => {
    fetchMock.mockResolvedValue(answer(200, { id: 1, discount_value: 10, discount_type: 'percentage', type: 'product', code: '10OFF', message: 'Coupon code applied' }));
    const outcome = await applyCoupon(' 10OFF ');
    expect(outcome).toMatchObject({ kind: 'applied', message: 'Coupon code applied' });
    expect(useCartStore.getState().couponCodeData).toMatchObject({ codeApplied: true, discountCode: '10OFF', discount_value: 1000 });
    const sent = JSON.parse(String(fetchMock.mock.calls[0]?.[1]?.body)) as { name: string };
    expect(sent.name).toBe('10OFF');
  });

  it('refuses with the server’s text on an answer below 500 and stores nothing', async () => {
    fetchMock.mockResolvedValue(answer(422, { error: 'This coupon code has expired', code: 'coupon_expired' }));
    expect(await applyCoupon('SUMMER25')).toEqual({ kind: 'refused', code: 'coupon_expired', message: 'This coupon code has expired' });
    fetchMock.mockResolvedValue(answer(404, { error: 'Invalid coupon code', code: 'coupon_invalid' }));
    expect(await applyCoupon('NOPE')).toMatchObject({ kind: 'refused', message: 'Invalid coupon code' });
    expect(useCartStore.getState().couponCodeData).toEqual(noCoupon);
  });

  it('says "Coupon code not found" when the request fails outright or the server fails', async () => {
    fetchMock.mockRejectedValue(new TypeError('network down'));
    expect(await applyCoupon('10OFF')).toEqual({ kind: 'unreachable', message: 'Coupon code not found' });
    fetchMock.mockResolvedValue(answer(500, { error: 'Internal error', code: 'internal' }));
    expect((await applyCoupon('10OFF')).kind).toBe('unreachable');
  });

  it('refuses at once, without asking the server, while any line is autoship', async () => {
    useCartStore.setState({ cartItems: [line({ id: 16 }), line({ id: 1, purchaseType: 2 })] });
    expect(await applyCoupon('10OFF')).toEqual({ kind: 'refused', code: 'coupon_autoship_in_cart', message: 'Autoship discount price is already applied.' });
    expect(fetchMock).not.toHaveBeenCalled();
  });

  it('removes an applied coupon', async () => {
    useCartStore.setState({ couponCodeData: { ...noCoupon, codeApplied: true, discountCode: '10OFF' } });
    removeCoupon();
    expect(useCartStore.getState().couponCodeData).toEqual(noCoupon);
  });
});
