import { describe, expect, it } from 'vitest';
import { sameAsBillingPatch } from './same-as-billing';
import { emptySignupValues, type SignupValues } from './signup-values';

const filled: SignupValues = {
  ...emptySignupValues('US', 'en'),
  bill_address: '1 Main Street',
  bill_address2: 'Suite 4',
  city: 'Springfield',
  bil_zipcode: '62701',
  countryBill: '231',
  stateBill: '1014',
  ship_address: '9 Elm Road',
  ship_address2: 'Apt 2',
  ship_city: 'Toronto',
  ship_zipcode: 'M5H 1A1',
  country: '38',
  state: '2009',
};

describe('same as billing', () => {
  it('copies billing address, city, zip, country and state when ticked (not address line 2)', () => {
    expect(sameAsBillingPatch(filled, true, 'customer')).toEqual({
      ship_address: '1 Main Street',
      ship_city: 'Springfield',
      ship_zipcode: '62701',
      country: '231',
      state: '1014',
    });
  });

  it('clears the shipping lines, city and zip when unticked on the customer and ambassador forms', () => {
    for (const kind of ['customer', 'ambassador'] as const) {
      expect(sameAsBillingPatch(filled, false, kind)).toEqual({ ship_address: '', ship_address2: '', ship_city: '', ship_zipcode: '' });
    }
  });

  it('keeps address line 2 when unticked on the scholar form', () => {
    const patch = sameAsBillingPatch(filled, false, 'scholar');
    expect(patch).toEqual({ ship_address: '', ship_city: '', ship_zipcode: '' });
    expect(patch).not.toHaveProperty('ship_address2');
  });

  it('leaves country and state alone when unticked', () => {
    const patch = sameAsBillingPatch(filled, false, 'customer');
    expect(patch).not.toHaveProperty('country');
    expect(patch).not.toHaveProperty('state');
  });
});
