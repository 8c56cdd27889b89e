// What follows a refused renewal charge (declined, or the bank asks for authentication that an
// off-session charge cannot give): retries 1, 3 and 7 days after the renewal first failed, an
// e-mail with a link to update the card each time, then the subscription is paused and the
// member and their sponsor are told.
import { addDays } from './autoship-schedule.js';

/** Days after the first failure at which the same cycle is charged again. */
export const AUTOSHIP_RETRY_DAYS: readonly number[] = [1, 3, 7];

export type DunningStep = { kind: 'retry'; retryAt: Date; attempt: number } | { kind: 'pause' };

/**
 * The step after failure number `failures` (1 for the first refusal of this cycle) of a renewal
 * whose first failure was at `firstFailedAt`.
 */
export function nextDunningStep(failures: number, firstFailedAt: Date): DunningStep {
  if (!Number.isSafeInteger(failures) || failures < 1) throw new RangeError('failures must be a positive integer');
  const days = AUTOSHIP_RETRY_DAYS[failures - 1];
  if (days === undefined) return { kind: 'pause' };
  return { kind: 'retry', retryAt: addDays(firstFailedAt, days), attempt: failures + 1 };
}
