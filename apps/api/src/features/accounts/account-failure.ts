import { accountErrorCodes, type AccountFailure } from '@upline/contract/accounts';
import { errorCodes } from '@upline/contract/errors';
import { AppError, type AppErrorCode } from '../../http/errors.js';

/** An expected failure of an account use case: its code, the message shown and the fields it names. */
export interface AccountFailureValue {
  code: AccountFailure;
  message: string;
  fields?: Record<string, string>;
}

export type AccountResult<T> = { ok: true; value: T } | { ok: false; failure: AccountFailureValue };

export const accountFailure = (code: AccountFailure, message: string, fields?: Record<string, string>): { ok: false; failure: AccountFailureValue } => ({
  ok: false,
  failure: { code, message, ...(fields ? { fields } : {}) },
});

/** The status and wire code of each account failure. */
const statusOf: Record<AccountFailure, [number, AppErrorCode]> = {
  invalid_registration: [400, errorCodes.validation],
  email_taken: [409, accountErrorCodes.emailTaken],
  url_name_taken: [409, accountErrorCodes.urlNameTaken],
  unknown_sponsor: [400, accountErrorCodes.unknownSponsor],
  common_password: [400, errorCodes.validation],
  wrong_password: [400, accountErrorCodes.wrongPassword],
  password_attempts_throttled: [429, errorCodes.rateLimited],
  invalid_reset_token: [400, accountErrorCodes.invalidResetToken],
  invalid_address: [400, errorCodes.validation],
};

/** The HTTP answer of an account failure (the routes throw it to the error handler). */
export function accountError(failure: AccountFailureValue): AppError {
  const [status, code] = statusOf[failure.code];
  return new AppError(status, code, failure.message, failure.fields);
}
