import { useTranslation } from 'react-i18next';
import { Link, useParams } from 'react-router';
import { fromDecimal } from '@upline/domain/money';
import { formatMoney } from '../../../shared/format/money';
import { isApiError } from '../../../shared/api/api-error';
import { paths } from '../../../shared/paths';
import { Spinner } from '../../../shared/ui/spinner';
import { useOrderItems } from '../api/get-orders';
import { useMemberOrder } from '../api/member-orders';
import { formatOrderDate } from '../lib/order-format';
import { useSessionStore } from '../../../shared/session/session-store';
import { OrderAddresses } from './order-addresses';
import { OrderStateBadge } from './order-state-badge';
import { OrderTotals } from './order-totals';
import { orderIdOf } from '../lib/order-date';

/**
 * The order items page (accounts §2.8): the order id comes from the path and loads on arrival;
 * it shows the order's items and its total price, and for a signed-in member the whole order
 * (status, date, addresses, shipping, each tax line, total paid). Only the order's owner may read
 * it (the member, or the browser that placed a guest order).
 */
export function OrderItemsPage() {
  const { t } = useTranslation('orders');
  const { id } = useParams();
  const orderId = orderIdOf(id);
  const order = useOrderItems(orderId);
  const isLoggedIn = useSessionStore((state) => state.isLoggedIn);
  const language = useSessionStore((state) => state.language);
  // A member's own order also has its status, date, addresses, shipping and tax (GET user/order/{id}).
  const detail = useMemberOrder(isLoggedIn ? orderId : null).data;

  if (order.isLoading) return <Spinner className="min-h-[40vh]" />;
  const isNotFound = orderId === null || (isApiError(order.error) && (order.error.status === 404 || order.error.status === 401 || order.error.status === 403));
  if (isNotFound || order.isError || !order.data) {
    return (
      <div className="container-page py-16">
        <h1 className="text-3xl">{t('items.titleFallback')}</h1>
        <p role="alert" className="mt-3 text-ink-muted">
          {isNotFound ? t('items.notFound') : t('items.failed')}
        </p>
        <Link to={paths.order()} className="btn-outline mt-5">
          {t('items.back')}
        </Link>
      </div>
    );
  }

  const { data } = order;
  const money = (amount: number) => formatMoney(fromDecimal(amount), data.currency);
  return (
    <div className="container-page py-10 sm:py-14">
      <Link to={paths.order()} className="text-sm font-medium text-brand underline underline-offset-2">
        {t('items.back')}
      </Link>
      <h1 className="mt-3 text-3xl sm:text-4xl">{t('items.title', { number: data.order_number })}</h1>
      {detail && (
        <p className="mt-2 flex flex-wrap items-center gap-3 text-ink-muted" data-testid="order-facts">
          <OrderStateBadge state={detail.state} />
          <time dateTime={detail.order_date}>{formatOrderDate(detail.formatted_order_date, language)}</time>
          {detail.shipping_method && <span>{detail.shipping_method}</span>}
        </p>
      )}
      <section className="mt-6 max-w-3xl rounded-3xl bg-white p-5 shadow-sm ring-1 ring-cream-dark sm:p-6" aria-label={t('items.titleFallback')}>
        <ul className="divide-y divide-cream-dark" data-testid="order-items">
          {data.orderItems.map((item, index) => (
            <li key={`${item.name}-${index}`} className="flex items-center gap-4 py-3">
              {item.image_url ? (
                <img src={item.image_url} alt="" width={56} height={56} className="size-14 rounded-lg bg-cream object-contain" />
              ) : (
                <span aria-hidden="true" className="block size-14 rounded-lg bg-sage-light" />
              )}
              <span className="min-w-0 flex-1">
                <span className="block font-semibold text-ink">{item.name}</span>
                <span className="block text-sm text-ink-muted">{t('items.quantityValue', { count: item.quantity })}</span>
              </span>
              <span className="font-medium tabular-nums">{money(item.price)}</span>
            </li>
          ))}
        </ul>
        {detail ? (
          <div className="mt-4">
            <OrderTotals order={detail} totalTestId="order-total" />
          </div>
        ) : (
          <p className="mt-4 flex justify-between border-t border-cream-dark pt-4 text-lg font-semibold">
            <span>{t('items.total')}</span>
            <span className="text-brand tabular-nums" data-testid="order-total">
              {money(data.totalPrice)}
            </span>
          </p>
        )}
      </section>
      {detail && (
        <div className="mt-6 max-w-3xl">
          <OrderAddresses order={detail} />
        </div>
      )}
    </div>
  );
}
