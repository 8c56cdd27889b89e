import { useTranslation } from 'react-i18next';
import { Link, useSearchParams } from 'react-router';
import { paths } from '../../../shared/paths';
import { useReferralSlug } from '../../../shared/session/session-store';
import { useSignOutWhenUnauthenticated } from '../../../shared/session/use-sign-out-when-unauthenticated';
import { Spinner } from '../../../shared/ui/spinner';
import { useCompletedOrders } from '../api/member-orders';
import { pageOf } from '../lib/order-tabs';
import { MemberSection, OrdersLoadFailed } from './member-section';
import { OrderCard } from './order-card';
import { OrdersEmpty } from './orders-empty';
import { OrdersPagination } from './orders-pagination';
import { ReturnAction } from './return-action';

/** Order History (accounts §2.10): completed orders with Order Details, Print Receipts and Return. */
export function OrderHistoryPage() {
  const { t } = useTranslation('orders');
  const { t: tr } = useTranslation();
  const sluguser = useReferralSlug();
  const [params] = useSearchParams();
  const orders = useCompletedOrders(pageOf(params.get('page')));
  useSignOutWhenUnauthenticated(orders.error);
  const list = orders.data?.orders ?? [];

  return (
    <MemberSection title={tr('routes.orderHistory')} intro={t('history.intro')}>
      {orders.isPending ? (
        <Spinner />
      ) : orders.isError ? (
        <OrdersLoadFailed message={t('member.failed')} />
      ) : list.length === 0 ? (
        <OrdersEmpty message={t('empty.complete')} />
      ) : (
        <>
          <div className={`grid gap-4 ${orders.isPlaceholderData ? 'opacity-60' : ''}`} data-testid="member-orders">
            {list.map((order) => (
              <OrderCard
                key={order.id}
                order={order}
                actions={
                  <>
                    <Link to={paths.ordersDetails(order.id, sluguser)} className="btn-primary min-h-10" aria-label={t('member.detailsOf', { number: order.order_number })}>
                      {t('member.details')}
                    </Link>
                    <Link
                      to={paths.orderReceipt(order.id, sluguser, true)}
                      className="btn-outline min-h-10"
                      aria-label={t('history.printOf', { number: order.order_number })}
                      data-testid="print-receipt"
                    >
                      {t('history.print')}
                    </Link>
                    <ReturnAction order={order} />
                  </>
                }
              />
            ))}
          </div>
          <OrdersPagination page={orders.data.pagination.page} pages={orders.data.pagination.pages} />
        </>
      )}
    </MemberSection>
  );
}
