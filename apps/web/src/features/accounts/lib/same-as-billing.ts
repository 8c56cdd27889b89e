import type { SignupKind, SignupValues } from './signup-values';

type ShippingPatch = Partial<Pick<SignupValues, 'ship_address' | 'ship_address2' | 'ship_city' | 'ship_zipcode' | 'country' | 'state'>>;

/** The billing fields whose changes are copied to shipping while 'same as billing' is ticked. */
export const copiedBillingFields = ['bill_address', 'city', 'bil_zipcode', 'countryBill', 'stateBill'] as const;

/**
 * Accounts §4, exactly: ticking copies the billing address, city, zip, country and state to the
 * shipping fields; unticking clears the shipping address lines, city and zip (the customer and
 * ambassador forms also clear address line 2; the scholar form keeps it). Country and state
 * stay as they were when unticked.
 */
export function sameAsBillingPatch(values: SignupValues, isTicked: boolean, kind: SignupKind): ShippingPatch {
  if (isTicked) {
    return {
      ship_address: values.bill_address,
      ship_city: values.city,
      ship_zipcode: values.bil_zipcode,
      country: values.countryBill,
      state: values.stateBill,
    };
  }
  const cleared: ShippingPatch = { ship_address: '', ship_city: '', ship_zipcode: '' };
  if (kind !== 'scholar') cleared.ship_address2 = '';
  return cleared;
}
