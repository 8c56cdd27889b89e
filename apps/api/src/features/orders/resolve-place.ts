import type { Database } from '@upline/db';
import type { Currency } from '@upline/domain/money';
import { pricingReference, type PricingReference } from '../cart/pricing-reference.js';

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
 * kept as free text. Countries and states are pricing tables: they are read through the pricing
 * reference (`reference`, or one read from `db`), which keeps them while nobody edits them.
 */
export async function resolvePlace(
  db: Database,
  country: number | string | null | undefined,
  state: number | string | null | undefined,
  reference?: PricingReference,
): Promise<PlaceResult> {
  const countryText = country === null || country === undefined ? '' : String(country).trim();
  if (countryText === '') return { ok: false, field: 'country', message: placeMessages.country };
  const tables = reference ?? (await pricingReference(db));
  const found = await tables.country(countryText);
  if (!found) return { ok: false, field: 'country', message: placeMessages.country };
  const base = { countryId: found.id, countryCode: found.shortname.toUpperCase(), countryName: found.name, currency: found.currency };

  const listed = await tables.statesOf(found.id);
  const stateText = state === null || state === undefined ? '' : String(state).trim();
  if (listed.length === 0) return { ok: true, place: { ...base, stateId: null, stateName: stateText || null, stateCode: null } };
  if (stateText === '') return { ok: false, field: 'state', message: placeMessages.state };

  const isId = /^\d{1,6}$/.test(stateText);
  const upper = stateText.toUpperCase();
  const lower = stateText.toLowerCase();
  const row = listed.find((s) => (isId ? s.id === Number(stateText) : s.code.toUpperCase() === upper || s.name.toLowerCase() === lower));
  if (!row) return { ok: false, field: 'state', message: placeMessages.state };
  return { ok: true, place: { ...base, stateId: row.id, stateName: row.name, stateCode: row.code } };
}
