// A back-dated sponsor change (decision 0023): an order paid on or after the change's date is paid
// as if the new upline had been there when it was paid. What is still live of each accrual of an
// order line (its amount less what refunds took back) is compared with a new walk of the chain on
// what is left of the line's BV: a line that the new walk pays the same way (same member, structural
// level, paid level and rate) stays as booked; every other live line is taken back in full, and
// every line of the new walk that no live line matches is booked as a new accrual.
import type { PaidLine } from './walk.js';

/** What is left of one accrual of an order line. */
export interface LiveAccrual {
  id: number;
  memberId: number;
  structuralLevel: number;
  paidLevel: number;
  rateBps: number;
  /** The accrual's amount plus its reversals so far (zero or more). */
  leftMinor: number;
}

export interface Recredit {
  /** Live accruals the new upline does not pay the same way: each is taken back for what is left of it. */
  reverse: LiveAccrual[];
  /** Lines of the new walk that no live accrual already pays. */
  add: PaidLine[];
}

const sameWay = (a: { memberId: number; structuralLevel: number; paidLevel: number; rateBps: number }, b: typeof a) =>
  a.memberId === b.memberId && a.structuralLevel === b.structuralLevel && a.paidLevel === b.paidLevel && a.rateBps === b.rateBps;

/**
 * Compares an order line's live accruals with the new walk of its chain: unchanged lines are kept,
 * the others are taken back and the new ones added. Accruals with nothing left are neither kept
 * nor taken back (a refund already took them back), and new lines of zero are not added.
 */
export function recreditOrderLine(live: readonly LiveAccrual[], walked: readonly PaidLine[]): Recredit {
  const alive = live.filter((l) => l.leftMinor > 0);
  const reverse = alive.filter((l) => !walked.some((w) => sameWay(l, w)));
  const add = walked.filter((w) => w.amountMinor > 0 && !alive.some((l) => sameWay(l, w)));
  return { reverse, add };
}
