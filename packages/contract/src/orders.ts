import { z } from 'zod';
import { anyCaseCurrencySchema, currencySchema } from './currency.js';
import { idInput, INT32_MAX } from './input.js';
import { cartMessages, MAX_LINE_QUANTITY, MIN_LINE_QUANTITY } from '@upline/domain/cart';
import { cartQuoteSchema, purchaseTypeSchema } from './cart.js';
import { errorBodySchema } from './errors.js';

// Orders (checkout §3 'Order payload', §7; accounts §2.8, §3, §7): POST orders (member) and
// POST guest/orders (guest) under an Idempotency-Key header, GET orders/{order_id}, and the
// owner's list (GET order) and items page (GET order/{id}). The server prices every order again
// from its own data; the money fields of the payload are checked (total, netTotal) or ignored
// (price, discount_amount, shipping_amount, tax_amount, shipping_tax_amount), and the status
// fields (order_status, shipping_status, payment_status, order_date, completion_date) are
// ignored: an order always starts 'Pending' and 'Not Shipped'.

/** Header every order creation and payment call carries: the same key and body answer the same (route.ts). */
export { IDEMPOTENCY_HEADER } from './route.js';

/** Header a client without cookies sends the guest order's access token in. */
export const ORDER_ACCESS_HEADER = 'x-order-access';

/** An amount as the wire shows it: a number with at most 2 decimals, in the order's currency. */
const amount = z.number();

const text = (max: number) => z.string().trim().max(max, `At most ${max} characters`);
const requiredText = (max: number) => text(max).min(1, 'This field is required');
/** A country or state given as its id (38) or its code ('CA', 'QC'). */
export const placeRefSchema = z.union([z.number().int().positive().max(INT32_MAX, 'Unknown place'), z.string().trim().min(1).max(100)]);

/** One product of the order; `price` is the client's display price and is never read. */
export const orderProductSchema = z.object({
  product_id: idInput('Unknown product'),
  /** A JSON number or a string of digits, never [2] or true (coercing those would price them). */
  quantity: z
    .union([z.number(), z.string().trim().regex(/^\d+$/, cartMessages['quantity-zero'])], { error: cartMessages['quantity-zero'] })
    .pipe(
      z.coerce
        .number<string | number>({ error: cartMessages['quantity-zero'] })
        .int(cartMessages['quantity-zero'])
        .min(MIN_LINE_QUANTITY, cartMessages['quantity-zero'])
        .max(MAX_LINE_QUANTITY, cartMessages['quantity-too-high']),
    ),
  price: z.unknown().optional(),
  /** 'yes' for an autoship line (checkout §3); purchaseType 2 says the same. */
  autoship: z.union([z.enum(['yes', 'no', 'Yes', 'No']), z.boolean()]).optional(),
  purchaseType: purchaseTypeSchema.optional(),
  /** The buy-2-get-1-free line (checkout §2 `double=true`). */
  isBogoOffer: z.boolean().optional(),
});

/** A billing address when it differs from the delivery address (extension: the spec's form has one). */
export const orderBillingSchema = z.object({
  first_name: text(100).optional(),
  last_name: text(100).optional(),
  address1: requiredText(300),
  address2: text(300).nullish(),
  city: requiredText(200),
  state: placeRefSchema.nullish(),
  zip_code: requiredText(20),
  country: placeRefSchema,
});

export const paymentMethodSchema = z.enum(['card', 'stripe', 'paypal', 'google_pay_via_paypal', 'apple_pay_via_paypal']);

/**
 * POST orders and POST guest/orders (checkout §3). `total` is the total the shopper saw (the
 * quote's `total`); it must equal the server's, else 409 `price_changed` with the fresh quote.
 * `shipping_method` is a shipping option id from the quote. `country` and `state` are ids or
 * codes. A signed-in member may leave the address out: their saved shipping address is used.
 */
