import { useTranslation } from 'react-i18next';
import type { Currency } from '@upline/domain/money';
import type { CommissionPeriod } from '@upline/contract/commissions';
import { formatAmount, formatDay, type PeriodRow } from '../lib/earnings-format';

/** Total BV of a period: each currency's own volume (they are never added together). */
function BvCell({ row }: { row: PeriodRow }) {
  const parts = ([['USD', row.usd], ['CAD', row.cad]] as [Currency, CommissionPeriod | null][]).filter(([, p]) => p && p.total_bv !== '0.00');
  if (parts.length === 0) return <span>{formatAmount('0.00', 'USD')}</span>;
  return (
    <span className="flex flex-col">
      {parts.map(([currency, p]) => (
        <span key={currency}>{formatAmount(p!.total_bv, currency)}</span>
      ))}
    </span>
  );
}

/** One tab of the summary (accounts §2.10): from date, to date, total BV, total commission (US) and (CA), Details. */
export function PeriodTable({ rows, onDetails }: { rows: PeriodRow[]; onDetails: (row: PeriodRow) => void }) {
  const { t, i18n } = useTranslation('commissions');
  const day = (iso: string) => formatDay(iso, i18n.language);
  const badge = (row: PeriodRow) =>
    row.isCurrent ? (
      <span className="ml-2 rounded-full bg-sage-light px-2 py-0.5 text-xs font-semibold text-brand">{t('table.current')}</span>
    ) : row.usd?.status === 'closed' || row.cad?.status === 'closed' ? (
      <span className="ml-2 rounded-full bg-cream px-2 py-0.5 text-xs text-ink-muted">{t('table.closed')}</span>
    ) : null;
  const details = (row: PeriodRow) => (
    <button type="button" className="btn-outline min-h-10" onClick={() => onDetails(row)} aria-label={t('table.detailsOf', { from: day(row.start), to: day(row.end) })}>
      {t('table.details')}
    </button>
  );

  return (
    <>
      <table className="hidden w-full border-collapse text-left sm:table" data-testid="period-table">
        <thead>
          <tr className="border-b border-cream-dark text-sm text-ink-muted">
            <th scope="col" className="py-3 pr-4 font-semibold">{t('table.from')}</th>
            <th scope="col" className="py-3 pr-4 font-semibold">{t('table.to')}</th>
            <th scope="col" className="py-3 pr-4 text-right font-semibold">{t('table.bv')}</th>
            <th scope="col" className="py-3 pr-4 text-right font-semibold">{t('table.us')}</th>
            <th scope="col" className="py-3 pr-4 text-right font-semibold">{t('table.ca')}</th>
            <th scope="col" className="py-3 text-right font-semibold"><span className="sr-only">{t('table.actions')}</span></th>
          </tr>
        </thead>
        <tbody>
          {rows.map((row) => (
            <tr key={row.start} className="border-b border-cream-dark" data-testid="period-row" data-start={row.start}>
              <td className="py-3 pr-4">{day(row.start)}{badge(row)}</td>
              <td className="py-3 pr-4">{day(row.end)}</td>
              <td className="py-3 pr-4 text-right tabular-nums"><BvCell row={row} /></td>
              <td className="py-3 pr-4 text-right font-semibold tabular-nums" data-testid="period-usd">{formatAmount(row.usd?.total_commission ?? '0.00', 'USD')}</td>
              <td className="py-3 pr-4 text-right font-semibold tabular-nums" data-testid="period-cad">{formatAmount(row.cad?.total_commission ?? '0.00', 'CAD')}</td>
              <td className="py-3 text-right">{details(row)}</td>
            </tr>
          ))}
        </tbody>
      </table>
      <ul className="grid gap-3 sm:hidden" data-testid="period-cards">
        {rows.map((row) => (
          <li key={row.start} className="rounded-2xl border border-cream-dark p-4">
            <p className="font-semibold">
              {day(row.start)} – {day(row.end)}
              {badge(row)}
            </p>
            <dl className="mt-3 grid grid-cols-2 gap-x-4 gap-y-2 text-sm">
              <dt className="text-ink-muted">{t('table.us')}</dt>
              <dd className="text-right font-semibold tabular-nums">{formatAmount(row.usd?.total_commission ?? '0.00', 'USD')}</dd>
              <dt className="text-ink-muted">{t('table.ca')}</dt>
              <dd className="text-right font-semibold tabular-nums">{formatAmount(row.cad?.total_commission ?? '0.00', 'CAD')}</dd>
              <dt className="text-ink-muted">{t('table.bv')}</dt>
              <dd className="text-right tabular-nums"><BvCell row={row} /></dd>
            </dl>
            <div className="mt-3 flex justify-end">{details(row)}</div>
          </li>
        ))}
      </ul>
    </>
  );
}
