import type { ReactNode } from 'react';
import type { MemberOrder } from '@upline/contract/member-orders';
import { useTranslation } from 'react-i18next';
import { useSessionStore } from '../../../shared/session/session-store';
import { formatOrderDate, formatOrderMoney } from '../lib/order-format';
import { OrderStateBadge } from './order-state-badge';

/**
 * One order in a back-office list (accounts §2.10): order number, order date, product images and
 * names, total, and the actions the list gives it (Order Details, Return, Print Receipts, Buy Now).
 */
export function OrderCard({ order, actions }: { order: MemberOrder; actions: ReactNode }) {
  const { t } = useTranslation('orders');
  const language = useSessionStore((state) => state.language);
  return (
    <article className="rounded-2xl border border-cream-dark bg-white p-4 sm:p-5" data-testid="member-order" data-order-number={order.order_number} aria-labelledby={`order-${order.id}`}>
      <header className="flex items-start justify-between gap-4">
        <div className="min-w-0">
          <h2 id={`order-${order.id}`} className="font-sans text-base font-semibold text-brand">
            {t('member.orderNumber', { number: order.order_number })}
          </h2>
          <p className="mt-1 flex flex-wrap items-center gap-2 text-sm text-ink-muted">
            <time dateTime={order.formatted_order_date}>{formatOrderDate(order.formatted_order_date, language)}</time>
            <OrderStateBadge state={order.state} />
            {order.autoship && <span className="rounded-full bg-sage-light px-2 py-0.5 text-xs font-semibold text-brand-dark">{t('member.autoship')}</span>}
          </p>
        </div>
        <p className="shrink-0 text-right">
          <span className="block text-xs text-ink-muted">{t('member.total')}</span>
          <span className="font-semibold tabular-nums" data-testid="order-total">
            {formatOrderMoney(order.total, order.currency)}
          </span>
        </p>
      </header>
      <ul className="mt-3 grid gap-2 sm:grid-cols-2" aria-label={t('member.products')}>
        {order.products.map((product) => (
          <li key={product.order_line_id} className="flex min-w-0 items-center gap-3">
            {product.thumbnail_url || product.image_url ? (
              <img
                src={product.thumbnail_url ?? product.image_url ?? ''}
                alt=""
                width={48}
                height={48}
                loading="lazy"
                className="size-12 shrink-0 rounded-lg bg-cream object-contain"
              />
            ) : (
              <span aria-hidden="true" className="block size-12 shrink-0 rounded-lg bg-sage-light" />
            )}
            <span className="min-w-0 text-sm">
              <span className="line-clamp-2 font-medium text-ink">{product.name}</span>
              <span className="text-ink-muted">{t('member.quantityValue', { count: product.quantity })}</span>
            </span>
          </li>
        ))}
      </ul>
      <div className="mt-4 flex flex-wrap items-center gap-2 border-t border-cream-dark pt-3">{actions}</div>
    </article>
  );
}
