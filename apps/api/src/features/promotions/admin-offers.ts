// Staff edit the offers, each kind in its own form (issue 16 item 4): a row's data is checked
// against its kind's schema (the one the shop reads offers with), field by field with the field's
// message, its products and its coupon must exist, and the save is audited. The shop reads
// offers from the table on every request (answered no-store), so no cache holds them.
import { asc, eq, inArray, sql } from 'drizzle-orm';
import { schema, type Database } from '@upline/db';
import type { z } from 'zod';
import { offerKindDataSchemas, promotionsAdminMessages as m, type AdminOffer, type offerBodySchema } from '@upline/contract/promotions-admin';
import type { AppDeps } from '../../deps.js';

export type SaveOfferResult = { ok: true; offer: AdminOffer } | { ok: false; status: 400 | 404; message: string; fields?: Record<string, string> };

type OfferRow = typeof schema.offers.$inferSelect;

function toAdminOffer(row: OfferRow): AdminOffer {
  const data = typeof row.data === 'object' && row.data !== null && !Array.isArray(row.data) ? (row.data as Record<string, unknown>) : {};
  return { id: row.id, kind: row.kind, data, isActive: row.isActive, startsAt: row.startsAt?.toISOString() ?? null, endsAt: row.endsAt?.toISOString() ?? null };
}

export async function listAdminOffers(db: Database): Promise<AdminOffer[]> {
  const rows = await db.select().from(schema.offers).orderBy(asc(schema.offers.id));
  return rows.map(toAdminOffer);
}

export async function saveOffer(deps: Pick<AppDeps, 'db' | 'clock'>, input: { staffId: number; id: number; body: z.output<typeof offerBodySchema> }): Promise<SaveOfferResult> {
  const { offers, products, coupons, auditLog } = schema;
  const now = deps.clock.now();
  return deps.db.transaction(async (tx): Promise<SaveOfferResult> => {
    const [row] = await tx.select().from(offers).where(eq(offers.id, input.id)).for('update');
    if (!row) return { ok: false, status: 404, message: m.offerNotFound };
    const { kind: _ignored, ...rest } = input.body.data;
    const parsed = offerKindDataSchemas[row.kind].safeParse(rest);
    if (!parsed.success) {
      const fields = Object.fromEntries(parsed.error.issues.map((i) => [['data', ...i.path.map(String)].join('.'), i.message]));
      // The first field's own message says what is wrong; every field's is in `errors`.
      return { ok: false, status: 400, message: parsed.error.issues[0]?.message ?? m.offerData, fields };
    }
    const stored = parsed.data;
    const productIds = 'productIds' in stored ? stored.productIds : [stored.productId];
    if (productIds.length > 0) {
      const found = await tx.select({ id: products.id }).from(products).where(inArray(products.id, productIds));
      const field = 'productIds' in stored ? 'data.productIds' : 'data.productId';
      if (found.length !== new Set(productIds).size) return { ok: false, status: 400, message: m.unknownProduct, fields: { [field]: m.unknownProduct } };
    }
    if ('couponCode' in stored) {
      const [coupon] = await tx.select({ id: coupons.id }).from(coupons).where(eq(sql`lower(${coupons.code})`, stored.couponCode.toLowerCase()));
      if (!coupon) return { ok: false, status: 400, message: m.unknownCoupon, fields: { 'data.couponCode': m.unknownCoupon } };
    }
    const before = toAdminOffer(row);
    const [updated] = await tx
      .update(offers)
      .set({ data: stored, isActive: input.body.isActive, startsAt: input.body.startsAt ? new Date(input.body.startsAt) : null, endsAt: input.body.endsAt ? new Date(input.body.endsAt) : null })
      .where(eq(offers.id, row.id))
      .returning();
    const after = toAdminOffer(updated!);
    await tx.insert(auditLog).values({ actorId: input.staffId, action: 'offer.updated', entity: 'offer', entityId: String(row.id), data: { before, after }, at: now });
    return { ok: true, offer: after };
  });
}
