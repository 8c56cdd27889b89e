// The coupon model: what it takes off (a percentage or a fixed value, off the products or off
// shipping) and the conditions that must hold, as a list of rules with stable kinds that one
// function (evaluateCoupon) interprets. Rows in the database become this shape through
// couponFromSettings.
import type { AppliedCoupon } from '../cart/index.js';
import type { Currency } from '../money/index.js';

/** A point in time: a Date or epoch milliseconds. */
export type Instant = Date | number;

export type CouponRule =
  /** Valid from this instant (inclusive). */
  | { kind: 'startsAt'; at: Instant }
  /** Valid until this instant (exclusive). */
  | { kind: 'endsAt'; at: Instant }
  /** Valid for this many hours from the shopper's first view of the offer (flash sales). */
  | { kind: 'hoursFromFirstView'; hours: number }
  /** At most this many paid orders may use the coupon overall. */
  | { kind: 'usageLimit'; limit: number }
  /** At most this many paid orders per customer (guests matched by normalised e-mail). */
  | { kind: 'perCustomerLimit'; limit: number }
  /** Only for a shopper without a previous paid order. */
  | { kind: 'firstOrderOnly' }
  /** Items subtotal, before discount, of at least this many minor units. */
  | { kind: 'minSubtotal'; amountMinor: number }
  /** Only lines of these products count and are discounted. */
  | { kind: 'products'; productIds: readonly number[] };

export interface Coupon {
  id: number;
  code: string;
  isActive: boolean;
  /** kind, target and amount (basis points for percentage, minor units for value). */
  discount: Omit<AppliedCoupon, 'productIds'>;
  /** The currency a coupon is limited to (value coupons always are); null for any. */
  currency: Currency | null;
  rules: readonly CouponRule[];
}

/** The flat columns a coupon is stored with; null or empty means "no such condition". */
export interface CouponSettings {
  id: number;
  code: string;
  isActive: boolean;
  kind: AppliedCoupon['kind'];
  target: AppliedCoupon['target'];
  amount: number;
  currency: Currency | null;
  startsAt: Instant | string | null;
  endsAt: Instant | string | null;
  validHoursFromFirstView: number | null;
  usageLimit: number | null;
  perCustomerLimit: number | null;
  isFirstOrderOnly: boolean;
  minSubtotalMinor: number | null;
  /** Empty for every product. */
  productIds: readonly number[];
}

/** Epoch milliseconds of an instant; throws on an invalid date (a broken invariant, not a shopper error). */
export function toEpochMs(instant: Instant | string): number {
  const ms = typeof instant === 'number' ? instant : typeof instant === 'string' ? Date.parse(instant) : instant.getTime();
  if (!Number.isFinite(ms)) throw new RangeError(`invalid instant: ${String(instant)}`);
  return ms;
}

/** Coupon codes compare without case or surrounding spaces ('10off ' finds 10OFF). */
export function normaliseCouponCode(code: string): string {
  return code.trim().toUpperCase();
}

/** Builds the rule list from stored columns, leaving out every condition that is not set. */
export function couponFromSettings(settings: CouponSettings): Coupon {
  const rules: CouponRule[] = [];
  if (settings.startsAt !== null) rules.push({ kind: 'startsAt', at: toEpochMs(settings.startsAt) });
  if (settings.endsAt !== null) rules.push({ kind: 'endsAt', at: toEpochMs(settings.endsAt) });
  if (settings.validHoursFromFirstView !== null) rules.push({ kind: 'hoursFromFirstView', hours: settings.validHoursFromFirstView });
  if (settings.usageLimit !== null) rules.push({ kind: 'usageLimit', limit: settings.usageLimit });
  if (settings.perCustomerLimit !== null) rules.push({ kind: 'perCustomerLimit', limit: settings.perCustomerLimit });
  if (settings.isFirstOrderOnly) rules.push({ kind: 'firstOrderOnly' });
  if (settings.minSubtotalMinor !== null) rules.push({ kind: 'minSubtotal', amountMinor: settings.minSubtotalMinor });
  if (settings.productIds.length > 0) rules.push({ kind: 'products', productIds: [...settings.productIds] });
  return {
    id: settings.id,
    code: settings.code,
    isActive: settings.isActive,
    discount: { kind: settings.kind, target: settings.target, amount: settings.amount },
    currency: settings.currency,
    rules,
  };
}
