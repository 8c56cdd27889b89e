// The spec's field messages (accounts §5) and the accounts calls' answers, as the contract and
// the server word them. The pages show them through the accounts texts, so that they read in the
// visitor's language; a message not listed here (from the server) is shown as it came.

export const knownMessages = {
  required: 'This field is required',
  emailRequired: 'Email address is required',
  emailInvalid: 'Please enter a valid email address.',
  passwordRequired: 'Password is required',
  passwordMismatch: 'The passwords do not match.',
  selectCountry: 'Select country',
  selectState: 'Select state/province',
  phoneInvalid: 'Please enter a valid phone number.',
  birthDateInvalid: 'Please enter a valid date of birth.',
  ssnDigitsOnly: 'Please enter numbers only, without dashes.',
  ssnNineDigits: 'A Social Security Number has 9 digits.',
  taxIdLength: 'A tax id has 9 to 15 digits.',
  urlNameTooShort: 'The link name must have at least 3 characters',
  urlNameTooLong: 'The link name can have at most 30 characters',
  urlNameCharacters: 'The link name may use only lowercase letters, digits and hyphens',
  urlNameHyphen: 'The link name cannot start or end with a hyphen',
  urlNameReserved: 'This link name is reserved',
  urlNameTaken: 'This link name is already taken.',
  emailTaken: 'An account with this e-mail already exists.',
  languageInvalid: 'Please choose a language.',
  passwordTooLong: 'Passwords can have at most 200 characters.',
  passwordTooShort: 'Your password must have at least 8 characters.',
  passwordTooCommon: 'This password is too common and easy to guess. Please choose another one.',
  wrongPassword: 'Your current password is incorrect.',
  invalidCredentials: 'Invalid email or password.',
  invalidResetToken: 'This reset link is invalid or has expired.',
  signedIn: 'You are now signed in.',
  accountCreated: 'Your account has been created successfully.',
  resetLinkSent: 'If an account exists for this e-mail, we have sent a link to reset your password.',
  passwordReset: 'Your password has been reset. Please log in.',
  passwordChanged: 'Your password has been changed.',
  addressUpdated: 'Address updated successfully.',
  tooManyAttempts: 'Too many sign-in attempts. Please wait a few minutes and try again.',
  accountInactive: 'This account is closed. Please contact support.',
  cardDeclined: 'Your card was declined.',
  cardInsufficientFunds: 'Your card has insufficient funds.',
  cardAuthentication: 'This payment requires authentication.',
  cardInvalid: 'This payment method is not valid.',
  cardTooLong: 'Please use at most 60 characters so that it fits on the card.',
  websiteInvalid: 'Please enter a valid website address.',
} as const;

export type KnownMessageKey = keyof typeof knownMessages;

const keyByMessage = new Map<string, KnownMessageKey>(
  Object.entries(knownMessages).map(([key, message]) => [message, key as KnownMessageKey]),
);

/** The texts key of a known message, or null for a message to show as it is. */
export function knownMessageKey(message: string): KnownMessageKey | null {
  return keyByMessage.get(message) ?? null;
}
