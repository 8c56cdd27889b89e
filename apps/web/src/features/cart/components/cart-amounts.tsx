import { useTranslation } from 'react-i18next';
import { formatMoney } from '../../../shared/format/money';
import type { CartSummary } from '../lib/cart-summary';

/** Items total, discount (when there is one) and total; the server's figures once its quote is in. */
export function CartAmounts({ summary, isUpdating }: { summary: CartSummary; isUpdating: boolean }) {
  const { t } = useTranslation('cart');
  const money = (minor: number) => formatMoney(minor, summary.currency);
  return (
    <div aria-busy={isUpdating} data-testid="cart-amounts" data-source={summary.source}>
      <dl className="space-y-1.5 text-sm">
        <div className="flex justify-between gap-4">
          <dt className="text-ink-muted">{t('amounts.items')}</dt>
          <dd data-testid="items-total" className="font-medium tabular-nums">
            {money(summary.itemsMinor)}
          </dd>
        </div>
        {summary.discountMinor > 0 && (
          <div className="flex justify-between gap-4 text-brand">
            <dt>{t('amounts.discount')}</dt>
            <dd data-testid="discount" className="font-medium tabular-nums">
              −{money(summary.discountMinor)}
            </dd>
          </div>
        )}
        <div className="flex justify-between gap-4 border-t border-cream-dark pt-2 text-base">
          <dt className="font-semibold text-ink">{t('amounts.total')}</dt>
          <dd data-testid="cart-total" className="font-bold text-brand tabular-nums">
            {money(summary.totalMinor)}
          </dd>
        </div>
      </dl>
      <p className="mt-1.5 text-xs text-ink-muted">{t('amounts.shippingLater')}</p>
    </div>
  );
}
