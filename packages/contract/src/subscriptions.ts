import { z } from 'zod';
import { currencySchema } from './currency.js';
import { planCodeSchema, planQuantitySchema } from './accounts.js';

export const planStatusSchema = z.enum(['continue', 'stop']);

/**
 * POST user/subscribepayment: pay the scholar website fee and reactivate the plan. The member is
 * the session's (a user_id naming anyone else is refused with 403); the amount is computed by the
 * server, and a `total` that disagrees with it is refused with the fresh total.
 */
export const subscribePaymentRequestSchema = z.object({
  user_id: z.union([z.number(), z.string()]).nullish(),
  /** What the page showed, in currency units (e.g. 99 or "99.00"); checked, never charged. */
  total: z.union([z.number(), z.string().trim().regex(/^\d+(\.\d{1,2})?$/, 'Invalid total')]).nullish(),
  /** A card payment method id from the card form. */
  authorization_key: z.string({ error: 'Please enter your card details.' }).trim().min(1, 'Please enter your card details.').max(200),
  plan: planCodeSchema.default(1),
  /** Units of the plan; when absent it is read from the total (the spec's payload has no quantity), else 1. */
  quantity: planQuantitySchema.optional(),
});
export type SubscribePaymentRequest = z.infer<typeof subscribePaymentRequestSchema>;

export const subscribePaymentResponseSchema = z.object({
  statuscode: z.literal(200),
  message: z.string(),
  plan_status: planStatusSchema,
});

/** The 409 answer when the client's total is stale: the fresh total to show, in currency units. */
export const totalMismatchSchema = z.object({ error: z.string(), code: z.literal('total_mismatch'), total: z.number() });

/** GET user/subscription (extension): the caller's website plan. Amounts in currency units (2 decimals). */
export const subscriptionResponseSchema = z.object({
  plan_status: planStatusSchema.nullable(),
  subscription: z
    .object({
      plan: z.union([z.literal(1), z.literal(12)]),
      quantity: z.number().int(),
      amount: z.number(),
      currency: currencySchema,
      /** ISO date-time the paid period ends (and the next renewal is charged). */
      current_period_end: z.string().nullable(),
      status: z.enum(['incomplete', 'active', 'past_due', 'paused', 'cancelled']),
    })
    .nullable(),
});
export type SubscriptionResponse = z.infer<typeof subscriptionResponseSchema>;

/**
 * Stable codes of the website plan's expected failures; the route maps each to its status (a
 * refused card answers 402 with the provider's own code and message).
 */
export const subscriptionFailures = ['not_scholar', 'not_own_plan', 'member_missing', 'already_active', 'total_mismatch', 'invalid_plan', 'payment_refused'] as const;
export type SubscriptionFailure = (typeof subscriptionFailures)[number];

export const subscriptionErrorCodes = {
  totalMismatch: 'total_mismatch',
  notScholar: 'not_scholar',
  alreadyActive: 'already_active',
} as const;
