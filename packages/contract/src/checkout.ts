import { z } from 'zod';
import { anyCaseCurrencySchema, currencySchema } from './currency.js';
import { errorBodySchema } from './errors.js';
import { countInput, idInput, INT32_MAX } from './input.js';
import { placeRefSchema } from './orders.js';

// Paying an order (checkout §3 'Payment payload', §7): process-payment by card, PayPal on the
// regular form (checkout/paypal/create-order, then process-payment-paypal), and the express
// wallet widget (express-checkout/create, confirm-address, process-payment, update-shipping).
// Amounts are never read from these payloads: the order and the session carry the server's.

const text = (max: number) => z.string().trim().max(max, `At most ${max} characters`);
const amount = z.number();
const orderIdSchema = idInput('Unknown order');

/** POST process-payment (checkout §3): pay an order by card. Requires an Idempotency-Key header. */
export const processPaymentRequestSchema = z.object({
  order_id: orderIdSchema,
  /** The card's payment-method id (Stripe Elements pm_..., or a test id such as pm_card_visa). */
  authorization_key: z.string().trim().min(1, 'Please enter your card details.').max(255),
  /**
   * Extension: after a 3-D Secure challenge, the `payment_reference` of the 402
   * authentication_required answer. The server then settles that payment as the provider now
   * sees it and never starts another one.
   */
  payment_reference: z.string().trim().min(1).max(255).optional(),
});
export type ProcessPaymentRequest = z.input<typeof processPaymentRequestSchema>;

/** What the browser needs to run a card's 3-D Secure challenge (the details of a 402 authentication_required). */
export const cardAuthenticationSchema = z.object({
  /** The provider's client secret of the payment (Stripe.js handleNextAction, or the test gateway's challenge). */
  client_secret: z.string(),
  /** The payment to name in the process-payment call that follows the challenge. */
  payment_reference: z.string(),
});
export type CardAuthentication = z.infer<typeof cardAuthenticationSchema>;

/** A refused card payment (402): with code authentication_required, `details` says how to authenticate. */
export const cardPaymentErrorSchema = errorBodySchema.extend({ details: cardAuthenticationSchema.optional() });
export type CardPaymentError = z.infer<typeof cardPaymentErrorSchema>;

/**
 * POST test-gateway/authenticate (extension, served only when the built-in test gateway is the
 * card provider): stands in for the bank's 3-D Secure page, passing or failing the challenge of
 * a payment that waits for it.
 */
export const testGatewayAuthenticateRequestSchema = z.object({
  client_secret: z.string().trim().min(1, 'The client secret is required').max(255),
  outcome: z.enum(['pass', 'fail'], { error: "The outcome must be 'pass' or 'fail'" }),
});
export type TestGatewayAuthenticateRequest = z.input<typeof testGatewayAuthenticateRequestSchema>;
export const testGatewayAuthenticateResponseSchema = z.object({
  success: z.literal(true),
  /** Where the payment stands now: succeeded, or back to requires_payment_method after a failed challenge. */
  status: z.enum(['succeeded', 'requires_payment_method']),
});

/** What a paid order answers to process-payment and process-payment-paypal. */
export const paymentResultSchema = z.object({
  success: z.literal(true),
  message: z.string(),
  data: z.object({
    order_id: z.number().int(),
    order_number: z.string(),
    order_status: z.string(),
    payment_status: z.string(),
    /** The provider's reference (PaymentIntent id, PayPal capture id). */
    transaction_id: z.string().nullable(),
  }),
});
export type PaymentResult = z.infer<typeof paymentResultSchema>;

export const walletMethodSchema = z.enum(['paypal', 'google_pay_via_paypal', 'apple_pay_via_paypal']);
export type WalletMethod = z.infer<typeof walletMethodSchema>;

/**
 * POST checkout/paypal/create-order (extension): the PayPal order for an order's stored total,
 * created by the server (the PayPal buttons' createOrder callback calls it). Give order_id for a
 * regular-form order, or checkout_id for an express session (its pending order is created first).
 */
export const paypalCreateOrderRequestSchema = z
  .object({
    order_id: orderIdSchema.optional(),
    checkout_id: text(64).optional(),
    payment_method: walletMethodSchema.default('paypal'),
  })
  .refine((v) => v.order_id !== undefined || v.checkout_id !== undefined, { message: 'Unknown order', path: ['order_id'] });
export const paypalCreateOrderResponseSchema = z.object({
  paypal_order_id: z.string(),
  order_id: z.number().int(),
  order_number: z.string(),
  order_access_token: z.string().optional(),
});
export type PaypalCreateOrderResponse = z.infer<typeof paypalCreateOrderResponseSchema>;

