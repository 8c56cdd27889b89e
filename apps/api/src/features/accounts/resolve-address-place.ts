import { eq } from 'drizzle-orm';
import type { Database } from '@upline/db';
import { schema } from '@upline/db';

export interface AddressPlace {
  countryId: number;
  stateId: number | null;
  /** The state's name (or the free text for countries without a list). */
  stateName: string;
}

/**
 * Checks a country and state pair from a form: the country must exist, and when it has a list
 * of states the state must be one of them (an id, or its code or name). Returns the field
 * message to show otherwise.
 */
export async function resolveAddressPlace(
  db: Database,
  countryId: number,
  state: number | string,
): Promise<{ ok: true; place: AddressPlace } | { ok: false; field: 'country' | 'state'; message: string }> {
  const { countries, states } = schema;
  const [country] = await db.select({ id: countries.id }).from(countries).where(eq(countries.id, countryId)).limit(1);
  if (!country) return { ok: false, field: 'country', message: 'Select country' };

  const list = await db.select({ id: states.id, code: states.code, name: states.name }).from(states).where(eq(states.countryId, countryId));
  if (list.length === 0) {
    // Countries without a list take the region as typed; an id cannot belong to them.
    if (typeof state === 'number') return { ok: false, field: 'state', message: 'Select state/province' };
    return { ok: true, place: { countryId, stateId: null, stateName: state } };
  }
  const wanted = typeof state === 'string' ? state.toLowerCase() : null;
  const match = list.find((s) => (typeof state === 'number' ? s.id === state : s.code.toLowerCase() === wanted || s.name.toLowerCase() === wanted));
  if (!match) return { ok: false, field: 'state', message: 'Select state/province' };
  return { ok: true, place: { countryId, stateId: match.id, stateName: match.name } };
}

