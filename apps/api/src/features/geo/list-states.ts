import { asc, eq } from 'drizzle-orm';
import type { GeoFailure, State } from '@upline/contract/geo';
import { schema, type Database } from '@upline/db';

/** The states or provinces of a country, by name; a failure when the country does not exist. */
export async function listStates(db: Database, countryId: number): Promise<{ ok: true; states: State[] } | { ok: false; code: GeoFailure }> {
  const { countries, states } = schema;
  const country = await db.select({ id: countries.id }).from(countries).where(eq(countries.id, countryId)).limit(1);
  if (!country[0]) return { ok: false, code: 'country_not_found' };
  const rows = await db
    .select({ id: states.id, name: states.name, code: states.code })
    .from(states)
    .where(eq(states.countryId, countryId))
    .orderBy(asc(states.name));
  return { ok: true, states: rows };
}
