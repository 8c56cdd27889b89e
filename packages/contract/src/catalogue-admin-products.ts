import { z } from 'zod';
import { parseTierRange, validateTiers, type Tier } from '@upline/domain/catalogue';
import { INT32_MAX } from './input.js';
import { adminText as text, catalogueAdminMessages as m, imageUrlInput, MAX_PRICE, requiredAdminText as required, slugInput } from './catalogue-admin.js';

// A product as staff write and read it (storefront §3, §5, §7 product/add, product/update/{id}):
// the English texts, the US dollar prices and the tiers are the product object's own flat fields;
// Canadian dollar prices and the other languages' texts are extensions (prices_cad, translations).

const idRef = z.number({ error: m.unknownCategory }).int(m.unknownCategory).positive(m.unknownCategory).max(INT32_MAX, m.unknownCategory);

/** An amount in major units: a JSON number, 0 to 100000, at most 2 decimals (never a string, NaN or an exponent trick). */
export const priceInput = z
  .number({ error: m.priceNumber })
  .refine(Number.isFinite, m.priceNumber)
  .refine((v) => v >= 0, m.priceNegative)
  .refine((v) => v <= MAX_PRICE, m.priceTooLarge)
  .refine((v) => Math.abs(v * 100 - Math.round(v * 100)) < 1e-6, m.priceCents);

/** The nine prices of storefront §3, per member type: sale, suggested retail and autoship. */
export const priceFieldNames = [
  'sale_price',
  'suggested_retail_price',
  'amb_sale_price',
  'amb_suggested_retail_price',
  'sc_sale_price',
  'sc_suggested_retail_price',
  'autoship_price_customer',
  'autoship_price_amb',
  'autoship_price_sc',
] as const;
export type PriceFieldName = (typeof priceFieldNames)[number];

/** Which member type and which price each field is. */
export const priceFieldMeaning: Record<PriceFieldName, { memberType: 'customer' | 'ambassador' | 'scholar'; kind: 'sale' | 'suggestedRetail' | 'autoship' }> = {
  sale_price: { memberType: 'customer', kind: 'sale' },
  suggested_retail_price: { memberType: 'customer', kind: 'suggestedRetail' },
  amb_sale_price: { memberType: 'ambassador', kind: 'sale' },
  amb_suggested_retail_price: { memberType: 'ambassador', kind: 'suggestedRetail' },
  sc_sale_price: { memberType: 'scholar', kind: 'sale' },
  sc_suggested_retail_price: { memberType: 'scholar', kind: 'suggestedRetail' },
  autoship_price_customer: { memberType: 'customer', kind: 'autoship' },
  autoship_price_amb: { memberType: 'ambassador', kind: 'autoship' },
  autoship_price_sc: { memberType: 'scholar', kind: 'autoship' },
};

/** A full price list of one currency. */
export const priceListSchema = z.object(Object.fromEntries(priceFieldNames.map((f) => [f, priceInput])) as Record<PriceFieldName, typeof priceInput>);
export type PriceList = z.infer<typeof priceListSchema>;

const yesNo = z.enum(['yes', 'no'], { error: "Answer 'yes' or 'no'" });
const tierRange = z.string().trim().max(20, m.tierRange).nullable();
const tierPercent = z.number({ error: m.tierPercent }).nullable();

/** Texts of a product in one language (the English ones are the body's own fields). HTML tabs are sanitised by the server. */
export const productTextsSchema = z.object({
  name: text(200),
  short_description: text(1000),
  description: text(20_000),
  description_tagline: text(300),
  overview: text(100_000).nullable(),
  instructions: text(100_000).nullable(),
  faq: text(100_000).nullable(),
  documentation: text(100_000).nullable(),
  ecommerce: text(100_000).nullable(),
  seo_title: text(120),
  seo_description: text(300),
});
export type ProductTexts = z.infer<typeof productTextsSchema>;

const tierFields = {
  qty_range_1: tierRange,
  qty_range_1_per: tierPercent,
  qty_range_2: tierRange,
  qty_range_2_per: tierPercent,
  qty_range_3: tierRange,
  qty_range_3_per: tierPercent,
  cust_qty_range_1: tierRange,
  cust_qty_range_1_per: tierPercent,
  cust_qty_range_2: tierRange,
  cust_qty_range_2_per: tierPercent,
  cust_qty_range_3: tierRange,
  cust_qty_range_3_per: tierPercent,
};
type TierFieldValues = Partial<Record<keyof typeof tierFields, string | number | null>>;

