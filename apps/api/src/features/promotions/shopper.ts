// Who is shopping, as far as coupon rules need it: a member (user id, whose e-mail also matches
// guest orders placed with it), a guest known by e-mail (at order time), and the browser's
// first-party visitor id (flash-sale first views).

export interface Shopper {
  userId?: number | null;
  /** Normalised for matching (trimmed, lower case) by the functions that use it. */
  email?: string | null;
  /** The `upline_visitor` cookie of the browser. */
  visitorId?: string | null;
}

/** Keys under which first views are stored: 'u:<user id>' and 'v:<visitor id>'. */
export function visitorKeysOf(shopper: Shopper | null | undefined): string[] {
  const keys: string[] = [];
  if (shopper?.userId != null) keys.push(`u:${shopper.userId}`);
  if (shopper?.visitorId) keys.push(`v:${shopper.visitorId}`);
  return keys;
}

/** The e-mail used for matching orders and redemptions, or null. */
export function matchEmailOf(email: string | null | undefined): string | null {
  const trimmed = email?.trim().toLowerCase();
  return trimmed ? trimmed : null;
}
