import { describe, expect, it } from 'vitest';
import { noCoupon } from '../../../shared/cart/cart-state';
import type { CartItem } from '../../../shared/cart/cart-types';
import { emptyCheckoutForm, type CheckoutFormValues } from './checkout-form';
import { orderPayloadOf, orderSignatureOf } from './order-payload';
import { testQuote } from './test-quote';

const values: CheckoutFormValues = {
  ...emptyCheckoutForm,
  email: ' ann@example.com ',
  country: '38',
  first_name: 'Ann',
  last_name: 'Roy',
  address1: '12 Rue Principale',
  city: 'Québec',
  state: '2011',
  zip_code: 'G1R 4P5',
  mobile: '418-555-0100',
  terms: true,
  shippingType: 'canada-post:expedited-parcel',
};

const whey: CartItem = { id: 1, name: 'Whey', description: '', image: null, hoverImage: null, quantity: 2, price: 6495, sale_price: 6495, purchaseType: 1 };
const coupon = { codeApplied: true, id: 4, discount_value: 1000, discount_type: 'percentage' as const, discountCode: '10OFF', type: 'product' as const };
const base = {
  values,
  cartItems: [whey],
  coupon,
  quote: testQuote(),
  currency: 'CAD' as const,
  userId: null,
  referalId: 7,
  lang: 'fr',
  paymentMethod: 'card' as const,
  orderDate: new Date('2026-05-15T10:00:00Z'),
};

describe('order payload', () => {
  it("carries the guest's e-mail, the address, the quote's amounts and the spec's defaults", () => {
    const payload = orderPayloadOf(base);
    expect(payload).toMatchObject({
      referal_id: 7,
      user_id: null,
      email: 'ann@example.com',
      first_name: 'Ann',
      order_status: 'Pending',
      shipping_status: 'Not Shipped',
      completion_date: null,
      order_date: '2026-05-15T10:00:00.000Z',
      currency: 'CAD',
      shopping_country_code: 'CA',
      country: 38,
      state: 2011,
      ship_address: '12 Rue Principale',
      ship_address2: null,
      ship_zipcode: 'G1R 4P5',
      shipping_method: 'canada-post:expedited-parcel',
      shipping_amount: 12.95,
      shipping_tax_amount: 1.94,
      tax_amount: 17.51,
      discount_amount: 12.99,
      discount_coupan_id: 4,
      coupon_code: '10OFF',
      payment_method: 'card',
      lang: 'fr',
    });
    expect(payload.products).toEqual([{ product_id: 1, quantity: 2, price: 64.95, autoship: 'no', purchaseType: 1 }]);
    expect(payload.billing).toBeUndefined();
  });

  it('sends total before the discount and the net total the shopper saw', () => {
    const payload = orderPayloadOf(base);
    expect(payload.netTotal).toBe(149.31);
    expect(payload.total).toBe(162.3);
  });

  it("leaves a member's e-mail to the account and sends their id", () => {
    const payload = orderPayloadOf({ ...base, userId: 12 });
    expect(payload.user_id).toBe(12);
    expect(payload).not.toHaveProperty('email');
  });

  it('adds a separate billing address, autoship lines and the buy-2-get-1 offer', () => {
    const payload = orderPayloadOf({
      ...base,
      coupon: noCoupon,
      values: { ...values, billSame: false, billing_country: '231', billing_first_name: 'Ann', billing_last_name: 'Roy', billing_address1: '1 Main St', billing_city: 'Burlington', billing_state: '1046', billing_zip_code: '05401', billing_mobile: '555' },
      cartItems: [{ ...whey, quantity: 3, isBogoOffer: true, originalPrice: 6495 }, { ...whey, id: 2, purchaseType: 2 }],
    });
    expect(payload.billing).toEqual({ first_name: 'Ann', last_name: 'Roy', address1: '1 Main St', address2: null, city: 'Burlington', state: 1046, zip_code: '05401', country: 231 });
    expect(payload.offer).toEqual({ kind: 'buyTwoGetOneFree', productId: 1 });
    expect(payload.products).toContainEqual({ product_id: 2, quantity: 2, price: 64.95, autoship: 'yes', purchaseType: 2 });
    expect(payload.discount_coupan_id).toBeNull();
    expect(payload).not.toHaveProperty('coupon_code');
  });

  it('keeps the same signature across clicks (the order date is left out)', () => {
    const first = orderSignatureOf(orderPayloadOf(base));
    const second = orderSignatureOf(orderPayloadOf({ ...base, orderDate: new Date('2026-05-15T10:00:05Z') }));
    expect(first).toEqual(second);
  });
});
