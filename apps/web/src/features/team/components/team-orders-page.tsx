import { useTranslation } from 'react-i18next';
import { useSearchParams } from 'react-router';
import type { TeamOrder } from '@upline/contract/team';
import { useSignOutWhenUnauthenticated } from '../../../shared/session/use-sign-out-when-unauthenticated';
import { Spinner } from '../../../shared/ui/spinner';
import { useTeamOrders, type TeamOrdersScope } from '../api/team';
import { formatTeamDay, formatTeamMoney, pageOf } from '../lib/team-format';
import { TeamEmpty, TeamLoadFailed, TeamPagination, TeamSection } from './team-section';

/**
 * My Team Order and Customers Order History (accounts §2.10): the paid orders of the downline or
 * of the member's own customers, newest first, each with who ordered, the order number and date,
 * the products (thumbnail, name, price, quantity) and the total. Other members' orders have no
 * Order Details or Return here: those belong to the order's owner (decision 0009).
 */
export function TeamOrdersPage({ scope }: { scope: TeamOrdersScope }) {
  const { t } = useTranslation('team');
  const { t: tr } = useTranslation();
  const [params] = useSearchParams();
  const orders = useTeamOrders(scope, pageOf(params.get('page')));
  useSignOutWhenUnauthenticated(orders.error);

  return (
    <TeamSection title={tr(scope === 'team' ? 'routes.teamOrders' : 'routes.customerOrderHistory')} intro={t(`orders.intro.${scope}`)}>
      {orders.isPending ? (
        <Spinner />
      ) : orders.isError ? (
        <TeamLoadFailed message={t('orders.failed')} />
      ) : orders.data.orders.length === 0 ? (
        <TeamEmpty message={t('orders.empty')} />
      ) : (
        <>
          <ul className={`grid gap-4 ${orders.isPlaceholderData ? 'opacity-60' : ''}`} data-testid="team-orders">
            {orders.data.orders.map((order) => (
              <TeamOrderCard key={order.id} order={order} showMember={scope === 'team'} />
            ))}
          </ul>
          <TeamPagination page={orders.data.pagination.page} pages={orders.data.pagination.pages} />
        </>
      )}
    </TeamSection>
  );
}

export const MyTeamOrderPage = () => <TeamOrdersPage scope="team" />;
export const CustomersOrderHistoryPage = () => <TeamOrdersPage scope="customers" />;

function TeamOrderCard({ order, showMember }: { order: TeamOrder; showMember: boolean }) {
  const { t, i18n } = useTranslation('team');
  const money = (amount: number) => formatTeamMoney(amount, order.currency, i18n.language);
  return (
    <li className="rounded-2xl border border-cream-dark p-4 sm:p-5" data-testid="team-order" data-order-number={order.order_number}>
      <div className="flex flex-wrap items-start justify-between gap-x-4 gap-y-2">
        <div>
          <h2 className="font-sans text-base font-semibold text-ink">{t('orders.order', { number: order.order_number })}</h2>
          <p className="text-sm text-ink-muted">
            <span className="sr-only">{t('orders.date')}: </span>
            {formatTeamDay(order.formatted_order_date, i18n.language)}
            {order.autoship && <span className="ml-2 rounded-full bg-sage-light px-2 py-0.5 text-xs font-semibold text-brand">{t('orders.autoship')}</span>}
          </p>
        </div>
        <p className="text-right">
          <span className="block text-xs text-ink-muted">{t('orders.total')}</span>
          <span className="text-lg font-semibold tabular-nums" data-testid="team-order-total">{money(order.total)}</span>
        </p>
      </div>
      <p className="mt-2 text-sm" data-testid="team-order-member">
        <span className="text-ink-muted">{t('orders.by')}: </span>
        <span className="font-semibold">{order.user_details.name}</span>
        {showMember && (
          <span className="text-ink-muted">
            {' · '}
            {t(`types.${order.user_details.user_type}`)} · {t('orders.levelOf', { level: order.user_details.level })}
          </span>
        )}
      </p>
      <h3 className="sr-only">{t('orders.products')}</h3>
      <ul className="mt-3 divide-y divide-cream-dark border-t border-cream-dark">
        {order.products.map((product, index) => (
          <li key={`${product.product_id ?? 'x'}-${index}`} className="flex items-center gap-3 py-2.5 text-sm">
            {product.thumbnail_url ? (
              <img src={product.thumbnail_url} alt="" width={48} height={48} loading="lazy" className="size-12 shrink-0 rounded-lg bg-cream object-cover" />
            ) : (
              <span aria-hidden="true" className="size-12 shrink-0 rounded-lg bg-cream" />
            )}
            <span className="min-w-0 flex-1 font-medium text-ink">{product.name}</span>
            <span className="shrink-0 text-right text-ink-muted tabular-nums">
              <span className="block">{t('orders.quantity', { quantity: product.quantity })}</span>
              <span className="block">{t('orders.each', { price: money(product.price) })}</span>
            </span>
          </li>
        ))}
      </ul>
    </li>
  );
}
