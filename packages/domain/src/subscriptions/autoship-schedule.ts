// The autoship calendar (storefront §3: purchase type 2, "every month"). The first order is
// cycle 0; renewal n falls n calendar months after the anchor, on the anchor's day of the month,
// clamped to the month's last day (31 January, then 28/29 February, then 31 March), in UTC.
import { nextPeriodEnd } from './period.js';

/** The date renewal `cycle` falls due for a subscription anchored at `anchor` (cycle 0 = the anchor itself). */
export function autoshipChargeDate(anchor: Date | number, cycle: number): Date {
  if (!Number.isSafeInteger(cycle) || cycle < 0) throw new RangeError('cycle must be a non-negative integer');
  const from = new Date(anchor);
  return cycle === 0 ? from : nextPeriodEnd(from, cycle, from.getUTCDate());
}

/** The charge after `current`, one month on, keeping the anchor day (1-31) so that dates never drift. */
export function nextAutoshipDate(current: Date | number, anchorDay: number): Date {
  return nextPeriodEnd(current, 1, anchorDay);
}

/** How many whole days `to` is after `from` (UTC calendar days; negative when before). */
export function daysBetween(from: Date, to: Date): number {
  const day = 86_400_000;
  const a = Date.UTC(from.getUTCFullYear(), from.getUTCMonth(), from.getUTCDate());
  const b = Date.UTC(to.getUTCFullYear(), to.getUTCMonth(), to.getUTCDate());
  return Math.round((b - a) / day);
}

/** `date` plus `days` whole days (time of day kept). */
export function addDays(date: Date | number, days: number): Date {
  return new Date(new Date(date).getTime() + days * 86_400_000);
}
