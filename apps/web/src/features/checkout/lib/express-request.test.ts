import { describe, expect, it } from 'vitest';
import { noCoupon } from '../../../shared/cart/cart-state';
import { line } from '../../../shared/cart/test-cart-fixtures';
import { expressCreateBodyOf, expressNextPath, expressPaymentBodyOf, expressSessionOf } from './express-request';
import { emptyEditableAddress } from './wallet-address';

const shopper = { language: 'fr', userId: null, referralId: 3 };

describe('express widget requests', () => {
  it('sends the lines, the customer it knows and no destination before a state is chosen', () => {
    const body = expressCreateBodyOf(
      { cartItems: [line({ id: 1, quantity: 2, price: 6300 })], couponCodeData: noCoupon },
      { shopper, address: { ...emptyEditableAddress, email: 'eve@example.com', country: 'US' }, method: 'paypal', currency: 'USD' },
    );
    expect(body).toMatchObject({
      cart_items: [{ id: 1, product_id: 1, quantity: 2, price: 63, purchaseType: 1 }],
      currency: 'USD',
      locale: 'fr',
      customer_data: { email: 'eve@example.com' },
      shipping_address: null,
      payment_method: 'paypal',
      user_id: null,
      referral_id: 3,
    });
    expect(body).not.toHaveProperty('coupon_code');
    expect(body).not.toHaveProperty('offer');
  });

  it('adds the destination, the offer flag and the coupon', () => {
    const body = expressCreateBodyOf(
      {
        cartItems: [line({ id: 1, quantity: 3, isBogoOffer: true, originalPrice: 6495 })],
        couponCodeData: { codeApplied: true, id: 4, discount_value: 1000, discount_type: 'percentage', discountCode: '10OFF', type: 'product' },
      },
      { shopper: { ...shopper, userId: 7 }, address: { ...emptyEditableAddress, country: 'CA', state: '2011', city: 'Québec' }, method: 'apple_pay_via_paypal', currency: 'CAD' },
    );
    expect(body.cart_items[0]).toMatchObject({ isBogoOffer: true });
    expect(body.offer).toEqual({ kind: 'buyTwoGetOneFree', productId: 1 });
    expect(body.shipping_address).toMatchObject({ country: 'CA', state: 2011, city: 'Québec' });
    expect(body).toMatchObject({ coupon_code: '10OFF', user_id: 7, currency: 'CAD' });
  });

  it('goes to PaymentSuccess, or to the shipping update page with the order number', () => {
    const result = { orderId: 5, orderNumber: 'UP-5', next: 'success' as const };
    expect(expressNextPath(result, 'paypal', null)).toBe('/payment/success?order_id=5&payment_method=paypal');
    expect(expressNextPath({ ...result, next: 'shipping-update' }, 'paypal', 'ava')).toBe(
      '/ava/payment/shipping-update?order_id=5&payment_method=paypal&order_number=UP-5',
    );
  });

  it('keeps the created session’s id and amounts', () => {
    const session = expressSessionOf({ checkout_id: 'c-1', currency: 'CAD', shipping_amount: 9.5, tax_amount: 1.25, shipping_tax_amount: 0.5, total_amount: 74.25 } as Parameters<typeof expressSessionOf>[0]);
    expect(session).toEqual({ checkoutId: 'c-1', currency: 'CAD', shipping_amount: 9.5, tax_amount: 1.25, shipping_tax_amount: 0.5, total_amount: 74.25 });
  });

  it('sends the buyer and addresses only when the wallet gave them, billing defaulting to shipping', () => {
    const session = { checkoutId: 'c-2', currency: 'USD' as const, shipping_amount: 0, tax_amount: 0, shipping_tax_amount: 0, total_amount: 10 };
    expect(expressPaymentBodyOf(session, 'paypal', { token: 'PAYPAL-1', address: null })).toEqual({ checkout_id: 'c-2', payment_method: 'paypal', payment_token: 'PAYPAL-1' });
    const address = { ...emptyEditableAddress, first_name: 'Pat', last_name: 'Buyer', email: 'pat@example.com', phone: '5550100', address: '500 Pine Street', city: 'Portland', state: 'OR', postal_code: '97204' };
    const body = expressPaymentBodyOf(session, 'apple_pay_via_paypal', { token: null, address });
    expect(body).not.toHaveProperty('payment_token');
    expect(body.customer_data).toEqual({ email: 'pat@example.com', first_name: 'Pat', last_name: 'Buyer', phone: '5550100' });
    expect(body.billing_address).toEqual(body.shipping_address);
    expect(body.shipping_address).toMatchObject({ city: 'Portland', postal_code: '97204' });
    const billing = { ...address, city: 'Salem', postal_code: '97301' };
    expect(expressPaymentBodyOf(session, 'apple_pay_via_paypal', { token: null, address, billing }).billing_address).toMatchObject({ city: 'Salem' });
  });
});
