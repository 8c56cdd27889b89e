import { asc, eq, inArray } from 'drizzle-orm';
import type { Database } from '@upline/db';
import { schema } from '@upline/db';
import type { Product } from '@upline/contract/catalogue';
import type { MemberType, PriceSet } from '@upline/domain/catalogue';
import type { Currency } from '@upline/domain/money';
import { toProductWire, type ProductTexts, type TierFact } from './product-wire.js';
import { localiseStorySection, type StoredStorySection } from './story-sections.js';

export interface CatalogueCategory {
  id: number;
  slug: string;
  categoryName: string;
  description: string;
  imageUrl: string | null;
  /** Active products of the category, in the category's order (hidden ones included). */
  productIds: number[];
}

/** Every active product and category of the shop in one language and currency. */
export interface CatalogueData {
  lang: string;
  currency: Currency;
  /** Active products in shop order, hidden (display_shop 'no') ones included. */
  products: Product[];
  categories: CatalogueCategory[];
}

const memberTypes: MemberType[] = ['customer', 'ambassador', 'scholar'];

function groupBy<T, K>(rows: readonly T[], key: (row: T) => K): Map<K, T[]> {
  const map = new Map<K, T[]>();
  for (const row of rows) {
    const k = key(row);
    const list = map.get(k);
    if (list) list.push(row);
    else map.set(k, [row]);
  }
  return map;
}

/** A row in `lang` merged field by field over the default language's row. */
function mergeTexts<T extends object>(wanted: T | undefined, fallback: T | undefined): Partial<T> {
  const out: Partial<T> = fallback ? { ...fallback } : {};
  for (const [k, v] of Object.entries(wanted ?? {})) {
    if (v !== null && v !== '') (out as Record<string, unknown>)[k] = v;
  }
  return out;
}

/**
 * Reads and assembles the whole catalogue for one language and currency: nine queries, whatever
 * the number of products, so that a cache rebuild stays cheap.
 */
