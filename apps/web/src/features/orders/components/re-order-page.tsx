import { useState } from 'react';
import type { MemberOrder } from '@upline/contract/member-orders';
import { useTranslation } from 'react-i18next';
import { useNavigate, useSearchParams } from 'react-router';
import { toast } from 'sonner';
import { useShopperType, useCartCurrency } from '../../../shared/cart/cart-shopper';
import { paths } from '../../../shared/paths';
import { useReferralSlug, useSessionStore } from '../../../shared/session/session-store';
import { useSignOutWhenUnauthenticated } from '../../../shared/session/use-sign-out-when-unauthenticated';
import { Spinner } from '../../../shared/ui/spinner';
import { getReorderProduct } from '../api/get-reorder-product';
import { useMemberOrders } from '../api/member-orders';
import { pageOf } from '../lib/order-tabs';
import { putReorderInCart } from '../lib/put-reorder-in-cart';
import { reorderLinesOf, reorderProductIds } from '../lib/reorder-lines';
import { MemberSection, OrdersLoadFailed } from './member-section';
import { OrderCard } from './order-card';
import { OrdersEmpty } from './orders-empty';
import { OrdersPagination } from './orders-pagination';

/**
 * Re Order (accounts §2.10, §4, §6): past orders with Buy Now, which puts the order's products in
 * the cart (quantity 1, purchase type 2 for lines bought on autoship, else 1) at today's prices
 * for the member's type, and goes to Checkout.
 */
export function ReOrderPage() {
  const { t } = useTranslation('orders');
  const { t: tr } = useTranslation();
  const navigate = useNavigate();
  const sluguser = useReferralSlug();
  const shopperType = useShopperType();
  const currency = useCartCurrency();
  const language = useSessionStore((state) => state.language);
  const userType = useSessionStore((state) => state.userType) ?? 'customer';
  const [params] = useSearchParams();
  const orders = useMemberOrders('all', pageOf(params.get('page')));
  useSignOutWhenUnauthenticated(orders.error);
  const [busyOrderId, setBusyOrderId] = useState<number | null>(null);
  const list = orders.data?.data ?? [];

  const buyNow = async (order: MemberOrder) => {
    setBusyOrderId(order.id);
    try {
      const ids = reorderProductIds(order.products);
      const found = await Promise.all(ids.map((productId) => getReorderProduct({ productId, userType, language, currency })));
      const catalogue = new Map(ids.map((id, index) => [id, found[index] ?? null]));
      const { lines, unavailable } = reorderLinesOf(order.products, catalogue, shopperType);
      if (lines.length === 0) {
        toast.error(t('reorder.nothingLeft'), { duration: 4000 });
        return;
      }
      putReorderInCart(lines);
      if (unavailable.length > 0) toast.warning(t('reorder.unavailable', { names: unavailable.join(', ') }), { duration: 5000 });
      navigate(paths.checkout(sluguser));
    } catch {
      toast.error(t('reorder.failed'), { duration: 4000 });
    } finally {
      setBusyOrderId(null);
    }
  };

  return (
    <MemberSection title={tr('routes.reOrder')} intro={t('reorder.intro')}>
      {orders.isPending ? (
        <Spinner />
      ) : orders.isError ? (
        <OrdersLoadFailed message={t('member.failed')} />
      ) : list.length === 0 ? (
        <OrdersEmpty message={t('empty.all')} />
      ) : (
        <>
          <div className="grid gap-4" data-testid="member-orders">
            {list.map((order) => (
              <OrderCard
                key={order.id}
                order={order}
                actions={
                  <button
                    type="button"
                    className="btn-gold min-h-10"
                    onClick={() => void buyNow(order)}
                    disabled={busyOrderId !== null}
                    aria-label={t('reorder.buyNowOf', { number: order.order_number })}
                    data-testid="buy-now"
                  >
                    {busyOrderId === order.id ? t('reorder.adding') : t('reorder.buyNow')}
                  </button>
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
