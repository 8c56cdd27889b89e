import { describe, expect, it } from 'vitest';
import { emptyShippingUpdate, shippingUpdatePayloadOf, shippingUpdateSchema } from './shipping-update-form';

const filled = {
  first_name: 'Ann',
  last_name: 'Roy',
  address1: '12 Rue Principale',
  address2: '',
  city: 'Québec',
  country: '38',
  state: '2011',
  zip_code: 'G1R 4P5',
  mobile: '418-555-0100',
};

function messages(values: typeof filled, hasStates = true) {
  const result = shippingUpdateSchema(hasStates).safeParse(values);
  return result.success ? {} : Object.fromEntries(result.error.issues.map((issue) => [String(issue.path[0]), issue.message]));
}

describe('shipping update form', () => {
  it('requires every field but address line 2', () => {
    expect(messages(filled)).toEqual({});
    expect(messages(emptyShippingUpdate)).toEqual({
      first_name: 'This field is required',
      last_name: 'This field is required',
      address1: 'This field is required',
      city: 'This field is required',
      zip_code: 'This field is required',
      country: 'Select country',
      mobile: 'This field is required',
    });
    expect(messages({ ...filled, state: '' })).toEqual({ state: 'Select state/province' });
    expect(messages({ ...filled, state: '' }, false)).toEqual({ state: 'This field is required' });
  });

  it('sends ids as numbers and an empty second line as null', () => {
    expect(shippingUpdatePayloadOf(9, filled)).toEqual({
      order_id: 9,
      shipping_address: { ...filled, address2: null, state: 2011, country: 38 },
    });
    expect(shippingUpdatePayloadOf(9, { ...filled, country: '230', state: 'Kent' }).shipping_address.state).toBe('Kent');
  });
});
