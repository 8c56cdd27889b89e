import { describe, expect, it } from 'vitest';
import { checkoutFormSchema, emptyCheckoutForm, isDeliveryComplete, type CheckoutFormValues } from './checkout-form';

const filled: CheckoutFormValues = {
  ...emptyCheckoutForm,
  email: 'ann@example.com',
  country: '231',
  first_name: 'Ann',
  last_name: 'Lee',
  address1: '1 Main Street',
  city: 'Springfield',
  state: '1014',
  zip_code: '62701',
  mobile: '555-123-4567',
  terms: true,
  shippingType: 'canada-post:tracked-packet-usa',
};

const guest = { isGuest: true, deliveryHasStates: true, billingHasStates: true };

function messages(values: CheckoutFormValues, context = guest): Record<string, string> {
  const result = checkoutFormSchema(context).safeParse(values);
  if (result.success) return {};
  return Object.fromEntries(result.error.issues.map((issue) => [String(issue.path[0]), issue.message]));
}

describe('checkout form rules', () => {
  it('accepts a complete guest form', () => {
    expect(messages(filled)).toEqual({});
  });

  it("gives the spec's messages for an empty form", () => {
    expect(messages(emptyCheckoutForm)).toEqual({
      email: 'Email address is required',
      country: 'Select country',
      first_name: 'This field is required',
      last_name: 'This field is required',
      address1: 'This field is required',
      city: 'This field is required',
      zip_code: 'This field is required',
      mobile: 'This field is required',
      terms: 'Please confirm that you are over 18 and accept the terms.',
      shippingType: 'Please select shipping method',
    });
  });

  it('asks for a state once a country with states is chosen, and checks the e-mail and phone', () => {
    const result = messages({ ...filled, state: '', email: 'ann@', mobile: 'abc' });
    expect(result).toEqual({ state: 'Select state/province', email: 'Please enter a valid email address.', mobile: 'Please enter a valid phone number.' });
  });

  it('does not ask a member for an e-mail', () => {
    expect(messages({ ...filled, email: '' }, { ...guest, isGuest: false })).toEqual({});
  });

  it('checks the billing address only when it is separate', () => {
    expect(messages({ ...filled, billSame: true })).toEqual({});
    const separate = messages({ ...filled, billSame: false });
    expect(separate).toMatchObject({
      billing_country: 'Select country',
      billing_first_name: 'This field is required',
      billing_address1: 'This field is required',
      billing_mobile: 'This field is required',
    });
    expect(separate.billing_addres2).toBeUndefined();
  });

  it('knows when the delivery address is complete enough for PayPal', () => {
    expect(isDeliveryComplete(filled, true)).toBe(true);
    expect(isDeliveryComplete({ ...filled, shippingType: '' }, true)).toBe(false);
    expect(isDeliveryComplete({ ...filled, state: '' }, true)).toBe(false);
    expect(isDeliveryComplete({ ...filled, state: '' }, false)).toBe(true);
  });
});
