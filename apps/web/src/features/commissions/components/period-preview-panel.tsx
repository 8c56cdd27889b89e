import { useQuery } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import { Spinner } from '../../../shared/ui/spinner';
import { periodPreviewQueryOptions, useClosePeriod } from '../api/staff-commissions';
import { formatAmount, formatDay } from '../lib/earnings-format';
import { StaffConfirm } from './staff-confirm';

/** A period's close: totals, the statement of each member, and Close with a confirmation. */
export function PeriodPreviewPanel({ periodId }: { periodId: number }) {
  const { t, i18n } = useTranslation('commissions');
  const preview = useQuery(periodPreviewQueryOptions(periodId));
  const close = useClosePeriod((message) => t('staff.failed', { message }));
  if (preview.isPending) return <Spinner />;
  if (preview.isError) return <p role="alert" className="rounded-2xl bg-white p-5">{preview.error.message}</p>;
  const { period, totals, statements } = preview.data;
  const money = (text: string) => formatAmount(text, period.currency);
  const label = `${t(`staff.kind.${period.kind}`)} ${period.currency}, ${formatDay(period.start_date, i18n.language)} – ${formatDay(period.end_date, i18n.language)}`;
  const figures: [string, string][] = [
    [t('staff.totals.members'), String(totals.members)],
    [t('staff.totals.accruals'), money(totals.accruals)],
    [t('staff.totals.reversals'), money(totals.reversals)],
    [t('staff.totals.carriedIn'), money(totals.carried_in)],
    [t('staff.totals.statements'), money(totals.statements_total)],
    [t('staff.totals.payable', { count: totals.payable_count }), money(totals.payable_total)],
    [t('staff.totals.carried', { count: totals.carried_count }), money(totals.carried_forward_total)],
    [t('staff.totals.bv'), money(totals.bv)],
    [t('staff.totals.share'), `${totals.payout_share} %`],
    [t('staff.totals.breakage'), money(totals.breakage)],
  ];
  return (
    <div className="mt-4 rounded-2xl bg-white p-5" data-testid="period-preview">
      <div className="flex flex-wrap items-center justify-between gap-3">
        <h3 className="text-xl">{label}</h3>
        {period.status === 'open' ? (
          <StaffConfirm
            title={t('staff.close.title')}
            detail={t('staff.close.detail', { period: label, count: totals.members })}
            isBusy={close.isPending}
            onConfirm={() => close.mutate(period.id)}
            trigger={
              <button type="button" className="btn-primary min-h-11" disabled={!preview.data.can_close || close.isPending}>
                {t('staff.close.button')}
              </button>
            }
          />
        ) : (
          <span className="rounded-full bg-sage-light px-3 py-1 text-sm font-semibold text-brand">{t('staff.status.closed')}</span>
        )}
      </div>
      {period.status === 'open' && !preview.data.can_close && <p className="mt-2 text-sm text-ink-muted">{t('staff.close.notYet', { date: formatDay(period.closable_from, i18n.language) })}</p>}
      <dl className="mt-4 grid grid-cols-1 gap-x-6 gap-y-2 sm:grid-cols-2">
        {figures.map(([term, value]) => (
          <div key={term} className="flex justify-between gap-3 border-b border-cream-dark py-1">
            <dt className="text-ink-muted">{term}</dt>
            <dd className="font-semibold tabular-nums">{value}</dd>
          </div>
        ))}
      </dl>
      {statements.length === 0 ? (
        <p className="mt-4 text-ink-muted">{t('staff.noStatements')}</p>
      ) : (
        <div className="mt-4 overflow-x-auto" tabIndex={0} role="region" aria-label={t('staff.statementsCaption')}>
          <table className="w-full min-w-[40rem] border-collapse text-left text-sm">
            <caption className="sr-only">{t('staff.statementsCaption')}</caption>
            <thead>
              <tr className="border-b border-cream-dark text-ink-muted">
                <th scope="col" className="py-2 pr-3">{t('staff.cols.member')}</th>
                <th scope="col" className="py-2 pr-3 text-right">{t('staff.cols.accruals')}</th>
                <th scope="col" className="py-2 pr-3 text-right">{t('staff.cols.reversals')}</th>
                <th scope="col" className="py-2 pr-3 text-right">{t('staff.cols.carriedIn')}</th>
                <th scope="col" className="py-2 pr-3 text-right">{t('staff.cols.total')}</th>
                <th scope="col" className="py-2">{t('staff.cols.status')}</th>
              </tr>
            </thead>
            <tbody>
              {statements.map((s) => (
                <tr key={s.member_id} className="border-b border-cream-dark" data-testid="statement-row">
                  <td className="py-2 pr-3">
                    {s.name} <span className="text-ink-muted">#{s.member_id}</span>
                  </td>
                  <td className="py-2 pr-3 text-right tabular-nums">{money(s.accruals)}</td>
                  <td className="py-2 pr-3 text-right tabular-nums">{money(s.reversals)}</td>
                  <td className="py-2 pr-3 text-right tabular-nums">{money(s.carried_in)}</td>
                  <td className="py-2 pr-3 text-right font-semibold tabular-nums">{money(s.total)}</td>
                  <td className="py-2">{t(`staff.status.${s.status}`)}</td>
                </tr>
              ))}
            </tbody>
          </table>
        </div>
      )}
    </div>
  );
}
