import { asc, eq } from 'drizzle-orm';
import { z } from 'zod';
import type { Database } from '@upline/db';
import { schema } from '@upline/db';

// Offers are rows (kind + jsonb data), seeded with the spec's products; these schemas read the
// stored data. A row that does not match its kind's shape is left out rather than guessed at,
// so a broken row can switch an offer off but never hand out a wrong price.

const localisedSchema = z.record(z.string(), z.string());
const idSchema = z.number().int().positive();

export const storedOfferSchema = z.discriminatedUnion('kind', [
  z.object({ kind: z.literal('buyTwoGetOneFree'), productIds: z.array(idSchema) }),
  z.object({ kind: z.literal('landing'), productId: idSchema, hidesHeaderStrip: z.boolean(), checkoutMessage: localisedSchema }),
  z.object({
    kind: z.literal('exitOffer'),
    productId: idSchema,
    delaySeconds: z.number().int().min(0),
    couponCode: z.string().min(1),
    headline: localisedSchema,
  }),
  z.object({
    kind: z.literal('flashSale'),
    productId: idSchema,
    couponCode: z.string().min(1),
    hours: z.number().int().positive(),
    headline: localisedSchema,
  }),
  z.object({ kind: z.literal('freeShipping'), productIds: z.array(idSchema), countryCodes: z.array(z.string()) }),
]);
export type StoredOffer = z.infer<typeof storedOfferSchema>;
export type StoredOfferOf<K extends StoredOffer['kind']> = Extract<StoredOffer, { kind: K }>;
/** A running offer with the end of its row's window (null: until switched off), which its claims name. */
export type ActiveOffer = StoredOffer & { endsAt: Date | null };

/** A switched-on offer with its window (null ends: open), its data checked. */
export type SwitchedOnOffer = ActiveOffer & { startsAt: Date | null };

/** The offers switched on (whatever their window), in id order, with their data checked. */
export async function loadSwitchedOnOffers(db: Database): Promise<SwitchedOnOffer[]> {
  const { offers } = schema;
  const rows = await db
    .select({ kind: offers.kind, data: offers.data, startsAt: offers.startsAt, endsAt: offers.endsAt })
    .from(offers)
    .where(eq(offers.isActive, true))
    .orderBy(asc(offers.id));
  return rows.flatMap((row) => {
    const data = typeof row.data === 'object' && row.data !== null ? row.data : {};
    const parsed = storedOfferSchema.safeParse({ ...data, kind: row.kind });
    return parsed.success ? [{ ...parsed.data, startsAt: row.startsAt, endsAt: row.endsAt }] : [];
  });
}

/** The switched-on offers whose window holds `now` (started, not ended), without their start. */
export function offersRunningAt(offers: readonly SwitchedOnOffer[], now: Date): ActiveOffer[] {
  const at = now.getTime();
  return offers.flatMap(({ startsAt, ...offer }) => ((startsAt === null || startsAt.getTime() <= at) && (offer.endsAt === null || offer.endsAt.getTime() > at) ? [offer] : []));
}

/** The offers running at `now` (active, started, not ended), in id order, with their data checked. */
export async function loadActiveOffers(db: Database, now: Date): Promise<ActiveOffer[]> {
  return offersRunningAt(await loadSwitchedOnOffers(db), now);
}

/** The offers of one kind. */
export function offersOfKind<K extends StoredOffer['kind']>(offers: readonly StoredOffer[], kind: K): StoredOfferOf<K>[] {
  return offers.filter((o): o is StoredOfferOf<K> => o.kind === kind);
}

/** Products that run buy-2-get-1-free now. */
export function buyTwoGetOneProductIds(offers: readonly StoredOffer[]): Set<number> {
  return new Set(offersOfKind(offers, 'buyTwoGetOneFree').flatMap((o) => o.productIds));
}

/** A localised text in the wanted language, else the default language, else any. */
export function localise(text: Readonly<Record<string, string>>, lang: string, defaultLang: string): string {
  return text[lang] ?? text[defaultLang] ?? Object.values(text)[0] ?? '';
}
