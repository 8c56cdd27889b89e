import { useEffect, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link, Navigate, useSearchParams } from 'react-router';
import { fromDecimal } from '@upline/domain/money';
import { formatMoney } from '../../../shared/format/money';
import { paths } from '../../../shared/paths';
import { useSessionStore } from '../../../shared/session/session-store';
import { CheckIcon } from '../../../shared/ui/page-icons';
import { Spinner } from '../../../shared/ui/spinner';
import { usePaidOrder } from '../api/get-order';
import { paymentMethodKey, paymentParamsOf } from '../lib/payment-params';

/** Checkout §9: the conversion is recorded about a second after the page shows. */
export const CONVERSION_DELAY_MS = 1000;

export interface Conversion {
  orderId: number | null;
  paymentMethod: string | null;
  total: number | null;
  currency: string | null;
}

/** Paid, or paid and partly or fully refunded since: money was taken for the order. */
const paidStatuses: readonly string[] = ['paid', 'partially_refunded', 'refunded'];

/**
 * PaymentSuccess (checkout §2): the Thank You message and the order, and Continue Shopping to
 * /{linkname}/product (or /product without a link name). It thanks only for an order this
 * browser may read and that is paid: opened directly, with another shopper's order id, or for
 * an unpaid order, it sends the visitor on as the payment-failed page does (to /order). The
 * route records the conversion through `onConversion`, once, about 1 s after the page shows
 * (later if the order is still loading then, so that the conversion carries its total), and
 * only for a paid order.
 */
export function PaymentSuccessPage({ onConversion }: { onConversion?: (conversion: Conversion) => void }) {
  const { t } = useTranslation('payments');
  const [search] = useSearchParams();
  const params = paymentParamsOf(search);
  const linkName = useSessionStore((state) => state.userUrlName);
  const order = usePaidOrder(params.orderId);
  const latest = useRef<Conversion>({ orderId: params.orderId, paymentMethod: params.paymentMethod, total: null, currency: null });
  latest.current = { orderId: params.orderId, paymentMethod: params.paymentMethod, total: order.data?.total ?? null, currency: order.data?.currency ?? null };

  // About 1 s after the page shows, once the order is known (or cannot be read), exactly once.
  const [isDue, setDue] = useState(false);
  const isSent = useRef(false);
  const isPaid = order.data !== undefined && paidStatuses.includes(order.data.payment_status);
  useEffect(() => {
    const timer = window.setTimeout(() => setDue(true), CONVERSION_DELAY_MS);
    return () => window.clearTimeout(timer);
  }, []);
  useEffect(() => {
    if (!onConversion || !isDue || !isPaid || isSent.current) return;
    isSent.current = true;
    onConversion(latest.current);
  }, [onConversion, isDue, isPaid]);

  if (params.orderId === null || order.isError || (order.data && !isPaid)) return <Navigate to={paths.order()} replace />;
  if (!order.data) {
    return (
      <div className="container-page flex justify-center py-16">
        <Spinner />
      </div>
    );
  }

  const methodKey = paymentMethodKey(params.paymentMethod);
  const methodName = methodKey ? t(`methods.${methodKey}`) : params.paymentMethod;

  return (
    <div className="container-page flex justify-center py-12 sm:py-16">
      <section className="w-full max-w-xl rounded-3xl bg-white p-6 text-center shadow-sm ring-1 ring-cream-dark sm:p-10" aria-labelledby="success-title">
        <span className="mx-auto inline-flex size-16 items-center justify-center rounded-full bg-sage-light text-brand">
          <CheckIcon className="size-9" />
        </span>
        <h1 id="success-title" className="mt-5 text-3xl sm:text-4xl">
          {t('success.title')}
        </h1>
        <p className="mt-3 text-ink-muted">{t('success.text')}</p>
        <dl className="mx-auto mt-6 grid max-w-sm grid-cols-[auto_1fr] gap-x-4 gap-y-2 rounded-2xl bg-cream p-4 text-left text-sm" data-testid="success-order">
          <dt className="text-ink-muted">{t('success.order')}</dt>
          <dd className="font-semibold text-ink">{order.data.order_number}</dd>
          <dt className="text-ink-muted">{t('success.total')}</dt>
          <dd className="font-semibold text-ink tabular-nums">{formatMoney(fromDecimal(order.data.total), order.data.currency)}</dd>
          {methodName && (
            <>
              <dt className="text-ink-muted">{t('success.method')}</dt>
              <dd className="text-ink">{methodName}</dd>
            </>
          )}
        </dl>
        <div className="mt-8 flex flex-col items-center gap-3">
          <Link to={paths.product(linkName)} className="btn-primary">
            {t('success.continue')}
          </Link>
          <Link to={paths.orderItems(order.data.id)} className="text-sm font-medium text-brand underline underline-offset-2">
            {t('success.viewOrder')}
          </Link>
        </div>
      </section>
    </div>
  );
}
