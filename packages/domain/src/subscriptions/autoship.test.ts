import { describe, expect, it } from 'vitest';
import fc from 'fast-check';
import {
  autoshipChargeDate,
  checkAutoshipItems,
  checkNewChargeDate,
  commitmentOpensOn,
  daysBetween,
  decideAutoshipAction,
  isCommitmentMet,
  nextAutoshipDate,
  nextDunningStep,
  priceAutoshipRenewal,
  autoshipTermsText,
  type AutoshipFacts,
} from './index.js';

const d = (iso: string) => new Date(iso);
const iso = (x: Date) => x.toISOString();

describe('autoship calendar', () => {
  it.each([
    ['2026-01-15T09:00:00.000Z', 1, '2026-02-15T09:00:00.000Z'],
    ['2026-01-31T09:00:00.000Z', 1, '2026-02-28T09:00:00.000Z'],
    ['2028-01-31T09:00:00.000Z', 1, '2028-02-29T09:00:00.000Z'], // leap year
    ['2026-01-31T09:00:00.000Z', 2, '2026-03-31T09:00:00.000Z'], // back to the 31st
    ['2026-01-31T09:00:00.000Z', 3, '2026-04-30T09:00:00.000Z'],
    ['2026-11-30T09:00:00.000Z', 3, '2027-02-28T09:00:00.000Z'], // across the year end
    ['2027-02-28T09:00:00.000Z', 12, '2028-02-28T09:00:00.000Z'],
    ['2026-05-10T09:00:00.000Z', 0, '2026-05-10T09:00:00.000Z'],
  ])('anchored %s, renewal %i falls on %s', (anchor, cycle, due) => {
    expect(iso(autoshipChargeDate(d(anchor), cycle))).toBe(due);
  });

  it('steps month by month without drifting after a short month', () => {
    const feb = nextAutoshipDate(d('2026-01-31T00:00:00Z'), 31);
    expect(iso(feb)).toBe('2026-02-28T00:00:00.000Z');
    expect(iso(nextAutoshipDate(feb, 31))).toBe('2026-03-31T00:00:00.000Z');
    expect(iso(nextAutoshipDate(d('2028-02-29T00:00:00Z'), 29))).toBe('2028-03-29T00:00:00.000Z');
  });

  it('stepping n times equals jumping n months from the anchor (any anchor, any n)', () => {
    const date = fc.date({ min: new Date('2000-01-01'), max: new Date('2090-01-01'), noInvalidDate: true });
    fc.assert(
      fc.property(date, fc.integer({ min: 1, max: 40 }), (anchor, n) => {
        let at = anchor;
        for (let i = 0; i < n; i++) at = nextAutoshipDate(at, anchor.getUTCDate());
        expect(at.getTime()).toBe(autoshipChargeDate(anchor, n).getTime());
        const lastDay = new Date(Date.UTC(at.getUTCFullYear(), at.getUTCMonth() + 1, 0)).getUTCDate();
        expect(at.getUTCDate()).toBe(Math.min(anchor.getUTCDate(), lastDay));
        expect(daysBetween(anchor, at)).toBeGreaterThanOrEqual(28 * n);
      }),
    );
  });
});

const started = d('2026-01-31T10:00:00Z');
const facts = (over: Partial<AutoshipFacts> = {}): AutoshipFacts => ({
  status: 'active',
  startedAt: started,
  cycle: 0,
  nextChargeAt: d('2026-02-28T10:00:00Z'),
  anchorDay: 31,
  ...over,
});

describe('the six-month rule', () => {
  it.each(['skip', 'pause', 'cancel'] as const)('refuses %s in the first months and names the day it opens', (action) => {
    const decision = decideAutoshipAction(facts(), action, d('2026-03-01T00:00:00Z'));
    expect(decision).toEqual({ ok: false, reason: 'minimum-term', opensOn: d('2026-06-30T10:00:00Z') });
  });

  it('opens once the fifth renewal is charged, before six months have passed', () => {
    const afterFifth = facts({ cycle: 5, nextChargeAt: d('2026-07-31T10:00:00Z') });
    expect(decideAutoshipAction(afterFifth, 'skip', d('2026-06-30T11:00:00Z'))).toEqual({ ok: true });
    expect(decideAutoshipAction(afterFifth, 'cancel', d('2026-06-30T11:00:00Z'))).toEqual({ ok: true });
  });

  it('opens six months after the start even when renewals were missed', () => {
    const paused = facts({ cycle: 2, status: 'active', nextChargeAt: d('2026-08-31T10:00:00Z') });
    expect(isCommitmentMet(paused, d('2026-07-31T09:59:59Z'))).toBe(false);
    expect(isCommitmentMet(paused, d('2026-07-31T10:00:00Z'))).toBe(true);
    expect(commitmentOpensOn(paused)).toEqual(d('2026-07-31T10:00:00Z'));
  });

  it('never opens later than six months, never earlier than the fifth renewal (property)', () => {
    fc.assert(
      fc.property(fc.date({ min: new Date('2020-01-01'), max: new Date('2080-01-01'), noInvalidDate: true }), fc.integer({ min: 0, max: 4 }), (start, cycle) => {
        const f = { status: 'active' as const, startedAt: start, cycle, nextChargeAt: autoshipChargeDate(start, cycle + 1), anchorDay: start.getUTCDate() };
        const opens = commitmentOpensOn(f);
        expect(opens.getTime()).toBe(autoshipChargeDate(start, 5).getTime());
        expect(decideAutoshipAction(f, 'skip', new Date(opens.getTime() - 1)).ok).toBe(false);
      }),
    );
  });

  it('allows changes of date, products and address from the start, and nothing on a cancelled one', () => {
    expect(decideAutoshipAction(facts(), 'change-items', started)).toEqual({ ok: true });
    expect(decideAutoshipAction(facts(), 'change-address', started)).toEqual({ ok: true });
    expect(decideAutoshipAction(facts({ status: 'cancelled' }), 'change-items', started)).toEqual({ ok: false, reason: 'cancelled' });
    expect(decideAutoshipAction(facts({ status: 'active' }), 'resume', started)).toEqual({ ok: false, reason: 'not-active' });
    expect(decideAutoshipAction(facts({ status: 'paused' }), 'resume', started)).toEqual({ ok: true });
  });
});

