import { and, eq } from 'drizzle-orm';
import type { Database } from '@upline/db';
import { schema } from '@upline/db';
import type { Currency } from '@upline/domain/money';
import { resolveZone, type ShippingZone, type ZoneRate } from '@upline/domain/shipping';

/** The zone of a destination country and its rate table in a currency; no zone means no delivery there. */
export async function loadZoneRates(db: Database, countryCode: string, currency: Currency): Promise<{ zoneCode: string | null; rates: ZoneRate[] }> {
  const { shippingZones, shippingZoneCountries, shippingRates } = schema;
  const [zones, links] = await Promise.all([
    db.select({ id: shippingZones.id, code: shippingZones.code }).from(shippingZones),
    db.select({ zoneId: shippingZoneCountries.zoneId, countryCode: shippingZoneCountries.countryCode }).from(shippingZoneCountries),
  ]);
  // A zone that names no country is the catch-all zone of every country no other zone names.
  const domainZones: (ShippingZone & { id: number })[] = zones.map((z) => {
    const codes = links.filter((l) => l.zoneId === z.id).map((l) => l.countryCode);
    return { id: z.id, code: z.code, countryCodes: codes.length > 0 ? codes : ['*'] };
  });
  const zone = resolveZone(countryCode, domainZones);
  if (!zone) return { zoneCode: null, rates: [] };
  const rows = await db
    .select()
    .from(shippingRates)
    .where(and(eq(shippingRates.zoneId, zone.id), eq(shippingRates.currency, currency)));
  return {
    zoneCode: zone.code,
    rates: rows.map((r) => ({
      carrier: r.carrier,
      service: r.service,
      minDays: r.minDays,
      maxDays: r.maxDays,
      minQuantity: r.minQuantity,
      maxQuantity: r.maxQuantity,
      amountMinor: r.amountMinor,
    })),
  };
}
