import { useTranslation } from 'react-i18next';
import { useNavigate } from 'react-router';
import { fromDecimal } from '@upline/domain/money';
import { formatMoney } from '../../../../shared/format/money';
import { nextPathOf, type ExpressCheckout } from '../../hooks/use-express-checkout';
import type { ExpressError } from '../../lib/express-errors';

/** The message of an express error in the visitor's language (checkout §8). */
export function useExpressErrorText(): (error: ExpressError) => string {
  const { t } = useTranslation('checkout');
  return (error) => {
    switch (error.key) {
      case 'paymentValidation':
        return t('express.errors.paymentValidation', { detail: error.detail || t('express.errors.paymentValidationDefault') });
      case 'invalidAddress':
        return t('express.errors.invalidAddress', { detail: error.detail || t('express.errors.invalidAddressDefault') });
      case 'paypalFailed':
      case 'googlePayFailed':
      case 'applePayFailed':
        return t(`express.errors.${error.key}`, { detail: error.detail || t('express.errors.unknownError') });
      case 'serverMessage':
        return error.detail || t('express.error.fallback');
      case 'paymentFailed':
      case 'confirmAddressFailed':
      case 'saveAddressFailed':
        return t(`express.errors.${error.key}`, { detail: error.detail || t('express.errors.unknownError') });
      default:
        return t(`express.errors.${error.key}`);
    }
  };
}

/** The success panel (order, transaction, amount, Continue) or the error panel with Try Again (checkout §2). */
export function ExpressResult({ express }: { express: ExpressCheckout }) {
  const { t } = useTranslation('checkout');
  const navigate = useNavigate();
  const errorText = useExpressErrorText();
  const { state } = express;

  if (state.status === 'success') {
    const { result } = state;
    return (
      <section role="status" aria-live="polite" className="rounded-2xl border border-sage bg-sage-light/60 p-4" data-testid="express-success">
        <h3 className="text-lg">{t('express.success.title')}</h3>
        <dl className="mt-2 grid grid-cols-[auto_1fr] gap-x-4 gap-y-1 text-sm">
          <dt className="text-ink-muted">{t('express.success.orderId')}</dt>
          <dd className="font-semibold" data-testid="express-order">
            {result.orderNumber}
          </dd>
          <dt className="text-ink-muted">{t('express.success.transactionId')}</dt>
          <dd className="font-mono text-xs break-all">{result.transactionId ?? '—'}</dd>
          <dt className="text-ink-muted">{t('express.success.amount')}</dt>
          <dd className="font-semibold tabular-nums">{formatMoney(fromDecimal(result.amount), result.currency)}</dd>
        </dl>
        <p className="mt-2 text-xs text-ink-muted">{t('express.success.redirecting')}</p>
        <button type="button" onClick={() => void navigate(nextPathOf(result, state.method))} className="btn-primary mt-3">
          {t('express.success.continue')}
        </button>
      </section>
    );
  }

  if (state.status === 'error') {
    return (
      <section role="alert" className="rounded-2xl border border-red-200 bg-red-50 p-4" data-testid="express-error">
        <h3 className="font-sans text-base font-bold text-red-800">{state.isCancel ? t('express.error.cancelledTitle') : t('express.error.title')}</h3>
        <p className="mt-1 text-sm text-red-900">{errorText(state.error) || t('express.error.fallback')}</p>
        <button type="button" onClick={express.reset} className="btn-outline mt-3">
          {t('express.error.tryAgain')}
        </button>
      </section>
    );
  }
  return null;
}
