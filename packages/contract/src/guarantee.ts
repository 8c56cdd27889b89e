import { z } from 'zod';

// GET guarantee (extension): what the shop promises, from data, so the storefront never claims
// more than the shop keeps (docs/decisions/0018-storefront-claims.md). Two promises with
// different terms: the money-back guarantee the care team honours, and the refund policy the
// Return action applies (docs/refund-policy.md).

/** The money-back guarantee: which purchases it covers, for how long, and what is refunded. */
export const moneyBackGuaranteeSchema = z.object({
  /** Days after delivery in which the shopper may ask for the refund. */
  days: z.number().int(),
  /** Only the shopper's first purchase of each product is covered. */
  first_purchase_only: z.boolean(),
  /** Units refunded per product (1), or null for every unit bought. */
  units_per_product: z.number().int().nullable(),
  /** Whether the shipping charge is refunded too. */
  refunds_shipping: z.boolean(),
  /** The products it covers; null for every product. */
  product_ids: z.array(z.number().int()).nullable(),
});
export type MoneyBackGuarantee = z.infer<typeof moneyBackGuaranteeSchema>;

/** The refund policy of every order: cancellation, return window and restocking fee. */
export const returnPolicySchema = z.object({
  /** Business hours after payment in which an unshipped order is cancelled with everything refunded. */
  cancel_business_hours: z.number().int(),
  /** Calendar days after payment in which products may be returned. */
  return_window_days: z.number().int(),
  /** Restocking fee kept on returned products, basis points (1500 = 15%). */
  restocking_fee_bps: z.number().int(),
  /** Whether a return refunds the shipping charge (never, today). */
  refunds_shipping: z.boolean(),
});
export type ReturnPolicy = z.infer<typeof returnPolicySchema>;

/** The shop's promises; `money_back` is null when the shop offers no money-back guarantee. */
export const guaranteeResponseSchema = z.object({
  money_back: moneyBackGuaranteeSchema.nullable(),
  returns: returnPolicySchema,
});
export type GuaranteeResponse = z.infer<typeof guaranteeResponseSchema>;
