import { z } from 'zod';
import { anyCaseCurrencySchema, currencySchema } from './currency.js';
import { countInput, idInput, INT32_MAX } from './input.js';
import { cartMessages, MAX_LINE_QUANTITY, MIN_LINE_QUANTITY } from '@upline/domain/cart';

// The cart quote (extension POST cart/quote) and the shipping and tax look-ups of checkout §7
// (shipping-rates-new, shipping-rates-free, tax/{stateId}). The cart lives in the browser; the
// server prices it from its own price lists, tiers, offers, coupons, shipping tables and tax
// rates. No request carries a price: unknown keys (a client `price`, `total`, `memberType`) are
// dropped by these schemas and never reach the pricing.

/** Purchase type codes: 1 one-time, 2 autoship (every month). */
export const purchaseTypeSchema = z.union([z.literal(1), z.literal(2)], { error: 'Purchase type must be 1 (one-time) or 2 (autoship)' });

/** One cart line as the browser holds it: which product, how many (1 to 60), bought how. */
export const quoteLineSchema = z.object({
  productId: z.number({ error: 'Unknown product' }).int('Unknown product').positive('Unknown product').max(INT32_MAX, 'Unknown product'),
  quantity: z
    .number({ error: cartMessages['quantity-zero'] })
    .int(cartMessages['quantity-zero'])
    .min(MIN_LINE_QUANTITY, cartMessages['quantity-zero'])
    .max(MAX_LINE_QUANTITY, cartMessages['quantity-too-high']),
  purchaseType: purchaseTypeSchema.default(1),
});
export type QuoteLineInput = z.input<typeof quoteLineSchema>;

/** The delivery address as far as pricing needs it: the country (ISO alpha-2) and the state or province id. */
export const quoteAddressSchema = z.object({
  countryCode: z
    .string()
    .trim()
    .regex(/^[A-Za-z]{2}$/, 'Select country')
    .transform((v) => v.toUpperCase()),
  stateId: z.number().int().positive('Select state/province').max(INT32_MAX, 'Select state/province').nullish(),
  zip: z.string().trim().max(20).optional(),
});

/**
 * POST cart/quote (extension): price the browser's cart. The member type comes from the session
 * (a guest is a customer); the currency defaults to the member's account currency, else USD.
 * Without an address there is no shipping or tax; without shippingOptionId the options are listed
 * and none is charged.
 */
export const cartQuoteRequestSchema = z.object({
  lines: z.array(quoteLineSchema).min(1, 'Your cart is empty').max(100, 'A cart holds at most 100 lines'),
  currency: anyCaseCurrencySchema
    .optional(),
  couponCode: z.string().trim().max(64).optional(),
  /** The buy-2-get-1-free flow (checkout §2 `double=true`) for one product of the cart. */
  offer: z.object({ kind: z.literal('buyTwoGetOneFree'), productId: z.number().int().positive().max(INT32_MAX, 'Unknown product') }).optional(),
  address: quoteAddressSchema.optional(),
  shippingOptionId: z.string().trim().min(1).max(100).optional(),
  /** Language of the item names; the default language when absent. */
  lang: z.string().trim().max(10).optional(),
});
export type CartQuoteRequest = z.input<typeof cartQuoteRequestSchema>;

/** An amount as the wire shows it: a number with at most 2 decimals, in the quote's currency. */
const amount = z.number();

export const quoteItemSchema = z.object({
  productId: z.number().int(),
  name: z.string(),
  thumbnailUrl: z.string().nullable(),
  quantity: z.number().int(),
  purchaseType: purchaseTypeSchema,
  /** What one unit costs after its tier (the display price of a buy-2-get-1-free unit). */
  unitPrice: amount,
  /** The price before any tier: the member type's sale price (one-time) or autoship price. */
  listPrice: amount,
  suggestedRetailPrice: amount,
  /** unit price × quantity, or exactly 2 × sale price on a buy-2-get-1-free line. */
  lineTotal: amount,
  /** This line's share of a product coupon. */
  couponDiscount: amount,
  /** The quantity tier that priced the line; null without one (and always for autoship). */
  tier: z.object({ range: z.string(), percent: z.number() }).nullable(),
  isBogo: z.boolean(),
});
export type QuoteItem = z.infer<typeof quoteItemSchema>;

export const quoteCouponSchema = z.discriminatedUnion('applied', [
  z.object({
    applied: z.literal(true),
    id: z.number().int(),
    code: z.string(),
    discount_type: z.enum(['percentage', 'value']),
    type: z.enum(['product', 'shipping']),
    /** The percent (10) for a percentage coupon, the amount (5.00) for a value coupon. */
    discount_value: z.number(),
    /** What it takes off this cart. */
    discount: amount,
  }),
  z.object({
    applied: z.literal(false),
    code: z.string(),
    /** Stable refusal code (coupon_expired, coupon_used_up, ...) and the text to show. */
    reason: z.string(),
    message: z.string(),
  }),
]);

