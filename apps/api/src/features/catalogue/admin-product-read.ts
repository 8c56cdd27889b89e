import { bpsToPercent, toDecimal, type Currency } from '@upline/domain/money';
import { and, asc, desc, eq, inArray } from 'drizzle-orm';
import type { Database } from '@upline/db';
import { schema } from '@upline/db';
import { priceFieldMeaning, priceFieldNames, type AdminProduct, type AdminProductRow, type PriceFieldName, type ProductTexts } from '@upline/contract/catalogue-admin-products';

// What the admin reads of a product: the stored facts as they are (every language's own texts,
// both currencies' price lists, the tier slots), not the storefront's merged view.

/** The shop's default language (the product's own texts); 'en' when none is marked. */
export async function defaultLanguageOf(db: Database): Promise<string> {
  const rows = await db.select({ code: schema.languages.code }).from(schema.languages).where(eq(schema.languages.isDefault, true)).limit(1);
  return rows[0]?.code ?? 'en';
}

type TranslationRow = typeof schema.productTranslations.$inferSelect;
type PriceRow = typeof schema.productPrices.$inferSelect;

export function textsOf(row: TranslationRow | undefined): ProductTexts {
  return {
    name: row?.name ?? '',
    short_description: row?.shortDescription ?? '',
    description: row?.description ?? '',
    description_tagline: row?.descriptionTagline ?? '',
    overview: row?.overview ?? null,
    instructions: row?.instructions ?? null,
    faq: row?.faq ?? null,
    documentation: row?.documentation ?? null,
    ecommerce: row?.ecommerce ?? null,
    seo_title: row?.seoTitle ?? '',
    seo_description: row?.seoDescription ?? '',
  };
}

/** A currency's nine spec prices (2-decimal numbers), or null when its list is not complete. */
export function priceListOf(rows: readonly PriceRow[], currency: Currency): Record<PriceFieldName, number> | null {
  const byType = new Map(rows.filter((r) => r.currency === currency).map((r) => [r.memberType, r]));
  if (byType.size < 3) return null;
  const kindColumn = { sale: 'saleMinor', suggestedRetail: 'suggestedRetailMinor', autoship: 'autoshipMinor' } as const;
  return Object.fromEntries(
    priceFieldNames.map((f) => {
      const { memberType, kind } = priceFieldMeaning[f];
      return [f, toDecimal(byType.get(memberType)![kindColumn[kind]])];
    }),
  ) as Record<PriceFieldName, number>;
}

/** One product as the editor reads it, or null. Works inside a transaction too. */
export async function loadAdminProduct(db: Database, id: number): Promise<AdminProduct | null> {
  const s = schema;
  const [product] = await db.select().from(s.products).where(eq(s.products.id, id));
  if (!product) return null;
  const defaultLang = await defaultLanguageOf(db);
  const translations = await db.select().from(s.productTranslations).where(eq(s.productTranslations.productId, id));
  const prices = await db.select().from(s.productPrices).where(eq(s.productPrices.productId, id));
  const tiers = await db.select().from(s.productTiers).where(eq(s.productTiers.productId, id));
  const media = await db
    .select({ url: s.productMedia.url })
    .from(s.productMedia)
    .where(and(eq(s.productMedia.productId, id), eq(s.productMedia.kind, 'image')))
    .orderBy(asc(s.productMedia.position));
  const links = await db
    .select({ categoryId: s.productCategories.categoryId })
    .from(s.productCategories)
    .where(eq(s.productCategories.productId, id))
    .orderBy(asc(s.productCategories.categoryId));

  const own = textsOf(translations.find((t) => t.lang === defaultLang));
  const usd = priceListOf(prices, 'USD');
  const tierField = (audience: 'member' | 'customer', position: number) => tiers.find((t) => t.audience === audience && t.position === position);
  const tierValues: Record<string, string | number | null> = {};
  for (const [audience, prefix] of [['member', 'qty_range_'], ['customer', 'cust_qty_range_']] as const) {
    for (const n of [1, 2, 3]) {
      const tier = tierField(audience, n);
      tierValues[`${prefix}${n}`] = tier?.rangeText ?? null;
      tierValues[`${prefix}${n}_per`] = tier ? bpsToPercent(tier.discountBps) : null;
    }
  }
  return {
    id: product.id,
    slug: product.slug,
    ...own,
    thumbnail_url: product.thumbnailUrl,
    images_url: media.map((r) => r.url),
    categoryIds: links.map((l) => l.categoryId),
    ...(Object.fromEntries(priceFieldNames.map((f) => [f, usd ? usd[f] : null])) as Record<PriceFieldName, number | null>),
    prices_cad: priceListOf(prices, 'CAD'),
    ...(tierValues as Pick<AdminProduct, 'qty_range_1'>),
    display_shop: product.displayShop ? 'yes' : 'no',
    display_review: product.displayReview ? 'yes' : 'no',
    autoship: product.isAutoshipAvailable ? 'yes' : 'no',
    is_holistic: product.isHolisticPackage,
    is_best_seller: product.isBestSeller,
    translations: Object.fromEntries(translations.filter((t) => t.lang !== defaultLang).map((t) => [t.lang, textsOf(t)])),
    updated_at: product.updatedAt.toISOString(),
  } as AdminProduct;
}

/** Every product for AdminProduct's table, the latest change first. */
export async function listAdminProducts(db: Database): Promise<AdminProductRow[]> {
  const s = schema;
  const defaultLang = await defaultLanguageOf(db);
  const products = await db.select().from(s.products).orderBy(desc(s.products.updatedAt), desc(s.products.id));
  const ids = products.map((p) => p.id);
  if (ids.length === 0) return [];
  const names = await db
    .select({ productId: s.productTranslations.productId, name: s.productTranslations.name })
    .from(s.productTranslations)
    .where(and(eq(s.productTranslations.lang, defaultLang), inArray(s.productTranslations.productId, ids)));
  const prices = await db
    .select({ productId: s.productPrices.productId, saleMinor: s.productPrices.saleMinor })
    .from(s.productPrices)
    .where(and(eq(s.productPrices.currency, 'USD'), eq(s.productPrices.memberType, 'customer')));
  const categoryNames = await db
    .select({ productId: s.productCategories.productId, name: s.categoryTranslations.name })
    .from(s.productCategories)
    .innerJoin(s.categoryTranslations, and(eq(s.categoryTranslations.categoryId, s.productCategories.categoryId), eq(s.categoryTranslations.lang, defaultLang)))
    .orderBy(asc(s.categoryTranslations.name));
  const nameOf = new Map(names.map((n) => [n.productId, n.name]));
  const priceOf = new Map(prices.map((p) => [p.productId, p.saleMinor]));
  return products.map((p) => {
    const sale = priceOf.get(p.id);
    return {
      id: p.id,
      slug: p.slug,
      name: nameOf.get(p.id) || p.slug,
      thumbnail_url: p.thumbnailUrl,
      sale_price: sale === undefined ? null : toDecimal(sale),
      categories: categoryNames.filter((c) => c.productId === p.id).map((c) => c.name),
      display_shop: p.displayShop ? 'yes' : 'no',
      autoship: p.isAutoshipAvailable ? 'yes' : 'no',
      updated_at: p.updatedAt.toISOString(),
    };
  });
}
