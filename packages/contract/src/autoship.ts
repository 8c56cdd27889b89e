// Autoship subscriptions (storefront §3 purchase type 2; accounts §2.10 AutoShip Orders tab, §9
// six-month rule): what the member sees and changes, and the staff list. Dates are YYYY-MM-DD
// (UTC), amounts 2-decimal numbers in the subscription's currency.
import { z } from 'zod';
import { currencySchema } from './currency.js';
import { errorBodySchema } from './errors.js';
import { textInput } from './input.js';

const day = z.string().regex(/^\d{4}-\d{2}-\d{2}$/, 'Choose a date (YYYY-MM-DD).');
const amount = z.number();

/** One action of the subscription page: open now, or the date it opens (null when it never will). */
export const autoshipActionStateSchema = z.object({ allowed: z.boolean(), opens_on: day.nullable() });

export const autoshipItemSchema = z.object({
  product_id: z.number().int(),
  name: z.string(),
  thumbnail_url: z.string().nullable(),
  quantity: z.number().int(),
  /** Today's autoship price of one unit for the member's type. */
  unit_price: amount,
});

export const autoshipAddressSchema = z.object({
  first_name: z.string().nullable(),
  last_name: z.string().nullable(),
  ship_address: z.string(),
  ship_address2: z.string().nullable(),
  ship_city: z.string(),
  state: z.string().nullable(),
  state_id: z.number().int().nullable(),
  country: z.string().nullable(),
  country_id: z.number().int().nullable(),
  ship_zipcode: z.string(),
  mobile: z.string().nullable(),
});

export const autoshipSchema = z.object({
  id: z.number().int(),
  status: z.enum(['incomplete', 'active', 'past_due', 'paused', 'cancelled']),
  currency: currencySchema,
  started_on: day.nullable(),
  next_charge_date: day.nullable(),
  /** The products at today's autoship price (shipping and tax are added at each renewal). */
  amount,
  renewals: z.number().int(),
  items: z.array(autoshipItemSchema),
  address: autoshipAddressSchema.nullable(),
  /** The saved card renewals are charged to: its brand ('visa', ...) and last four digits, each null when the provider did not say. */
  card: z.object({ brand: z.string().nullable(), last4: z.string().nullable() }).nullable(),
  last_failure: z.string().nullable(),
  /** Skip, pause and cancel open at the end of the six-month term (accounts §9). */
  actions: z.object({
    skip: autoshipActionStateSchema,
    pause: autoshipActionStateSchema,
    cancel: autoshipActionStateSchema,
    resume: autoshipActionStateSchema,
    change: autoshipActionStateSchema,
  }),
  /** The range a new charge date may take. */
  date_range: z.object({ earliest: day, latest: day }).nullable(),
  source_order_id: z.number().int().nullable(),
});
export type Autoship = z.infer<typeof autoshipSchema>;

export const autoshipListResponseSchema = z.object({ success: z.literal(true), data: z.array(autoshipSchema) });
export const autoshipResponseSchema = z.object({ success: z.literal(true), message: z.string().optional(), data: autoshipSchema });

export const autoshipIdParamsSchema = z.object({ id: z.coerce.number().int().positive().max(2_147_483_647, 'Unknown autoship') });

/** POST user/autoships/{id}/date: the next charge date. */
export const autoshipDateRequestSchema = z.object({ date: day });

/** PUT user/autoships/{id}/items: every product and its quantity (1 to 60), each product once. */
export const autoshipItemsRequestSchema = z.object({
  items: z
    .array(z.object({ product_id: z.number().int().positive().max(2_147_483_647, 'Unknown product'), quantity: z.number().int('Quantity can not be zero.') }))
    .min(1, 'An autoship needs at least one product.')
    .max(50),
});

/** PUT user/autoships/{id}/address: where renewals ship (checkout §5's shipping fields). */
export const autoshipAddressRequestSchema = z.object({
  first_name: z.string().trim().min(1, 'This field is required').max(100),
  last_name: z.string().trim().min(1, 'This field is required').max(100),
  ship_address: z.string().trim().min(1, 'This field is required').max(300),
  ship_address2: z.string().trim().max(300).nullish(),
  ship_city: z.string().trim().min(1, 'This field is required').max(200),
  country: z.union([z.number().int(), z.string().max(60)]),
  state: z.union([z.number().int(), z.string().max(100)]),
  ship_zipcode: z.string().trim().min(1, 'This field is required').max(20),
  mobile: z.string().trim().max(40).nullish(),
});