export const orderRequestSchema = z.object({
  referal_id: z.union([text(100), z.number().int()]).nullish(),
  /** Must be the session's user (orders) or null / 999999 (guest/orders); anything else is 403. */
  user_id: idInput('Unknown member').nullish(),
  /** Required for a guest; a member's order uses the account's e-mail. */
  email: text(254).optional(),
  first_name: requiredText(100),
  last_name: requiredText(100),
  mobile: text(40).nullish(),
  total: z.number({ error: 'The order total is required' }).nonnegative(),
  /** When sent, must equal the server's net total too. */
  netTotal: z.number().nonnegative().optional(),
  currency: anyCaseCurrencySchema
    .optional(),
  ship_address: text(300).nullish(),
  ship_address2: text(300).nullish(),
  ship_city: text(200).nullish(),
  country: placeRefSchema.nullish(),
  state: placeRefSchema.nullish(),
  ship_zipcode: text(20).nullish(),
  shipping_method: text(100).nullish(),
  notes: text(2000).nullish(),
  products: z.array(orderProductSchema).min(1, 'Your cart is empty').max(100, 'A cart holds at most 100 lines'),
  /** 'CA' or 'US' ('ca' and 'usa' as registration sends them are accepted). */
  shopping_country_code: text(3).nullish(),
  /** The coupon id the discount call answered, or its code. */
  discount_coupan_id: z.union([z.number().int().positive().max(INT32_MAX, 'Unknown coupon'), text(64)]).nullish(),
  /** The coupon code (extension; preferred over discount_coupan_id). */
  coupon_code: text(64).nullish(),
  offer: z.object({ kind: z.literal('buyTwoGetOneFree'), productId: z.number().int().positive().max(INT32_MAX, 'Unknown product') }).optional(),
  billing: orderBillingSchema.optional(),
  /** Express checkout (checkout §3 'Order payload (express)'): the session the order belongs to. */
  checkout_id: text(64).nullish(),
  payment_method: paymentMethodSchema.nullish(),
  lang: text(10).optional(),
  /** True when the shopper ticked the autoship terms shown before payment; required with autoship lines. */
  autoship_consent: z.boolean().optional(),
});
export type OrderRequest = z.input<typeof orderRequestSchema>;
export type OrderRequestParsed = z.output<typeof orderRequestSchema>;

/** The amounts and states of an order, as every order answer shows them. */
export const orderSummarySchema = z.object({
  id: z.number().int(),
  order_number: z.string(),
  order_status: z.string(),
  payment_status: z.string(),
  shipping_status: z.string(),
  currency: currencySchema,
  items_total: amount,
  discount_amount: amount,
  shipping_amount: amount,
  tax_amount: amount,
  shipping_tax_amount: amount,
  /** What the shopper pays: items − discount + shipping + tax + shipping tax. */
  total: amount,
  order_date: z.string(),
});
export type OrderSummary = z.infer<typeof orderSummarySchema>;

/**
 * The answer of POST orders / guest/orders: `data.order.id` as the spec reads it. A guest order
 * also sets an HttpOnly order-access cookie, and answers the same proof as order_access_token
 * for clients without cookies (send it back in the X-Order-Access header).
 */
export const orderCreatedSchema = z.object({
  success: z.literal(true),
  message: z.string(),
  data: z.object({ order: orderSummarySchema }),
  order_access_token: z.string().optional(),
});
export type OrderCreated = z.infer<typeof orderCreatedSchema>;

/** 409 price_changed: the server's fresh quote, for the web to show before the shopper tries again. */
export const priceChangedErrorSchema = errorBodySchema.extend({ quote: cartQuoteSchema.optional() });
export type PriceChangedError = z.infer<typeof priceChangedErrorSchema>;

export const orderAddressSchema = z.object({
  first_name: z.string().nullable(),
  last_name: z.string().nullable(),
  address1: z.string().nullable(),
  address2: z.string().nullable(),
  city: z.string().nullable(),
  state: z.string().nullable(),
  state_id: z.number().int().nullable(),
  zip_code: z.string().nullable(),
  country: z.string().nullable(),
  country_id: z.number().int().nullable(),
  mobile: z.string().nullable(),
});

export const orderLineSchema = z.object({
  product_id: z.number().int().nullable(),
  name: z.string(),
  image_url: z.string().nullable(),
  quantity: z.number().int(),
  /** Unit price paid (before an order-level coupon). */
  price: amount,
  line_total: amount,
  autoship: z.boolean(),
});