/**
 * POST process-payment-paypal (checkout §7): capture the approved PayPal order of an order.
 * The PayPal order id comes as paypal_order_id (or authorization_key). The status, date and
 * address fields the spec lists are accepted and ignored: the capture decides; a 'Pending'
 * address is completed from the capture. notes_append is added to the order's notes.
 */
export const processPaymentPaypalRequestSchema = z
  .object({
    order_id: orderIdSchema,
    paypal_order_id: text(64).optional(),
    authorization_key: text(64).optional(),
    notes_append: text(500).optional(),
  })
  .refine((v) => Boolean(v.paypal_order_id ?? v.authorization_key), { message: 'The PayPal order id is required', path: ['paypal_order_id'] });
export type ProcessPaymentPaypalRequest = z.input<typeof processPaymentPaypalRequestSchema>;

/** An address as a wallet gives it (checkout §3 'Editable address'); which fields are required depends on the call. */
export const walletAddressSchema = z.object({
  name: text(200).optional(),
  first_name: text(100).optional(),
  last_name: text(100).optional(),
  email: text(254).optional(),
  phone: text(40).optional(),
  address: text(300).optional(),
  address1: text(300).optional(),
  address2: text(300).nullish(),
  city: text(200).optional(),
  state: placeRefSchema.nullish(),
  postal_code: text(20).optional(),
  zip_code: text(20).optional(),
  /** ISO code (US, CA, GB, AU) or country id; default US. */
  country: placeRefSchema.optional(),
});
export type WalletAddress = z.input<typeof walletAddressSchema>;

export const customerDataSchema = z.object({
  email: text(254).optional(),
  first_name: text(100).optional(),
  last_name: text(100).optional(),
  name: text(200).optional(),
  phone: text(40).optional(),
});

/** POST express-checkout/create (checkout §7): `price` and `name` of the items are the client's and never read. */
export const expressCreateRequestSchema = z.object({
  cart_items: z
    .array(
      z.object({
        id: idInput('Unknown product').optional(),
        product_id: idInput('Unknown product').optional(),
        quantity: countInput('Quantity can not be zero.'),
        price: z.unknown().optional(),
        name: z.unknown().optional(),
        purchaseType: countInput('Unknown purchase type', { min: 0, max: 9 }).optional(),
        autoship: z.union([z.enum(['yes', 'no']), z.boolean()]).optional(),
        isBogoOffer: z.boolean().optional(),
      }),
    )
    .max(100, 'A cart holds at most 100 lines'),
  currency: anyCaseCurrencySchema.optional(),
  locale: text(10).optional(),
  auto_redirect: z.unknown().optional(),
  skip_shop_pay: z.unknown().optional(),
  customer_data: customerDataSchema.optional(),
  shipping_data: z.unknown().optional(),
  shipping_address: walletAddressSchema.nullish(),
  payment_method: walletMethodSchema.optional(),
  user_id: idInput('Unknown member').nullish(),
  referral_id: z.union([text(100), z.number().int()]).nullish(),
  /** Extension: a coupon applied on the checkout page. */
  coupon_code: text(64).optional(),
  /**
   * Extension: the buy-2-get-1-free offer, as POST orders takes it. Without it, the item marked
   * isBogoOffer names the offer product, as on POST orders; either is refused for a product that
   * does not run the offer.
   */
  offer: z.object({ kind: z.literal('buyTwoGetOneFree'), productId: z.number().int().positive().max(INT32_MAX, 'Unknown product') }).optional(),
});
export type ExpressCreateRequest = z.input<typeof expressCreateRequestSchema>;

/** The four amounts of an express session (checkout §3 'Session amounts'). */
const sessionAmounts = {
  shipping_amount: amount,
  tax_amount: amount,
  shipping_tax_amount: amount,
  total_amount: amount,
};

export const expressCreateResponseSchema = z.object({
  success: z.literal(true),
  checkout_id: z.string(),
  message: z.string(),
  currency: currencySchema,
  ...sessionAmounts,
});
export type ExpressCreateResponse = z.infer<typeof expressCreateResponseSchema>;

/**
 * POST express-checkout/confirm-address. With shipping_only (the wallet's address-change
 * callback, which knows only city, state, postal code and country) the amounts are computed for
 * the destination without requiring a full address.
 */
export const expressConfirmAddressRequestSchema = z.object({
  checkout_id: text(64),
  shipping_address: walletAddressSchema.nullish(),
  billing_address: walletAddressSchema.nullish(),
  shipping_only: z.boolean().optional(),
});
export const expressConfirmAddressResponseSchema = z.object({ success: z.literal(true), message: z.string(), ...sessionAmounts });
export type ExpressConfirmAddressResponse = z.infer<typeof expressConfirmAddressResponseSchema>;

