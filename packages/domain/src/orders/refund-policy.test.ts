import { describe, expect, it } from 'vitest';
import fc from 'fast-check';
import { defaultBusinessCalendar } from './business-hours.js';
import { cancelDeadline, quoteReturn, returnOptionAt, returnWindowCloses, type PolicyOrder, type RefundPolicy } from './refund-policy.js';

const policy: RefundPolicy = { cancelBusinessHours: 8, returnWindowDays: 30, restockingFeeBps: 1500, calendar: defaultBusinessCalendar };
const MINUTE = 60_000;
// Paid Friday 27 November 2026 at 15:00 in Toronto: the eight hours end Monday 30 November at 15:00.
const paidAt = new Date('2026-11-27T20:00:00Z');
const deadline = new Date('2026-11-30T20:00:00Z');

const order = (over: Partial<PolicyOrder> = {}): PolicyOrder => ({
  paidAt,
  isShipped: false,
  isCancelled: false,
  // Two lines: 2 x 30.00 and 1 x 19.99 less a 5.00 coupon split 4.00/1.00; tax 13% on 74.99; shipping 13.95 + 1.81 tax.
  totalMinor: 7499 + 975 + 1395 + 181,
  refundedMinor: 0,
  itemsTaxMinor: 975,
  lines: [
    { id: 1, quantity: 2, netMinor: 5600, returnedQuantity: 0 },
    { id: 2, quantity: 1, netMinor: 1899, returnedQuantity: 0 },
  ],
  hasOpenReturn: false,
  ...over,
});

describe('the Return action of an order', () => {
  it('an unpaid order is simply cancelled', () => {
    expect(returnOptionAt(order({ paidAt: null }), paidAt, policy)).toEqual({ action: 'cancel_unpaid' });
  });

  it('a minute before the eight business hours end (across a weekend): cancel with everything paid back', () => {
    const option = returnOptionAt(order(), new Date(deadline.getTime() - MINUTE), policy);
    expect(option).toEqual({ action: 'cancel', refundMinor: 10050, until: deadline });
  });

  it('at the last instant it is still a cancellation; a minute after, a return', () => {
    expect(returnOptionAt(order(), deadline, policy).action).toBe('cancel');
    expect(returnOptionAt(order(), new Date(deadline.getTime() + MINUTE), policy).action).toBe('return');
  });

  it('a shipped order is returned, never cancelled, even within the eight hours', () => {
    expect(returnOptionAt(order({ isShipped: true }), new Date(paidAt.getTime() + MINUTE), policy).action).toBe('return');
  });

  it('the full refund is what is left after earlier refunds', () => {
    expect(returnOptionAt(order({ refundedMinor: 50 }), paidAt, policy)).toMatchObject({ action: 'cancel', refundMinor: 10000 });
  });

  it('returns close at the end of day 30 after payment, in the shop time zone; day 31 is closed with the date it closed', () => {
    const closes = returnWindowCloses(paidAt, policy);
    expect(closes.toISOString()).toBe('2026-12-28T04:59:59.999Z'); // 27 December 23:59:59.999 in Toronto
    expect(returnOptionAt(order(), closes, policy)).toEqual({ action: 'return', closesAt: closes });
    expect(returnOptionAt(order(), new Date(closes.getTime() + 1), policy)).toEqual({ action: 'closed', closedAt: closes });
  });

  it('a cancelled order, a fully refunded one, a fully returned one and one with a return waiting offer nothing', () => {
    expect(returnOptionAt(order({ isCancelled: true }), paidAt, policy)).toEqual({ action: 'none', reason: 'cancelled' });
    expect(returnOptionAt(order({ refundedMinor: 10050 }), paidAt, policy)).toEqual({ action: 'none', reason: 'refunded' });
    expect(returnOptionAt(order({ hasOpenReturn: true }), paidAt, policy)).toEqual({ action: 'none', reason: 'return_requested' });
    const allBack = order({ lines: [{ id: 1, quantity: 2, netMinor: 5600, returnedQuantity: 2 }, { id: 2, quantity: 1, netMinor: 1899, returnedQuantity: 1 }] });
    expect(returnOptionAt(allBack, new Date(deadline.getTime() + MINUTE), policy)).toEqual({ action: 'none', reason: 'returned' });
  });

  it('after part of an order came back, the rest is returned, not cancelled', () => {
    const partly = order({ lines: [{ id: 1, quantity: 2, netMinor: 5600, returnedQuantity: 1 }, { id: 2, quantity: 1, netMinor: 1899, returnedQuantity: 0 }] });
    expect(returnOptionAt(partly, paidAt, policy).action).toBe('return');
  });

  it('the cancellation deadline is eight business hours after payment', () => {
    expect(cancelDeadline(paidAt, policy)).toEqual(deadline);
  });
});

