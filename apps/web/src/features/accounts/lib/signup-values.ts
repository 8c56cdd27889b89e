import type { ShoppingCountry } from '../../../shared/session/session-types';

/** Which signup form: the customer's (Signup), the ambassador's or the scholar's. */
export type SignupKind = 'customer' | 'ambassador' | 'scholar';

/**
 * What the signup forms hold, named as the registration payload names its fields (accounts §3)
 * so that field messages from the server land under the right field. Selects and text inputs
 * hold strings; ids become numbers in the payload.
 */
export interface SignupValues {
  firstname: string;
  lastname: string;
  email: string;
  password: string;
  password_confirmation: string;
  mobile: string;
  secret_question: string;
  answer: string;
  language: string;
  currency: string;
  date_month: string;
  date_day: string;
  date_year: string;
  /** Ambassadors and scholars: the replicated link name. */
  username: string;
  personal_tax_id: string;
  ssn: string;
  bill_address: string;
  bill_address2: string;
  city: string;
  countryBill: string;
  stateBill: string;
  bil_zipcode: string;
  same_billing: boolean;
  ship_address: string;
  ship_address2: string;
  ship_city: string;
  country: string;
  state: string;
  ship_zipcode: string;
  email_updates: boolean;
  terms: boolean;
}

export type SignupField = keyof SignupValues;

/** The seeded ids of the two shopping countries (GET countries). */
export const countryIds: Readonly<Record<ShoppingCountry, number>> = { US: 231, CA: 38 };

/** Empty forms, preset from the visitor's country and language: CAD for Canada, else USD. */
export function emptySignupValues(country: ShoppingCountry | null, language: string): SignupValues {
  const countryId = country ? String(countryIds[country]) : '';
  return {
    firstname: '',
    lastname: '',
    email: '',
    password: '',
    password_confirmation: '',
    mobile: '',
    secret_question: '',
    answer: '',
    language: language === 'fr' ? 'fr' : 'en',
    currency: country === 'CA' ? 'CAD' : 'USD',
    date_month: '',
    date_day: '',
    date_year: '',
    username: '',
    personal_tax_id: '',
    ssn: '',
    bill_address: '',
    bill_address2: '',
    city: '',
    countryBill: countryId,
    stateBill: '',
    bil_zipcode: '',
    same_billing: false,
    ship_address: '',
    ship_address2: '',
    ship_city: '',
    country: countryId,
    state: '',
    ship_zipcode: '',
    email_updates: false,
    terms: false,
  };
}
