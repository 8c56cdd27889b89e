import { z } from 'zod';
import { idInput, INT32_MAX, textInput } from './input.js';

// The staff calls of promotions (issue 16 item 4): coupons with their usage, created and edited
// from one schema; the offers (buy-2-get-1, landing modes, exit offer, flash sales, free shipping)
// edited as the data they are stored as. Every save is audited.

export const promotionsAdminMessages = {
  couponNotFound: 'Coupon not found',
  offerNotFound: 'Offer not found',
  unknownId: 'Unknown id',
  code: 'A code is 3 to 40 letters, digits, dashes or underscores',
  codeTaken: 'This code is already used',
  kind: 'Choose percentage or value',
  target: 'Choose product or shipping',
  amount: 'Give the amount: a number above 0 with at most 2 decimals',
  percentTooLarge: 'A percentage can not be more than 100',
  valueTooLarge: 'An amount can not be more than 100000',
  currencyRequired: 'A value coupon needs its currency',
  limit: 'A limit is a whole number from 1 to 1000000, or empty',
  date: 'Give a date and time (ISO 8601), or leave it empty',
  endsBeforeStart: 'The end must be after the start',
  unknownProduct: 'Unknown product',
  offerData: 'The offer’s data does not match its kind',
  couponSaved: 'Coupon saved',
  offerSaved: 'Offer saved',
} as const;

const m = promotionsAdminMessages;

export const promotionIdParamsSchema = z.object({ id: idInput(m.unknownId) });

const amountInput = z
  .number({ error: m.amount })
  .refine(Number.isFinite, m.amount)
  .refine((v) => v > 0, m.amount)
  .refine((v) => Math.abs(v * 100 - Math.round(v * 100)) < 1e-6, m.amount);
const limitInput = z.number({ error: m.limit }).int(m.limit).min(1, m.limit).max(1_000_000, m.limit).nullable();
const dateInput = z.iso.datetime({ offset: true, error: m.date }).nullable();
const productRef = z.number({ error: m.unknownProduct }).int(m.unknownProduct).positive(m.unknownProduct).max(INT32_MAX, m.unknownProduct);

/**
 * A coupon as staff write it. amount: a percent (0.01 to 100) for a percentage coupon, an amount
 * in major units of `currency` for a value coupon; minSubtotal in major units too.
 */
export const couponBodySchema = z
  .object({
    code: z.string({ error: m.code }).trim().regex(/^[A-Za-z0-9_-]{3,40}$/, m.code),
    description: textInput(200).default(''),
    kind: z.enum(['percentage', 'value'], { error: m.kind }),
    target: z.enum(['product', 'shipping'], { error: m.target }),
    amount: amountInput,
    currency: z.enum(['USD', 'CAD']).nullable().default(null),
    startsAt: dateInput.default(null),
    endsAt: dateInput.default(null),
    usageLimit: limitInput.default(null),
    perCustomerLimit: limitInput.default(null),
    isFirstOrderOnly: z.boolean().default(false),
    minSubtotal: amountInput.nullable().default(null),
    productIds: z.array(productRef).max(200).default([]),
    isActive: z.boolean().default(true),
  })
  .superRefine((c, ctx) => {
    if (c.kind === 'percentage' && c.amount > 100) ctx.addIssue({ code: 'custom', path: ['amount'], message: m.percentTooLarge });
    if (c.kind === 'value' && c.amount > 100_000) ctx.addIssue({ code: 'custom', path: ['amount'], message: m.valueTooLarge });
    if (c.kind === 'value' && c.currency === null) ctx.addIssue({ code: 'custom', path: ['currency'], message: m.currencyRequired });
    if (c.minSubtotal !== null && c.minSubtotal > 100_000) ctx.addIssue({ code: 'custom', path: ['minSubtotal'], message: m.valueTooLarge });
    if (c.startsAt && c.endsAt && Date.parse(c.endsAt) <= Date.parse(c.startsAt)) ctx.addIssue({ code: 'custom', path: ['endsAt'], message: m.endsBeforeStart });
  });
