import { autoshipErrorCodes, type AutoshipFailure } from '@upline/contract/autoship';
import { errorCodes } from '@upline/contract/errors';
import { AppError, type AppErrorCode } from '../../http/errors.js';

/** An expected failure of an autoship use case: its code, the message shown, the fields it names, the date a refused change opens on. */
export interface AutoshipFailureValue {
  code: AutoshipFailure;
  message: string;
  fields?: Record<string, string>;
  /** A change refused until a date (the minimum term): YYYY-MM-DD, which the answer carries as opens_on. */
  opensOn?: string;
}

export type AutoshipResult<T> = { ok: true; value: T } | { ok: false; failure: AutoshipFailureValue };

export const autoshipFailure = (code: AutoshipFailure, message: string, more: Omit<AutoshipFailureValue, 'code' | 'message'> = {}): { ok: false; failure: AutoshipFailureValue } => ({
  ok: false,
  failure: { code, message, ...more },
});

/** Another member's autoship answers like one that does not exist. */
export const autoshipNotFound = () => autoshipFailure('autoship_not_found', 'Autoship not found');

/**
 * The status and wire code of each autoship failure: a rule of the subscription is 409, a
 * change the member must correct 400.
 */
const statusOf: Record<AutoshipFailure, [number, AppErrorCode]> = {
  autoship_not_found: [404, errorCodes.notFound],
  card_setup_not_found: [404, errorCodes.notFound],
  autoship_minimum_term: [409, autoshipErrorCodes.minimumTerm],
  autoship_not_active: [409, autoshipErrorCodes.notActive],
  autoship_cancelled: [409, autoshipErrorCodes.cancelled],
  autoship_date_out_of_range: [400, autoshipErrorCodes.dateOutOfRange],
  autoship_invalid_items: [400, autoshipErrorCodes.invalidItems],
  autoship_card_refused: [400, autoshipErrorCodes.cardRefused],
};

/** The HTTP answer of an autoship failure (the routes throw it to the error handler). */
export function autoshipError(failure: AutoshipFailureValue): AppError {
  const [status, code] = statusOf[failure.code];
  return new AppError(status, code, failure.message, failure.fields, failure.opensOn ? { opens_on: failure.opensOn } : undefined);
}
