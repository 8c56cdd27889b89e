// Staff add or change a product (product/add, product/update/{id}): the body is merged over the
// stored product (a field left out keeps its value), checked as a whole, written in one
// transaction with the audit entry (before and after) and a catalogue version bump, so the shop
// shows the change on its next read.
import { and, eq, inArray, ne, sql } from 'drizzle-orm';
import { schema, type Transaction } from '@upline/db';
import { catalogueAdminMessages as m } from '@upline/contract/catalogue-admin';
import { percentToBps, priceFieldMeaning, priceFieldNames, tierFieldErrors, type AdminProduct, type PriceFieldName, type ProductAddBody, type ProductTexts, type ProductUpdateBody } from '@upline/contract/catalogue-admin-products';
import { parseTierRange } from '@upline/domain/catalogue';
import type { Currency } from '@upline/domain/money';
import type { AppDeps } from '../../deps.js';
import { sanitizeContentHtml } from '../content/sanitize-html.js';
import { defaultLanguageOf, loadAdminProduct } from './admin-product-read.js';
import { bumpCatalogueVersion, catalogueTransaction } from './catalogue-version.js';
import { slugify, uniqueSlug } from './slugs.js';

export type SaveProductResult =
  | { ok: true; product: AdminProduct }
  | { ok: false; status: 400 | 404 | 409; message: string; field?: string; fields?: Record<string, string> };

const htmlTabs = ['overview', 'instructions', 'faq', 'documentation', 'ecommerce'] as const;
const textKeys = ['name', 'short_description', 'description', 'description_tagline', 'overview', 'instructions', 'faq', 'documentation', 'ecommerce', 'seo_title', 'seo_description'] as const;
const tierKeys = ['qty_range_', 'cust_qty_range_'].flatMap((p) => [1, 2, 3].flatMap((n) => [`${p}${n}`, `${p}${n}_per`])) as (keyof AdminProduct & keyof ProductUpdateBody)[];

/** Tab HTML goes through the content sanitiser; an empty tab is no tab. */
function cleanTexts<T extends Partial<ProductTexts>>(texts: T): T {
  const out = { ...texts };
  for (const tab of htmlTabs) {
    const value = out[tab];
    if (typeof value === 'string') (out as Record<string, unknown>)[tab] = value.trim() === '' ? null : sanitizeContentHtml(value);
  }
  return out;
}

const emptyTexts: ProductTexts = { name: '', short_description: '', description: '', description_tagline: '', overview: null, instructions: null, faq: null, documentation: null, ecommerce: null, seo_title: '', seo_description: '' };

/** The product after the body is applied (the stored one, or an empty one for an add). */
function merge(before: AdminProduct | null, body: ProductAddBody | ProductUpdateBody): Omit<AdminProduct, 'id' | 'updated_at'> {
  const own: ProductTexts = { ...emptyTexts };
  for (const key of textKeys) (own as Record<string, unknown>)[key] = body[key] !== undefined ? body[key] : before ? before[key] : emptyTexts[key];
  const thumbnail = body.thumbnail_url ?? body.imageURL ?? before?.thumbnail_url ?? null;
  const images = body.images_url ?? before?.images_url ?? (thumbnail ? [thumbnail] : []);
  const categoryIds = body.categoryIds ?? (body.categoryId !== undefined ? [body.categoryId] : (before?.categoryIds ?? []));
  const sale = body.sale_price ?? body.price ?? before?.sale_price ?? null;
  const prices = Object.fromEntries(
    priceFieldNames.map((f) => [f, f === 'sale_price' ? sale : (body[f] ?? before?.[f] ?? sale)]),
  ) as Record<PriceFieldName, number | null>;
  const tiers = Object.fromEntries(tierKeys.map((k) => [k, body[k] !== undefined ? body[k] : (before?.[k] ?? null)]));
  const translations: Record<string, ProductTexts> = { ...(before?.translations ?? {}) };
  for (const [lang, texts] of Object.entries(body.translations ?? {})) translations[lang] = { ...(translations[lang] ?? emptyTexts), ...cleanTexts(texts) };
  return {
    slug: body.slug ?? before?.slug ?? '',
    ...cleanTexts(own),
    thumbnail_url: thumbnail,
    images_url: images,
    categoryIds: [...new Set(categoryIds)],
    ...prices,
    prices_cad: body.prices_cad !== undefined ? body.prices_cad : (before?.prices_cad ?? null),
    ...(tiers as Pick<AdminProduct, 'qty_range_1'>),
    display_shop: body.display_shop ?? before?.display_shop ?? 'yes',
    display_review: body.display_review ?? before?.display_review ?? 'yes',
    autoship: body.autoship ?? before?.autoship ?? 'no',
    is_holistic: body.is_holistic ?? before?.is_holistic ?? false,
    is_best_seller: body.is_best_seller ?? before?.is_best_seller ?? false,
    translations,
  } as Omit<AdminProduct, 'id' | 'updated_at'>;
}

