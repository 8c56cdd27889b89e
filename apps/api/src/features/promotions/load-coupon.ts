import { eq, sql } from 'drizzle-orm';
import type { Database } from '@upline/db';
import { schema } from '@upline/db';
import { couponFromSettings, normaliseCouponCode, type Coupon } from '@upline/domain/promotions';

export type CouponRow = typeof schema.coupons.$inferSelect;

/** The coupon stored under a code, matched without case or surrounding spaces; null when there is none. */
export async function findCouponByCode(db: Database, code: string): Promise<CouponRow | null> {
  const normalised = normaliseCouponCode(code);
  if (normalised === '') return null;
  const { coupons } = schema;
  const rows = await db
    .select()
    .from(coupons)
    .where(eq(sql`lower(${coupons.code})`, normalised.toLowerCase()))
    .limit(1);
  return rows[0] ?? null;
}

/** The stored columns as the domain's rule list. */
export function toDomainCoupon(row: CouponRow): Coupon {
  return couponFromSettings({
    id: row.id,
    code: row.code,
    isActive: row.isActive,
    kind: row.kind,
    target: row.target,
    amount: row.amount,
    currency: row.currency,
    startsAt: row.startsAt,
    endsAt: row.endsAt,
    validHoursFromFirstView: row.validHoursFromFirstView,
    usageLimit: row.usageLimit,
    perCustomerLimit: row.perCustomerLimit,
    isFirstOrderOnly: row.isFirstOrderOnly,
    minSubtotalMinor: row.minSubtotalMinor,
    productIds: row.productIds,
  });
}
