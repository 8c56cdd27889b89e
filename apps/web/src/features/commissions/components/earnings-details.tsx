import { useTranslation } from 'react-i18next';
import type { Currency } from '@upline/domain/money';
import { currencies as shopCurrencies } from '@upline/domain/money';
import type { CommissionDetails } from '@upline/contract/commissions';
import { formatAmount, formatDay } from '../lib/earnings-format';
import { LineWhy } from './line-why';

/** The detail view (accounts §2.10): per currency, the orders with name, user type, order date, total, commission, BV, products, and the why of each line. */
export function EarningsDetails({ details }: { details: CommissionDetails }) {
  const { t, i18n } = useTranslation('commissions');
  const currencies = shopCurrencies.filter((c) => details.commissions[c].order_details.length > 0);
  if (currencies.length === 0) {
    return (
      <p className="rounded-2xl bg-cream px-6 py-10 text-center text-ink" data-testid="earnings-no-data">
        {t('noData')}
      </p>
    );
  }
  return (
    <div className="grid gap-8">
      {currencies.map((currency: Currency) => {
        const block = details.commissions[currency];
        return (
          <section key={currency} aria-labelledby={`earnings-${currency}`} data-testid={`earnings-${currency}`}>
            <div className="mb-3 flex flex-wrap items-baseline justify-between gap-2 border-b border-cream-dark pb-2">
              <h2 id={`earnings-${currency}`} className="text-xl">{t(`details.currency.${currency}`)}</h2>
              <p>
                {t('details.total')}:{' '}
                <strong className="tabular-nums" data-testid="details-total">{formatAmount(block.total_commission, currency)}</strong>
              </p>
            </div>
            <ul className="grid gap-4">
              {block.order_details.map((order) => (
                <li key={order.order_id} className="rounded-2xl border border-cream-dark p-4" data-testid="earnings-order">
                  <h3 className="font-semibold">{t('details.order', { number: order.order_number })}</h3>
                  <dl className="mt-2 grid grid-cols-2 gap-x-4 gap-y-1 text-sm sm:grid-cols-4">
                    <div>
                      <dt className="text-ink-muted">{t('details.name')}</dt>
                      <dd data-testid="buyer-name">{order.user_details.name}</dd>
                    </div>
                    <div>
                      <dt className="text-ink-muted">{t('details.userType')}</dt>
                      <dd>{t(`userType.${order.user_details.user_type}`)}</dd>
                    </div>
                    <div>
                      <dt className="text-ink-muted">{t('details.orderDate')}</dt>
                      <dd>{formatDay(order.order_date, i18n.language)}</dd>
                    </div>
                    <div>
                      <dt className="text-ink-muted">{t('details.orderTotal')}</dt>
                      <dd className="tabular-nums">{formatAmount(order.total, currency)}</dd>
                    </div>
                    <div>
                      <dt className="text-ink-muted">{t('details.commission')}</dt>
                      <dd className="font-semibold tabular-nums" data-testid="order-commission">{formatAmount(order.commission_value, currency)}</dd>
                    </div>
                    <div>
                      <dt className="text-ink-muted">{t('details.bv')}</dt>
                      <dd className="tabular-nums">{formatAmount(order.bv, currency)}</dd>
                    </div>
                    <div className="col-span-2">
                      <dt className="text-ink-muted">{t('details.products')}</dt>
                      <dd>{order.products.map((p) => `${p.name} × ${p.quantity}`).join(', ')}</dd>
                    </div>
                  </dl>
                  <details className="mt-3" data-testid="why">
                    <summary className="cursor-pointer font-semibold text-brand" aria-label={t('details.whyOf', { number: order.order_number })}>
                      {t('details.why')}
                    </summary>
                    <ul className="mt-2 grid gap-2">
                      {order.lines.map((line) => (
                        <LineWhy key={line.id} line={line} currency={currency} />
                      ))}
                    </ul>
                  </details>
                </li>
              ))}
            </ul>
          </section>
        );
      })}
    </div>
  );
}
