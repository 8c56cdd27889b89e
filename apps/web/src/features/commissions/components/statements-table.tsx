import { useQuery } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import { memberStatementsQueryOptions } from '../api/commissions';
import { formatAmount, formatDay } from '../lib/earnings-format';

/** The member's statements per closed period: accruals, reversals, the balance carried in, paid or carried forward. */
export function StatementsTable() {
  const { t, i18n } = useTranslation('commissions');
  const statements = useQuery(memberStatementsQueryOptions());
  const day = (iso: string) => formatDay(iso, i18n.language);
  if (statements.isPending || statements.isError) return null;
  return (
    <section className="mt-10" aria-labelledby="statements-heading" data-testid="member-statements">
      <h2 id="statements-heading" className="text-xl">{t('statements.title')}</h2>
      <p className="mt-1 text-sm text-ink-muted">{t('statements.intro')}</p>
      {statements.data.length === 0 ? (
        <p className="mt-3 rounded-lg bg-cream p-4 text-ink-muted">{t('statements.none')}</p>
      ) : (
        <div className="mt-3 overflow-x-auto" tabIndex={0} role="region" aria-label={t('statements.title')}>
          <table className="w-full min-w-[36rem] border-collapse text-left text-sm">
            <thead>
              <tr className="border-b border-cream-dark text-ink-muted">
                <th scope="col" className="py-2 pr-3">{t('statements.period')}</th>
                <th scope="col" className="py-2 pr-3 text-right">{t('statements.accruals')}</th>
                <th scope="col" className="py-2 pr-3 text-right">{t('statements.reversals')}</th>
                <th scope="col" className="py-2 pr-3 text-right">{t('statements.carriedIn')}</th>
                <th scope="col" className="py-2 pr-3 text-right">{t('statements.total')}</th>
                <th scope="col" className="py-2">{t('statements.status')}</th>
              </tr>
            </thead>
            <tbody>
              {statements.data.map((s) => (
                <tr key={`${s.kind}-${s.currency}-${s.start_date}`} className="border-b border-cream-dark" data-testid="member-statement">
                  <td className="py-2 pr-3">
                    {t(s.kind === 'bi_weekly' ? 'tabs.biWeekly' : 'tabs.monthly')} {s.currency}
                    <span className="block text-ink-muted">{day(s.start_date)} – {day(s.end_date)}</span>
                  </td>
                  <td className="py-2 pr-3 text-right tabular-nums">{formatAmount(s.accruals, s.currency)}</td>
                  <td className="py-2 pr-3 text-right tabular-nums">{formatAmount(s.reversals, s.currency)}</td>
                  <td className="py-2 pr-3 text-right tabular-nums">{formatAmount(s.carried_in, s.currency)}</td>
                  <td className="py-2 pr-3 text-right font-semibold tabular-nums">{formatAmount(s.total, s.currency)}</td>
                  <td className="py-2">
                    {s.status === 'carried'
                      ? t('statements.carried', { amount: formatAmount(s.carry_forward, s.currency) })
                      : s.status === 'paid'
                        ? t('statements.paid', { amount: formatAmount(s.payout, s.currency) })
                        : t('statements.payable', { amount: formatAmount(s.payout, s.currency) })}
                  </td>
                </tr>
              ))}
            </tbody>
          </table>
        </div>
      )}
    </section>
  );
}
