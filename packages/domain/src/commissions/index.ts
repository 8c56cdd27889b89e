// Commissions: the plan as data and the per-line commission computation.
export type { CommissionLevel, CommissionPlan, PlanProblem } from './plan.js';
export { defaultCommissionPlan, validateCommissionPlan } from './plan.js';
export type { CommissionLine, LineCommissionInput } from './line-commissions.js';
export { computeLineCommissions } from './line-commissions.js';
