import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { fromDecimal } from '@upline/domain/money';
import { formatMoney } from '../../../shared/format/money';
import { isApiError } from '../../../shared/api/api-error';
import { paths } from '../../../shared/paths';
import { useSessionStore } from '../../../shared/session/session-store';
import { Spinner } from '../../../shared/ui/spinner';
import { useOrders } from '../api/get-orders';
import { orderDateOf } from '../lib/order-date';

/**
 * 'Your Orders' (accounts §2.8): each order links to /order/{id} and shows its total cost, its
 * date (the first 10 characters of createdDate) and its item count. The list is the signed-in
 * member's; a visitor is asked to sign in.
 */
export function OrdersPage() {
  const { t } = useTranslation('orders');
  const isLoggedIn = useSessionStore((state) => state.isLoggedIn);
  const sluguser = useSessionStore((state) => state.userUrlName);
  const orders = useOrders(isLoggedIn);
  const statusOf = (orderStatus: string, paymentStatus: string) =>
    t('list.statusValue', { order: orderStatus, payment: paymentStatus });
  const needsSignin = !isLoggedIn || (isApiError(orders.error) && orders.error.status === 401);

  return (
    <div className="container-page py-10 sm:py-14">
      <div className="flex flex-wrap items-baseline justify-between gap-3">
        <h1 className="text-3xl sm:text-4xl">{t('list.title')}</h1>
        {isLoggedIn && (
          <Link to={paths.orders(sluguser)} className="text-sm font-medium text-brand underline underline-offset-2">
            {t('list.backOffice')}
          </Link>
        )}
      </div>
      {needsSignin ? (
        <div className="mt-6 max-w-xl rounded-3xl bg-white p-6 shadow-sm ring-1 ring-cream-dark">
          <h2 className="text-xl">{t('list.signinTitle')}</h2>
          <p className="mt-2 text-ink-muted">{t('list.signinText')}</p>
          <Link to={paths.signin(sluguser)} state={{ from: paths.order() }} className="btn-primary mt-4">
            {t('list.signin')}
          </Link>
        </div>
      ) : orders.isLoading ? (
        <Spinner />
      ) : orders.isError ? (
        <p role="alert" className="mt-6 text-red-800">
          {t('list.failed')}
        </p>
      ) : (orders.data ?? []).length === 0 ? (
        <div className="mt-6">
          <p className="text-ink-muted">{t('list.empty')}</p>
          <Link to={paths.product(sluguser)} className="btn-primary mt-4">
            {t('list.shop')}
          </Link>
        </div>
      ) : (
        <ul className="mt-6 grid gap-3" data-testid="orders-list">
          {(orders.data ?? []).map((order) => (
            <li key={order.id}>
              <Link
                to={paths.orderItems(order.id)}
                className="flex flex-col gap-2 rounded-2xl bg-white p-4 shadow-sm ring-1 ring-cream-dark transition hover:ring-brand sm:flex-row sm:items-center sm:justify-between sm:p-5"
              >
                <span className="font-semibold text-brand">{t('list.order', { number: order.order_number })}</span>
                <span className="grid grid-cols-2 gap-4 text-sm sm:flex sm:gap-8">
                  <span>
                    <span className="block text-xs text-ink-muted">{t('list.status')}</span>
                    <span data-testid="order-status">{statusOf(order.order_status, order.payment_status)}</span>
                  </span>
                  <span>
                    <span className="block text-xs text-ink-muted">{t('list.total')}</span>
                    <span className="font-semibold tabular-nums">{formatMoney(fromDecimal(order.totalCost), order.currency)}</span>
                  </span>
                  <span>
                    <span className="block text-xs text-ink-muted">{t('list.date')}</span>
                    <span className="tabular-nums">{orderDateOf(order.createdDate)}</span>
                  </span>
                  <span>
                    <span className="block text-xs text-ink-muted">{t('list.count')}</span>
                    <span>{t('list.items', { count: order.item_count })}</span>
                  </span>
                </span>
              </Link>
            </li>
          ))}
        </ul>
      )}
    </div>
  );
}
