import { and, asc, eq, inArray } from 'drizzle-orm';
import type { Database } from '@upline/db';
import { schema } from '@upline/db';
import type { Currency } from '@upline/domain/money';
import { newSessionToken } from '../src/http/session.js';

// What the catalogue answers should contain, read straight from the tables, so that the tests
// hold whatever the demo data is.

/** Active products the shop lists (display_shop), in shop order. */
export async function shopProductIds(db: Database): Promise<number[]> {
  const { products } = schema;
  const rows = await db
    .select({ id: products.id })
    .from(products)
    .where(and(eq(products.isActive, true), eq(products.displayShop, true)))
    .orderBy(asc(products.position), asc(products.id));
  return rows.map((r) => r.id);
}

export async function productRow(db: Database, id: number) {
  const rows = await db.select().from(schema.products).where(eq(schema.products.id, id));
  const row = rows[0];
  if (!row) throw new Error(`product ${id} missing`);
  return row;
}

/** Price rows of a product in a currency, by member type (minor units). */
export async function pricesOf(db: Database, productId: number, currency: Currency) {
  const { productPrices: p } = schema;
  const rows = await db.select().from(p).where(and(eq(p.productId, productId), eq(p.currency, currency)));
  return Object.fromEntries(rows.map((r) => [r.memberType, r])) as Record<'customer' | 'ambassador' | 'scholar', (typeof rows)[number]>;
}

export async function tiersOf(db: Database, productId: number) {
  const { productTiers: t } = schema;
  return db.select().from(t).where(eq(t.productId, productId)).orderBy(asc(t.audience), asc(t.position));
}

export async function translationOf(db: Database, productId: number, lang: string) {
  const { productTranslations: t } = schema;
  const rows = await db.select().from(t).where(and(eq(t.productId, productId), eq(t.lang, lang)));
  return rows[0];
}

/** Published reviews of products, with whether each is a testimonial and its audience. */
export async function publishedReviews(db: Database, productIds?: number[]) {
  const { reviews: r } = schema;
  return db
    .select()
    .from(r)
    .where(and(eq(r.isPublished, true), productIds ? inArray(r.productId, productIds) : undefined));
}

/** Signs a member in without the sign-in call: a session row and its bearer token. */
export async function bearerFor(db: Database, userId: number, now: Date): Promise<string> {
  const { token, tokenHash } = newSessionToken();
  await db.insert(schema.sessions).values({ userId, tokenHash, expiresAt: new Date(now.getTime() + 86_400_000) });
  return token;
}
