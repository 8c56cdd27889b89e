import type { TFunction } from 'i18next';
import type { OrderActionResponse } from '@upline/contract/member-orders';
import { isApiError } from '../../../shared/api/api-error';
import { formatOrderMoney } from './order-format';

type Translate = TFunction<'orders'>;

/**
 * The toast after a cancel or a return: the server's message (accounts §8), or in French the
 * same sentence from the page's texts, with the refunded amount formatted for the reader.
 */
export function actionMessageOf(answer: OrderActionResponse, language: string, t: Translate): string {
  if (language === 'en') return answer.message;
  if (answer.return_request) return t('messages.returnRequested');
  if (answer.refund && answer.refund.status !== 'succeeded') return t('messages.refundFailed');
  if (answer.refund && answer.refund.amount > 0) {
    return t('messages.cancelledRefund', { amount: formatOrderMoney(answer.refund.amount, answer.order.currency, language) });
  }
  return t('messages.cancelled');
}

const knownFailures = [
  'already_cancelled',
  'not_refundable',
  'window_closed',
  'return_pending',
  'too_many_units',
  'unknown_line',
  'not_paid',
] as const;
type KnownFailure = (typeof knownFailures)[number];

function isKnownFailure(code: string): code is KnownFailure {
  return (knownFailures as readonly string[]).includes(code);
}

/** The toast when the action was refused: the server's message, or its French text for a known code. */
export function actionFailureOf(error: unknown, language: string, t: Translate): string {
  if (!isApiError(error)) return t('messages.failed');
  if (language !== 'en' && isKnownFailure(error.code)) return t(`errors.${error.code}`);
  return error.message || t('messages.failed');
}
