import { and, count, eq, sql } from 'drizzle-orm';
import type { Database } from '@upline/db';
import { schema } from '@upline/db';
import type { Currency } from '@upline/domain/money';

/** A country and, where the country lists them, one of its states or provinces. */
export interface Place {
  countryId: number;
  /** ISO alpha-2, upper case. */
  countryCode: string;
  countryName: string;
  currency: Currency;
  stateId: number | null;
  /** The state's name, or the free text given for a country without a states list. */
  stateName: string | null;
  stateCode: string | null;
}

export type PlaceResult = { ok: true; place: Place } | { ok: false; field: 'country' | 'state'; message: string };

export const placeMessages = { country: 'Select country', state: 'Select state/province' } as const;

/**
 * Resolves a country (id 38, '38' or 'CA') and a state (id, code 'QC' or name 'Quebec', which
 * must lie in that country). A country with a states list requires one; elsewhere the state is
 * kept as free text.
 */
export async function resolvePlace(db: Database, country: number | string | null | undefined, state: number | string | null | undefined): Promise<PlaceResult> {
  const { countries, states } = schema;
  const countryText = country === null || country === undefined ? '' : String(country).trim();
  if (countryText === '') return { ok: false, field: 'country', message: placeMessages.country };
  const byId = /^\d{1,6}$/.test(countryText);
  const [found] = await db
    .select()
    .from(countries)
    .where(byId ? eq(countries.id, Number(countryText)) : eq(sql`upper(${countries.shortname})`, countryText.toUpperCase()))
    .limit(1);
  if (!found) return { ok: false, field: 'country', message: placeMessages.country };
  const base = { countryId: found.id, countryCode: found.shortname.toUpperCase(), countryName: found.name, currency: found.currency };

  const [listed] = await db.select({ n: count() }).from(states).where(eq(states.countryId, found.id));
  const stateText = state === null || state === undefined ? '' : String(state).trim();
  if (Number(listed?.n ?? 0) === 0) return { ok: true, place: { ...base, stateId: null, stateName: stateText || null, stateCode: null } };
  if (stateText === '') return { ok: false, field: 'state', message: placeMessages.state };

  const match = /^\d{1,6}$/.test(stateText)
    ? eq(states.id, Number(stateText))
    : sql`(upper(${states.code}) = ${stateText.toUpperCase()} or lower(${states.name}) = ${stateText.toLowerCase()})`;
  const [row] = await db.select().from(states).where(and(eq(states.countryId, found.id), match)).limit(1);
  if (!row) return { ok: false, field: 'state', message: placeMessages.state };
  return { ok: true, place: { ...base, stateId: row.id, stateName: row.name, stateCode: row.code } };
}