export const shippingOptionSchema = z.object({
  /** Stable id ('canada-post:expedited-parcel') sent back as shippingOptionId. */
  id: z.string(),
  carrier: z.string(),
  service: z.string(),
  rate: amount,
  min_days: z.number().int(),
  max_days: z.number().int(),
});
export type ShippingOptionWire = z.infer<typeof shippingOptionSchema>;

export const quoteTaxLineSchema = z.object({
  name: z.string(),
  /** Percent (9.975 for QST). */
  rate: z.number(),
  tax: amount,
  shippingTax: amount,
});

/** The answer of POST cart/quote: every amount the cart, checkout and order review show. */
export const cartQuoteSchema = z.object({
  currency: currencySchema,
  memberType: z.enum(['customer', 'ambassador', 'scholar']),
  items: z.array(quoteItemSchema),
  /** Sum of the line totals, before discount. */
  itemsTotal: amount,
  /** Off the items (a product coupon). */
  productDiscount: amount,
  /** Off shipping (a shipping coupon). */
  shippingDiscount: amount,
  /** productDiscount + shippingDiscount: the order's discount_amount. */
  discount: amount,
  coupon: quoteCouponSchema.nullable(),
  shipping: z.object({
    options: z.array(shippingOptionSchema),
    selected: shippingOptionSchema.nullable(),
    /** The selected option's rate before a shipping coupon (which is in `discount`); 0 while none is selected. */
    amount: amount,
    isFree: z.boolean(),
  }),
  taxLines: z.array(quoteTaxLineSchema),
  tax: amount,
  shippingTax: amount,
  /** Net total: itemsTotal − discount + shipping.amount + tax + shippingTax. */
  total: amount,
});
export type CartQuote = z.infer<typeof cartQuoteSchema>;

const idOrCode = z.union([z.number().int(), z.string().trim().max(100)]);

/**
 * POST shipping-rates-new and shipping-rates-free (checkout §3, §7). The destination country is
 * its id (38) or ISO code ('CA'); `product` is the cart's product ids or its items. The answer
 * follows the server's free-shipping rule on both paths.
 */
export const shippingRatesRequestSchema = z.object({
  firstName: z.string().max(200).optional(),
  lastName: z.string().max(200).optional(),
  to_zip: z.string().max(20).optional(),
  to_country: idOrCode,
  to_street: z.string().max(300).optional(),
  to_city: z.string().max(200).optional(),
  to_state: idOrCode.nullish(),
  currency: anyCaseCurrencySchema
    .optional(),
  /** Total units of the cart. */
  qty: countInput(cartMessages['quantity-zero'], { min: 1, max: 6000 }),
  product: z
    .union([
      idInput('Unknown product'),
      z.array(
        z.union([
          idInput('Unknown product'),
          z.object({ id: idInput('Unknown product').optional(), product_id: idInput('Unknown product').optional() }),
        ]),
      ).max(100),
    ])
    .optional(),
});
export type ShippingRatesRequest = z.input<typeof shippingRatesRequestSchema>;

export const shippingRatesResponseSchema = z.object({
  shipping_rates: z.array(
    z.object({ rate: amount, carrier: z.string(), service: z.string(), id: z.string(), min_days: z.number().int(), max_days: z.number().int() }),
  ),
});
export type ShippingRatesResponse = z.infer<typeof shippingRatesResponseSchema>;

/** GET tax/{stateId}: the state's tax components; tax_value is their combined percent (14.975 in Quebec). */
export const taxResponseSchema = z.object({
  tax: z.object({
    isTax: z.boolean(),
    state_id: z.number().int(),
    tax_value: z.number(),
    lines: z.array(z.object({ name: z.string(), rate: z.number(), applies_to_shipping: z.boolean() })),
  }),
});
export type TaxResponse = z.infer<typeof taxResponseSchema>;

/** Stable codes of cart failures. */
export const cartErrorCodes = {
  invalidCart: 'invalid_cart',
  noShippingMethod: 'no_shipping_method',
} as const;

/**
 * Stable codes of the cart use cases' expected failures: a cart its rules refuse, no shipping
 * for the address, and each refusal of a coupon by the discount call (the codes of
 * promotions' couponErrorCodes). Each is also the code the answer carries; the route maps it to
 * its status.
 */
export const cartFailures = [
  'invalid_cart',
  'no_shipping_method',
  'coupon_invalid',
  'coupon_wrong_currency',
  'coupon_autoship_in_cart',
  'coupon_not_started',
  'coupon_expired',
  'coupon_used_up',
  'coupon_customer_limit',
  'coupon_first_order_only',
  'coupon_no_eligible_product',
  'coupon_below_minimum',
] as const;
export type CartFailure = (typeof cartFailures)[number];
