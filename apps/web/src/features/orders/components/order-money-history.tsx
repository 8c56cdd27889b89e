import type { MemberOrderDetail } from '@upline/contract/member-orders';
import { useTranslation } from 'react-i18next';
import { useSessionStore } from '../../../shared/session/session-store';
import { formatOrderDate, formatOrderMoney } from '../lib/order-format';

type Order = MemberOrderDetail['order'];

/** Refunds made on the order and return requests with where they stand. */
export function OrderMoneyHistory({ order }: { order: Order }) {
  const { t } = useTranslation('orders');
  const language = useSessionStore((state) => state.language);
  const money = (amount: number) => formatOrderMoney(amount, order.currency);
  if (order.refunds.length === 0 && order.returns.length === 0) return null;
  return (
    <div className="grid gap-6 md:grid-cols-2">
      {order.refunds.length > 0 && (
        <section aria-labelledby="refunds-heading">
          <h2 id="refunds-heading" className="text-lg">
            {t('details.refunds')}
          </h2>
          <ul className="mt-2 grid gap-2" data-testid="order-refunds">
            {order.refunds.map((refund) => (
              <li key={refund.id} className="rounded-xl bg-cream p-3 text-sm">
                <p className="flex justify-between gap-3 font-semibold">
                  <span>{t(`refundReasons.${refund.reason}`)}</span>
                  <span className="tabular-nums" data-testid="refund-amount">
                    {money(refund.amount)}
                  </span>
                </p>
                <p className="text-ink-muted">
                  {t(`refundStatus.${refund.status}`)} · <time dateTime={refund.created_at}>{formatOrderDate(refund.created_at, language)}</time>
                </p>
              </li>
            ))}
          </ul>
          <p className="mt-2 text-xs text-ink-muted">{t('details.refundDelay')}</p>
        </section>
      )}
      {order.returns.length > 0 && (
        <section aria-labelledby="returns-heading">
          <h2 id="returns-heading" className="text-lg">
            {t('details.returns')}
          </h2>
          <ul className="mt-2 grid gap-2" data-testid="order-returns">
            {order.returns.map((request) => (
              <li key={request.id} className="rounded-xl bg-cream p-3 text-sm">
                <p className="flex justify-between gap-3 font-semibold">
                  <span>{t(`returnStatus.${request.status}`)}</span>
                  <span className="tabular-nums">{money(request.refund_amount)}</span>
                </p>
                <p className="text-ink-muted">
                  {t('details.requestedOn', { date: formatOrderDate(request.requested_at, language) })}
                  {request.restocking_fee > 0 && ` · ${t('details.restockingFee', { amount: money(request.restocking_fee) })}`}
                </p>
                <ul className="mt-1 list-disc pl-5">
                  {request.lines.map((line) => (
                    <li key={line.order_line_id}>{t('details.returnLine', { name: line.name, count: line.quantity })}</li>
                  ))}
                </ul>
                {request.note && <p className="mt-1 italic">{request.note}</p>}
              </li>
            ))}
          </ul>
        </section>
      )}
    </div>
  );
}
