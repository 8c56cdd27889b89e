// The query of the payment pages: /payment/success and /payment/shipping-update carry the order
// (order_id) and how it was paid (payment_method); the express widget adds the order number.

export interface PaymentParams {
  orderId: number | null;
  paymentMethod: string | null;
  orderNumber: string | null;
}

export function paymentParamsOf(search: URLSearchParams): PaymentParams {
  const id = search.get('order_id') ?? '';
  const method = search.get('payment_method')?.trim() ?? '';
  const number = search.get('order_number')?.trim() ?? '';
  return {
    orderId: /^\d{1,12}$/.test(id) && Number(id) > 0 ? Number(id) : null,
    paymentMethod: method === '' ? null : method.slice(0, 60),
    orderNumber: number === '' ? null : number.slice(0, 40),
  };
}

/** Checkout §2: the shipping update page names the payment method, 'Express Checkout' by default. */
export const DEFAULT_PAYMENT_METHOD = 'Express Checkout';

const methodKeys = {
  card: 'card',
  stripe: 'card',
  paypal: 'paypal',
  google_pay_via_paypal: 'googlePay',
  apple_pay_via_paypal: 'applePay',
} as const;

/** The text key of a payment method code, or null for a name to show as it is. */
export function paymentMethodKey(method: string | null): (typeof methodKeys)[keyof typeof methodKeys] | 'express' | null {
  if (method === null) return 'express';
  return Object.hasOwn(methodKeys, method) ? methodKeys[method as keyof typeof methodKeys] : null;
}
