// Tax components per state or province, attached through the seeded states.
import type { Database } from '../database.js';
import { taxRates as taxRatesTable } from '../schema/tax.js';
import { loadStateIds } from './geo.js';
import { taxRates } from './data/tax-rates.js';

export async function seedTaxRates(db: Database): Promise<void> {
  if (taxRates.length === 0) return;
  const stateIds = await loadStateIds(db);
  const rows = taxRates.flatMap((rate) => {
    const stateId = stateIds.get(`${rate.countryCode}:${rate.stateCode}`);
    if (stateId === undefined) throw new Error(`Tax rate for unknown state ${rate.countryCode}:${rate.stateCode}`);
    return rate.components.map((c) => ({ stateId, name: c.name, rateBps: c.rateBps, appliesToShipping: c.appliesToShipping }));
  });
  if (rows.length > 0) await db.insert(taxRatesTable).values(rows).onConflictDoNothing();
}
