import { useEffect, type ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { fromDecimal } from '@upline/domain/money';
import { formatMoney } from '../../../shared/format/money';
import { isApiError } from '../../../shared/api/api-error';
import { useDocumentMeta } from '../../../shared/document-meta';
import { useSessionStore } from '../../../shared/session/session-store';
import { CheckIcon } from '../../../shared/ui/page-icons';
import { Spinner } from '../../../shared/ui/spinner';
import { useSubscription } from '../api/get-subscription';
import { PlanPaymentForm } from './plan-payment-form';
import { currentLocale } from '../../../shared/format/locale';

/**
 * Plan (Membership Payment, accounts §2.10, §4): a stopped plan shows the payment form; any
 * other status shows 'Your Subscription is activated'. The server's status is the truth and the
 * stored one follows it.
 */
export function MembershipPlan({ addressSummary }: { addressSummary?: ReactNode }) {
  const { t } = useTranslation('subscriptions');
  const { t: tr } = useTranslation();
  const language = useSessionStore((state) => state.language);
  const userType = useSessionStore((state) => state.userType);
  const { data, error, isPending } = useSubscription();
  const title = tr('routes.plan');
  useDocumentMeta(title);

  const serverStatus = data?.plan_status;
  useEffect(() => {
    if (serverStatus === undefined) return;
    const state = useSessionStore.getState();
    if (state.userPlanStatus !== serverStatus) state.setPlanStatus(serverStatus);
  }, [serverStatus]);

  let content: ReactNode;
  if (isPending) content = <Spinner />;
  else if (error) {
    const isSignedOut = isApiError(error) && error.status === 401;
    content = (
      <p role="alert" className="rounded-lg bg-cream p-4">
        {isSignedOut ? t('plan.signedOut') : t('plan.loadFailed')}
      </p>
    );
  } else if (data.plan_status === 'stop') {
    content = (
      <>
        <p className="mb-6 rounded-xl border border-gold bg-gold-light/40 p-4 text-ink">{t('plan.stopped')}</p>
        <PlanPaymentForm addressSummary={addressSummary} />
      </>
    );
  } else if (userType !== 'scholar' && data.plan_status === null) {
    content = <p className="text-ink-muted">{t('plan.scholarsOnly')}</p>;
  } else {
    const sub = data.subscription;
    const end = sub?.current_period_end ? new Intl.DateTimeFormat(currentLocale(language), { dateStyle: 'long' }).format(new Date(sub.current_period_end)) : null;
    content = (
      <div role="status" className="flex items-start gap-4 rounded-2xl bg-sage-light p-5">
        <span className="inline-flex size-10 shrink-0 items-center justify-center rounded-full bg-brand text-cream">
          <CheckIcon className="size-6" />
        </span>
        <div>
          <p className="font-serif text-2xl text-brand">{t('plan.activated')}</p>
          {sub && (
            <p className="mt-1 text-ink">
              {t(sub.plan === 12 ? 'plan.detailsYear' : 'plan.detailsMonth', {
                quantity: sub.quantity,
                amount: formatMoney(fromDecimal(sub.amount), sub.currency),
              })}
              {end && ` ${t('plan.renews', { date: end })}`}
            </p>
          )}
        </div>
      </div>
    );
  }

  return (
    <section className="p-5 sm:p-8">
      <h1 className="mb-6 text-2xl sm:text-3xl">{title}</h1>
      {content}
    </section>
  );
}