export async function loadCatalogue(db: Database, lang: string, defaultLang: string, currency: Currency): Promise<CatalogueData> {
  const s = schema;
  const langs = [...new Set([lang, defaultLang])];
  // One query after another: a rebuild holds a single pool connection, however many language
  // and currency variants are being rebuilt at once.
  const products = await db
    .select()
    .from(s.products)
    .where(eq(s.products.isActive, true))
    .orderBy(asc(s.products.position), asc(s.products.id));
  const translations = await db.select().from(s.productTranslations).where(inArray(s.productTranslations.lang, langs));
  const prices = await db.select().from(s.productPrices).where(eq(s.productPrices.currency, currency));
  const tiers = await db.select().from(s.productTiers).orderBy(asc(s.productTiers.productId), asc(s.productTiers.position));
  const media = await db
    .select()
    .from(s.productMedia)
    .where(eq(s.productMedia.kind, 'image'))
    .orderBy(asc(s.productMedia.productId), asc(s.productMedia.position));
  const sections = await db
    .select()
    .from(s.productStorySections)
    .orderBy(asc(s.productStorySections.productId), asc(s.productStorySections.position));
  const links = await db
    .select({ productId: s.productCategories.productId, categoryId: s.productCategories.categoryId })
    .from(s.productCategories)
    .orderBy(asc(s.productCategories.position), asc(s.productCategories.productId));
  const categories = await db
    .select()
    .from(s.categories)
    .where(eq(s.categories.isActive, true))
    .orderBy(asc(s.categories.position), asc(s.categories.id));
  const categoryTexts = await db.select().from(s.categoryTranslations).where(inArray(s.categoryTranslations.lang, langs));

  const categoryTextById = new Map<number, { name: string; description: string }>();
  for (const [id, rows] of groupBy(categoryTexts, (r) => r.categoryId)) {
    const merged = mergeTexts(
      rows.find((r) => r.lang === lang),
      rows.find((r) => r.lang === defaultLang),
    );
    categoryTextById.set(id, { name: merged.name ?? '', description: merged.description ?? '' });
  }
  const activeCategories = categories.map((c) => ({
    id: c.id,
    slug: c.slug,
    categoryName: categoryTextById.get(c.id)?.name || c.slug,
    description: categoryTextById.get(c.id)?.description ?? '',
    imageUrl: c.imageUrl,
  }));
  const categoryById = new Map(activeCategories.map((c) => [c.id, c]));

  const textsByProduct = groupBy(translations, (r) => r.productId);
  const pricesByProduct = groupBy(prices, (r) => r.productId);
  const tiersByProduct = groupBy(tiers, (r) => r.productId);
  const mediaByProduct = groupBy(media, (r) => r.productId);
  const sectionsByProduct = groupBy(sections, (r) => r.productId);
  const linksByProduct = groupBy(links, (r) => r.productId);

  const wire: Product[] = [];
  for (const p of products) {
    const priceRows = pricesByProduct.get(p.id) ?? [];
    const priceSets = Object.fromEntries(
      priceRows.map((r) => [r.memberType, { sale: r.saleMinor, suggestedRetail: r.suggestedRetailMinor, autoship: r.autoshipMinor }]),
    ) as Partial<Record<MemberType, PriceSet>>;
    // A product without a full price list in this currency is not sold in it.
    if (!memberTypes.every((m) => priceSets[m])) continue;

    const rows = textsByProduct.get(p.id) ?? [];
    const t = mergeTexts(
      rows.find((r) => r.lang === lang),
      rows.find((r) => r.lang === defaultLang),
    );
    const texts: ProductTexts = {
      name: t.name ?? p.slug,
      shortDescription: t.shortDescription ?? '',
      description: t.description ?? '',
      descriptionTagline: t.descriptionTagline ?? '',
      overview: t.overview ?? null,
      instructions: t.instructions ?? null,
      faq: t.faq ?? null,
      documentation: t.documentation ?? null,
      ecommerce: t.ecommerce ?? null,
      seoTitle: t.seoTitle ?? '',
      seoDescription: t.seoDescription ?? '',
    };
    const tierFacts: TierFact[] = (tiersByProduct.get(p.id) ?? []).map((r) => ({
      audience: r.audience,
      position: r.position,
      rangeText: r.rangeText,
      discountBps: r.discountBps,
    }));
    const storySections = (sectionsByProduct.get(p.id) ?? []).flatMap((r) => {
      const section = localiseStorySection(r as StoredStorySection, lang, defaultLang);
      return section ? [section] : [];
    });
    const productCategories = (linksByProduct.get(p.id) ?? []).flatMap((l) => {
      const c = categoryById.get(l.categoryId);
      return c ? [{ id: c.id, categoryName: c.categoryName, slug: c.slug }] : [];
    });

    wire.push(
      toProductWire({
        id: p.id,
        slug: p.slug,
        displayShop: p.displayShop,
        displayReview: p.displayReview,
        isAutoshipAvailable: p.isAutoshipAvailable,
        isHolisticPackage: p.isHolisticPackage,
        isBestSeller: p.isBestSeller,
        rating: p.rating,
        reviewCount: p.reviewCount,
        thumbnailUrl: p.thumbnailUrl,
        texts,
        currency,
        prices: priceSets as Record<MemberType, PriceSet>,
        tiers: tierFacts,
        imageUrls: (mediaByProduct.get(p.id) ?? []).map((m) => m.url),
        categories: productCategories,
        storySections,
      }),
    );
  }

  const soldIds = new Set(wire.map((p) => p.id));
  const linksByCategory = groupBy(links, (l) => l.categoryId);
  return {
    lang,
    currency,
    products: wire,
    categories: activeCategories.map((c) => ({
      ...c,
      productIds: (linksByCategory.get(c.id) ?? []).map((l) => l.productId).filter((id) => soldIds.has(id)),
    })),
  };
}
