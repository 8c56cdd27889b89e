// Categories, products (texts, price lists, tiers, story sections, media) and reviews.
// Products and categories keep the ids of the data files; reviews use their 1-based position.
import type { Database } from '../database.js';
import {
  categories as categoriesTable,
  categoryTranslations,
  productCategories,
  productMedia,
  productPrices,
  products as productsTable,
  productStorySections,
  productTiers,
  productTranslations,
  reviews as reviewsTable,
  reviewTranslations,
} from '../schema/catalogue.js';
import { perLanguage } from './languages.js';
import { categories } from './data/categories.js';
import { products } from './data/products.js';
import { reviews } from './data/reviews.js';
import type { CurrencyCode, MemberType, ProductSeed, TierSeed } from './data/types.js';

const currencies: CurrencyCode[] = ['USD', 'CAD'];
const memberTypes: MemberType[] = ['customer', 'ambassador', 'scholar'];

/** '2-5' gives 2..5, '6+' gives 6..null, '3' gives 3..3. */
export function parseTierRange(range: string): { minQuantity: number; maxQuantity: number | null } {
  const open = /^\s*(\d+)\s*\+\s*$/.exec(range);
  if (open) return { minQuantity: Number(open[1]), maxQuantity: null };
  const closed = /^\s*(\d+)\s*-\s*(\d+)\s*$/.exec(range);
  if (closed) return { minQuantity: Number(closed[1]), maxQuantity: Number(closed[2]) };
  const single = /^\s*(\d+)\s*$/.exec(range);
  if (single) return { minQuantity: Number(single[1]), maxQuantity: Number(single[1]) };
  throw new Error(`Unreadable quantity tier range '${range}'`);
}

export async function seedCategories(db: Database): Promise<void> {
  if (categories.length === 0) return;
  await db
    .insert(categoriesTable)
    .values(categories.map((c, i) => ({ id: c.id, slug: c.slug, imageUrl: c.imageUrl, position: i + 1 })))
    .onConflictDoNothing();
  await db
    .insert(categoryTranslations)
    .values(categories.flatMap((c) => perLanguage((lang) => ({ categoryId: c.id, lang, name: c.name[lang], description: c.description[lang] }))))
    .onConflictDoNothing();
}

export async function seedProducts(db: Database): Promise<void> {
  if (products.length === 0) return;
  await db
    .insert(productsTable)
    .values(
      products.map((p, i) => ({
        id: p.id,
        slug: p.slug,
        displayShop: p.displayShop,
        displayReview: p.displayReview,
        isAutoshipAvailable: p.isAutoshipAvailable,
        isHolisticPackage: p.isHolisticPackage,
        isBestSeller: p.isBestSeller,
        weightGrams: p.weightGrams,
        rating: p.rating,
        reviewCount: p.reviewCount,
        thumbnailUrl: p.thumbnailUrl,
        position: i + 1,
      })),
    )
    .onConflictDoNothing();
  await db.insert(productTranslations).values(products.flatMap(translationRows)).onConflictDoNothing();
  await db.insert(productPrices).values(products.flatMap(priceRows)).onConflictDoNothing();
  const tiers = products.flatMap((p) => [...tierRows(p.id, 'member', p.memberTiers), ...tierRows(p.id, 'customer', p.customerTiers)]);
  if (tiers.length > 0) await db.insert(productTiers).values(tiers).onConflictDoNothing();
  const sections = products.flatMap((p) =>
    p.storySections.map((s, i) => {
      const { kind, ...data } = s;
      return { productId: p.id, position: i + 1, kind, data };
    }),
  );
  if (sections.length > 0) await db.insert(productStorySections).values(sections).onConflictDoNothing();
  const media = products.flatMap((p) => p.imageUrls.map((url, i) => ({ productId: p.id, position: i + 1, url })));
  if (media.length > 0) await db.insert(productMedia).values(media).onConflictDoNothing();
  await seedProductCategories(db);
}

function translationRows(p: ProductSeed) {
  return perLanguage((lang) => ({
    productId: p.id,
    lang,
    name: p.name[lang],
    shortDescription: p.shortDescription[lang],
    description: p.description[lang],
    descriptionTagline: p.descriptionTagline[lang],
    overview: p.overview?.[lang] ?? null,
    instructions: p.instructions?.[lang] ?? null,
    faq: p.faq?.[lang] ?? null,
    documentation: p.documentation?.[lang] ?? null,
    ecommerce: p.ecommerce?.[lang] ?? null,
    seoTitle: p.seo.title[lang],
    seoDescription: p.seo.description[lang],
  }));
}

function priceRows(p: ProductSeed) {
  return currencies.flatMap((currency) =>
    memberTypes.map((memberType) => {
      const price = p.prices[currency][memberType];
      return {
        productId: p.id,
        currency,
        memberType,
        saleMinor: price.sale,
        suggestedRetailMinor: price.suggestedRetail,
        autoshipMinor: price.autoship,
      };
    }),
  );
}

function tierRows(productId: number, audience: 'member' | 'customer', tiers: TierSeed[]) {
  return tiers.map((t, i) => ({ productId, audience, position: i + 1, rangeText: t.range, discountBps: t.discountBps, ...parseTierRange(t.range) }));
}

async function seedProductCategories(db: Database): Promise<void> {
  const categoryIdBySlug = new Map(categories.map((c) => [c.slug, c.id]));
  // A product's place in each of its categories follows its place in the catalogue.
  const links = products.flatMap((p, productIndex) =>
    p.categorySlugs.flatMap((slug) => {
      const categoryId = categoryIdBySlug.get(slug);
      if (categoryId === undefined) throw new Error(`Product ${p.id} names unknown category '${slug}'`);
      return [{ productId: p.id, categoryId, position: productIndex + 1 }];
    }),
  );
  if (links.length > 0) await db.insert(productCategories).values(links).onConflictDoNothing();
}

export async function seedReviews(db: Database): Promise<void> {
  if (reviews.length === 0) return;
  await db
    .insert(reviewsTable)
    .values(
      reviews.map((r, i) => ({
        id: i + 1,
        productId: r.productId,
        name: r.name,
        rating: r.rating,
        isTestimonial: r.isTestimonial,
        memberType: r.memberType,
      })),
    )
    .onConflictDoNothing();
  await db
    .insert(reviewTranslations)
    .values(reviews.flatMap((r, i) => perLanguage((lang) => ({ reviewId: i + 1, lang, content: r.content[lang] }))))
    .onConflictDoNothing();
}
