import type { Database } from '@upline/db';
import { firstViewOf, recordFirstView } from './first-views.js';
import { findCouponByCode } from './load-coupon.js';
import { visitorKeysOf, type Shopper } from './shopper.js';

/**
 * A shopper who enters a flash-sale code has seen the offer: their window starts now unless it
 * started earlier (a banner view). Without this, a code typed without the banner would never
 * expire. Other coupons are not recorded.
 */
export async function noteCouponSeen(db: Database, code: string, shopper: Shopper, now: Date): Promise<void> {
  const keys = visitorKeysOf(shopper);
  const key = keys[0];
  if (!key) return;
  const coupon = await findCouponByCode(db, code);
  if (!coupon || coupon.validHoursFromFirstView === null) return;
  // An earlier anonymous view carries over to the member's record.
  await recordFirstView(db, coupon.id, key, (await firstViewOf(db, coupon.id, keys)) ?? now);
}
