// Shipping zones with their countries, and the quantity-banded rate tables.
import type { Database } from '../database.js';
import { shippingRates as ratesTable, shippingZoneCountries, shippingZones as zonesTable } from '../schema/shipping.js';
import { shippingRates, shippingZones } from './data/shipping.js';

export async function seedShipping(db: Database): Promise<void> {
  if (shippingZones.length === 0) return;
  await db
    .insert(zonesTable)
    .values(shippingZones.map((z) => ({ code: z.code })))
    .onConflictDoNothing();
  const zoneRows = await db.select().from(zonesTable);
  const zoneId = new Map(zoneRows.map((z) => [z.code, z.id]));
  const idOf = (code: string): number => {
    const id = zoneId.get(code);
    if (id === undefined) throw new Error(`Unknown shipping zone '${code}'`);
    return id;
  };
  const countryRows = shippingZones.flatMap((z) => z.countryCodes.map((countryCode) => ({ zoneId: idOf(z.code), countryCode })));
  if (countryRows.length > 0) await db.insert(shippingZoneCountries).values(countryRows).onConflictDoNothing();
  if (shippingRates.length === 0) return;
  await db
    .insert(ratesTable)
    .values(
      shippingRates.map((r) => ({
        zoneId: idOf(r.zone),
        currency: r.currency,
        carrier: r.carrier,
        service: r.service,
        minDays: r.minDays,
        maxDays: r.maxDays,
        minQuantity: r.minQuantity,
        maxQuantity: r.maxQuantity,
        amountMinor: r.amountMinor,
      })),
    )
    .onConflictDoNothing();
}
