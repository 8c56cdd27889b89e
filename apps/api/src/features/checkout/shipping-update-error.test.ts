import { describe, expect, it } from 'vitest';
import { checkoutFailures } from '@upline/contract/checkout-routes';
import { shippingUpdateError } from './express-routes.js';

describe('a refused shipping update', () => {
  it('answers 409 shipping_not_editable once the address is no longer a placeholder to complete', () => {
    const error = shippingUpdateError({ ok: false, failure: 'shipping_not_editable' });
    expect({ status: error.statusCode, code: error.code, message: error.message }).toEqual({
      status: 409,
      code: 'shipping_not_editable',
      message: 'The shipping address of this order can no longer be changed here.',
    });
  });

  it('answers 422 invalid_address with the field that names no known place', () => {
    const error = shippingUpdateError({ ok: false, failure: 'invalid_address', field: 'country', detail: 'Select country' });
    expect({ status: error.statusCode, code: error.code, message: error.message, fields: error.fields }).toEqual({
      status: 422,
      code: 'invalid_address',
      message: 'Invalid address data: Select country',
      fields: { country: 'Select country' },
    });
  });

  it('has a status for every code of the checkout’s failures', () => {
    expect([...checkoutFailures].sort()).toEqual(['invalid_address', 'shipping_not_editable']);
  });
});
