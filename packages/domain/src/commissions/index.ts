// Commissions: the plan as data and the pure rules of the engine (BV, the upline walk with
// compression, periods, reversals, statements). See docs/compensation-plan.md.
export type { CommissionLevel, CommissionPlan, CommissionPlanRules, LevelEligibility, PayoutSchedule, PlanProblem } from './plan.js';
export { planFromRow, planVersion1, rulesOf, validateCommissionPlan } from './plan.js';
export type { BvLineInput } from './bv.js';
export { lineBv } from './bv.js';
export type { Breakage, BreakageReason, CompressedMember, CompressionReason, PaidLine, UplineMember, WalkResult } from './walk.js';
export { compressionReason, isActiveScholar, walkUpline } from './walk.js';
export type { Period } from './periods.js';
export { biweeklyPeriodOf, closableFrom, defaultShopTimeZone, holdUntil, localDate, monthlyPeriodOf, periodFor, scheduleOfLevel } from './periods.js';
export type { PartialReversalInput } from './reversal.js';
export { fullReversalMinor, partialReversalMinor } from './reversal.js';
export type { LiveAccrual, Recredit } from './recredit.js';
export { recreditOrderLine } from './recredit.js';
export type { StatementTotals } from './statement.js';
export { statementTotals } from './statement.js';
export type { DisclosedPercentile, IncomeStats } from './income-stats.js';
export { disclosedPercentiles, incomeStats, median, nearestRankPercentile } from './income-stats.js';
export type { DisclosurePeriod, DisclosurePeriodRequest } from './disclosure-period.js';
export { checkDisclosureYear, disclosurePeriod, firstDisclosureYear } from './disclosure-period.js';
