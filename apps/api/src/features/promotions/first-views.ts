import { and, eq, inArray, min } from 'drizzle-orm';
import type { Database } from '@upline/db';
import { schema } from '@upline/db';

/** Records that a visitor saw a coupon's offer now, unless they saw it before (the first view stands). */
export async function recordFirstView(db: Database, couponId: number, visitorKey: string, now: Date): Promise<void> {
  await db.insert(schema.couponFirstViews).values({ couponId, visitorKey, firstViewedAt: now }).onConflictDoNothing();
}

/** The earliest view of the coupon under any of the shopper's keys (signed in and anonymous), or null. */
export async function firstViewOf(db: Database, couponId: number, visitorKeys: readonly string[]): Promise<Date | null> {
  if (visitorKeys.length === 0) return null;
  const { couponFirstViews: v } = schema;
  const rows = await db
    .select({ at: min(v.firstViewedAt) })
    .from(v)
    .where(and(eq(v.couponId, couponId), inArray(v.visitorKey, [...visitorKeys])));
  const at = rows[0]?.at ?? null;
  return at === null ? null : new Date(at);
}
