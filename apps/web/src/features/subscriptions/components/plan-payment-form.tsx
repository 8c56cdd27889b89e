import { useRef, useState, type ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { toast } from 'sonner';
import { toDecimal } from '@upline/domain/money';
import { isApiError } from '../../../shared/api/api-error';
import { useSessionStore } from '../../../shared/session/session-store';
import { useSubscribePayment } from '../api/subscribe-payment';
import { usePlanMessage } from '../hooks/use-plan-message';
import { usePlanPayment } from '../hooks/use-plan-payment';
import { PlanPaymentFields } from './plan-payment-fields';
import { useMemberCurrency } from './use-member-currency';

/**
 * The Plan page's payment form (accounts §2.10): quantity, monthly or annual, the card, the
 * billing and shipping address, the enrollment text and Submit, posting user/subscribepayment.
 */
export function PlanPaymentForm({ addressSummary }: { addressSummary?: ReactNode }) {
  const { t } = useTranslation('subscriptions');
  const translate = usePlanMessage();
  const userId = useSessionStore((state) => state.userData?.id ?? null);
  const currency = useMemberCurrency();
  const payment = usePlanPayment();
  const subscribe = useSubscribePayment();
  // Creating the card's payment method takes a round trip with Stripe: one submission at a time.
  const busy = useRef(false);
  const [isPreparing, setIsPreparing] = useState(false);
  const isBusy = isPreparing || subscribe.isPending;

  const submit = async (event: React.FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    if (busy.current) return;
    busy.current = true;
    setIsPreparing(true);
    try {
      const choice = await payment.prepare({ focus: true });
      if (!choice || payment.amountMinor === null) return;
      const answer = await subscribe.mutateAsync({ user_id: userId, total: toDecimal(payment.amountMinor), ...choice });
      toast.success(translate(answer.message), { duration: 2500 });
    } catch (error) {
      toast.error(isApiError(error) ? translate(error.message) : t('plan.failed'), { duration: 2500 });
      if (isApiError(error)) payment.showServerErrors(error.fieldErrors);
    } finally {
      busy.current = false;
      setIsPreparing(false);
    }
  };

  return (
    <form onSubmit={(event) => void submit(event)} noValidate className="space-y-6">
      <PlanPaymentFields payment={payment} currency={currency} />
      {addressSummary && (
        <section aria-labelledby="plan-addresses" className="space-y-3">
          <h2 id="plan-addresses" className="text-xl">
            {t('plan.addresses')}
          </h2>
          {addressSummary}
        </section>
      )}
      <p className="rounded-xl bg-cream p-4 text-sm text-ink">{t(payment.plan === 12 ? 'plan.enrollmentYear' : 'plan.enrollmentMonth')}</p>
      <button type="submit" className="btn-primary w-full sm:w-auto sm:min-w-48" disabled={isBusy} aria-busy={isBusy || undefined}>
        {isBusy && <span aria-hidden="true" className="size-4 animate-spin rounded-full border-2 border-cream/40 border-t-cream" />}
        {isBusy ? t('plan.submitting') : t('plan.submit')}
      </button>
    </form>
  );
}