/** Percent (5, 2.5) to basis points, or null when it is not a whole number of basis points from 0 to 10000. */
export function percentToBps(percent: number): number | null {
  const bps = Math.round(percent * 100);
  return Number.isFinite(percent) && Math.abs(percent * 100 - bps) < 1e-6 && bps >= 0 && bps <= 10_000 ? bps : null;
}

/** The tiers of one family as the domain reads them (empty slots keep their place). */
export function tiersOf(values: TierFieldValues, family: 'member' | 'customer'): Tier[] {
  const prefix = family === 'member' ? 'qty_range_' : 'cust_qty_range_';
  return [1, 2, 3].map((n) => {
    const range = values[`${prefix}${n}` as keyof TierFieldValues];
    const per = values[`${prefix}${n}_per` as keyof TierFieldValues];
    return { range: typeof range === 'string' ? range : '', discountBps: typeof per === 'number' ? (percentToBps(per) ?? -1) : 0 };
  });
}

/** One message per tier field that breaks a rule (storefront §5 tier rules; domain validateTiers): both families. */
export function tierFieldErrors(values: TierFieldValues): { field: string; message: string }[] {
  const out: { field: string; message: string }[] = [];
  const ctx = { addIssue: (issue: { path: string[]; message: string }) => out.push({ field: issue.path[0] ?? '', message: issue.message }) };
  for (const family of ['member', 'customer'] as const) {
    const prefix = family === 'member' ? 'qty_range_' : 'cust_qty_range_';
    const key = (i: number, per = false) => `${prefix}${i + 1}${per ? '_per' : ''}`;
    const tiers = tiersOf(values, family);
    let paired = true;
    tiers.forEach((tier, i) => {
      const per = values[key(i, true) as keyof TierFieldValues];
      const hasRange = tier.range.trim() !== '';
      const hasPer = typeof per === 'number';
      if (hasRange && !hasPer) {
        ctx.addIssue({ path: [key(i, true)], message: m.tierPercentMissing });
        paired = false;
      }
      if (!hasRange && hasPer) {
        ctx.addIssue({ path: [key(i)], message: m.tierRangeMissing });
        paired = false;
      }
      if (hasRange && !parseTierRange(tier.range)) {
        ctx.addIssue({ path: [key(i)], message: m.tierRange });
        paired = false;
      }
      if (hasPer && percentToBps(per) === null) {
        ctx.addIssue({ path: [key(i, true)], message: m.tierPercent });
        paired = false;
      }
    });
    if (!paired) continue;
    const result = validateTiers(tiers);
    if (result.ok) continue;
    for (const problem of result.problems) {
      if (problem.kind === 'overlap') ctx.addIssue({ path: [key(problem.otherIndex)], message: m.tierOverlap });
      else if (problem.kind === 'discount-shrinks') ctx.addIssue({ path: [key(problem.index, true)], message: m.tierShrinks });
      else if (problem.kind === 'gap') ctx.addIssue({ path: [key(problem.afterIndex)], message: m.tierGap });
    }
  }
  return out;
}

function checkTiers(values: TierFieldValues, ctx: z.RefinementCtx) {
  for (const { field, message } of tierFieldErrors(values)) ctx.addIssue({ code: 'custom', path: [field], message });
}

const productFields = {
  /** The spec's form sends the id in the body; the path (or a new row) decides. */
  id: z.unknown().optional(),
  slug: slugInput.optional(),
  name: required(200, m.nameRequired),
  description: required(20_000, m.descriptionRequired),
  short_description: text(1000).optional(),
  description_tagline: text(300).optional(),
  overview: text(100_000).nullable().optional(),
  instructions: text(100_000).nullable().optional(),
  faq: text(100_000).nullable().optional(),
  documentation: text(100_000).nullable().optional(),
  ecommerce: text(100_000).nullable().optional(),
  seo_title: text(120).optional(),
  seo_description: text(300).optional(),
  /** The spec's ImageURL: the product's main image. */
  imageURL: imageUrlInput.optional(),
  thumbnail_url: imageUrlInput.optional(),
  images_url: z.array(imageUrlInput).max(20, 'At most 20 images').optional(),
  /** The spec's category select. */
  categoryId: idRef.optional(),
  categoryIds: z.array(idRef).max(20, 'At most 20 categories').optional(),
  /** The spec's Price: the customer sale price in US dollars. */
  price: priceInput.optional(),
  ...Object.fromEntries(priceFieldNames.map((f) => [f, priceInput.optional()])) as Record<PriceFieldName, z.ZodOptional<typeof priceInput>>,
  /** Canadian dollar prices: a full list, or null for a product not sold in Canada. */
  prices_cad: priceListSchema.nullable().optional(),
  ...Object.fromEntries(Object.entries(tierFields).map(([k, v]) => [k, v.optional()])) as { [K in keyof typeof tierFields]: z.ZodOptional<(typeof tierFields)[K]> },
  display_shop: yesNo.optional(),
  display_review: yesNo.optional(),
  autoship: yesNo.optional(),
  is_holistic: z.boolean().optional(),
  is_best_seller: z.boolean().optional(),
  /** Texts in other languages by code ('fr'); an empty text falls back to English in the shop. */
  translations: z.record(z.string().regex(/^[a-z]{2}$/, m.unknownLanguage), productTextsSchema.partial()).optional(),
};

