// Coupons (matched on their code) and offers (ids are their 1-based positions in the data file).
import type { Database } from '../database.js';
import { coupons as couponsTable, offers as offersTable } from '../schema/promotions.js';
import { coupons } from './data/coupons.js';
import { offers } from './data/offers.js';

export async function seedCoupons(db: Database): Promise<void> {
  if (coupons.length === 0) return;
  await db
    .insert(couponsTable)
    .values(
      coupons.map((c) => ({
        code: c.code,
        description: c.description,
        kind: c.kind,
        target: c.target,
        amount: c.amount,
        currency: c.currency,
        startsAt: c.startsAt === null ? null : new Date(c.startsAt),
        endsAt: c.endsAt === null ? null : new Date(c.endsAt),
        validHoursFromFirstView: c.validHoursFromFirstView,
        usageLimit: c.usageLimit,
        perCustomerLimit: c.perCustomerLimit,
        isFirstOrderOnly: c.isFirstOrderOnly,
        minSubtotalMinor: c.minSubtotalMinor,
        productIds: c.productIds,
      })),
    )
    .onConflictDoNothing();
}

const dayMs = 86_400_000;

export async function seedOffers(db: Database, now: Date = new Date()): Promise<void> {
  if (offers.length === 0) return;
  await db
    .insert(offersTable)
    .values(
      offers.map((o, i) => {
        if (o.kind === 'freeShipping') {
          const { kind, endsInDays, ...data } = o;
          return { id: i + 1, kind, data, endsAt: endsInDays === undefined ? null : new Date(now.getTime() + endsInDays * dayMs) };
        }
        const { kind, ...data } = o;
        return { id: i + 1, kind, data };
      }),
    )
    .onConflictDoNothing();
}
