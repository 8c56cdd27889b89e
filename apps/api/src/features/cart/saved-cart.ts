// The member's cart kept on the server: saved by the browser while signed in, read by the legacy
// cart call at today's prices for the member's type. Lines whose product left the catalogue are
// dropped from the answer (and from the saved cart at the next save).
import { eq } from 'drizzle-orm';
import type { SavedCart } from '@upline/contract/saved-cart';
import type { MemberType, PurchaseType } from '@upline/domain/catalogue';
import type { Database } from '@upline/db';
import { schema } from '@upline/db';
import type { Currency } from '@upline/domain/money';
import { toDecimal } from '@upline/domain/money';
import { quoteCart } from './quote-cart.js';

type Line = { productId: number; quantity: number; purchaseType: PurchaseType };

/** Replaces the member's saved cart; an empty list forgets it. */
export async function saveMemberCart(db: Database, userId: number, body: { lines: Line[]; currency: Currency }, now: Date): Promise<void> {
  const { memberCarts } = schema;
  if (body.lines.length === 0) {
    await db.delete(memberCarts).where(eq(memberCarts.userId, userId));
    return;
  }
  await db
    .insert(memberCarts)
    .values({ userId, lines: body.lines, currency: body.currency, updatedAt: now })
    .onConflictDoUpdate({ target: memberCarts.userId, set: { lines: body.lines, currency: body.currency, updatedAt: now } });
}

/** The saved cart priced now; an empty answer when nothing is saved. */
export async function readMemberCart(db: Database, user: { id: number; memberType: MemberType }, fallbackCurrency: Currency, now: Date): Promise<SavedCart> {
  const [row] = await db.select().from(schema.memberCarts).where(eq(schema.memberCarts.userId, user.id));
  const currency = row?.currency ?? fallbackCurrency;
  const saved = (row?.lines ?? []) as Line[];
  const items: SavedCart['cartItems'] = [];
  let total = 0;
  // Priced one line at a time, so one product gone from the catalogue does not hide the others.
  for (const line of saved) {
    const result = await quoteCart(db, { lines: [line], memberType: user.memberType, currency }, now);
    if (!result.ok) continue;
    for (const item of result.quote.items) {
      const price = toDecimal(item.unitPriceMinor);
      const product = { id: item.productId, name: item.name, price, imageURL: item.thumbnailUrl };
      items.push({ id: item.productId, product_id: item.productId, name: item.name, quantity: item.quantity, purchaseType: item.purchaseType, price, imageURL: item.thumbnailUrl, product });
      total += item.lineTotalMinor;
    }
  }
  return { success: true, currency, cartItems: items, totalCost: toDecimal(total) };
}

/** DELETE cart/delete/{id}: removes the product's lines from the saved cart. */
export async function removeSavedCartLine(db: Database, userId: number, productId: number, now: Date): Promise<void> {
  const [row] = await db.select().from(schema.memberCarts).where(eq(schema.memberCarts.userId, userId));
  if (!row) return;
  const lines = (row.lines as Line[]).filter((l) => l.productId !== productId);
  await saveMemberCart(db, userId, { lines, currency: row.currency }, now);
}

