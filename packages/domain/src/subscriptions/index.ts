// Subscriptions: the scholar website plan and billing periods.
export type { PlanMonths, ScholarPlan, PlanRefusal, PlanQuote } from './scholar-plan.js';
export { defaultScholarPlans, planMessages, quoteScholarPlan } from './scholar-plan.js';
export { nextPeriodEnd } from './period.js';
