import { describe, expect, it } from 'vitest';
import { paymentMethodKey, paymentParamsOf } from './payment-params';

describe('payment page parameters', () => {
  it('reads the order, the method and the order number', () => {
    expect(paymentParamsOf(new URLSearchParams('order_id=42&payment_method=paypal&order_number=UP-000042'))).toEqual({
      orderId: 42,
      paymentMethod: 'paypal',
      orderNumber: 'UP-000042',
    });
  });

  it('ignores an order id that is not a positive number', () => {
    expect(paymentParamsOf(new URLSearchParams('order_id=abc')).orderId).toBeNull();
    expect(paymentParamsOf(new URLSearchParams('order_id=0')).orderId).toBeNull();
    expect(paymentParamsOf(new URLSearchParams('')).paymentMethod).toBeNull();
  });

  it("names the method, 'Express Checkout' by default", () => {
    expect(paymentMethodKey(null)).toBe('express');
    expect(paymentMethodKey('apple_pay_via_paypal')).toBe('applePay');
    expect(paymentMethodKey('card')).toBe('card');
    expect(paymentMethodKey('Bank transfer')).toBeNull();
  });
});
