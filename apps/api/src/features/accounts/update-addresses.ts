import { sql } from 'drizzle-orm';
import type { Database } from '@upline/db';
import { schema } from '@upline/db';
import type { AddressUpdateRequest } from '@upline/contract/accounts';
import { accountFailure, type AccountResult } from './account-failure.js';
import { resolveAddressPlace } from './resolve-address-place.js';

/** POST user/address/update: replaces the caller's billing and shipping addresses together. */
export async function updateAddresses(db: Database, userId: number, input: AddressUpdateRequest, now: Date): Promise<AccountResult<null>> {
  const errors: Record<string, string> = {};
  const billing = await resolveAddressPlace(db, input.countryBill, input.stateBill);
  if (!billing.ok) errors[billing.field === 'country' ? 'countryBill' : 'stateBill'] = billing.message;
  const shipping = await resolveAddressPlace(db, input.country, input.state);
  if (!shipping.ok) errors[shipping.field] = shipping.message;
  if (!billing.ok || !shipping.ok) return accountFailure('invalid_address', Object.values(errors)[0] ?? 'Invalid address', errors);

  const { addresses } = schema;
  const rows = [
    {
      kind: 'billing' as const,
      address1: input.bill_address,
      address2: input.bill_address2 || null,
      city: input.city,
      postalCode: input.bil_zipcode,
      ...billing.place,
    },
    {
      kind: 'shipping' as const,
      address1: input.ship_address,
      address2: input.ship_address2 || null,
      city: input.ship_city,
      postalCode: input.ship_zipcode,
      ...shipping.place,
    },
  ].map((a) => ({ ...a, userId, mobile: input.mobile, createdAt: now, updatedAt: now }));

  await db
    .insert(addresses)
    .values(rows)
    .onConflictDoUpdate({
      target: [addresses.userId, addresses.kind],
      set: {
        address1: sql`excluded.address1`,
        address2: sql`excluded.address2`,
        city: sql`excluded.city`,
        countryId: sql`excluded.country_id`,
        stateId: sql`excluded.state_id`,
        stateName: sql`excluded.state_name`,
        postalCode: sql`excluded.postal_code`,
        mobile: sql`excluded.mobile`,
        updatedAt: sql`excluded.updated_at`,
      },
    });
  return { ok: true, value: null };
}