export type CouponBody = z.input<typeof couponBodySchema>;
export type CouponBodyParsed = z.output<typeof couponBodySchema>;

/** A coupon as the admin reads it, with its usage. */
export const adminCouponSchema = z.object({
  id: z.number().int(),
  code: z.string(),
  description: z.string(),
  kind: z.enum(['percentage', 'value']),
  target: z.enum(['product', 'shipping']),
  amount: z.number(),
  currency: z.enum(['USD', 'CAD']).nullable(),
  startsAt: z.string().nullable(),
  endsAt: z.string().nullable(),
  validHoursFromFirstView: z.number().int().nullable(),
  usageLimit: z.number().int().nullable(),
  perCustomerLimit: z.number().int().nullable(),
  isFirstOrderOnly: z.boolean(),
  minSubtotal: z.number().nullable(),
  productIds: z.array(z.number().int()),
  isActive: z.boolean(),
  /** Orders that redeemed it (paid), hold it (reserved, not yet paid), and distinct customers. */
  usage: z.object({ redeemed: z.number().int(), reserved: z.number().int(), customers: z.number().int() }),
  updatedAt: z.string(),
});
export type AdminCoupon = z.infer<typeof adminCouponSchema>;

export const adminCouponListSchema = z.object({ coupons: z.array(adminCouponSchema) });
export const couponSavedSchema = z.object({ message: z.string(), coupon: adminCouponSchema });

const localisedSchema = z.record(z.string().regex(/^[a-z]{2}$/), textInput(1000));
const idSchema = z.number().int().positive().max(INT32_MAX);
const couponCode = z.string().regex(/^[A-Za-z0-9_-]{3,40}$/);

/** The stored data of each offer kind (the shop reads offers with the same schema). */
export const offerDataSchema = z.discriminatedUnion('kind', [
  z.object({ kind: z.literal('buyTwoGetOneFree'), productIds: z.array(idSchema).max(500) }),
  z.object({ kind: z.literal('landing'), productId: idSchema, hidesHeaderStrip: z.boolean(), checkoutMessage: localisedSchema }),
  z.object({ kind: z.literal('exitOffer'), productId: idSchema, delaySeconds: z.number().int().min(0).max(3600), couponCode, headline: localisedSchema }),
  z.object({ kind: z.literal('flashSale'), productId: idSchema, couponCode, hours: z.number().int().positive().max(720), headline: localisedSchema }),
  z.object({ kind: z.literal('freeShipping'), productIds: z.array(idSchema).max(500), countryCodes: z.array(z.string().regex(/^[A-Z]{2}$/)).max(300) }),
]);
export type OfferData = z.infer<typeof offerDataSchema>;

/** An offer update: its data (of its own kind), whether it runs, and its dates. */
export const offerBodySchema = z
  .object({
    data: z.record(z.string(), z.unknown(), { error: m.offerData }),
    isActive: z.boolean(),
    startsAt: dateInput.default(null),
    endsAt: dateInput.default(null),
  })
  .superRefine((o, ctx) => {
    if (o.startsAt && o.endsAt && Date.parse(o.endsAt) <= Date.parse(o.startsAt)) ctx.addIssue({ code: 'custom', path: ['endsAt'], message: m.endsBeforeStart });
  });
export type OfferBody = z.input<typeof offerBodySchema>;

export const adminOfferSchema = z.object({
  id: z.number().int(),
  kind: z.enum(['buyTwoGetOneFree', 'landing', 'exitOffer', 'flashSale', 'freeShipping']),
  data: z.record(z.string(), z.unknown()),
  isActive: z.boolean(),
  startsAt: z.string().nullable(),
  endsAt: z.string().nullable(),
});
export type AdminOffer = z.infer<typeof adminOfferSchema>;
export const adminOfferListSchema = z.object({ offers: z.array(adminOfferSchema) });
export const offerSavedSchema = z.object({ message: z.string(), offer: adminOfferSchema });
