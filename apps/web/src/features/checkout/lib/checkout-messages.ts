// The checkout's form and notice texts of checkout §5 and §8, in English as the spec and the
// server write them. The page shows them in the visitor's language through messageKeyOf.
import { checkoutMessages } from '@upline/contract/checkout';

export const formMessages = {
  required: 'This field is required',
  emailRequired: 'Email address is required',
  emailInvalid: 'Please enter a valid email address.',
  passwordRequired: 'Password is required',
  selectCountry: 'Select country',
  selectState: 'Select state/province',
  phoneInvalid: 'Please enter a valid phone number.',
  termsRequired: 'Please confirm that you are over 18 and accept the terms.',
  autoshipConsentRequired: 'Please accept the autoship terms to continue.',
  autoshipSignIn: 'Please sign in or create an account to buy on autoship.',
  selectShipping: 'Please select shipping method',
  noShipping: 'No Shipping Method found. Please change address.',
  paypalAddress: 'Please complete all the required delivery address fields before continuing.',
  paypalAutoship: checkoutMessages.paypalAutoship,
  walletAutoship: checkoutMessages.walletAutoship,
} as const;

export type FormMessageKey = keyof typeof formMessages;

const byText = new Map<string, FormMessageKey>(
  (Object.entries(formMessages) as [FormMessageKey, string][]).map(([key, text]) => [text, key]),
);

/** The text key of one of the messages above (as a schema or the server wrote it), or null. */
export function messageKeyOf(text: string): FormMessageKey | null {
  return byText.get(text) ?? null;
}
