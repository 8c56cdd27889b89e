import { describe, expect, it } from 'vitest';
import type { CommissionPlan } from './plan.js';
import { planFromRow, planVersion1, rulesOf, validateCommissionPlan } from './plan.js';

describe('plan version 1 (COMPENSATION-PLAN.md §3-§5)', () => {
  it('pays 20% and 10% at paid levels 1 and 2 to any commission member, bi-weekly', () => {
    expect(planVersion1.levels.slice(0, 2)).toEqual([
      { level: 1, rateBps: 2000, eligibility: 'member', schedule: 'biweekly' },
      { level: 2, rateBps: 1000, eligibility: 'member', schedule: 'biweekly' },
    ]);
  });
  it('pays 5%, 3% and 2% at paid levels 3 to 5 to active scholars only, monthly', () => {
    expect(planVersion1.levels.slice(2)).toEqual([
      { level: 3, rateBps: 500, eligibility: 'active-scholar', schedule: 'monthly' },
      { level: 4, rateBps: 300, eligibility: 'active-scholar', schedule: 'monthly' },
      { level: 5, rateBps: 200, eligibility: 'active-scholar', schedule: 'monthly' },
    ]);
  });
  it('never pays more than 40% of BV, holds 30 days, pays from 25.00 in either currency, anchors on Monday 2026-01-05', () => {
    expect(planVersion1).toMatchObject({ maxPayoutBps: 4000, holdDays: 30, minimumPayoutMinor: { USD: 2500, CAD: 2500 }, biweeklyAnchor: '2026-01-05' });
    expect(validateCommissionPlan(planVersion1)).toEqual({ ok: true });
  });

  const level = (n: number, rateBps: number) => ({ level: n, rateBps, eligibility: 'member' as const, schedule: 'biweekly' as const });
  it.each<[string, Partial<CommissionPlan>, object]>([
    ['no levels', { levels: [] }, { kind: 'no-levels' }],
    ['a level 0', { levels: [level(0, 100)] }, { kind: 'invalid-level', level: 0 }],
    ['levels with a gap', { levels: [level(1, 100), level(3, 100)] }, { kind: 'levels-not-consecutive', level: 3 }],
    ['a negative rate', { levels: [level(1, -5)] }, { kind: 'invalid-rate', level: 1, rateBps: -5 }],
    ['a fractional rate', { levels: [level(1, 2.5)] }, { kind: 'invalid-rate', level: 1, rateBps: 2.5 }],
    ['rates above the payout limit', { levels: [level(1, 3000), level(2, 1500)] }, { kind: 'rates-exceed-max-payout', totalBps: 4500, maxPayoutBps: 4000 }],
    ['negative hold days', { holdDays: -1 }, { kind: 'invalid-hold-days', holdDays: -1 }],
    ['a negative minimum payout', { minimumPayoutMinor: { USD: -1, CAD: 2500 } }, { kind: 'invalid-minimum-payout', currency: 'USD' }],
    ['an anchor that is not a Monday', { biweeklyAnchor: '2026-01-06' }, { kind: 'invalid-anchor', biweeklyAnchor: '2026-01-06' }],
    ['an anchor that is not a date', { biweeklyAnchor: '2026-02-30' }, { kind: 'invalid-anchor', biweeklyAnchor: '2026-02-30' }],
  ])('refuses %s', (_label, change, problem) => {
    const result = validateCommissionPlan({ ...planVersion1, ...change });
    expect(result.ok).toBe(false);
    if (!result.ok) expect(result.problems).toContainEqual(problem);
  });
});

describe('plan rows', () => {
  it('reads a plan version back from the rules the seed stores', () => {
    expect(planFromRow({ version: 1, rules: JSON.parse(JSON.stringify(rulesOf(planVersion1))) })).toEqual(planVersion1);
  });
  it('refuses rules that are not a valid plan', () => {
    expect(() => planFromRow({ version: 2, rules: { levels: [{ level: 1, rateBps: 2000 }] } })).toThrow(/version 2 is not valid/);
    expect(() => planFromRow({ version: 2, rules: null })).toThrow(RangeError);
  });
});
