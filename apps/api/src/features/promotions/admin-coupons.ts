// Staff list, create and change coupons (issue 16 item 4): each with its usage (paid orders that
// redeemed it, orders holding it, distinct customers); every save in one transaction with its audit
// row (before and after). Coupons are read from the table on every cart quote, so a save is live
// for the next shopper: no cache holds them.
import { and, asc, eq, inArray, ne, sql } from 'drizzle-orm';
import { schema, type Database } from '@upline/db';
import { promotionsAdminMessages as m, type AdminCoupon, type CouponBodyParsed } from '@upline/contract/promotions-admin';
import type { AppDeps } from '../../deps.js';

export type SaveCouponResult = { ok: true; coupon: AdminCoupon } | { ok: false; status: 400 | 404 | 409; message: string; field?: string };

const toMinor = (major: number) => Math.round(major * 100);

/** Every coupon (or one), in code order, with its usage counted from its redemptions. */
export async function listAdminCoupons(db: Database, id?: number): Promise<AdminCoupon[]> {
  const { coupons, couponRedemptions: uses } = schema;
  const rows = await db.select().from(coupons).where(id === undefined ? undefined : eq(coupons.id, id)).orderBy(asc(sql`lower(${coupons.code})`));
  if (rows.length === 0) return [];
  const usage = await db
    .select({
      couponId: uses.couponId,
      redeemed: sql<number>`count(*) filter (where ${uses.status} = 'redeemed')::int`,
      reserved: sql<number>`count(*) filter (where ${uses.status} = 'reserved')::int`,
      customers: sql<number>`count(distinct lower(${uses.email})) filter (where ${uses.status} <> 'released')::int`,
    })
    .from(uses)
    .where(inArray(uses.couponId, rows.map((r) => r.id)))
    .groupBy(uses.couponId);
  return rows.map((c) => {
    const u = usage.find((x) => x.couponId === c.id);
    return {
      id: c.id,
      code: c.code,
      description: c.description,
      kind: c.kind,
      target: c.target,
      amount: c.amount / 100,
      currency: c.currency,
      startsAt: c.startsAt?.toISOString() ?? null,
      endsAt: c.endsAt?.toISOString() ?? null,
      validHoursFromFirstView: c.validHoursFromFirstView,
      usageLimit: c.usageLimit,
      perCustomerLimit: c.perCustomerLimit,
      isFirstOrderOnly: c.isFirstOrderOnly,
      minSubtotal: c.minSubtotalMinor === null ? null : c.minSubtotalMinor / 100,
      productIds: c.productIds,
      isActive: c.isActive,
      usage: { redeemed: Number(u?.redeemed ?? 0), reserved: Number(u?.reserved ?? 0), customers: Number(u?.customers ?? 0) },
      updatedAt: c.updatedAt.toISOString(),
    };
  });
}

/** True when a database error (possibly wrapped) is the case-insensitive code index refusing a second coupon. */
function isCodeTaken(err: unknown): boolean {
  for (let e: unknown = err, depth = 0; e && typeof e === 'object' && depth < 4; e = (e as { cause?: unknown }).cause, depth++) {
    const { code, constraint, message } = e as { code?: unknown; constraint?: unknown; message?: unknown };
    if (code === '23505' && (constraint === 'coupons_code_lower_key' || (typeof message === 'string' && message.includes('coupons_code_lower_key')))) return true;
  }
  return false;
}

/**
 * Creates a coupon, or changes one when an id is given; the code stays unique without case. Two
 * staff saving the same new code at once: the unique index lets one in, the other hears 409.
 */
export async function saveCoupon(deps: Pick<AppDeps, 'db' | 'clock'>, input: { staffId: number; id?: number; body: CouponBodyParsed }): Promise<SaveCouponResult> {
  try {
    return await writeCoupon(deps, input);
  } catch (error) {
    if (isCodeTaken(error)) return { ok: false, status: 409, message: m.codeTaken, field: 'code' };
    throw error;
  }
}

async function writeCoupon(deps: Pick<AppDeps, 'db' | 'clock'>, input: { staffId: number; id?: number; body: CouponBodyParsed }): Promise<SaveCouponResult> {
  const { coupons, products, auditLog } = schema;
  const now = deps.clock.now();
  const body = input.body;
  return deps.db.transaction(async (tx): Promise<SaveCouponResult> => {
    let before: AdminCoupon | null = null;
    if (input.id !== undefined) {
      const locked = await tx.select({ id: coupons.id }).from(coupons).where(eq(coupons.id, input.id)).for('update');
      if (locked.length === 0) return { ok: false, status: 404, message: m.couponNotFound };
      before = (await listAdminCoupons(tx, input.id))[0] ?? null;
    }
    const taken = await tx
      .select({ id: coupons.id })
      .from(coupons)
      .where(and(eq(sql`lower(${coupons.code})`, body.code.toLowerCase()), input.id === undefined ? undefined : ne(coupons.id, input.id)));
    if (taken.length > 0) return { ok: false, status: 409, message: m.codeTaken, field: 'code' };
    const productIds = [...new Set(body.productIds)];
    if (productIds.length > 0) {
      const found = await tx.select({ id: products.id }).from(products).where(inArray(products.id, productIds));
      if (found.length !== productIds.length) return { ok: false, status: 400, message: m.unknownProduct, field: 'productIds' };
    }
    const values = {
      code: body.code,
      description: body.description,
      kind: body.kind,
      target: body.target,
      // Basis points for a percentage, minor units for a value: both are the major number x 100.
      amount: toMinor(body.amount),
      currency: body.kind === 'value' ? body.currency : null,
      startsAt: body.startsAt ? new Date(body.startsAt) : null,
      endsAt: body.endsAt ? new Date(body.endsAt) : null,
      usageLimit: body.usageLimit,
      perCustomerLimit: body.perCustomerLimit,
      isFirstOrderOnly: body.isFirstOrderOnly,
      minSubtotalMinor: body.minSubtotal === null ? null : toMinor(body.minSubtotal),
      productIds,
      isActive: body.isActive,
      updatedAt: now,
    };
    let id: number;
    if (before) {
      id = before.id;
      await tx.update(coupons).set(values).where(eq(coupons.id, id));
    } else {
      const [created] = await tx.insert(coupons).values({ ...values, createdAt: now }).returning({ id: coupons.id });
      id = created!.id;
    }
    const after = (await listAdminCoupons(tx, id))[0]!;
    await tx.insert(auditLog).values({ actorId: input.staffId, action: before ? 'coupon.updated' : 'coupon.created', entity: 'coupon', entityId: String(id), data: { before, after }, at: now });
    return { ok: true, coupon: after };
  });
}
