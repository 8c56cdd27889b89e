import { and, asc, eq, inArray } from 'drizzle-orm';
import type { Database } from '@upline/db';
import { schema } from '@upline/db';
import type { MemberType, PriceSet, ProductTiers, Tier } from '@upline/domain/catalogue';
import type { Currency } from '@upline/domain/money';

/** What pricing needs to know of a product, read fresh from the tables (never from a cache). */
export interface CartProduct {
  id: number;
  name: string;
  thumbnailUrl: string | null;
  isActive: boolean;
  isAutoshipAvailable: boolean;
  /** The price lists in the quote's currency; a member type is missing when the product has no row for it. */
  prices: Partial<Record<MemberType, PriceSet>>;
  tiers: ProductTiers;
}

/** The products named by a cart, by id, with their prices in one currency and their names in `lang` (else the default). */
export async function loadCartProducts(
  db: Database,
  input: { productIds: readonly number[]; currency: Currency; lang?: string | undefined },
): Promise<Map<number, CartProduct>> {
  const ids = [...new Set(input.productIds)];
  if (ids.length === 0) return new Map();
  const { products, productPrices, productTiers, productTranslations, languages } = schema;
  const [rows, prices, tiers, texts, langs] = await Promise.all([
    db
      .select({ id: products.id, slug: products.slug, thumbnailUrl: products.thumbnailUrl, isActive: products.isActive, isAutoshipAvailable: products.isAutoshipAvailable })
      .from(products)
      .where(inArray(products.id, ids)),
    db.select().from(productPrices).where(and(inArray(productPrices.productId, ids), eq(productPrices.currency, input.currency))),
    db.select().from(productTiers).where(inArray(productTiers.productId, ids)).orderBy(asc(productTiers.position)),
    db
      .select({ productId: productTranslations.productId, lang: productTranslations.lang, name: productTranslations.name })
      .from(productTranslations)
      .where(inArray(productTranslations.productId, ids)),
    db.select({ code: languages.code }).from(languages).where(eq(languages.isDefault, true)).limit(1),
  ]);
  const defaultLang = langs[0]?.code ?? 'en';
  const wanted = input.lang?.toLowerCase() ?? defaultLang;

  const out = new Map<number, CartProduct>();
  for (const row of rows) {
    const own = texts.filter((t) => t.productId === row.id);
    const name = own.find((t) => t.lang === wanted)?.name || own.find((t) => t.lang === defaultLang)?.name || row.slug;
    const tiersOf = (audience: 'member' | 'customer'): Tier[] =>
      tiers.filter((t) => t.productId === row.id && t.audience === audience).map((t) => ({ range: t.rangeText, discountBps: t.discountBps }));
    const priceSets: Partial<Record<MemberType, PriceSet>> = {};
    for (const p of prices.filter((p) => p.productId === row.id)) {
      priceSets[p.memberType] = { sale: p.saleMinor, suggestedRetail: p.suggestedRetailMinor, autoship: p.autoshipMinor };
    }
    out.set(row.id, {
      id: row.id,
      name,
      thumbnailUrl: row.thumbnailUrl,
      isActive: row.isActive,
      isAutoshipAvailable: row.isAutoshipAvailable,
      prices: priceSets,
      tiers: { member: tiersOf('member'), customer: tiersOf('customer') },
    });
  }
  return out;
}
