// Subscriptions: the scholar website plan, billing periods and autoship.
export type { PlanMonths, ScholarPlan, PlanRefusal, PlanQuote } from './scholar-plan.js';
export { defaultScholarPlans, planMessages, quoteScholarPlan } from './scholar-plan.js';
export { nextPeriodEnd } from './period.js';
export { autoshipChargeDate, nextAutoshipDate, daysBetween, addDays } from './autoship-schedule.js';
export type { AutoshipStatus, AutoshipFacts, AutoshipAction, AutoshipRefusal, AutoshipDecision } from './autoship-rules.js';
export {
  AUTOSHIP_MINIMUM_MONTHS,
  AUTOSHIP_MAX_POSTPONE_DAYS,
  AUTOSHIP_REMINDER_DAYS,
  AUTOSHIP_MAX_QUANTITY,
  autoshipMessages,
  commitmentOpensOn,
  isCommitmentMet,
  decideAutoshipAction,
  checkNewChargeDate,
  checkAutoshipItems,
} from './autoship-rules.js';
export type { DunningStep } from './autoship-dunning.js';
export { AUTOSHIP_RETRY_DAYS, nextDunningStep } from './autoship-dunning.js';
export type { AutoshipLine, PricedAutoshipLine, AutoshipPriceResult } from './autoship-price.js';
export { priceAutoshipRenewal, isPriceChange } from './autoship-price.js';
export type { AutoshipTermsInput } from './autoship-terms.js';
export { autoshipTermsText, autoshipTermsDates } from './autoship-terms.js';
