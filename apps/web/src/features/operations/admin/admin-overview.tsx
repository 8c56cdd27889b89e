import './admin-texts';
import { useQuery } from '@tanstack/react-query';
import type { StaffOverview } from '@upline/contract/staff-operations';
import { fromDecimal } from '@upline/domain/money';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { formatMoney } from '../../../shared/format/money';
import { paths } from '../../../shared/paths';
import { overviewQueryOptions } from './operations-api';
import { StaffGate } from './staff-gate';

/** The dashboard's figures: sales today and this month per currency, and the work waiting for staff. */
export function AdminOverview() {
  const { t } = useTranslation('operationsAdmin');
  const overview = useQuery(overviewQueryOptions());
  const sales = (rows: StaffOverview['sales_today']) =>
    rows.length === 0 ? (
      <p className="mt-1 text-2xl font-semibold">{formatMoney(0, 'USD')}</p>
    ) : (
      rows.map((s) => (
        <p key={s.currency} className="mt-1">
          <span className="mr-2 text-sm font-semibold text-ink-muted">{s.currency}</span>
          <span className="text-2xl font-semibold">{formatMoney(fromDecimal(s.total), s.currency)}</span>{' '}
          <span className="text-sm text-ink-muted">{t('overview.orders', { count: s.orders })}</span>
        </p>
      ))
    );
  return (
    <StaffGate error={overview.error} isPending={overview.isPending}>
      {() => {
        const o = overview.data!;
        const waiting = [
          { key: 'toShip', value: o.orders_to_ship, to: paths.staffReturns() },
          { key: 'returns', value: o.returns_waiting, to: paths.staffReturns() },
          { key: 'renewals', value: o.failed_renewals, to: `${paths.adminSubscriptions()}?status=failed` },
          { key: 'outbox', value: o.outbox_failed, to: `${paths.adminOutbox()}?status=failed` },
        ] as const;
        return (
          <div className="mt-6 grid gap-3">
            <div className="grid gap-3 sm:grid-cols-2">
              <section className="rounded-xl border border-cream-dark p-4" data-testid="sales-today">
                <h2 className="text-sm font-semibold text-ink-muted">{t('overview.salesToday')}</h2>
                {sales(o.sales_today)}
              </section>
              <section className="rounded-xl border border-cream-dark p-4" data-testid="sales-month">
                <h2 className="text-sm font-semibold text-ink-muted">{t('overview.salesMonth')}</h2>
                {sales(o.sales_month)}
              </section>
            </div>
            <ul className="grid gap-3 sm:grid-cols-2 lg:grid-cols-4">
              {waiting.map((w) => (
                <li key={w.key}>
                  <Link to={w.to} className="block min-h-11 rounded-xl border border-cream-dark p-4 hover:border-brand" data-testid={`overview-${w.key}`}>
                    <span className="block text-2xl font-semibold text-brand">{w.value}</span>
                    <span className="block text-sm">{t(`overview.${w.key}`)}</span>
                  </Link>
                </li>
              ))}
            </ul>
          </div>
        );
      }}
    </StaffGate>
  );
}
