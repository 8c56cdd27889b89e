import { and, desc, eq } from 'drizzle-orm';
import type { WishlistFailure } from '@upline/contract/wishlist';
import type { Database } from '@upline/db';
import { schema } from '@upline/db';

/** The member's saved product ids, most recently saved first. */
export async function listWishlistProductIds(db: Database, userId: number): Promise<number[]> {
  const { wishlistItems: w } = schema;
  const rows = await db.select({ productId: w.productId }).from(w).where(eq(w.userId, userId)).orderBy(desc(w.createdAt), desc(w.productId));
  return rows.map((r) => r.productId);
}

/** Saves an active product to the member's wishlist; saving it again changes nothing. A failure for an unknown or retired product. */
export async function addToWishlist(
  db: Database,
  input: { userId: number; productId: number; now: Date },
): Promise<{ ok: true } | { ok: false; code: WishlistFailure }> {
  const { products, wishlistItems } = schema;
  const [product] = await db
    .select({ id: products.id })
    .from(products)
    .where(and(eq(products.id, input.productId), eq(products.isActive, true)))
    .limit(1);
  if (!product) return { ok: false, code: 'product_not_found' };
  await db.insert(wishlistItems).values({ userId: input.userId, productId: product.id, createdAt: input.now }).onConflictDoNothing();
  return { ok: true };
}

/** Removes a product from the member's wishlist (nothing happens when it was not there). */
export async function removeFromWishlist(db: Database, input: { userId: number; productId: number }): Promise<void> {
  const { wishlistItems: w } = schema;
  await db.delete(w).where(and(eq(w.userId, input.userId), eq(w.productId, input.productId)));
}
