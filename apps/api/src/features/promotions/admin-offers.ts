// Staff edit the offers as the data they are (issue 16 item 4): a row's data is checked against
// its kind's schema (the one the shop reads offers with), and the save is audited. The shop reads
// offers from the table on every request (answered no-store), so no cache holds them.
import { asc, eq, inArray } from 'drizzle-orm';
import { schema, type Database } from '@upline/db';
import type { z } from 'zod';
import { offerDataSchema, promotionsAdminMessages as m, type AdminOffer, type offerBodySchema } from '@upline/contract/promotions-admin';
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
  const { offers, products, auditLog } = schema;
  const now = deps.clock.now();
  return deps.db.transaction(async (tx): Promise<SaveOfferResult> => {
    const [row] = await tx.select().from(offers).where(eq(offers.id, input.id)).for('update');
    if (!row) return { ok: false, status: 404, message: m.offerNotFound };
    const { kind: _ignored, ...rest } = input.body.data;
    const parsed = offerDataSchema.safeParse({ ...rest, kind: row.kind });
    if (!parsed.success) {
      const fields = Object.fromEntries(parsed.error.issues.map((i) => [['data', ...i.path.map(String)].join('.'), i.message]));
      return { ok: false, status: 400, message: m.offerData, fields };
    }
    const data = parsed.data;
    const productIds = 'productIds' in data ? data.productIds : [data.productId];
    if (productIds.length > 0) {
      const found = await tx.select({ id: products.id }).from(products).where(inArray(products.id, productIds));
      if (found.length !== new Set(productIds).size) return { ok: false, status: 400, message: m.unknownProduct, fields: { data: m.unknownProduct } };
    }
    const { kind: _kind, ...stored } = data;
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
