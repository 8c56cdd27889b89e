import { useTranslation } from 'react-i18next';
import type { Currency } from '@upline/domain/money';
import type { CommissionLine } from '@upline/contract/commissions';
import { formatAmount, formatDay, formatRate } from '../lib/earnings-format';

/** Why one line was paid (plan §7): product, BV, rate, levels, who was skipped and why, plan version, status, reversals. */
export function LineWhy({ line, currency }: { line: CommissionLine; currency: Currency }) {
  const { t, i18n } = useTranslation('commissions');
  const day = (iso: string) => formatDay(iso, i18n.language);
  const status =
    line.status === 'held' && line.held_until ? t('line.held', { date: day(line.held_until) }) : line.status === 'paid' ? t('line.paid') : t('line.payable');
  return (
    <li className="rounded-xl bg-cream p-3 text-sm" data-testid="commission-line">
      <div className="flex flex-wrap items-baseline justify-between gap-2">
        <span className="font-semibold">{line.product}</span>
        <span className={`font-semibold tabular-nums ${line.kind === 'reversal' ? 'text-red-800' : ''}`}>{formatAmount(line.amount, currency)}</span>
      </div>
      {line.kind === 'reversal' && line.reason && <p className="mt-1 text-red-800">{t('line.reversal', { reason: t(`reason.${line.reason}`), date: day(line.booked_on) })}</p>}
      <dl className="mt-2 grid grid-cols-[auto_1fr] gap-x-3 gap-y-1">
        <dt className="text-ink-muted">{t('line.bv')}</dt>
        <dd className="tabular-nums">{formatAmount(line.bv, currency)}</dd>
        <dt className="text-ink-muted">{t('line.rate')}</dt>
        <dd>{formatRate(line.rate_bps, i18n.language)}</dd>
      </dl>
      <p className="mt-2" data-testid="line-levels">{t('line.levels', { structural: line.structural_level, paid: line.paid_level })}</p>
      {line.compressed_over.length > 0 ? (
        <p className="mt-1">
          {t('line.compressed')}:{' '}
          {line.compressed_over.map((m, i) => (
            <span key={`${m.name}-${i}`}>
              {i > 0 && ', '}
              {m.name} ({t(`compression.${m.reason}`)})
            </span>
          ))}
          <span className="block text-ink-muted">{t('line.levelsHelp')}</span>
        </p>
      ) : (
        <p className="mt-1 text-ink-muted">{t('line.compressedNone')}</p>
      )}
      <p className="mt-1 text-ink-muted">
        {line.plan_version !== null && <>{t('line.plan', { version: line.plan_version })} · </>}
        {t(`line.schedule.${line.schedule}`)} · <span data-testid="line-status">{status}</span>
      </p>
      {line.reversals.length > 0 && (
        <div className="mt-2">
          <p className="font-semibold text-red-800">{t('line.reversals')}</p>
          <ul className="list-disc pl-5">
            {line.reversals.map((r, i) => (
              <li key={i}>{t('line.reversalItem', { amount: formatAmount(r.amount, currency), date: day(r.booked_on), reason: r.reason ? t(`reason.${r.reason}`) : '' })}</li>
            ))}
          </ul>
        </div>
      )}
    </li>
  );
}
