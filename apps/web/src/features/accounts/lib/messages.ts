// The spec's field messages (accounts §5) as the contract and the server word them. The forms
// show them through the accounts texts, so that they read in the visitor's language; a message
// not listed here (from the server) is shown as it came.

export const fieldMessages = {
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
  wrongPassword: 'Your current password is incorrect.',
  invalidCredentials: 'Invalid email or password.',
  invalidResetToken: 'This reset link is invalid or has expired.',
} as const;

export type FieldMessageKey = keyof typeof fieldMessages;

const keyByMessage = new Map<string, FieldMessageKey>(
  Object.entries(fieldMessages).map(([key, message]) => [message, key as FieldMessageKey]),
);

/** The texts key of a known message, or null for a message to show as it is. */
export function fieldMessageKey(message: string): FieldMessageKey | null {
  return keyByMessage.get(message) ?? null;
}
