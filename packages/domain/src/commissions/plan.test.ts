import { describe, expect, it } from 'vitest';
import type { CommissionPlan } from './plan.js';
import { defaultCommissionPlan, validateCommissionPlan } from './plan.js';

describe('commission plan', () => {
  it("holds the spec's rates: 20% level 1, 10% level 2", () => {
    expect(defaultCommissionPlan.levels).toEqual([
      { level: 1, rateBps: 2000 },
      { level: 2, rateBps: 1000 },
    ]);
    expect(validateCommissionPlan(defaultCommissionPlan)).toEqual({ ok: true });
  });

  it.each([
    [[{ level: 0, rateBps: 100 }], { kind: 'invalid-level', level: 0 }],
    [[{ level: 1, rateBps: 100 }, { level: 1, rateBps: 100 }], { kind: 'duplicate-level', level: 1 }],
    [[{ level: 1, rateBps: -5 }], { kind: 'invalid-rate', level: 1, rateBps: -5 }],
    [[{ level: 1, rateBps: 6000 }, { level: 2, rateBps: 5000 }], { kind: 'rates-exceed-base', totalBps: 11_000 }],
  ])('reports %j', (levels, problem) => {
    const plan: CommissionPlan = { ...defaultCommissionPlan, levels };
    const result = validateCommissionPlan(plan);
    expect(result.ok).toBe(false);
    if (!result.ok) expect(result.problems).toContainEqual(problem);
  });
});
