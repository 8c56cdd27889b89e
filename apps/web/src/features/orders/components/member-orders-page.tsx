import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { Link, useSearchParams } from 'react-router';
import { paths } from '../../../shared/paths';
import { useReferralSlug } from '../../../shared/session/session-store';
import { useSignOutWhenUnauthenticated } from '../../../shared/session/use-sign-out-when-unauthenticated';
import { Spinner } from '../../../shared/ui/spinner';
import { useMemberOrders } from '../api/member-orders';
import { hasReturnAction, ordersTabOf, ordersTabs, pageOf } from '../lib/order-tabs';
import { MemberSection, OrdersLoadFailed } from './member-section';
import { OrderCard } from './order-card';
import { OrdersEmpty } from './orders-empty';
import { OrdersPagination } from './orders-pagination';
import { ReturnAction } from './return-action';

/**
 * Orders (accounts §2.10): the tabs Orders, Open Orders, Cancelled Orders and AutoShip Orders,
 * each order with its number, date, products, total, Order Details and (not on the cancelled
 * tab) Return. The tab and the page are in the address, so Back and reload keep them.
 */
export function MemberOrdersPage({ autoshipPanel }: { autoshipPanel?: ReactNode } = {}) {
  const { t } = useTranslation('orders');
  const { t: tr } = useTranslation();
  const sluguser = useReferralSlug();
  const [params] = useSearchParams();
  const tab = ordersTabOf(params.get('tab'));
  const page = pageOf(params.get('page'));
  const orders = useMemberOrders(tab, page);
  useSignOutWhenUnauthenticated(orders.error);
  const list = orders.data?.data ?? [];

  return (
    <MemberSection
      title={tr('routes.orders')}
      intro={t('member.intro')}
      actions={
        <Link to={paths.order()} className="text-sm font-medium text-brand underline underline-offset-2">
          {t('member.simpleList')}
        </Link>
      }
    >
      <nav aria-label={t('member.tabsLabel')} className="mb-5 flex flex-wrap gap-2">
        {ordersTabs.map((key) => (
          <Link
            key={key}
            to={key === 'all' ? '?' : `?tab=${key}`}
            aria-current={key === tab ? 'page' : undefined}
            className={`inline-flex min-h-10 items-center rounded-full px-4 text-sm font-semibold whitespace-nowrap transition-colors ${
              key === tab ? 'bg-brand text-cream' : 'bg-cream text-ink hover:bg-sage-light'
            }`}
          >
            {t(`tabs.${key}`)}
          </Link>
        ))}
      </nav>
      {tab === 'autoship' && autoshipPanel}
      {orders.isPending ? (
        <Spinner />
      ) : orders.isError ? (
        <OrdersLoadFailed message={t('member.failed')} />
      ) : list.length === 0 ? (
        <OrdersEmpty message={t(`empty.${tab}`)} />
      ) : (
        <>
          <div className={`grid gap-4 ${orders.isPlaceholderData ? 'opacity-60' : ''}`} aria-busy={orders.isPlaceholderData} data-testid="member-orders">
            {list.map((order) => (
              <OrderCard
                key={order.id}
                order={order}
                actions={
                  <>
                    <Link to={paths.ordersDetails(order.id, sluguser)} className="btn-primary min-h-10" aria-label={t('member.detailsOf', { number: order.order_number })}>
                      {t('member.details')}
                    </Link>
                    {hasReturnAction(tab) && <ReturnAction order={order} />}
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
