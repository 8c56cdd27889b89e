// E-mail addresses as identities: accounts, guest orders and per-customer coupon limits all
// compare the normalised form, so 'Ann@Example.com ' and 'ann@example.com' are one person.

/** Trimmed and lower-cased address, the form stored and compared everywhere. */
export function normaliseEmail(email: string): string {
  return email.trim().toLowerCase();
}

// One '@', a non-empty local part, a dotted domain, no spaces: the check a form can explain.
const EMAIL_PATTERN = /^[^\s@]+@[^\s@.]+(\.[^\s@.]+)+$/;

/** True for a plausible address (one '@', a dotted domain, no spaces, at most 254 characters). */
export function isValidEmail(email: string): boolean {
  const normalised = normaliseEmail(email);
  return normalised.length <= 254 && EMAIL_PATTERN.test(normalised);
}

/** The spec's user id for a guest (user_id 999999 on the client). */
export const GUEST_USER_ID = 999_999;

export interface CustomerIdentity {
  /** The account id, null for a guest. */
  userId: number | null;
  /** The normalised e-mail, null when unknown. */
  email: string | null;
}

/** Who a shopper is for usage limits: the account id (not the guest id) and the normalised e-mail. */
export function customerIdentity(input: { userId?: number | null; email?: string | null }): CustomerIdentity {
  const userId = input.userId == null || input.userId === GUEST_USER_ID ? null : input.userId;
  const email = input.email ? normaliseEmail(input.email) : null;
  return { userId, email: email === '' ? null : email };
}
