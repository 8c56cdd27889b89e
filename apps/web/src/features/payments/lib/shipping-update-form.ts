// The shipping update form (checkout §2, §5): first name, last name, address line 1, city,
// country, state, zip code and phone required; address line 2 optional.
import { z } from 'zod';
import type { UpdateShippingRequest } from '@upline/contract/checkout';

export const shippingUpdateMessages = {
  required: 'This field is required',
  selectCountry: 'Select country',
  selectState: 'Select state/province',
  phoneInvalid: 'Please enter a valid phone number.',
} as const;

export interface ShippingUpdateValues {
  first_name: string;
  last_name: string;
  address1: string;
  address2: string;
  city: string;
  country: string;
  state: string;
  zip_code: string;
  mobile: string;
}

export const emptyShippingUpdate: ShippingUpdateValues = {
  first_name: '',
  last_name: '',
  address1: '',
  address2: '',
  city: '',
  country: '',
  state: '',
  zip_code: '',
  mobile: '',
};

const PHONE_PATTERN = /^[0-9+()\-. ]{7,30}$/;

/** The form's rules; `hasStates` says whether the chosen country lists states (a region is typed otherwise). */
export function shippingUpdateSchema(hasStates: boolean) {
  return z.custom<ShippingUpdateValues>().superRefine((values, ctx) => {
    const issue = (path: keyof ShippingUpdateValues, message: string) => ctx.addIssue({ code: 'custom', path: [path], message });
    for (const field of ['first_name', 'last_name', 'address1', 'city', 'zip_code'] as const) {
      if (values[field].trim() === '') issue(field, shippingUpdateMessages.required);
    }
    if (values.country === '') issue('country', shippingUpdateMessages.selectCountry);
    else if (values.state.trim() === '') issue('state', hasStates ? shippingUpdateMessages.selectState : shippingUpdateMessages.required);
    if (values.mobile.trim() === '') issue('mobile', shippingUpdateMessages.required);
    else if (!PHONE_PATTERN.test(values.mobile.trim())) issue('mobile', shippingUpdateMessages.phoneInvalid);
  });
}

/** The POST express-checkout/update-shipping body. */
export function shippingUpdatePayloadOf(orderId: number, values: ShippingUpdateValues): UpdateShippingRequest {
  const state = values.state.trim();
  return {
    order_id: orderId,
    shipping_address: {
      first_name: values.first_name.trim(),
      last_name: values.last_name.trim(),
      address1: values.address1.trim(),
      address2: values.address2.trim() || null,
      city: values.city.trim(),
      state: /^\d+$/.test(state) ? Number(state) : state,
      zip_code: values.zip_code.trim(),
      country: Number(values.country),
      mobile: values.mobile.trim(),
    },
  };
}
