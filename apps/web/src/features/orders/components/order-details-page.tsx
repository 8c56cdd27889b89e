import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { Link, useParams } from 'react-router';
import { isApiError } from '../../../shared/api/api-error';
import { paths } from '../../../shared/paths';
import { useReferralSlug, useSessionStore } from '../../../shared/session/session-store';
import { useSignOutWhenUnauthenticated } from '../../../shared/session/use-sign-out-when-unauthenticated';
import { Spinner } from '../../../shared/ui/spinner';
import { useMemberOrder } from '../api/member-orders';
import { formatOrderDate } from '../lib/order-format';
import { orderIdOf } from '../lib/order-date';
import { MemberSection, OrdersLoadFailed } from './member-section';
import { OrderAddresses } from './order-addresses';
import { OrderLines } from './order-lines';
import { OrderMoneyHistory } from './order-money-history';
import { OrderStateBadge } from './order-state-badge';
import { OrderTotals } from './order-totals';
import { ReturnAction } from './return-action';

/**
 * Order Details (accounts §2.10): order number, products (thumbnail, name, quantity, price),
 * total, discount, delivery option with its shipping amount, order date, autoship flag and TOTAL
 * PAID; with where the order stands, its tracking, refunds and returns, the Return action and
 * the receipt.
 */
export function OrderDetailsPage() {
  const { t } = useTranslation('orders');
  const { t: tr } = useTranslation();
  const language = useSessionStore((state) => state.language);
  const sluguser = useReferralSlug();
  const orderId = orderIdOf(useParams().id);
  const query = useMemberOrder(orderId);
  useSignOutWhenUnauthenticated(query.error);
  const back = (
    <Link to={paths.orders(sluguser)} className="text-sm font-medium text-brand underline underline-offset-2">
      {t('details.back')}
    </Link>
  );

  if (orderId !== null && query.isPending) return <Spinner />;
  const order = query.data;
  if (!order) {
    const isNotFound = orderId === null || (isApiError(query.error) && query.error.isNotFound);
    return (
      <MemberSection title={tr('routes.ordersDetails')} actions={back}>
        <OrdersLoadFailed message={isNotFound ? t('items.notFound') : t('items.failed')} />
      </MemberSection>
    );
  }

  const facts: [string, ReactNode, boolean?][] = [
    [t('details.orderNumber'), <span data-testid="detail-order-number">{order.order_number}</span>],
    [t('details.orderDate'), <time dateTime={order.order_date}>{formatOrderDate(order.formatted_order_date, language)}</time>],
    [t('details.status'), <OrderStateBadge state={order.state} />],
    [t('details.autoship'), order.autoship ? t('details.yes') : t('details.no')],
    [t('details.payment'), order.payment_label ?? t('details.unpaid')],
  ];
  if (order.tracking) {
    const { carrier, tracking_number: number, shipped_at: shippedAt } = order.tracking;
    facts.push([
      t('details.tracking'),
      <span data-testid="detail-tracking">
        {[carrier, number].filter(Boolean).join(' · ')}
        {shippedAt && <span className="block text-xs text-ink-muted">{t('details.shippedOn', { date: formatOrderDate(shippedAt, language) })}</span>}
      </span>,
      true,
    ]);
  }

  return (
    <MemberSection title={t('details.title', { number: order.order_number })} actions={back}>
      <dl className="grid grid-cols-2 gap-x-6 gap-y-4 sm:grid-cols-3 lg:grid-cols-5">
        {facts.map(([label, value, isWide]) => (
          <div key={label} className={isWide ? 'col-span-2' : undefined}>
            <dt className="text-xs font-semibold tracking-wider text-ink-muted uppercase">{label}</dt>
            <dd className="mt-1 text-ink">{value}</dd>
          </div>
        ))}
      </dl>
      <div className="mt-8 grid gap-8 xl:grid-cols-[minmax(0,1fr)_18rem] xl:items-start">
        <section aria-labelledby="lines-heading">
          <h2 id="lines-heading" className="sr-only">
            {t('details.products')}
          </h2>
          <OrderLines products={order.products} currency={order.currency} />
        </section>
        <OrderTotals order={order} />
      </div>
      <div className="mt-8 grid gap-8">
        <OrderAddresses order={order} />
        <OrderMoneyHistory order={order} />
      </div>
      <div className="mt-8 flex flex-wrap gap-2 border-t border-cream-dark pt-5">
        <ReturnAction order={order} />
        <Link to={paths.orderReceipt(order.id, sluguser)} className="btn-outline min-h-10">
          {t('history.print')}
        </Link>
      </div>
    </MemberSection>
  );
}
