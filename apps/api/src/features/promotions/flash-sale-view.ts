import type { Database } from '@upline/db';
import type { FlashSaleViewResponse, PromotionFailure } from '@upline/contract/promotions';
import { toEpochMs } from '@upline/domain/promotions';
import { firstViewOf, recordFirstView } from './first-views.js';
import { findCouponByCode } from './load-coupon.js';
import { loadActiveOffers, offersOfKind } from './offer-data.js';
import { visitorKeysOf, type Shopper } from './shopper.js';

const HOUR_MS = 3_600_000;

/**
 * A product's flash-sale banner was shown: the visitor's first view is recorded (a later view
 * keeps the first), and the code with the end of this visitor's window is answered. The coupon
 * check reads the same record, so the banner and the discount agree. A `no_flash_sale` failure
 * when the product runs no flash sale (or its coupon is gone).
 */
export async function viewFlashSale(
  db: Database,
  input: { productId: number; shopper: Shopper; now: Date },
): Promise<{ ok: true; view: FlashSaleViewResponse } | { ok: false; code: PromotionFailure }> {
  const offers = await loadActiveOffers(db, input.now);
  const sale = offersOfKind(offers, 'flashSale').find((o) => o.productId === input.productId);
  if (!sale) return { ok: false, code: 'no_flash_sale' };
  const coupon = await findCouponByCode(db, sale.couponCode);
  if (!coupon || !coupon.isActive) return { ok: false, code: 'no_flash_sale' };

  const keys = visitorKeysOf(input.shopper);
  const firstView = (await firstViewOf(db, coupon.id, keys)) ?? input.now;
  // Stored under the signed-in key when there is one (carrying an earlier anonymous view), so
  // the window follows the member across browsers.
  const key = keys[0];
  if (key) await recordFirstView(db, coupon.id, key, firstView);

  const hours = coupon.validHoursFromFirstView ?? sale.hours;
  let expiresMs = firstView.getTime() + hours * HOUR_MS;
  if (coupon.endsAt) expiresMs = Math.min(expiresMs, toEpochMs(coupon.endsAt));
  return {
    ok: true,
    view: {
      code: coupon.code,
      expires_at: new Date(expiresMs).toISOString(),
      percent: coupon.kind === 'percentage' ? coupon.amount / 100 : null,
      is_expired: input.now.getTime() >= expiresMs,
    },
  };
}