describe('the refund of a return', () => {
  it('one unit of a two-unit line: its half of what was paid, less 15%, plus its share of tax; never shipping', () => {
    const quote = quoteReturn(order(), [{ lineId: 1, quantity: 1 }], policy);
    // tax 975 split 5600:1899 -> 728 and 247; one unit: 2800 paid, fee 420, tax 364.
    expect(quote).toEqual({
      ok: true,
      lines: [{ lineId: 1, quantity: 1, merchandiseMinor: 2800, restockingFeeMinor: 420, taxMinor: 364, refundMinor: 2744 }],
      merchandiseMinor: 2800,
      restockingFeeMinor: 420,
      taxMinor: 364,
      refundMinor: 2744,
    });
  });

  it('the fee rounds half up per line (15% of 18.99 is 2.8485 -> 2.85)', () => {
    const quote = quoteReturn(order(), [{ lineId: 2, quantity: 1 }], policy);
    expect(quote).toMatchObject({ ok: true, restockingFeeMinor: 285, merchandiseMinor: 1899, taxMinor: 247, refundMinor: 1899 - 285 + 247 });
  });

  it('refuses a line of another order, more units than bought, and units already returned', () => {
    expect(quoteReturn(order(), [{ lineId: 9, quantity: 1 }], policy)).toEqual({ ok: false, reason: 'unknown_line' });
    expect(quoteReturn(order(), [{ lineId: 1, quantity: 3 }], policy)).toEqual({ ok: false, reason: 'too_many_units' });
    expect(quoteReturn(order(), [{ lineId: 1, quantity: 2 }, { lineId: 1, quantity: 1 }], policy)).toEqual({ ok: false, reason: 'too_many_units' });
    const partly = order({ lines: [{ id: 1, quantity: 2, netMinor: 5600, returnedQuantity: 2 }, { id: 2, quantity: 1, netMinor: 1899, returnedQuantity: 0 }] });
    expect(quoteReturn(partly, [{ lineId: 1, quantity: 1 }], policy)).toEqual({ ok: false, reason: 'too_many_units' });
  });

  it('refuses when the refund would exceed what is left unrefunded', () => {
    expect(quoteReturn(order({ refundedMinor: 10000 }), [{ lineId: 1, quantity: 1 }], policy)).toEqual({ ok: false, reason: 'not_refundable' });
  });
});

describe('refund invariants over generated orders', () => {
  const generated = fc
    .array(fc.record({ quantity: fc.integer({ min: 1, max: 6 }), netMinor: fc.integer({ min: 0, max: 50_000 }) }), { minLength: 1, maxLength: 5 })
    .chain((lines) =>
      fc.record({
        lines: fc.constant(lines.map((l, i) => ({ id: i + 1, quantity: l.quantity, netMinor: l.netMinor, returnedQuantity: 0 }))),
        itemsTaxMinor: fc.integer({ min: 0, max: 20_000 }),
        shippingMinor: fc.integer({ min: 0, max: 3_000 }),
      }),
    );

  it('returning every unit, one at a time, adds up to exactly the merchandise and its tax, and never exceeds what was paid', () => {
    fc.assert(
      fc.property(generated, ({ lines, itemsTaxMinor, shippingMinor }) => {
        const net = lines.reduce((a, l) => a + l.netMinor, 0);
        const total = net + itemsTaxMinor + shippingMinor;
        let current = order({ lines, itemsTaxMinor, totalMinor: total, refundedMinor: 0 });
        if (total === 0) {
          // Nothing was paid (a free line, no tax, no shipping): there is nothing to pay back.
          const quote = quoteReturn(current, [{ lineId: lines[0]!.id, quantity: 1 }], policy);
          return !quote.ok && quote.reason === 'not_refundable';
        }
        let merchandise = 0;
        let tax = 0;
        for (const line of lines) {
          for (let unit = 0; unit < line.quantity; unit++) {
            const quote = quoteReturn(current, [{ lineId: line.id, quantity: 1 }], policy);
            if (!quote.ok) return false;
            merchandise += quote.merchandiseMinor;
            tax += quote.taxMinor;
            current = {
              ...current,
              refundedMinor: current.refundedMinor + quote.refundMinor,
              lines: current.lines.map((l) => (l.id === line.id ? { ...l, returnedQuantity: l.returnedQuantity + 1 } : l)),
            };
            if (current.refundedMinor > total) return false;
          }
        }
        // Every unit back, all the items' tax back: split by what each line paid, or evenly when the
        // lines paid nothing (free items taxed a cent by rounding elsewhere), never kept.
        return merchandise === net && tax === itemsTaxMinor && current.refundedMinor <= total - shippingMinor;
      }),
    );
  });

  it('a return in two parts refunds the same as one return of both parts (fees half-up may differ by at most a cent per part)', () => {
    fc.assert(
      fc.property(generated, ({ lines, itemsTaxMinor, shippingMinor }) => {
        const net = lines.reduce((a, l) => a + l.netMinor, 0);
        const base = order({ lines, itemsTaxMinor, totalMinor: net + itemsTaxMinor + shippingMinor });
        const line = lines[0]!;
        if (line.quantity < 2) return true;
        const whole = quoteReturn(base, [{ lineId: line.id, quantity: 2 }], policy);
        const first = quoteReturn(base, [{ lineId: line.id, quantity: 1 }], policy);
        if (!whole.ok || !first.ok) return false;
        const after = { ...base, refundedMinor: first.refundMinor, lines: base.lines.map((l) => (l.id === line.id ? { ...l, returnedQuantity: 1 } : l)) };
        const second = quoteReturn(after, [{ lineId: line.id, quantity: 1 }], policy);
        if (!second.ok) return false;
        return first.merchandiseMinor + second.merchandiseMinor === whole.merchandiseMinor && first.taxMinor + second.taxMinor === whole.taxMinor && Math.abs(first.refundMinor + second.refundMinor - whole.refundMinor) <= 1;
      }),
    );
  });
});