describe('a new charge date', () => {
  const now = d('2026-02-10T12:00:00Z');
  it.each([
    ['2026-02-10T23:00:00Z', false], // today
    ['2026-02-11T00:00:00Z', true], // tomorrow
    ['2026-03-14T10:00:00Z', true], // 14 days after 28 February
    ['2026-03-14T10:00:01Z', false],
  ])('%s accepted: %s', (wanted, ok) => {
    expect(checkNewChargeDate(facts(), d(wanted), now).ok).toBe(ok);
  });
});

describe('autoship lines', () => {
  it.each([
    [[{ productId: 1, quantity: 1 }], true],
    [[{ productId: 1, quantity: 60 }], true],
    [[{ productId: 1, quantity: 0 }], false],
    [[{ productId: 1, quantity: 61 }], false],
    [[], false],
    [[{ productId: 1, quantity: 1 }, { productId: 1, quantity: 2 }], false],
  ])('%j accepted: %s', (items, ok) => {
    expect(checkAutoshipItems(items).ok).toBe(ok);
  });
});

describe('dunning', () => {
  const failedAt = d('2026-03-31T10:00:00Z');
  it('retries after 1, 3 and 7 days, then pauses', () => {
    expect(nextDunningStep(1, failedAt)).toEqual({ kind: 'retry', retryAt: d('2026-04-01T10:00:00Z'), attempt: 2 });
    expect(nextDunningStep(2, failedAt)).toEqual({ kind: 'retry', retryAt: d('2026-04-03T10:00:00Z'), attempt: 3 });
    expect(nextDunningStep(3, failedAt)).toEqual({ kind: 'retry', retryAt: d('2026-04-07T10:00:00Z'), attempt: 4 });
    expect(nextDunningStep(4, failedAt)).toEqual({ kind: 'pause' });
    expect(() => nextDunningStep(0, failedAt)).toThrow(RangeError);
  });
});

describe('price at renewal', () => {
  const prices = new Map([
    [1, { customer: { sale: 5000, suggestedRetail: 6000, autoship: 4500 }, ambassador: { sale: 4000, suggestedRetail: 6000, autoship: 3600 }, scholar: { sale: 4200, suggestedRetail: 6000, autoship: 3800 } }],
  ]);
  it('uses the member type autoship price of the day, times the quantity', () => {
    expect(priceAutoshipRenewal([{ productId: 1, quantity: 3 }], (id) => prices.get(id), 'ambassador')).toEqual({
      ok: true,
      itemsMinor: 10_800,
      lines: [{ productId: 1, quantity: 3, unitPriceMinor: 3600, lineTotalMinor: 10_800 }],
    });
    expect(priceAutoshipRenewal([{ productId: 1, quantity: 1 }], (id) => prices.get(id), 'customer')).toMatchObject({ itemsMinor: 4500 });
  });
  it('refuses a product without prices', () => {
    expect(priceAutoshipRenewal([{ productId: 9, quantity: 1 }], (id) => prices.get(id), 'customer')).toEqual({ ok: false, reason: 'unavailable', productId: 9 });
  });
  it('is the sum of its lines (property)', () => {
    fc.assert(
      fc.property(fc.array(fc.integer({ min: 1, max: 60 }), { minLength: 1, maxLength: 5 }), (qs) => {
        const r = priceAutoshipRenewal(qs.map((q) => ({ productId: 1, quantity: q })), (id) => prices.get(id), 'scholar');
        expect(r.ok && r.itemsMinor).toBe(qs.reduce((s, q) => s + q * 3800, 0));
      }),
    );
  });
});

describe('autoship terms', () => {
  it('state the amount, the frequency, the first renewal, the six-month minimum and how to cancel', () => {
    const text = autoshipTermsText({ amountMinor: 5234, currency: 'CAD', startsAt: d('2026-01-31T10:00:00Z') });
    expect(text).toContain('52.34 CAD');
    expect(text).toContain('every month');
    expect(text).toContain('first on 2026-02-28');
    expect(text).toContain('before 2026-06-30');
    expect(text).toContain('Orders > AutoShip Orders');
  });
  it('have a French version with the same figures', () => {
    const text = autoshipTermsText({ amountMinor: 5234, currency: 'CAD', startsAt: d('2026-01-31T10:00:00Z'), lang: 'fr' });
    expect(text).toContain('52.34 CAD');
    expect(text).toContain('2026-02-28');
    expect(text).toContain('2026-06-30');
  });
});