const minor = (v: number) => Math.round(v * 100);

/** Adds (id undefined) or updates a product for a staff member. */
export async function saveProduct(
  deps: Pick<AppDeps, 'db' | 'clock'>,
  input: { staffId: number; id?: number; body: ProductAddBody | ProductUpdateBody },
): Promise<SaveProductResult> {
  const s = schema;
  const now = deps.clock.now();
  return catalogueTransaction(deps.db, async (tx): Promise<SaveProductResult> => {
    let before: AdminProduct | null = null;
    if (input.id !== undefined) {
      const locked = await tx.select({ id: s.products.id }).from(s.products).where(eq(s.products.id, input.id)).for('update');
      if (locked.length === 0) return { ok: false, status: 404, message: m.productNotFound };
      before = await loadAdminProduct(tx, input.id);
    }
    const next = merge(before, input.body);

    const tierErrors = tierFieldErrors(next);
    if (tierErrors.length > 0) return { ok: false, status: 400, message: tierErrors[0]!.message, fields: Object.fromEntries([...tierErrors].reverse().map((e) => [e.field, e.message])) };
    if (next.categoryIds.length === 0) return { ok: false, status: 400, message: m.categoryRequired, field: 'categoryId' };
    const known = await tx.select({ id: s.categories.id }).from(s.categories).where(inArray(s.categories.id, next.categoryIds));
    if (known.length !== next.categoryIds.length) return { ok: false, status: 400, message: m.unknownCategory, field: 'categoryIds' };
    const defaultLang = await defaultLanguageOf(tx);
    const langs = await tx.select({ code: s.languages.code }).from(s.languages);
    const otherLangs = new Set(langs.map((l) => l.code).filter((c) => c !== defaultLang));
    for (const lang of Object.keys(next.translations)) if (!otherLangs.has(lang)) return { ok: false, status: 400, message: m.unknownLanguage, field: `translations.${lang}` };

    if (input.body.slug) {
      const taken = await tx.select({ id: s.products.id }).from(s.products).where(and(eq(s.products.slug, input.body.slug), input.id ? ne(s.products.id, input.id) : undefined));
      if (taken.length > 0) return { ok: false, status: 409, message: m.slugTaken, field: 'slug' };
    } else if (!before) {
      next.slug = await uniqueSlug(tx, s.products, slugify(next.name) || 'product');
    }

    const row = {
      slug: next.slug,
      displayShop: next.display_shop === 'yes',
      displayReview: next.display_review === 'yes',
      isAutoshipAvailable: next.autoship === 'yes',
      isHolisticPackage: next.is_holistic,
      isBestSeller: next.is_best_seller,
      thumbnailUrl: next.thumbnail_url,
      updatedAt: now,
    };
    let id: number;
    if (before) {
      id = before.id;
      await tx.update(s.products).set(row).where(eq(s.products.id, id));
    } else {
      const [created] = await tx
        .insert(s.products)
        .values({ ...row, createdAt: now, position: sql`(select coalesce(max(position), 0) + 1 from products)` })
        .returning({ id: s.products.id });
      id = created!.id;
    }

    await writeTexts(tx, id, defaultLang, next, next.translations);
    await writePrices(tx, id, next);
    await writeTiers(tx, id, next);
    await writeImages(tx, id, next.images_url);
    await writeCategories(tx, id, next.categoryIds);

    const after = (await loadAdminProduct(tx, id))!;
    await tx.insert(s.auditLog).values({ actorId: input.staffId, action: before ? 'product.updated' : 'product.created', entity: 'product', entityId: String(id), data: { before, after }, at: now });
    await bumpCatalogueVersion(tx);
    return { ok: true, product: after };
  });
}

