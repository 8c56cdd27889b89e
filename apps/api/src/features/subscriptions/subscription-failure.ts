import { errorCodes } from '@upline/contract/errors';
import type { ChargeFailureCode } from '@upline/contract/payments';
import { subscriptionErrorCodes, type SubscriptionFailure } from '@upline/contract/subscriptions';
import { AppError, type AppErrorCode } from '../../http/errors.js';

/** An expected failure of the website plan: its code, the message shown, the fields it names, what the answer adds. */
export interface SubscriptionFailureValue {
  code: SubscriptionFailure;
  message: string;
  fields?: Record<string, string>;
  /** A refused card: the provider's code, which the answer carries as its code. */
  providerCode?: ChargeFailureCode;
  extra?: Record<string, unknown>;
}

export type SubscriptionResult<T> = { ok: true; value: T } | { ok: false; failure: SubscriptionFailureValue };

export const subscriptionFailure = (code: SubscriptionFailure, message: string, more: Omit<SubscriptionFailureValue, 'code' | 'message'> = {}) => ({
  ok: false as const,
  failure: { code, message, ...more },
});

const statusOf: Record<SubscriptionFailure, [number, AppErrorCode]> = {
  not_scholar: [403, errorCodes.forbidden],
  not_own_plan: [403, errorCodes.forbidden],
  member_missing: [403, errorCodes.forbidden],
  already_active: [409, subscriptionErrorCodes.alreadyActive],
  total_mismatch: [409, subscriptionErrorCodes.totalMismatch],
  invalid_plan: [400, errorCodes.validation],
  payment_refused: [402, errorCodes.badRequest],
};

/** The HTTP answer of a website plan failure (the routes throw it to the error handler). */
export function subscriptionError(failure: SubscriptionFailureValue): AppError {
  const [status, code] = statusOf[failure.code];
  return new AppError(status, failure.providerCode ?? code, failure.message, failure.fields, failure.extra);
}
