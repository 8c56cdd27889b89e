// The regular checkout form of checkout §2 and §3: contact, delivery address, optional billing
// address, the two checkboxes, the shipping method and the payment method, with the rules of
// checkout §5. Field names are the spec's (addres2 included, docs/spec-deviations.md).
import { z } from 'zod';
import { isValidEmail } from '@upline/domain/accounts';
import { formMessages } from './checkout-messages';

export type PaymentChoice = 'card' | 'paypal' | 'gpay' | 'applepay';

export interface CheckoutFormValues {
  email: string;
  country: string;
  first_name: string;
  last_name: string;
  address1: string;
  addres2: string;
  city: string;
  state: string;
  zip_code: string;
  mobile: string;
  billSame: boolean;
  billing_country: string;
  billing_first_name: string;
  billing_last_name: string;
  billing_address1: string;
  billing_addres2: string;
  billing_city: string;
  billing_state: string;
  billing_zip_code: string;
  billing_mobile: string;
  stayup: boolean;
  terms: boolean;
  /** The autoship terms shown before payment were accepted (only asked when the cart has autoship items). */
  autoshipConsent: boolean;
  /** The chosen shipping option's id (from the quote). */
  shippingType: string;
  /** The chosen option's label, as the spec keeps it beside the id. */
  shippingTypeName: string;
  paymentMethod: PaymentChoice;
}

export const emptyCheckoutForm: CheckoutFormValues = {
  email: '',
  country: '',
  first_name: '',
  last_name: '',
  address1: '',
  addres2: '',
  city: '',
  state: '',
  zip_code: '',
  mobile: '',
  billSame: true,
  billing_country: '',
  billing_first_name: '',
  billing_last_name: '',
  billing_address1: '',
  billing_addres2: '',
  billing_city: '',
  billing_state: '',
  billing_zip_code: '',
  billing_mobile: '',
  stayup: false,
  terms: false,
  autoshipConsent: false,
  shippingType: '',
  shippingTypeName: '',
  paymentMethod: 'card',
};

/** What the rules depend on besides the values: who is buying and which countries list states. */
export interface CheckoutFormContext {
  /** A member's e-mail is the account's, fixed: only a guest types one. */
  isGuest: boolean;
  /** Whether the chosen delivery (billing) country has a list of states; unknown counts as yes. */
  deliveryHasStates: boolean;
  billingHasStates: boolean;
  /** The cart holds autoship items: an account and the autoship terms are required. */
  hasAutoship?: boolean;
}

const PHONE_PATTERN = /^[0-9+()\-. ]{7,30}$/;

type AddressPrefix = '' | 'billing_';

function checkAddress(values: CheckoutFormValues, prefix: AddressPrefix, hasStates: boolean, issue: (path: keyof CheckoutFormValues, message: string) => void) {
  const field = (name: string) => `${prefix}${name}` as keyof CheckoutFormValues;
  const text = (name: string) => String(values[field(name)] ?? '').trim();
  if (text('country') === '') issue(field('country'), formMessages.selectCountry);
  for (const name of ['first_name', 'last_name', 'address1', 'city', 'zip_code'] as const) {
    if (text(name) === '') issue(field(name), formMessages.required);
  }
  if (text('state') === '' && text('country') !== '') issue(field('state'), hasStates ? formMessages.selectState : formMessages.required);
  const mobile = text('mobile');
  if (mobile === '') issue(field('mobile'), formMessages.required);
  else if (!PHONE_PATTERN.test(mobile)) issue(field('mobile'), formMessages.phoneInvalid);
}

/**
 * The form's schema for a context (checkout §5): a valid e-mail for a guest; country, state, names,
 * address line 1, city, zip and phone on the delivery address, and on the billing address when it
 * is separate; the terms checkbox; a shipping method.
 */
export function checkoutFormSchema(context: CheckoutFormContext) {
  return z.custom<CheckoutFormValues>().superRefine((values, ctx) => {
    const issue = (path: keyof CheckoutFormValues, message: string) => ctx.addIssue({ code: 'custom', path: [path], message });
    if (context.isGuest) {
      const email = values.email.trim();
      if (email === '') issue('email', formMessages.emailRequired);
      else if (!isValidEmail(email)) issue('email', formMessages.emailInvalid);
    }
    checkAddress(values, '', context.deliveryHasStates, issue);
    if (!values.billSame) checkAddress(values, 'billing_', context.billingHasStates, issue);
    if (!values.terms) issue('terms', formMessages.termsRequired);
    if (context.hasAutoship && context.isGuest) issue('autoshipConsent', formMessages.autoshipSignIn);
    else if (context.hasAutoship && !values.autoshipConsent) issue('autoshipConsent', formMessages.autoshipConsentRequired);
    if (values.shippingType.trim() === '') issue('shippingType', formMessages.selectShipping);
  });
}

/** The fields in the order the page shows them: the first one with a message gets the focus. */
export const fieldOrder: readonly (keyof CheckoutFormValues)[] = [
  'email',
  'country',
  'first_name',
  'last_name',
  'address1',
  'addres2',
  'city',
  'state',
  'zip_code',
  'mobile',
  'billing_country',
  'billing_first_name',
  'billing_last_name',
  'billing_address1',
  'billing_addres2',
  'billing_city',
  'billing_state',
  'billing_zip_code',
  'billing_mobile',
  'terms',
  'autoshipConsent',
  'shippingType',
];

/**
 * Checkout §5, PayPal: shipping method, names, address line 1, city, state, zip, country and phone
 * must be there before the PayPal button shows.
 */
export function isDeliveryComplete(values: CheckoutFormValues, hasStates: boolean): boolean {
  const required = [values.shippingType, values.first_name, values.last_name, values.address1, values.city, values.zip_code, values.country, values.mobile];
  if (hasStates) required.push(values.state);
  return required.every((value) => value.trim() !== '');
}