const textColumns = (t: ProductTexts) => ({
  name: t.name,
  shortDescription: t.short_description,
  description: t.description,
  descriptionTagline: t.description_tagline,
  overview: t.overview,
  instructions: t.instructions,
  faq: t.faq,
  documentation: t.documentation,
  ecommerce: t.ecommerce,
  seoTitle: t.seo_title,
  seoDescription: t.seo_description,
});

async function writeTexts(tx: Transaction, productId: number, defaultLang: string, own: ProductTexts, others: Record<string, ProductTexts>) {
  const { productTranslations: t } = schema;
  for (const [lang, texts] of [[defaultLang, own] as const, ...Object.entries(others)]) {
    const values = textColumns(texts);
    await tx.insert(t).values({ productId, lang, ...values }).onConflictDoUpdate({ target: [t.productId, t.lang], set: values });
  }
}

async function writePrices(tx: Transaction, productId: number, next: Omit<AdminProduct, 'id' | 'updated_at'>) {
  const { productPrices: p } = schema;
  await tx.delete(p).where(eq(p.productId, productId));
  const lists: [Currency, Record<string, unknown> | null][] = [['USD', next], ['CAD', next.prices_cad]];
  for (const [currency, list] of lists) {
    if (!list) continue;
    for (const memberType of ['customer', 'ambassador', 'scholar'] as const) {
      const field = (kind: 'sale' | 'suggestedRetail' | 'autoship') => priceFieldNames.find((f) => priceFieldMeaning[f].memberType === memberType && priceFieldMeaning[f].kind === kind)!;
      const sale = list[field('sale')];
      const retail = list[field('suggestedRetail')];
      const autoship = list[field('autoship')];
      if (typeof sale !== 'number' || typeof retail !== 'number' || typeof autoship !== 'number') continue;
      await tx.insert(p).values({ productId, currency, memberType, saleMinor: minor(sale), suggestedRetailMinor: minor(retail), autoshipMinor: minor(autoship) });
    }
  }
}

async function writeTiers(tx: Transaction, productId: number, next: Record<string, unknown>) {
  const { productTiers: t } = schema;
  await tx.delete(t).where(eq(t.productId, productId));
  for (const [audience, prefix] of [['member', 'qty_range_'], ['customer', 'cust_qty_range_']] as const) {
    for (const position of [1, 2, 3]) {
      const rangeText = next[`${prefix}${position}`];
      const percent = next[`${prefix}${position}_per`];
      if (typeof rangeText !== 'string' || rangeText.trim() === '' || typeof percent !== 'number') continue;
      const range = parseTierRange(rangeText)!;
      await tx.insert(t).values({ productId, audience, position, rangeText: rangeText.trim(), minQuantity: range.minQuantity, maxQuantity: range.maxQuantity, discountBps: percentToBps(percent)! });
    }
  }
}

/** Images in the given order; positions held by the product's videos are skipped. */
async function writeImages(tx: Transaction, productId: number, urls: readonly string[]) {
  const { productMedia: pm } = schema;
  await tx.delete(pm).where(and(eq(pm.productId, productId), eq(pm.kind, 'image')));
  const taken = new Set((await tx.select({ position: pm.position }).from(pm).where(eq(pm.productId, productId))).map((r) => r.position));
  let position = 0;
  for (const url of urls) {
    while (taken.has(position)) position++;
    await tx.insert(pm).values({ productId, position, url, kind: 'image' });
    position++;
  }
}

/** Links the product to exactly these categories; a new link goes last in its category. */
async function writeCategories(tx: Transaction, productId: number, categoryIds: readonly number[]) {
  const { productCategories: pc } = schema;
  const existing = await tx.select({ categoryId: pc.categoryId }).from(pc).where(eq(pc.productId, productId));
  const keep = new Set(existing.map((e) => e.categoryId));
  const dropped = existing.map((e) => e.categoryId).filter((c) => !categoryIds.includes(c));
  if (dropped.length > 0) await tx.delete(pc).where(and(eq(pc.productId, productId), inArray(pc.categoryId, dropped)));
  for (const categoryId of categoryIds) {
    if (keep.has(categoryId)) continue;
    await tx.insert(pc).values({ productId, categoryId, position: sql`(select coalesce(max(position), 0) + 1 from product_categories where category_id = ${categoryId})` });
  }
}
