// The refund policy (accounts §9; docs/refund-policy.md): an unshipped order cancelled within
// eight business hours of payment gets everything paid back; after that, or once shipped, a return
// within the return window refunds the merchandise returned less a restocking fee, plus that
// merchandise's share of tax, never shipping; past the window nothing is refundable. Amounts are
// integer minor units; every split goes through `allocate`, so the parts of a line add up to it.
import { addDays } from 'date-fns';
import { TZDate } from '@date-fns/tz';
import { allocate, percentOf } from '../money/index.js';
import { addBusinessMinutes, type BusinessCalendar } from './business-hours.js';

export interface RefundPolicy {
  /** Business hours after payment during which an unshipped order is cancelled with a full refund (8). */
  cancelBusinessHours: number;
  /** Calendar days after payment a return may be asked for (30); the window closes at the end of that local day. */
  returnWindowDays: number;
  /** Restocking fee kept on returned merchandise, in basis points (1500 = 15%). */
  restockingFeeBps: number;
  calendar: BusinessCalendar;
}

export interface PolicyLine {
  id: number;
  quantity: number;
  /** What was paid for the line's merchandise: line total less its share of merchandise discounts. */
  netMinor: number;
  /** Units already returned or asked back. */
  returnedQuantity: number;
}

export interface PolicyOrder {
  paidAt: Date | null;
  isShipped: boolean;
  isCancelled: boolean;
  totalMinor: number;
  refundedMinor: number;
  /** Tax on merchandise (not the tax on shipping). */
  itemsTaxMinor: number;
  lines: readonly PolicyLine[];
  hasOpenReturn: boolean;
}

export type ReturnOptionValue =
  | { action: 'cancel'; refundMinor: number; until: Date }
  | { action: 'cancel_unpaid' }
  | { action: 'return'; closesAt: Date }
  | { action: 'closed'; closedAt: Date }
  | { action: 'none'; reason: 'cancelled' | 'refunded' | 'returned' | 'return_requested' };

/** End of the full-refund cancellation window of a paid order. */
export function cancelDeadline(paidAt: Date, policy: RefundPolicy): Date {
  return addBusinessMinutes(paidAt, policy.cancelBusinessHours * 60, policy.calendar);
}

/** End of the return window: the end of the local day `returnWindowDays` after the day of payment. */
export function returnWindowCloses(paidAt: Date, policy: RefundPolicy): Date {
  const local = new TZDate(paidAt.getTime(), policy.calendar.timeZone);
  const lastDay = addDays(new TZDate(local.getFullYear(), local.getMonth(), local.getDate(), 0, 0, policy.calendar.timeZone), policy.returnWindowDays + 1);
  return new Date(lastDay.getTime() - 1);
}

/** What the Return action does for an order at `now`. */
export function returnOptionAt(order: PolicyOrder, now: Date, policy: RefundPolicy): ReturnOptionValue {
  if (order.isCancelled) return { action: 'none', reason: 'cancelled' };
  if (order.paidAt === null) return { action: 'cancel_unpaid' };
  const left = order.totalMinor - order.refundedMinor;
  if (left <= 0) return { action: 'none', reason: order.lines.some((l) => l.returnedQuantity > 0) ? 'returned' : 'refunded' };
  if (order.hasOpenReturn) return { action: 'none', reason: 'return_requested' };
  const until = cancelDeadline(order.paidAt, policy);
  const noneReturned = order.lines.every((l) => l.returnedQuantity === 0);
  if (!order.isShipped && noneReturned && now.getTime() <= until.getTime()) return { action: 'cancel', refundMinor: left, until };
  const closesAt = returnWindowCloses(order.paidAt, policy);
  if (now.getTime() > closesAt.getTime()) return { action: 'closed', closedAt: closesAt };
  if (order.lines.every((l) => l.returnedQuantity >= l.quantity)) return { action: 'none', reason: 'returned' };
  return { action: 'return', closesAt };
}

export interface ReturnRequestLine {
  lineId: number;
  quantity: number;
}

export interface ReturnLineAmounts {
  lineId: number;
  quantity: number;
  /** Merchandise paid for the returned units. */
  merchandiseMinor: number;
  restockingFeeMinor: number;
  taxMinor: number;
  /** merchandise - fee + tax. */
  refundMinor: number;
}

export type ReturnQuote =
  | { ok: true; lines: ReturnLineAmounts[]; merchandiseMinor: number; restockingFeeMinor: number; taxMinor: number; refundMinor: number }
  | { ok: false; reason: 'unknown_line' | 'too_many_units' | 'not_refundable' };

/** Sum of the slice [from, from + count) of a split. */
const sliceSum = (parts: readonly number[], from: number, count: number) => parts.slice(from, from + count).reduce((a, b) => a + b, 0);

/**
 * The refund of a return of some units: per line, the returned units' share of what was paid
 * (the line split over its units with `allocate`, units already returned taken first), less the
 * restocking fee on it (half-up), plus the units' share of the merchandise tax (the tax split over
 * the lines by what was paid, then over units). Never shipping, never more than is left unrefunded.
 */
export function quoteReturn(order: PolicyOrder, request: readonly ReturnRequestLine[], policy: RefundPolicy): ReturnQuote {
  const lineTaxes = allocate(order.itemsTaxMinor, order.lines.map((l) => Math.max(l.netMinor, 0)));
  const merged = new Map<number, number>();
  for (const r of request) merged.set(r.lineId, (merged.get(r.lineId) ?? 0) + r.quantity);
  const lines: ReturnLineAmounts[] = [];
  for (const [lineId, quantity] of merged) {
    const index = order.lines.findIndex((l) => l.id === lineId);
    const line = order.lines[index];
    if (!line) return { ok: false, reason: 'unknown_line' };
    if (quantity < 1 || line.returnedQuantity + quantity > line.quantity) return { ok: false, reason: 'too_many_units' };
    const units = new Array<number>(line.quantity).fill(1);
    const merchandiseMinor = sliceSum(allocate(line.netMinor, units), line.returnedQuantity, quantity);
    const taxMinor = sliceSum(allocate(lineTaxes[index] ?? 0, units), line.returnedQuantity, quantity);
    const restockingFeeMinor = percentOf(merchandiseMinor, policy.restockingFeeBps);
    lines.push({ lineId, quantity, merchandiseMinor, restockingFeeMinor, taxMinor, refundMinor: merchandiseMinor - restockingFeeMinor + taxMinor });
  }
  const sum = (pick: (l: ReturnLineAmounts) => number) => lines.reduce((a, l) => a + pick(l), 0);
  const left = order.totalMinor - order.refundedMinor;
  const refundMinor = sum((l) => l.refundMinor);
  if (refundMinor > left || left <= 0) return { ok: false, reason: 'not_refundable' };
  return { ok: true, lines, merchandiseMinor: sum((l) => l.merchandiseMinor), restockingFeeMinor: sum((l) => l.restockingFeeMinor), taxMinor: sum((l) => l.taxMinor), refundMinor };
}
