// The address of the express widget's modal (checkout §2, §3 'Editable address', §4 'Address
// modal'): its fields, when it counts as complete, which mode the modal opens in, and what the
// edit form requires.
import type { WalletAddress, WalletMethod } from '@upline/contract/checkout';

export interface EditableAddress {
  first_name: string;
  last_name: string;
  email: string;
  phone: string;
  address: string;
  address2: string;
  city: string;
  /** A state id from the country's list, or the region as typed. */
  state: string;
  postal_code: string;
  /** ISO code: US, CA, GB or AU (checkout §2). */
  country: string;
}

/** The countries the modal offers (checkout §2, §9); the shop delivers to the others through the international zone. */
export const walletCountries = ['US', 'CA', 'GB', 'AU'] as const;

export const emptyEditableAddress: EditableAddress = {
  first_name: '',
  last_name: '',
  email: '',
  phone: '',
  address: '',
  address2: '',
  city: '',
  state: '',
  postal_code: '',
  country: 'US',
};

const filled = (value: string) => value.trim() !== '';

/** Checkout §3: complete with a name, an address, a city and a country. */
export function isCompleteAddress(address: EditableAddress): boolean {
  return (filled(address.first_name) || filled(address.last_name)) && filled(address.address) && filled(address.city) && filled(address.country);
}

/**
 * Checkout §4 'Express Google Pay / Apple Pay flow': the address a wallet's sheet gave is
 * confirmed with the server before paying; Google Pay's only when it is complete.
 */
export function confirmsWalletAddress(method: WalletMethod, address: EditableAddress): boolean {
  return method !== 'google_pay_via_paypal' || isCompleteAddress(address);
}

/** Checkout §4: the modal opens in edit mode while the address is incomplete, else in view mode. */
export function modalModeFor(address: EditableAddress): 'view' | 'edit' {
  return isCompleteAddress(address) ? 'view' : 'edit';
}

export const requiredAddressFields = ['first_name', 'last_name', 'email', 'phone', 'address', 'city', 'state', 'postal_code', 'country'] as const;

/** Checkout §5: every field but address line 2 must be filled before Save & Continue. */
export function missingAddressFields(address: EditableAddress): (typeof requiredAddressFields)[number][] {
  return requiredAddressFields.filter((field) => !filled(address[field]));
}

/** The address as the express calls take it (a state id as a number). */
export function toWalletAddress(address: EditableAddress): WalletAddress {
  const state = address.state.trim();
  return {
    first_name: address.first_name.trim(),
    last_name: address.last_name.trim(),
    name: `${address.first_name.trim()} ${address.last_name.trim()}`.trim(),
    email: address.email.trim(),
    phone: address.phone.trim(),
    address: address.address.trim(),
    address2: address.address2.trim() || null,
    city: address.city.trim(),
    state: state === '' ? null : /^\d+$/.test(state) ? Number(state) : state,
    postal_code: address.postal_code.trim(),
    country: address.country,
  };
}
