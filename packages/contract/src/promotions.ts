import { z } from 'zod';
import { anyCaseCurrencySchema } from './currency.js';
import { countInput, idInput } from './input.js';

// Promotions: the coupon check of storefront §7 (POST discount), the flash-sale first view and
// the active offers (extensions). Offers are data: which products run buy-2-get-1-free, open as
// a landing page, arm the exit popup, show a flash-sale banner or ship free.

/** A cart item as the storefront sends it; only the product, quantity, purchase type and offer flag are read. */
export const discountItemSchema = z.object({
  id: idInput('Unknown product'),
  quantity: countInput('Quantity can not be zero.'),
  purchaseType: countInput('Unknown purchase type', { min: 0, max: 9 }).optional(),
  isBogoOffer: z.boolean().optional(),
});

/**
 * POST discount: checks a coupon code against the cart. `user` is accepted and ignored (the
 * session decides who is shopping; a guest is a customer); `qty` is accepted and recomputed.
 * `currency` (extension) names the cart's currency, else the member's account currency, else USD.
 */
export const discountRequestSchema = z.object({
  user: z.unknown().optional(),
  name: z.string({ error: 'Invalid coupon code' }).trim().min(1, 'Invalid coupon code').max(64, 'Invalid coupon code'),
  qty: z.unknown().optional(),
  product: z.array(discountItemSchema).min(1, 'Your cart is empty').max(100),
  currency: anyCaseCurrencySchema
    .optional(),
});
export type DiscountRequest = z.input<typeof discountRequestSchema>;

/** 200 answer: the coupon applies. discount_value is the percent (10) or the 2-decimal amount (5). */
export const discountResponseSchema = z.object({
  id: z.number().int(),
  discount_value: z.number(),
  discount_type: z.enum(['percentage', 'value']),
  type: z.enum(['product', 'shipping']),
  code: z.string(),
  message: z.string(),
});
export type DiscountResponse = z.infer<typeof discountResponseSchema>;

/** Stable error codes of a refused coupon (the message is the text to show). */
export const couponErrorCodes = {
  invalid: 'coupon_invalid',
  'wrong-currency': 'coupon_wrong_currency',
  'autoship-in-cart': 'coupon_autoship_in_cart',
  'not-started': 'coupon_not_started',
  expired: 'coupon_expired',
  'used-up': 'coupon_used_up',
  'customer-limit': 'coupon_customer_limit',
  'first-order-only': 'coupon_first_order_only',
  'no-eligible-product': 'coupon_no_eligible_product',
  'below-minimum': 'coupon_below_minimum',
} as const;

/** POST promotions/flash-sale/view (extension): the banner of a product was shown to this visitor. */
export const flashSaleViewRequestSchema = z.object({
  product_id: idInput('Unknown product'),
});

/** The flash sale's code and when it ends for this visitor (24 hours from their first view). */
export const flashSaleViewResponseSchema = z.object({
  code: z.string(),
  /** ISO date-time. */
  expires_at: z.string(),
  /** Percent off (10), or null for a fixed-value coupon. */
  percent: z.number().nullable(),
  is_expired: z.boolean(),
});
export type FlashSaleViewResponse = z.infer<typeof flashSaleViewResponseSchema>;

/** One active offer, localised; `kind` says which. */
export const offerSchema = z.discriminatedUnion('kind', [
  z.object({ kind: z.literal('buyTwoGetOneFree'), product_ids: z.array(z.number().int()) }),
  z.object({
    kind: z.literal('landing'),
    product_id: z.number().int(),
    hides_header_strip: z.boolean(),
    checkout_message: z.string(),
  }),
  z.object({
    kind: z.literal('exitOffer'),
    product_id: z.number().int(),
    delay_seconds: z.number().int(),
    coupon_code: z.string(),
    headline: z.string(),
  }),
  z.object({
    kind: z.literal('flashSale'),
    product_id: z.number().int(),
    coupon_code: z.string(),
    hours: z.number().int(),
    headline: z.string(),
  }),
  /**
   * Carts made only of these products ship free to these countries (the quote applies the same
   * rule), until `ends_at` (ISO date-time; null when the offer has no end date).
   */
  z.object({
    kind: z.literal('freeShipping'),
    product_ids: z.array(z.number().int()),
    countries: z.array(z.string()),
    ends_at: z.string().nullable(),
  }),
]);
export type Offer = z.infer<typeof offerSchema>;

/** GET offers[/{lang}] (extension): the offers running now, texts in the requested language. */
export const offersResponseSchema = z.object({ offers: z.array(offerSchema) });
export type OffersResponse = z.infer<typeof offersResponseSchema>;

/** Stable codes of the public promotion calls' expected failures; the route maps each to its status. */
export const promotionFailures = ['no_flash_sale'] as const;
export type PromotionFailure = (typeof promotionFailures)[number];

export const promotionMessages = { noFlashSale: 'This product has no flash sale right now.' } as const;
