import { and, eq } from 'drizzle-orm';
import type { Database } from '@upline/db';
import { schema } from '@upline/db';
import type { OrderRequestParsed } from '@upline/contract/orders';
import { checkoutMessages } from '@upline/contract/checkout';
import type { Currency } from '@upline/domain/money';
import type { OrderAddress } from './order-draft.js';
import type { PricingReference } from '../cart/pricing-reference.js';
import { resolvePlace, type Place } from './resolve-place.js';

export type DestinationResult = { ok: true; shipTo: OrderAddress; billTo: OrderAddress | null; isPlaceholder: boolean } | { ok: false; fields: Record<string, string> };

const required = 'This field is required';
const PENDING = checkoutMessages.pending;

function address(place: Place, a: { firstName: string | null; lastName: string | null; address1: string; address2?: string | null; city: string; zip: string; mobile?: string | null }): OrderAddress {
  return {
    firstName: a.firstName,
    lastName: a.lastName,
    address1: a.address1,
    address2: a.address2 || null,
    city: a.city,
    stateId: place.stateId,
    stateName: place.stateName,
    countryId: place.countryId,
    countryName: place.countryName,
    countryCode: place.countryCode,
    zip: a.zip,
    mobile: a.mobile || null,
  };
}

/** The express placeholders (checkout §9: a pending order's address is 'Pending') in the currency's country. */
export async function placeholderAddress(db: Database, currency: Currency, names: { firstName: string | null; lastName: string | null }): Promise<OrderAddress> {
  const found = await resolvePlace(db, currency === 'CAD' ? 'CA' : 'US', null);
  const country = found.ok ? found.place : null;
  return {
    ...names,
    address1: PENDING,
    address2: null,
    city: PENDING,
    stateId: null,
    stateName: null,
    countryId: country?.countryId ?? null,
    countryName: country?.countryName ?? null,
    countryCode: country?.countryCode ?? (currency === 'CAD' ? 'CA' : 'US'),
    zip: PENDING,
    mobile: null,
  };
}

/** The member's saved shipping address, or null. */
async function savedShippingAddress(db: Database, userId: number, names: { firstName: string; lastName: string }): Promise<OrderAddress | null> {
  const { addresses } = schema;
  const [saved] = await db.select().from(addresses).where(and(eq(addresses.userId, userId), eq(addresses.kind, 'shipping'))).limit(1);
  if (!saved || saved.countryId === null) return null;
  const found = await resolvePlace(db, saved.countryId, saved.stateId ?? saved.stateName);
  if (!found.ok) return null;
  return address(found.place, {
    firstName: saved.firstName ?? names.firstName,
    lastName: saved.lastName ?? names.lastName,
    address1: saved.address1,
    address2: saved.address2,
    city: saved.city,
    zip: saved.postalCode,
    mobile: saved.mobile,
  });
}

/**
 * The order's delivery (and billing) address from the payload: the ship_* fields with the
 * country and state resolved; without them, a member's saved shipping address; for an express
 * order, the 'Pending' placeholders that the wallet or the shipping-update page completes.
 */
export async function resolveOrderDestination(
  db: Database,
  body: OrderRequestParsed,
  ctx: { userId: number | null; currency: Currency; isExpress: boolean; reference?: PricingReference },
): Promise<DestinationResult> {
  const names = { firstName: body.first_name, lastName: body.last_name };
  const isGiven = Boolean(body.ship_address || body.ship_city || body.country);
  let shipTo: OrderAddress | null = null;
  let isPlaceholder = false;
  const fields: Record<string, string> = {};

  if (isGiven) {
    if (!body.ship_address) fields.ship_address = required;
    if (!body.ship_city) fields.ship_city = required;
    if (!body.ship_zipcode) fields.ship_zipcode = required;
    const found = await resolvePlace(db, body.country, body.state, ctx.reference);
    if (!found.ok) fields[found.field] = found.message;
    else if (Object.keys(fields).length === 0) {
      shipTo = address(found.place, { ...names, address1: body.ship_address ?? '', address2: body.ship_address2, city: body.ship_city ?? '', zip: body.ship_zipcode ?? '', mobile: body.mobile });
    }
  } else if (ctx.userId !== null && (shipTo = await savedShippingAddress(db, ctx.userId, names))) {
    shipTo.mobile ??= body.mobile ?? null;
  } else if (ctx.isExpress) {
    shipTo = await placeholderAddress(db, ctx.currency, names);
    isPlaceholder = true;
  } else {
    Object.assign(fields, { ship_address: required, ship_city: required, ship_zipcode: required, country: 'Select country' });
  }

  let billTo: OrderAddress | null = null;
  if (body.billing) {
    const b = body.billing;
    const found = await resolvePlace(db, b.country, b.state, ctx.reference);
    if (!found.ok) fields[`billing.${found.field}`] = found.message;
    else billTo = address(found.place, { firstName: b.first_name || names.firstName, lastName: b.last_name || names.lastName, address1: b.address1, address2: b.address2, city: b.city, zip: b.zip_code });
  }
  if (Object.keys(fields).length > 0 || !shipTo) return { ok: false, fields };
  return { ok: true, shipTo, billTo: billTo ?? (isPlaceholder ? null : shipTo), isPlaceholder };
}