/** PUT user/autoships/{id}/card: a new card (its payment-method id) for the next renewals. */
export const autoshipCardRequestSchema = z.object({ authorization_key: z.string().trim().min(1, 'Please enter your card details.').max(200) });

/** POST user/autoships/{id}/card/confirm: the setup the browser authenticated (3-D Secure). */
export const autoshipCardConfirmRequestSchema = z.object({ setup_ref: z.string().trim().min(1, 'Please enter your card details.').max(200) });

/**
 * The answer to a card change: saved (succeeded), or the bank asks for 3-D Secure
 * (requires_action): the browser runs it with client_secret, then confirms setup_ref.
 */
export const autoshipCardResponseSchema = z.object({
  success: z.literal(true),
  message: z.string().optional(),
  status: z.enum(['succeeded', 'requires_action']),
  client_secret: z.string().optional(),
  setup_ref: z.string().optional(),
  data: autoshipSchema,
});
export type AutoshipCardResponse = z.infer<typeof autoshipCardResponseSchema>;

/** GET user/autoships/{id}/products: what may go on this autoship, at today's autoship price for the member. */
export const autoshipProductSchema = z.object({ product_id: z.number().int(), name: z.string(), thumbnail_url: z.string().nullable(), unit_price: amount });
export type AutoshipProduct = z.infer<typeof autoshipProductSchema>;
export const autoshipProductsResponseSchema = z.object({ success: z.literal(true), data: z.array(autoshipProductSchema) });

export const autoshipErrorCodes = {
  minimumTerm: 'autoship_minimum_term',
  notActive: 'autoship_not_active',
  cancelled: 'autoship_cancelled',
  dateOutOfRange: 'autoship_date_out_of_range',
  invalidItems: 'autoship_invalid_items',
  cardRefused: 'autoship_card_refused',
} as const;

/**
 * Stable codes of the autoship use cases' expected failures (the member's changes and card
 * changes); the route maps each to its status and wire code, and the failure carries its message.
 */
export const autoshipFailures = [
  'autoship_not_found',
  'card_setup_not_found',
  'autoship_minimum_term',
  'autoship_not_active',
  'autoship_cancelled',
  'autoship_date_out_of_range',
  'autoship_invalid_items',
  'autoship_card_refused',
] as const;
export type AutoshipFailure = (typeof autoshipFailures)[number];

/** Staff: GET admin/subscriptions (autoships) with their failures, each renewal order with its payment attempts (dunning). */
export const staffAutoshipSchema = autoshipSchema.extend({
  member: z.object({ id: z.number().int(), name: z.string(), email: z.string() }),
  failures: z.number().int(),
  /** When the current cycle's charge was first refused (the dunning ladder counts from here). */
  first_failed_at: z.string().nullable(),
  renewal_orders: z.array(
    z.object({
      id: z.number().int(),
      order_number: z.string(),
      cycle: z.number().int(),
      total: amount,
      payment_status: z.string(),
      status: z.string(),
      date: z.string(),
      attempts: z.array(z.object({ status: z.string(), at: z.string(), failure_message: z.string().nullable() })),
    }),
  ),
});
export const staffAutoshipListSchema = z.object({ success: z.literal(true), data: z.array(staffAutoshipSchema) });
export const staffAutoshipResponseSchema = z.object({ success: z.literal(true), data: staffAutoshipSchema });
export const staffAutoshipQuerySchema = z.object({
  status: z.enum(['incomplete', 'active', 'past_due', 'paused', 'cancelled'], 'Unknown autoship status').optional(),
  failed: z.coerce.boolean().optional(),
  /** The member's name or e-mail, or the autoship's number. */
  q: textInput(100).optional(),
});

/** A refused change: the rule's message and, for the six-month term, the date the action opens. */
export const autoshipErrorSchema = errorBodySchema.extend({ opens_on: z.string().optional() });
