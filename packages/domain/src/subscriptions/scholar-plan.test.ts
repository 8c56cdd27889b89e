import { describe, expect, it } from 'vitest';
import { defaultScholarPlans, planMessages, quoteScholarPlan } from './scholar-plan.js';

describe('quoteScholarPlan', () => {
  it.each([
    [1, 1, 1000],
    [1, 3, 3000],
    [12, 1, 9900],
    [12, 2, 19_800],
  ])('plan %i × %i costs %i minor', (planMonths, quantity, amount) => {
    expect(quoteScholarPlan(planMonths, quantity)).toMatchObject({ ok: true, quantity, amountMinor: amount, plan: { planMonths } });
  });

  it('labels the annual plan 20% off', () => {
    expect(quoteScholarPlan(12, 1)).toMatchObject({ ok: true, plan: { savingLabel: '20% off' } });
  });

  it.each([[0], [-1], [1.5]])('refuses quantity %s with the spec text', (quantity) => {
    const result = quoteScholarPlan(1, quantity);
    expect(result).toEqual({ ok: false, reason: 'quantity-zero' });
    if (!result.ok) expect(planMessages[result.reason]).toBe('Quantity can not be zero.');
  });

  it('refuses an unknown plan code', () => {
    expect(quoteScholarPlan(6, 1)).toEqual({ ok: false, reason: 'unknown-plan' });
  });

  it('prices from the plans it is given', () => {
    const plans = defaultScholarPlans.map((p) => ({ ...p, unitPriceMinor: p.unitPriceMinor * 2 }));
    expect(quoteScholarPlan(1, 2, plans)).toMatchObject({ ok: true, amountMinor: 4000 });
  });
});
