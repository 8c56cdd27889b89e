import type { MemberOrderProduct } from '@upline/contract/member-orders';
import type { Currency } from '@upline/domain/money';
import { useTranslation } from 'react-i18next';
import { formatOrderMoney } from '../lib/order-format';

/** The products of an order: thumbnail, name, quantity, unit price and line total. */
export function OrderLines({ products, currency }: { products: readonly MemberOrderProduct[]; currency: Currency }) {
  const { t } = useTranslation('orders');
  const money = (amount: number) => formatOrderMoney(amount, currency);
  return (
    <table className="w-full text-sm" data-testid="order-lines">
      <caption className="sr-only">{t('details.products')}</caption>
      <thead className="sr-only sm:not-sr-only">
        <tr className="border-b border-cream-dark text-left text-xs tracking-wider text-ink-muted uppercase">
          <th scope="col" className="py-2 font-semibold">
            {t('details.product')}
          </th>
          <th scope="col" className="py-2 pl-4 text-right font-semibold">
            {t('details.quantity')}
          </th>
          <th scope="col" className="py-2 pl-4 text-right font-semibold">
            {t('details.price')}
          </th>
          <th scope="col" className="py-2 pl-4 text-right font-semibold">
            {t('details.lineTotal')}
          </th>
        </tr>
      </thead>
      <tbody className="divide-y divide-cream-dark">
        {products.map((product) => (
          <tr key={product.order_line_id} className="grid grid-cols-[3.5rem_1fr_auto] items-center gap-x-3 py-3 sm:table-row" data-testid="order-line">
            <th scope="row" className="col-span-2 flex items-center gap-3 text-left font-normal sm:table-cell sm:py-3">
              <span className="flex items-center gap-3">
                {product.thumbnail_url || product.image_url ? (
                  <img src={product.thumbnail_url ?? product.image_url ?? ''} alt="" width={56} height={56} className="size-14 shrink-0 rounded-lg bg-cream object-contain" />
                ) : (
                  <span aria-hidden="true" className="block size-14 shrink-0 rounded-lg bg-sage-light" />
                )}
                <span className="min-w-0">
                  <span className="block font-semibold text-ink">{product.name}</span>
                  {product.autoship && <span className="text-xs font-semibold text-brand">{t('member.autoship')}</span>}
                  {product.returned_quantity > 0 && <span className="block text-xs text-ink-muted">{t('details.returnedUnits', { count: product.returned_quantity })}</span>}
                  <span className="block text-ink-muted sm:hidden">{t('details.quantityTimesPrice', { count: product.quantity, price: money(product.price) })}</span>
                </span>
              </span>
            </th>
            <td className="hidden pl-4 text-right tabular-nums sm:table-cell">{product.quantity}</td>
            <td className="hidden pl-4 text-right tabular-nums sm:table-cell">{money(product.price)}</td>
            <td className="text-right font-semibold tabular-nums sm:pl-4">{money(product.line_total)}</td>
          </tr>
        ))}
      </tbody>
    </table>
  );
}
