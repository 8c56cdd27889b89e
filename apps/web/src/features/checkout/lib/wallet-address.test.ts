import { describe, expect, it } from 'vitest';
import { confirmsWalletAddress, emptyEditableAddress, isCompleteAddress, missingAddressFields, modalModeFor, toWalletAddress } from './wallet-address';

const full = {
  first_name: 'Ann',
  last_name: 'Roy',
  email: 'ann@example.com',
  phone: '418-555-0100',
  address: '12 Rue Principale',
  address2: '',
  city: 'Québec',
  state: '2011',
  postal_code: 'G1R 4P5',
  country: 'CA',
};

describe('express address', () => {
  it('confirms a wallet sheet’s address with the server: always for Apple Pay, for Google Pay only when complete (checkout §4)', () => {
    const noStreet = { ...full, address: '' };
    expect(confirmsWalletAddress('apple_pay_via_paypal', full)).toBe(true);
    expect(confirmsWalletAddress('apple_pay_via_paypal', noStreet)).toBe(true);
    expect(confirmsWalletAddress('google_pay_via_paypal', full)).toBe(true);
    expect(confirmsWalletAddress('google_pay_via_paypal', noStreet)).toBe(false);
    expect(confirmsWalletAddress('google_pay_via_paypal', { ...full, first_name: '', last_name: '' })).toBe(false);
  });

  it('opens in edit mode until it has a name, an address, a city and a country', () => {
    expect(modalModeFor(emptyEditableAddress)).toBe('edit');
    expect(modalModeFor(full)).toBe('view');
    expect(isCompleteAddress({ ...full, first_name: '', last_name: 'Roy' })).toBe(true);
    expect(isCompleteAddress({ ...full, city: ' ' })).toBe(false);
  });

  it('requires every field but the second address line for saving', () => {
    expect(missingAddressFields(full)).toEqual([]);
    expect(missingAddressFields({ ...full, email: '', state: '' })).toEqual(['email', 'state']);
    expect(missingAddressFields(emptyEditableAddress)).toEqual(['first_name', 'last_name', 'email', 'phone', 'address', 'city', 'state', 'postal_code']);
  });

  it('sends a listed state as its id and a typed region as text', () => {
    expect(toWalletAddress(full)).toMatchObject({ state: 2011, country: 'CA', address2: null, name: 'Ann Roy', postal_code: 'G1R 4P5' });
    expect(toWalletAddress({ ...full, country: 'GB', state: 'Kent' }).state).toBe('Kent');
  });
});
