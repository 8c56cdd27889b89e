import type { MemberOrderDetail } from '@upline/contract/member-orders';
import { useTranslation } from 'react-i18next';
import { useSessionStore } from '../../../shared/session/session-store';
import { formatOrderMoney, formatTaxRate } from '../lib/order-format';

type Order = MemberOrderDetail['order'];

function Row({ label, value, testId, isGrand = false }: { label: string; value: string; testId: string; isGrand?: boolean }) {
  return (
    <div className={`flex justify-between gap-4 py-1.5 ${isGrand ? 'mt-1 border-t border-cream-dark pt-3 text-lg font-semibold' : 'text-sm'}`}>
      <dt>{label}</dt>
      <dd className={`tabular-nums ${isGrand ? 'text-brand' : ''}`} data-testid={testId}>
        {value}
      </dd>
    </div>
  );
}

/**
 * The money of an order (accounts §2.10 Order Details): products total, discount, the delivery
 * option with its shipping amount, each tax line, the total, TOTAL PAID and any refund.
 */
export function OrderTotals({ order, totalTestId = 'detail-total' }: { order: Order; totalTestId?: string }) {
  const { t } = useTranslation('orders');
  const language = useSessionStore((state) => state.language);
  const money = (amount: number) => formatOrderMoney(amount, order.currency);
  return (
    <dl className="rounded-2xl bg-cream p-4 sm:p-5" aria-label={t('details.summary')}>
      <Row label={t('details.itemsTotal')} value={money(order.items_total)} testId="detail-items-total" />
      <Row label={t('details.discount')} value={order.discount_amount > 0 ? `−${money(order.discount_amount)}` : money(0)} testId="detail-discount" />
      <Row
        label={t('details.delivery', { method: order.shipping_method ?? t('details.noDelivery') })}
        value={order.shipping_amount === 0 ? t('details.free') : money(order.shipping_amount)}
        testId="detail-shipping"
      />
      {order.tax_lines.map((line) => (
        <Row
          key={`${line.name}-${line.on_shipping ? 'shipping' : 'items'}`}
          label={t(line.on_shipping ? 'details.taxOnShipping' : 'details.taxLine', { name: line.name, rate: formatTaxRate(line.rate, language) })}
          value={money(line.amount)}
          testId="detail-tax-line"
        />
      ))}
      {order.tax_lines.length === 0 && <Row label={t('details.tax')} value={money(order.tax_amount)} testId="detail-tax" />}
      <Row label={t('details.total')} value={money(order.total)} testId={totalTestId} />
      <Row label={t('details.totalPaid')} value={money(order.total_paid)} testId="detail-total-paid" isGrand />
      {order.refunded_amount > 0 && <Row label={t('details.refunded')} value={`−${money(order.refunded_amount)}`} testId="detail-refunded" />}
    </dl>
  );
}