/** POST product/add: the spec's five fields (all required) or the editor's whole product. */
export const productAddBodySchema = z
  .object(productFields)
  .superRefine((body, ctx) => {
    if (body.categoryId === undefined && !body.categoryIds?.length) ctx.addIssue({ code: 'custom', path: ['categoryId'], message: m.categoryRequired });
    if (body.imageURL === undefined && body.thumbnail_url === undefined) ctx.addIssue({ code: 'custom', path: ['imageURL'], message: m.imageRequired });
    if (body.price === undefined && body.sale_price === undefined) ctx.addIssue({ code: 'custom', path: ['price'], message: m.priceRequired });
    checkTiers(body, ctx);
  });
export type ProductAddBody = z.infer<typeof productAddBodySchema>;

/**
 * POST product/update/{id}: the product object; a field left out keeps its value. Each tier field
 * is checked here on its own; how the tiers fit together is checked by the server on the product
 * as it will be stored (tierFieldErrors), since a tier sent may pair with one kept.
 */
export const productUpdateBodySchema = z
  .object({ ...productFields, name: productFields.name.optional(), description: productFields.description.optional() })
  .superRefine((body, ctx) => {
    for (const [key, value] of Object.entries(body)) {
      if (!key.includes('qty_range_') || value === null || value === undefined) continue;
      if (key.endsWith('_per') ? percentToBps(value as number) === null : (value as string).trim() !== '' && !parseTierRange(value as string))
        ctx.addIssue({ code: 'custom', path: [key], message: key.endsWith('_per') ? m.tierPercent : m.tierRange });
    }
  });
export type ProductUpdateBody = z.infer<typeof productUpdateBodySchema>;

/** A product as the editor reads it (GET admin/products/{id}): every stored fact, unmerged. */
export const adminProductSchema = z.object({
  id: z.number().int(),
  slug: z.string(),
  name: z.string(),
  short_description: z.string(),
  description: z.string(),
  description_tagline: z.string(),
  overview: z.string().nullable(),
  instructions: z.string().nullable(),
  faq: z.string().nullable(),
  documentation: z.string().nullable(),
  ecommerce: z.string().nullable(),
  seo_title: z.string(),
  seo_description: z.string(),
  thumbnail_url: z.string().nullable(),
  images_url: z.array(z.string()),
  categoryIds: z.array(z.number().int()),
  ...Object.fromEntries(priceFieldNames.map((f) => [f, z.number().nullable()])) as Record<PriceFieldName, z.ZodNullable<z.ZodNumber>>,
  prices_cad: z.record(z.string(), z.number()).nullable(),
  ...Object.fromEntries(Object.keys(tierFields).map((k) => [k, k.endsWith('_per') ? z.number().nullable() : z.string().nullable()])) as {
    [K in keyof typeof tierFields]: z.ZodNullable<z.ZodString> | z.ZodNullable<z.ZodNumber>;
  },
  display_shop: yesNo,
  display_review: yesNo,
  autoship: yesNo,
  is_holistic: z.boolean(),
  is_best_seller: z.boolean(),
  translations: z.record(z.string(), productTextsSchema),
  updated_at: z.string(),
});
export type AdminProduct = z.infer<typeof adminProductSchema>;

/** A row of AdminProduct's table. */
export const adminProductRowSchema = z.object({
  id: z.number().int(),
  slug: z.string(),
  name: z.string(),
  thumbnail_url: z.string().nullable(),
  /** The customer sale price in US dollars (null when the product has no US price list). */
  sale_price: z.number().nullable(),
  categories: z.array(z.string()),
  display_shop: yesNo,
  autoship: yesNo,
  updated_at: z.string(),
});
export type AdminProductRow = z.infer<typeof adminProductRowSchema>;
/** GET admin/products: every product, newest change first. */
export const adminProductListSchema = z.object({ products: z.array(adminProductRowSchema) });
export const adminProductResponseSchema = z.object({ product: adminProductSchema });
/** product/add and product/update/{id}: the spec's toast and the product as saved. */
export const productSavedSchema = z.object({ message: z.string(), product: adminProductSchema });
export type ProductSaved = z.infer<typeof productSavedSchema>;
