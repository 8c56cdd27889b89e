import type { Database } from '@upline/db';
import type { WalletAddress } from '@upline/contract/checkout';
import type { OrderAddress } from '../orders/order-draft.js';
import { resolvePlace } from '../orders/resolve-place.js';

/** A wallet's address, resolved: what the session keeps and the order is written from. */
export interface ExpressAddress {
  firstName: string | null;
  lastName: string | null;
  email: string | null;
  phone: string | null;
  address1: string | null;
  address2: string | null;
  city: string | null;
  zip: string | null;
  countryId: number;
  countryCode: string;
  countryName: string;
  stateId: number | null;
  stateName: string | null;
  /** Checkout §3: a name or first name, an address, a city and a country (and here a postal code). */
  isComplete: boolean;
}

export type ParsedAddress = { ok: true; address: ExpressAddress } | { ok: false; message: string };

const nameParts = (a: WalletAddress): [string | null, string | null] => {
  if (a.first_name || a.last_name) return [a.first_name || null, a.last_name || null];
  const parts = (a.name ?? '').trim().split(/\s+/).filter(Boolean);
  if (parts.length === 0) return [null, null];
  return [parts.length > 1 ? parts.slice(0, -1).join(' ') : (parts[0] ?? null), parts.length > 1 ? (parts.at(-1) ?? null) : null];
};

/**
 * Reads a wallet address. 'full' requires what delivery needs (a name, an address, a city, a
 * postal code, the country and, where the country lists them, the state); 'destination' (the
 * wallet's address-change callback, before the buyer confirms) needs only the country and state.
 * The country defaults to US as in the address form (checkout §2).
 */
export async function parseWalletAddress(db: Database, a: WalletAddress, mode: 'full' | 'destination'): Promise<ParsedAddress> {
  const [firstName, lastName] = nameParts(a);
  const address1 = (a.address1 ?? a.address ?? '').trim() || null;
  const zip = (a.postal_code ?? a.zip_code ?? '').trim() || null;
  const city = (a.city ?? '').trim() || null;
  if (mode === 'full') {
    if (!firstName) return { ok: false, message: 'First name is required' };
    if (!address1) return { ok: false, message: 'Address is required' };
    if (!city) return { ok: false, message: 'City is required' };
    if (!zip) return { ok: false, message: 'Postal code is required' };
  }
  const place = await resolvePlace(db, a.country ?? 'US', a.state ?? null);
  if (!place.ok) return { ok: false, message: place.field === 'country' ? 'Unknown country' : 'State or province is required or unknown' };
  const p = place.place;
  return {
    ok: true,
    address: {
      firstName,
      lastName,
      email: a.email?.trim() || null,
      phone: a.phone?.trim() || null,
      address1,
      address2: a.address2?.trim() || null,
      city,
      zip,
      countryId: p.countryId,
      countryCode: p.countryCode,
      countryName: p.countryName,
      stateId: p.stateId,
      stateName: p.stateName,
      isComplete: Boolean(firstName && address1 && city && zip),
    },
  };
}

/** The session address as an order address (only when complete). */
export function toOrderAddress(a: ExpressAddress): OrderAddress {
  return {
    firstName: a.firstName,
    lastName: a.lastName,
    address1: a.address1 ?? '',
    address2: a.address2,
    city: a.city ?? '',
    stateId: a.stateId,
    stateName: a.stateName,
    countryId: a.countryId,
    countryName: a.countryName,
    countryCode: a.countryCode,
    zip: a.zip ?? '',
    mobile: a.phone,
  };
}
