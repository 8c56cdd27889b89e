import { describe, expect, it } from 'vitest';
import { validateTiers } from './validate-tiers.js';

describe('validateTiers', () => {
  it.each([
    [[{ range: '2-5', discountBps: 1000 }, { range: '6-11', discountBps: 1500 }, { range: '12+', discountBps: 2000 }]],
    [[{ range: '3-5', discountBps: 500 }, { range: '6+', discountBps: 1000 }, { range: '', discountBps: 0 }]],
    [[{ range: '6+', discountBps: 1000 }, { range: '2-5', discountBps: 500 }]], // order in the list does not matter
    [[{ range: '2-5', discountBps: 0 }]], // a zero discount can end without a follow-up
    [[]],
  ])('accepts a well-formed ladder %#', (tiers) => {
    expect(validateTiers(tiers)).toEqual({ ok: true });
  });

  it.each([
    [[{ range: '2-5', discountBps: 1000 }, { range: '5+', discountBps: 1500 }], { kind: 'overlap', index: 0, otherIndex: 1 }],
    [[{ range: '4+', discountBps: 1000 }, { range: '2-5', discountBps: 500 }], { kind: 'overlap', index: 0, otherIndex: 1 }],
    [[{ range: '2-5', discountBps: 1500 }, { range: '6+', discountBps: 1000 }], { kind: 'discount-shrinks', index: 1, previousIndex: 0 }],
    [[{ range: '2-5', discountBps: 1000 }], { kind: 'gap', afterIndex: 0, fromQuantity: 6 }],
    [[{ range: '2-5', discountBps: 1000 }, { range: '8+', discountBps: 2000 }], { kind: 'gap', afterIndex: 0, fromQuantity: 6 }],
    [[{ range: '2 to 5', discountBps: 1000 }], { kind: 'malformed-range', index: 0, range: '2 to 5' }],
    [[{ range: '2-5', discountBps: 10_001 }], { kind: 'invalid-discount', index: 0, discountBps: 10_001 }],
    [[{ range: '2+', discountBps: 12.5 }], { kind: 'invalid-discount', index: 0, discountBps: 12.5 }],
  ])('reports %j', (tiers, problem) => {
    const result = validateTiers(tiers);
    expect(result.ok).toBe(false);
    if (!result.ok) expect(result.problems).toContainEqual(problem);
  });
});