/**
 * POST express-checkout/process-payment. payment_token is the approved PayPal order id (from
 * checkout/paypal/create-order with the checkout_id); with PayPal not configured the built-in
 * test gateway stands in and any token is accepted.
 */
export const expressProcessPaymentRequestSchema = z.object({
  checkout_id: text(64),
  payment_method: walletMethodSchema,
  payment_token: text(255).optional(),
  customer_data: customerDataSchema.optional(),
  shipping_address: walletAddressSchema.nullish(),
  billing_address: walletAddressSchema.nullish(),
  additional_data: z.unknown().optional(),
});
export const expressProcessPaymentResponseSchema = z.object({
  success: z.literal(true),
  message: z.string(),
  order_id: z.number().int(),
  order_number: z.string(),
  transaction_id: z.string().nullable(),
  amount: amount,
  currency: currencySchema,
  /** /payment/success?order_id=...&payment_method=... */
  redirect_url: z.string(),
  /** True when the wallet gave no usable address: send the shopper to /payment/shipping-update. */
  needs_shipping_update: z.boolean(),
  order_access_token: z.string().optional(),
});
export type ExpressProcessPaymentResponse = z.infer<typeof expressProcessPaymentResponseSchema>;

/** POST express-checkout/update-shipping (checkout §3, §5): every field but address2 is required. */
export const updateShippingRequestSchema = z.object({
  order_id: orderIdSchema,
  shipping_address: z.object({
    first_name: text(100).min(1, 'This field is required'),
    last_name: text(100).min(1, 'This field is required'),
    address1: text(300).min(1, 'This field is required'),
    address2: text(300).nullish(),
    city: text(200).min(1, 'This field is required'),
    state: placeRefSchema,
    zip_code: text(20).min(1, 'This field is required'),
    country: placeRefSchema,
    mobile: text(40).min(1, 'This field is required'),
  }),
});
export type UpdateShippingRequest = z.input<typeof updateShippingRequestSchema>;
export const updateShippingResponseSchema = z.object({ success: z.literal(true), message: z.string() });

/** Messages of checkout §5 and §8 ('Pleae' fixed: docs/spec-deviations.md). */
export const checkoutMessages = {
  paypalAutoship: 'Paypal does not support Autoship order for now. Please remove autoship product from the order',
  walletAutoship: 'GPay/Apple Pay does not support Autoship order for now. Please remove autoship product from the order',
  sessionNotFound: 'Checkout session not found. Please try starting the checkout again.',
  invalidAddress: (detail: string) => `Invalid address data: ${detail}`,
  paymentValidation: (detail: string) => `Payment validation failed: ${detail}`,
  noShippingRate: 'Cannot calculate shipping for this address',
  totalChangedForAddress: 'The total changed for this address. Please confirm the address again.',
  emptyExpressCart: 'Express checkout needs at least one item.',
  zeroAmount: 'The amount must be above 0.',
  authenticationRequired: 'Your bank needs you to confirm this payment (3-D Secure verification). Please complete the verification to pay.',
  unknownPayment: 'This payment was not found for this order.',
  notAwaitingAuthentication: 'This payment is not waiting for a verification.',
  paymentSuccessful: 'Payment Successful',
  alreadyPaid: 'This order is already paid.',
  orderNotPayable: 'This order can no longer be paid.',
  paymentInProgress: 'A payment for this order is still being processed. Please wait a moment.',
  paypalUnavailable: 'PayPal is not available right now. Please pay by card.',
  shippingUpdated: 'Shipping address updated. Your order is now complete.',
  shippingNotEditable: 'The shipping address of this order can no longer be changed here.',
  placeholderExpress: 'Express Customer',
  placeholderPaypal: 'PayPal Customer',
  pending: 'Pending',
} as const;

/** Stable codes of payment and checkout failures. */
export const checkoutErrorCodes = {
  autoshipNotSupported: 'autoship_not_supported',
  sessionNotFound: 'checkout_session_not_found',
  invalidAddress: 'invalid_address',
  paymentValidation: 'payment_validation_failed',
  noShippingRate: 'no_shipping_rate',
  cardDeclined: 'card_declined',
  authenticationRequired: 'authentication_required',
  /** The shopper's bank refused the 3-D Secure verification: the message is the provider's. */
  authenticationFailed: 'authentication_failed',
  unknownPayment: 'unknown_payment',
  notAwaitingAuthentication: 'not_awaiting_authentication',
  invalidPaymentMethod: 'invalid_payment_method',
  providerError: 'payment_provider_error',
  paypalDeclined: 'paypal_declined',
  alreadyPaid: 'already_paid',
  orderNotPayable: 'order_not_payable',
  paymentInProgress: 'payment_in_progress',
  paypalUnavailable: 'paypal_not_configured',
  shippingNotEditable: 'shipping_not_editable',
} as const;
