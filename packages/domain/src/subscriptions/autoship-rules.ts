// What a member may do with an autoship subscription and from when (accounts §9: "no suspension
// in the first six months, cancellation allowed after"; see docs/decisions for the reading).
// The first six months are covered by six monthly orders: the first order and five renewals.
// Skipping a cycle, pausing and cancelling open once the fifth renewal is paid (the next charge
// then falls after the six months), or six months after the start, whichever comes first.
import { addDays, nextAutoshipDate } from './autoship-schedule.js';
import { nextPeriodEnd } from './period.js';

/** Months during which an autoship may be neither suspended (skip, pause) nor cancelled. */
export const AUTOSHIP_MINIMUM_MONTHS = 6;
/** A new charge date may be at most this many days after the one it replaces (a later one would be a suspension). */
export const AUTOSHIP_MAX_POSTPONE_DAYS = 14;
/** Reminder e-mail this many days before each charge. */
export const AUTOSHIP_REMINDER_DAYS = 3;
/** Most units of one product per autoship line (storefront §5: quantity select 1 to 60). */
export const AUTOSHIP_MAX_QUANTITY = 60;

export type AutoshipStatus = 'incomplete' | 'active' | 'past_due' | 'paused' | 'cancelled';

export interface AutoshipFacts {
  status: AutoshipStatus;
  /** When the first order was paid. */
  startedAt: Date;
  /** Renewal cycles done so far (charged, or skipped once allowed). */
  cycle: number;
  /** The next charge; null when none is planned. */
  nextChargeAt: Date | null;
  /** Day of the month charges fall on (1-31). */
  anchorDay: number;
}

export type AutoshipAction = 'skip' | 'pause' | 'cancel' | 'resume' | 'change-date' | 'change-items' | 'change-address';

export type AutoshipRefusal = 'minimum-term' | 'not-active' | 'cancelled' | 'date-out-of-range' | 'quantity' | 'no-items';

export type AutoshipDecision = { ok: true } | { ok: false; reason: AutoshipRefusal; opensOn?: Date };

/** The spec-style messages of each refusal, in English (French through the web's i18n). */
export const autoshipMessages: Readonly<Record<AutoshipRefusal, string>> = {
  'minimum-term': 'Autoship cannot be skipped, paused or cancelled in the first six months.',
  'not-active': 'This autoship is not active.',
  cancelled: 'This autoship is cancelled.',
  'date-out-of-range': `Choose a date from tomorrow up to ${AUTOSHIP_MAX_POSTPONE_DAYS} days after the planned date.`,
  quantity: 'Quantity can not be zero.',
  'no-items': 'An autoship needs at least one product.',
};

/**
 * The date from which skip, pause and cancel are open: the earlier of six months after the start
 * and the day the fifth renewal is due (once it is paid, every later charge falls after the term).
 */
export function commitmentOpensOn(facts: AutoshipFacts): Date {
  const sixMonths = nextPeriodEnd(facts.startedAt, AUTOSHIP_MINIMUM_MONTHS, facts.startedAt.getUTCDate());
  const renewalsDue = AUTOSHIP_MINIMUM_MONTHS - 1;
  if (facts.cycle >= renewalsDue) return facts.startedAt;
  if (!facts.nextChargeAt) return sixMonths;
  let fifth = facts.nextChargeAt;
  for (let c = facts.cycle + 1; c < renewalsDue; c++) fifth = nextAutoshipDate(fifth, facts.anchorDay);
  // The actions open when the fifth renewal is charged, on its date, unless six months come first.
  return fifth < sixMonths ? fifth : sixMonths;
}

/** True when the six-month term is over at `now` (the fifth renewal is paid, or six months passed). */
export function isCommitmentMet(facts: AutoshipFacts, now: Date): boolean {
  if (facts.cycle >= AUTOSHIP_MINIMUM_MONTHS - 1) return true;
  const sixMonths = nextPeriodEnd(facts.startedAt, AUTOSHIP_MINIMUM_MONTHS, facts.startedAt.getUTCDate());
  return now.getTime() >= sixMonths.getTime();
}

/**
 * Whether the member may take `action` now. Skip, pause and cancel wait for the end of the
 * six-month term (the refusal names the date it opens); changes of date, products, quantities
 * and address are open at any time on a live subscription; resume only from paused.
 */
export function decideAutoshipAction(facts: AutoshipFacts, action: AutoshipAction, now: Date): AutoshipDecision {
  if (facts.status === 'cancelled') return { ok: false, reason: 'cancelled' };
  if (action === 'resume') return facts.status === 'paused' ? { ok: true } : { ok: false, reason: 'not-active' };
  if (action === 'skip' || action === 'pause' || action === 'cancel') {
    if (action !== 'cancel' && facts.status !== 'active') return { ok: false, reason: 'not-active' };
    if (!isCommitmentMet(facts, now)) return { ok: false, reason: 'minimum-term', opensOn: commitmentOpensOn(facts) };
    return { ok: true };
  }
  if (facts.status === 'incomplete') return { ok: false, reason: 'not-active' };
  return { ok: true };
}

/** Checks a new charge date: from tomorrow (UTC) up to AUTOSHIP_MAX_POSTPONE_DAYS after the planned one. */
export function checkNewChargeDate(facts: AutoshipFacts, wanted: Date, now: Date): AutoshipDecision {
  const base = decideAutoshipAction(facts, 'change-date', now);
  if (!base.ok) return base;
  if (facts.status !== 'active' || !facts.nextChargeAt) return { ok: false, reason: 'not-active' };
  const tomorrow = Date.UTC(now.getUTCFullYear(), now.getUTCMonth(), now.getUTCDate() + 1);
  const latest = addDays(facts.nextChargeAt, AUTOSHIP_MAX_POSTPONE_DAYS).getTime();
  const t = wanted.getTime();
  if (!Number.isFinite(t) || t < tomorrow || t > latest) return { ok: false, reason: 'date-out-of-range' };
  return { ok: true };
}

/** Checks the lines a member wants: at least one, each 1 to 60 units, each product once. */
export function checkAutoshipItems(items: readonly { productId: number; quantity: number }[]): AutoshipDecision {
  if (items.length === 0) return { ok: false, reason: 'no-items' };
  const seen = new Set<number>();
  for (const item of items) {
    if (!Number.isSafeInteger(item.quantity) || item.quantity < 1 || item.quantity > AUTOSHIP_MAX_QUANTITY) return { ok: false, reason: 'quantity' };
    if (seen.has(item.productId)) return { ok: false, reason: 'no-items' };
    seen.add(item.productId);
  }
  return { ok: true };
}
