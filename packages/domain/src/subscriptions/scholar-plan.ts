// The scholar website plan (accounts §9): 10.00 per unit per month (plan 1) or 99.00 per unit per
// year (plan 12, shown as 20% off), times the quantity chosen on the Plan page.

export type PlanMonths = 1 | 12;

export interface ScholarPlan {
  planMonths: PlanMonths;
  /** Price of one unit for the whole period, in minor units. */
  unitPriceMinor: number;
  label: string;
  /** Shown beside the annual plan; null when there is none. */
  savingLabel: string | null;
}

/** The plans with the spec's prices; the database seeds its plan rows from these. */
export const defaultScholarPlans: readonly ScholarPlan[] = [
  { planMonths: 1, unitPriceMinor: 1000, label: 'Monthly', savingLabel: null },
  { planMonths: 12, unitPriceMinor: 9900, label: 'Annual', savingLabel: '20% off' },
];

export type PlanRefusal = 'quantity-zero' | 'unknown-plan';

export const planMessages: Readonly<Record<PlanRefusal, string>> = {
  'quantity-zero': 'Quantity can not be zero.',
  'unknown-plan': 'Please choose a monthly or annual plan.',
};

export type PlanQuote =
  | { ok: true; plan: ScholarPlan; quantity: number; amountMinor: number }
  | { ok: false; reason: PlanRefusal };

/** Plan price in minor units: the plan's unit price × quantity (an integer of at least 1). */
export function quoteScholarPlan(planMonths: number, quantity: number, plans: readonly ScholarPlan[] = defaultScholarPlans): PlanQuote {
  const plan = plans.find((p) => p.planMonths === planMonths);
  if (!plan) return { ok: false, reason: 'unknown-plan' };
  if (!Number.isSafeInteger(quantity) || quantity < 1) return { ok: false, reason: 'quantity-zero' };
  const amountMinor = plan.unitPriceMinor * quantity;
  if (!Number.isSafeInteger(amountMinor)) throw new RangeError('plan amount out of range');
  return { ok: true, plan, quantity, amountMinor };
}
