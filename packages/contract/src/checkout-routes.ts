import {
  cardPaymentErrorSchema,
  expressConfirmAddressRequestSchema,
  expressConfirmAddressResponseSchema,
  expressCreateRequestSchema,
  expressCreateResponseSchema,
  expressProcessPaymentRequestSchema,
  expressProcessPaymentResponseSchema,
  paymentResultSchema,
  paypalCreateOrderRequestSchema,
  paypalCreateOrderResponseSchema,
  processPaymentPaypalRequestSchema,
  processPaymentRequestSchema,
  testGatewayAuthenticateRequestSchema,
  testGatewayAuthenticateResponseSchema,
  updateShippingRequestSchema,
  updateShippingResponseSchema,
} from './checkout.js';
import { priceChangedErrorSchema } from './orders.js';
import { defineRoute } from './route.js';

/**
 * Stable codes of the checkout's expected failures, which its use cases return as values (paying
 * by card or PayPal, the express wallet widget, the shipping update); the route maps each to its
 * status and wire code, and the failure carries its message and fields.
 */
export const checkoutFailures = [
  // The express session and its address.
  'session_not_found',
  'user_mismatch',
  'empty_cart',
  'zero_amount',
  'autoship_not_supported',
  'invalid_address',
  'no_shipping_rate',
  'shipping_not_editable',
  'order_not_found',
  // A cart the quote refuses, with the quote's own code.
  'invalid_cart',
  'no_shipping_method',
  // The order before money is asked for.
  'price_changed',
  'coupon_unavailable',
  'order_not_payable',
  'already_paid',
  'payment_in_progress',
  // Paying.
  'card_attempts_throttled',
  'authentication_required',
  'authentication_failed',
  'card_declined',
  'invalid_payment_method',
  'paypal_declined',
  'payment_validation_failed',
  'unknown_payment',
  'card_provider_unreachable',
  'paypal_provider_error',
  'paypal_unavailable',
  // The test gateway's 3-D Secure stand-in.
  'challenge_not_found',
  'not_awaiting_authentication',
] as const;
export type CheckoutFailure = (typeof checkoutFailures)[number];

const checkoutCall = { audience: 'public', tags: ['checkout'] } as const;
/** Paying an order: refused (402), unknown (404), its price changed (409, with the new quote), the provider down (502, 503). */
const paying = { errors: [400, 402, 404, 409, 422, 502, 503], errorBodies: { 409: priceChangedErrorSchema } } as const;
/** The express widget's calls: the same, and 403 for an order or session of another browser. */
const express = { errors: [400, 402, 403, 404, 409, 422, 502], errorBodies: { 409: priceChangedErrorSchema } } as const;

/**
 * Paying orders (checkout §3 'Payment payload', §7): by card, by PayPal on the regular form, and
 * through the express wallet widget, and the test gateway's 3-D Secure stand-in. One descriptor
 * each (route.ts). They are public: an order is reached by its member's session or by the access
 * proof of the browser that placed it.
 */
export const checkoutRoutes = {
  payByCard: defineRoute({
    ...checkoutCall,
    ...paying,
    idempotencyKey: 'required',
    method: 'POST',
    path: '/process-payment',
    summary: 'Pay an order by card (Idempotency-Key header required); 402 with the provider message when refused',
    description:
      'A card that needs 3-D Secure answers 402 `authentication_required` with `details.client_secret` (for Stripe.js handleNextAction, or the test gateway\'s POST test-gateway/authenticate) and `details.payment_reference`. After the challenge, call again with the same `authorization_key`, that `payment_reference` and a new Idempotency-Key: the payment is settled from the provider\'s answer (200), or refused with the bank\'s message (402), never charged twice.',
    body: processPaymentRequestSchema,
    response: paymentResultSchema,
    // 429: too many refused cards for the order, the card or the client address in the last hour.
    errors: [...paying.errors, 429],
    errorBodies: { ...paying.errorBodies, 402: cardPaymentErrorSchema },
  }),
  createPaypalOrder: defineRoute({
    ...checkoutCall,
    ...paying,
    method: 'POST',
    path: '/checkout/paypal/create-order',
    summary: "The PayPal order for an order's stored total, or for an express session's pending order (extension)",
    body: paypalCreateOrderRequestSchema,
    response: paypalCreateOrderResponseSchema,
  }),
  capturePaypalOrder: defineRoute({
    ...checkoutCall,
    ...paying,
    idempotencyKey: 'optional',
    method: 'POST',
    path: '/process-payment-paypal',
    summary: 'Capture the approved PayPal order of an order and mark it paid',
    body: processPaymentPaypalRequestSchema,
    response: paymentResultSchema,
  }),
  authenticateTestPayment: defineRoute({
    ...checkoutCall,
    method: 'POST',
    path: '/test-gateway/authenticate',
    summary: "Pass or fail a test payment's 3-D Secure challenge (test gateway only, extension)",
    body: testGatewayAuthenticateRequestSchema,
    response: testGatewayAuthenticateResponseSchema,
    errors: [400, 404, 409],
  }),
  createExpressSession: defineRoute({
    ...checkoutCall,
    ...express,
    method: 'POST',
    path: '/express-checkout/create',
    summary: 'Start an express checkout: the cart priced by the server',
    body: expressCreateRequestSchema,
    response: expressCreateResponseSchema,
  }),
  confirmExpressAddress: defineRoute({
    ...checkoutCall,
    ...express,
    method: 'POST',
    path: '/express-checkout/confirm-address',
    summary: "Shipping and tax for the wallet's address",
    body: expressConfirmAddressRequestSchema,
    response: expressConfirmAddressResponseSchema,
  }),
  processExpressPayment: defineRoute({
    ...checkoutCall,
    ...express,
    method: 'POST',
    path: '/express-checkout/process-payment',
    summary: 'Create the pending order and capture the wallet payment',
    body: expressProcessPaymentRequestSchema,
    response: expressProcessPaymentResponseSchema,
  }),
  updateShipping: defineRoute({
    ...checkoutCall,
    ...express,
    method: 'POST',
    path: '/express-checkout/update-shipping',
    summary: "Complete the shipping address of an express order (its owner's browser only)",
    body: updateShippingRequestSchema,
    response: updateShippingResponseSchema,
  }),
};
