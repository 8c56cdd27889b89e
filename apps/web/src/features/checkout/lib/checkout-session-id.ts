// The checkout's session id (checkout §7: analytics events carry it): one per browser tab and
// checkout, kept in sessionStorage, cleared by the payment-failed page so a new attempt is a new
// session.

const STORAGE_KEY = 'upline-checkout-session-id';

function storage(): Storage | null {
  try {
    return typeof sessionStorage === 'undefined' ? null : sessionStorage;
  } catch {
    return null;
  }
}

/** The stored id, created on first use. */
export function checkoutSessionId(newId: () => string = () => crypto.randomUUID()): string {
  const store = storage();
  const stored = store?.getItem(STORAGE_KEY);
  if (stored) return stored;
  const id = newId();
  store?.setItem(STORAGE_KEY, id);
  return id;
}

/** Forgets the stored id (the payment-failed page). */
export function clearCheckoutSessionId(): void {
  storage()?.removeItem(STORAGE_KEY);
}
