// Accounts: identities (e-mail, guest), link names, password strength and tax ids.
export type { CustomerIdentity } from './email.js';
export { normaliseEmail, isValidEmail, GUEST_USER_ID, customerIdentity } from './email.js';
export type { UrlNameRefusal } from './url-name.js';
export {
  URL_NAME_MIN_LENGTH,
  URL_NAME_MAX_LENGTH,
  reservedUrlNames,
  urlNameMessages,
  normaliseUrlName,
  checkUrlName,
  isValidUrlName,
} from './url-name.js';
export type { PasswordScore, PasswordStrength } from './password-strength.js';
export { passwordStrength } from './password-strength.js';
export { isDigitsOnly, ssnLast4, maskTaxId } from './tax-id.js';
