import type { TrackedEventName } from '@upline/contract/analytics';
import { API_BASE } from '../../../shared/api/client';
import { checkoutSessionId } from '../lib/checkout-session-id';

export type CheckoutEventData = Record<string, string | number | boolean | null>;

/**
 * POST analytics/track-event (checkout §7), fire and forget: the event's facts plus the timestamp,
 * the checkout session id, the currency and the user agent. Any failure is ignored; keepalive lets
 * the request finish when the page navigates away right after.
 */
export function trackCheckoutEvent(name: TrackedEventName, data: CheckoutEventData & { currency?: string } = {}): void {
  const event_data: CheckoutEventData = {
    timestamp: new Date().toISOString(),
    session_id: checkoutSessionId(),
    user_agent: typeof navigator === 'undefined' ? null : navigator.userAgent.slice(0, 300),
    page: typeof location === 'undefined' ? null : location.pathname,
    ...data,
  };
  try {
    // A plain fetch, not call(): the beacon needs keepalive so that it survives the page
    // navigating away (payment success, the provider's redirect), it reads no answer, and it must
    // never throw or wait. It is the one call the web makes outside call(); its path is the
    // contract's analytics track-event descriptor.
    void fetch(`${API_BASE}/analytics/track-event`, {
      method: 'POST',
      headers: { 'Content-Type': 'application/json' },
      body: JSON.stringify({ event_name: name, event_data }),
      credentials: 'same-origin',
      keepalive: true,
    }).catch(() => undefined);
  } catch {
    // Analytics never stands in the shopper's way.
  }
}
