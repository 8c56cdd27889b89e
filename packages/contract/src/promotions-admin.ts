import { z } from 'zod';
import { currencySchema } from './currency.js';
import { idInput, INT32_MAX, textInput } from './input.js';
import { defineRoute } from './route.js';

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
  offerProduct: 'Choose the offer’s product (a product id)',
  offerProducts: 'Give the products as ids (whole numbers), at most 500',
  offerDelay: 'The delay is a whole number of seconds from 0 to 3600',
  offerHours: 'A flash sale lasts a whole number of hours from 1 to 720',
  offerCouponCode: 'Give a coupon’s code (3 to 40 letters, digits, dashes or underscores)',
  unknownCoupon: 'No coupon has this code',
  offerCountries: 'Give the countries as 2-letter codes such as US or CA, at most 300',
  offerText: 'A text is at most 1000 characters, without control characters',
  offerTextRequired: 'Write the English text (the shop shows it when a language has none)',
  offerFlag: 'Choose yes or no',
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
    currency: currencySchema.nullable().default(null),
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
  currency: currencySchema.nullable(),
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

const idSchema = z.number({ error: m.offerProduct }).int(m.offerProduct).positive(m.offerProduct).max(INT32_MAX, m.offerProduct);
const productListSchema = z.array(z.number({ error: m.offerProducts }).int(m.offerProducts).positive(m.offerProducts).max(INT32_MAX, m.offerProducts), { error: m.offerProducts }).max(500, m.offerProducts);
const couponCode = z.string({ error: m.offerCouponCode }).trim().regex(/^[A-Za-z0-9_-]{3,40}$/, m.offerCouponCode);
/** A text per language code (en, fr, ...), each at most 1000 characters. */
const localisedSchema = z.record(z.string().regex(/^[a-z]{2}$/, m.offerText), textInput(1000, m.offerText), { error: m.offerText });
/** A text the shopper reads: the English one is required (the fallback of every language). */
const shownTextSchema = localisedSchema.refine((texts) => (texts.en ?? '').trim() !== '', { message: m.offerTextRequired, path: ['en'] });

/**
 * The stored data of each offer kind, with the rule of each field (the admin's per-kind forms
 * check with these too; the row's kind is never sent, it is the row's).
 */
export const offerKindDataSchemas = {
  /** Quantity 3 of one of these products at two thirds of the sale price each. */
  buyTwoGetOneFree: z.object({ productIds: productListSchema }),
  /** The product's landing mode: header strip hidden or not, and a message at checkout. */
  landing: z.object({ productId: idSchema, hidesHeaderStrip: z.boolean({ error: m.offerFlag }), checkoutMessage: localisedSchema }),
  /** Shown when the shopper moves to leave the product page, after a delay, with a coupon. */
  exitOffer: z.object({
    productId: idSchema,
    delaySeconds: z.number({ error: m.offerDelay }).int(m.offerDelay).min(0, m.offerDelay).max(3600, m.offerDelay),
    couponCode,
    headline: shownTextSchema,
  }),
  /** A coupon valid for some hours from the shopper's first view of the product. */
  flashSale: z.object({
    productId: idSchema,
    couponCode,
    hours: z.number({ error: m.offerHours }).int(m.offerHours).positive(m.offerHours).max(720, m.offerHours),
    headline: shownTextSchema,
  }),
  /** Free shipping to these countries when the cart holds only these products. */
  freeShipping: z.object({
    productIds: productListSchema,
    countryCodes: z.array(z.string({ error: m.offerCountries }).regex(/^[A-Z]{2}$/, m.offerCountries), { error: m.offerCountries }).max(300, m.offerCountries),
  }),
} as const;
export type OfferKind = keyof typeof offerKindDataSchemas;
export const offerKinds = Object.keys(offerKindDataSchemas) as OfferKind[];
export type OfferKindData<K extends OfferKind> = z.infer<(typeof offerKindDataSchemas)[K]>;

/** The stored data of each offer kind (the shop reads offers with the same schema). */
export const offerDataSchema = z.discriminatedUnion('kind', [
  offerKindDataSchemas.buyTwoGetOneFree.extend({ kind: z.literal('buyTwoGetOneFree') }),
  offerKindDataSchemas.landing.extend({ kind: z.literal('landing') }),
  offerKindDataSchemas.exitOffer.extend({ kind: z.literal('exitOffer') }),
  offerKindDataSchemas.flashSale.extend({ kind: z.literal('flashSale') }),
  offerKindDataSchemas.freeShipping.extend({ kind: z.literal('freeShipping') }),
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
  /** The kind's data as stored (offerKindDataSchemas[kind]). */
  data: z.record(z.string(), z.unknown()),
  isActive: z.boolean(),
  startsAt: z.string().nullable(),
  endsAt: z.string().nullable(),
});
export type AdminOffer = z.infer<typeof adminOfferSchema>;
export const adminOfferListSchema = z.object({ offers: z.array(adminOfferSchema) });
export const offerSavedSchema = z.object({ message: z.string(), offer: adminOfferSchema });

// The routes

const staffCall = { audience: 'admin', tags: ['admin', 'promotions'] } as const;

export const promotionsAdminRoutes = {
  coupons: defineRoute({
    ...staffCall,
    method: 'GET',
    path: '/admin/coupons',
    summary: 'Every coupon with its usage (redeemed, reserved, customers)',
    response: adminCouponListSchema,
    errors: [401, 403],
  }),
  coupon: defineRoute({
    ...staffCall,
    method: 'GET',
    path: '/admin/coupons/:id',
    summary: 'One coupon with its usage',
    params: promotionIdParamsSchema,
    response: adminCouponSchema,
    errors: [400, 401, 403, 404],
  }),
  createCoupon: defineRoute({
    ...staffCall,
    method: 'POST',
    path: '/admin/coupons',
    summary: 'Create a coupon (percentage or value, product or shipping, limits, first order only, dates, currency); audited',
    body: couponBodySchema,
    response: couponSavedSchema,
    errors: [400, 401, 403, 409],
  }),
  updateCoupon: defineRoute({
    ...staffCall,
    method: 'POST',
    path: '/admin/coupons/:id',
    summary: 'Change a coupon (the whole coupon); audited with before and after',
    params: promotionIdParamsSchema,
    body: couponBodySchema,
    response: couponSavedSchema,
    errors: [400, 401, 403, 404, 409],
  }),
  offers: defineRoute({
    ...staffCall,
    method: 'GET',
    path: '/admin/offers',
    summary: 'Every offer row (kind, data, running or not, dates)',
    response: adminOfferListSchema,
    errors: [401, 403],
  }),
  updateOffer: defineRoute({
    ...staffCall,
    method: 'POST',
    path: '/admin/offers/:id',
    summary: "Change an offer's data (each field checked by its kind's rule, its products and coupon must exist), whether it runs and its dates; audited",
    params: promotionIdParamsSchema,
    body: offerBodySchema,
    response: offerSavedSchema,
    errors: [400, 401, 403, 404],
  }),
} as const;
