import { eq, sql } from 'drizzle-orm';
import type { Database } from '@upline/db';
import { schema } from '@upline/db';
import type { RegisterRequest } from '@upline/contract/accounts';
import { resolveAddressPlace, type AddressPlace } from './resolve-address-place.js';

/** 'YYYY-MM-DD' for a real calendar date from 1951 to the current year and not in the future, else null. */
export function birthDate(year: number, month: number, day: number, now: Date): string | null {
  if (year < 1951 || year > now.getUTCFullYear()) return null;
  const date = new Date(Date.UTC(year, month - 1, day));
  if (date.getUTCFullYear() !== year || date.getUTCMonth() !== month - 1 || date.getUTCDate() !== day) return null;
  if (date.getTime() > now.getTime()) return null;
  return date.toISOString().slice(0, 10);
}

/** Checks the form's two country and state pairs; shipping is billing's when same_billing is set. */
export async function resolveRegistrationPlaces(
  db: Database,
  input: RegisterRequest,
  errors: Record<string, string>,
): Promise<{ billing: AddressPlace; shipping: AddressPlace } | null> {
  const billing = await resolveAddressPlace(db, input.countryBill, input.stateBill);
  if (!billing.ok) errors[billing.field === 'country' ? 'countryBill' : 'stateBill'] = billing.message;
  let shipping = billing;
  if (!input.same_billing && input.country !== undefined && input.state !== undefined) {
    shipping = await resolveAddressPlace(db, input.country, input.state);
    if (!shipping.ok) errors[shipping.field] = shipping.message;
  }
  return billing.ok && shipping.ok ? { billing: billing.place, shipping: shipping.place } : null;
}

/** Which of the e-mail and link name already belong to someone (compared lower-cased). */
export async function findTakenIdentifiers(db: Database, email: string, urlName: string | null) {
  const { users } = schema;
  const [byEmail] = await db.select({ id: users.id }).from(users).where(eq(sql`lower(${users.email})`, email)).limit(1);
  const byUrl = urlName
    ? (await db.select({ id: users.id }).from(users).where(eq(sql`lower(${users.urlName})`, urlName)).limit(1))[0]
    : undefined;
  return { isEmailTaken: Boolean(byEmail), isUrlNameTaken: Boolean(byUrl) };
}
