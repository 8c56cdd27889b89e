// Countries and their states or provinces, with stable ids.
import { eq } from 'drizzle-orm';
import type { Database } from '../database.js';
import { countries as countriesTable, states as statesTable } from '../schema/geo.js';
import { countries, states } from './data/geo.js';

export async function seedGeo(db: Database): Promise<void> {
  if (countries.length > 0) await db.insert(countriesTable).values(countries).onConflictDoNothing();
  if (states.length > 0) await db.insert(statesTable).values(states).onConflictDoNothing();
}

/** Map from 'CA:QC' (country shortname and state code) to the state id. */
export async function loadStateIds(db: Database): Promise<Map<string, number>> {
  const rows = await db
    .select({ id: statesTable.id, code: statesTable.code, country: countriesTable.shortname })
    .from(statesTable)
    .innerJoin(countriesTable, eq(statesTable.countryId, countriesTable.id));
  return new Map(rows.map((r) => [`${r.country}:${r.code}`, r.id]));
}

/** Map from a country shortname ('CA') to its id. */
export async function loadCountryIds(db: Database): Promise<Map<string, number>> {
  const rows = await db.select({ id: countriesTable.id, shortname: countriesTable.shortname }).from(countriesTable);
  return new Map(rows.map((r) => [r.shortname, r.id]));
}
