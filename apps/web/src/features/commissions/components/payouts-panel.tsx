import { useQuery } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import { Spinner } from '../../../shared/ui/spinner';
import { payoutCsvHref, payoutsQueryOptions, useExportPayables, useMarkPaid } from '../api/staff-commissions';
import { formatAmount } from '../lib/earnings-format';
import { StaffConfirm } from './staff-confirm';
import { currentLocale } from '../../../shared/format/locale';
import { currencies } from '@upline/domain/money';

/** Payable statements exported per currency as CSV batches, and batches marked paid. */
export function PayoutsPanel() {
  const { t, i18n } = useTranslation('commissions');
  const payouts = useQuery(payoutsQueryOptions());
  const exportPayables = useExportPayables((message) => t('staff.failed', { message }));
  const markPaid = useMarkPaid((message) => t('staff.failed', { message }));
  if (payouts.isPending) return <Spinner />;
  if (payouts.isError) return <p role="alert">{payouts.error.message}</p>;
  const when = (iso: string) => new Intl.DateTimeFormat(currentLocale(i18n.language), { dateStyle: 'medium', timeStyle: 'short' }).format(new Date(iso));
  return (
    <div className="mt-4 grid gap-4">
      <div className="flex flex-wrap gap-3">
        {currencies.map((currency) => (
          <div key={currency} className="flex flex-wrap items-center gap-3 rounded-2xl bg-white p-4">
            <span>{t('staff.payouts.payable', { currency, amount: formatAmount(payouts.data.payable[currency], currency) })}</span>
            <button type="button" className="btn-outline min-h-11" disabled={payouts.data.payable[currency] === '0.00' || exportPayables.isPending} onClick={() => exportPayables.mutate(currency)}>
              {t('staff.payouts.export', { currency })}
            </button>
          </div>
        ))}
      </div>
      {payouts.data.batches.length === 0 ? (
        <p className="rounded-2xl bg-white p-5 text-ink-muted">{t('staff.payouts.none')}</p>
      ) : (
        <ul className="grid gap-3">
          {payouts.data.batches.map((batch) => (
            <li key={batch.id} className="flex flex-wrap items-center justify-between gap-3 rounded-2xl bg-white p-4" data-testid="payout-batch">
              <span>
                {t('staff.payouts.batch', { id: batch.id, count: batch.statement_count, amount: formatAmount(batch.total, batch.currency) })}
                <span className="block text-sm text-ink-muted">{batch.status === 'paid' && batch.paid_at ? t('staff.payouts.paidOn', { date: when(batch.paid_at) }) : t('staff.payouts.exportedOn', { date: when(batch.created_at) })}</span>
              </span>
              <span className="flex flex-wrap gap-2">
                <a className="btn-outline min-h-11" href={payoutCsvHref(batch.id)} download>
                  {t('staff.payouts.csv', { id: batch.id })}
                </a>
                {batch.status === 'exported' && (
                  <StaffConfirm
                    title={t('staff.payouts.markTitle')}
                    detail={t('staff.payouts.markDetail', { id: batch.id, amount: formatAmount(batch.total, batch.currency) })}
                    isBusy={markPaid.isPending}
                    onConfirm={() => markPaid.mutate(batch.id)}
                    trigger={
                      <button type="button" className="btn-primary min-h-11">
                        {t('staff.payouts.mark', { id: batch.id })}
                      </button>
                    }
                  />
                )}
              </span>
            </li>
          ))}
        </ul>
      )}
    </div>
  );
}