export const orderTaxLineSchema = z.object({
  name: z.string(),
  /** Percent (9.975 for QST). */
  rate: z.number(),
  amount: amount,
  on_shipping: z.boolean(),
});

/** GET orders/{order_id}: the order for its owner (the member, or the browser that placed a guest order). */
export const orderDetailResponseSchema = z.object({
  success: z.literal(true),
  order: orderSummarySchema.extend({
    email: z.string(),
    first_name: z.string(),
    last_name: z.string(),
    payment_method: z.string().nullable(),
    shipping_method: z.string().nullable(),
    shipping_carrier: z.string().nullable(),
    autoship: z.boolean(),
    /** True while the address holds 'Pending' placeholders (express checkout): see express-checkout/update-shipping. */
    needs_shipping_update: z.boolean(),
    shipping_address: orderAddressSchema,
    products: z.array(orderLineSchema),
    tax_lines: z.array(orderTaxLineSchema),
  }),
});
export type OrderDetailResponse = z.infer<typeof orderDetailResponseSchema>;

export const orderIdParamsSchema = z.object({ order_id: idInput('Unknown order') });
export const legacyOrderIdParamsSchema = z.object({ id: idInput('Unknown order') });

/** GET order (accounts §2.8 'Your Orders'): the signed-in member's orders, newest first. */
export const orderListResponseSchema = z.array(
  z.object({
    id: z.number().int(),
    order_number: z.string(),
    totalCost: amount,
    currency: currencySchema,
    /** ISO date-time; the page shows its first 10 characters. */
    createdDate: z.string(),
    item_count: z.number().int(),
    order_status: z.string(),
    payment_status: z.string(),
  }),
);
export type OrderListResponse = z.infer<typeof orderListResponseSchema>;

/** GET order/{id} (accounts §2.8 order items page). */
export const orderItemsResponseSchema = z.object({
  id: z.number().int(),
  order_number: z.string(),
  currency: currencySchema,
  orderItems: z.array(z.object({ name: z.string(), image_url: z.string().nullable(), quantity: z.number().int(), price: amount })),
  totalPrice: amount,
});
export type OrderItemsResponse = z.infer<typeof orderItemsResponseSchema>;

/** Stable codes of order failures. */
export const orderErrorCodes = {
  priceChanged: 'price_changed',
  idempotencyKeyRequired: 'idempotency_key_required',
  idempotencyKeyReused: 'idempotency_key_reused',
  requestInProgress: 'request_in_progress',
  couponUnavailable: 'coupon_unavailable',
  shippingMethodRequired: 'shipping_method_required',
  invalidAddress: 'invalid_address',
  autoshipSignIn: 'autoship_sign_in',
  autoshipConsentRequired: 'autoship_consent_required',
} as const;

/**
 * Stable codes of the order use cases' expected failures (placing an order, writing it, its
 * Idempotency-Key, finding an order the caller may see); the route maps each to its status and
 * wire code, and the failure carries its message and fields.
 */
export const orderFailures = [
  'user_mismatch',
  'email_required',
  'invalid_email',
  'invalid_address',
  'cart_refused',
  'autoship_not_supported',
  'autoship_sign_in',
  'autoship_consent_required',
  'shipping_method_required',
  'price_changed',
  'zero_amount',
  'coupon_unavailable',
  'idempotency_key_required',
  'idempotency_key_reused',
  'request_in_progress',
  'order_not_found',
] as const;
export type OrderFailure = (typeof orderFailures)[number];

export const orderMessages = {
  priceChanged: 'The prices of your order have changed. Please review the new total and place your order again.',
  idempotencyKeyRequired: 'The Idempotency-Key header is required (a new random value for each order or payment attempt).',
  idempotencyKeyReused: 'This Idempotency-Key was already used for a different request.',
  requestInProgress: 'This request is still being processed. Please wait a moment.',
  emailRequired: 'Email address is required',
  shippingMethodRequired: 'Please select shipping method',
  userMismatch: 'You can only place orders for yourself.',
  created: 'Order created',
  autoshipSignIn: 'Please sign in or create an account to buy on autoship.',
  autoshipConsentRequired: 'Please accept the autoship terms to continue.',
} as const;
