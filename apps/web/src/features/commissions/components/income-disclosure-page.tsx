import { useTranslation } from 'react-i18next';
import { useSearchParams } from 'react-router';
import type { IncomeDisclosure } from '@upline/contract/income-disclosure';
import type { Currency } from '@upline/domain/money';
import { currencies } from '@upline/domain/money';
import { useDocumentMeta } from '../../../shared/document-meta';
import { formatMoney } from '../../../shared/format/money';
import { Spinner } from '../../../shared/ui/spinner';
import { useIncomeDisclosure } from '../api/income-disclosure';
import { choiceFromSearch, choiceValue, formatCount, formatShare, groupsOf } from '../lib/disclosure-format';
import { formatDay } from '../lib/earnings-format';
import { DisclosureTable } from './disclosure-table';
import { currentLocale } from '../../../shared/format/locale';


/** The generated plain-words summary of one currency (from the 'all' group). */
function Summary({ disclosure, currency }: { disclosure: IncomeDisclosure; currency: Currency }) {
  const { t, i18n } = useTranslation('commissions');
  const all = disclosure.groups.find((g) => g.member_type === 'all' && g.currency === currency);
  if (!all || all.members === 0) return <p className="mt-2 text-ink-muted">{t('disclosure.summary.nobody')}</p>;
  return (
    <p className="mt-2 max-w-3xl text-ink" data-testid={`disclosure-summary-${currency}`}>
      {t('disclosure.summary.members', { count: all.members, members: formatCount(all.members, i18n.language) })}{' '}
      {t('disclosure.summary.zero', { share: formatShare(all.zero_share_bps ?? 0, i18n.language) })}{' '}
      {t('disclosure.summary.median', { median: formatMoney(all.median_minor ?? 0, currency) })}
      {all.top_1_percent_share_bps !== null && (
        <> {t('disclosure.summary.top', { share: formatShare(all.top_1_percent_share_bps, i18n.language), count: all.top_1_percent_members })}</>
      )}
    </p>
  );
}

/**
 * The income disclosure (compensation plan §9): what every ambassador and scholar earned in a
 * calendar year or the trailing 12 months, per member type and currency, generated from the
 * commission ledger, with the website fee a scholar pays and how to read the figures.
 */
export function IncomeDisclosurePage() {
  const { t, i18n } = useTranslation('commissions');
  const { t: tr } = useTranslation();
  useDocumentMeta(tr('routes.incomeDisclosure'), t('disclosure.metaDescription'));
  const [search, setSearch] = useSearchParams();
  const query = useIncomeDisclosure(choiceFromSearch(search));
  const disclosure = query.data;
  const day = (iso: string) => formatDay(iso, i18n.language);

  const choose = (value: string) => setSearch(value === 'trailing-12' ? { period: 'trailing-12' } : { year: value }, { replace: true });

  return (
    <div className="container-page max-w-5xl py-8 sm:py-12">
      <h1 className="text-3xl sm:text-4xl">{tr('routes.incomeDisclosure')}</h1>
      <p className="mt-3 max-w-3xl text-lg text-ink-muted">{t('disclosure.intro')}</p>

      {query.isPending ? (
        <Spinner />
      ) : query.isError || !disclosure ? (
        <p role="alert" className="mt-6 rounded-lg bg-cream p-4 text-ink">{t('disclosure.failed')}</p>
      ) : (
        <>
          <div className="mt-6 flex flex-wrap items-end gap-x-6 gap-y-3 rounded-2xl bg-cream p-4">
            <label className="flex flex-col gap-1 text-sm font-semibold">
              {t('disclosure.period.label')}
              <select className="field-input min-h-11" value={choiceValue(disclosure)} onChange={(e) => choose(e.target.value)} name="period">
                {disclosure.years.map((year) => (
                  <option key={year} value={String(year)}>{t('disclosure.period.year', { year })}</option>
                ))}
                <option value="trailing-12">{t('disclosure.period.trailing')}</option>
              </select>
            </label>
            <p className="text-sm text-ink" data-testid="disclosure-period">
              {t(disclosure.period.is_complete ? 'disclosure.period.range' : 'disclosure.period.toDate', { from: day(disclosure.period.start_date), to: day(disclosure.period.end_date), today: day(disclosure.generated_at) })}
            </p>
          </div>

          {currencies.map((currency) => (
            <section key={currency} aria-labelledby={`disclosure-${currency}`} className="mt-10">
              <h2 id={`disclosure-${currency}`} className="text-2xl">{t(`disclosure.currency.${currency}`)}</h2>
              <Summary disclosure={disclosure} currency={currency} />
              <div className="mt-4">
                <DisclosureTable currency={currency} groups={groupsOf(disclosure, currency)} />
              </div>
            </section>
          ))}

          <section aria-labelledby="disclosure-expenses" className="mt-10">
            <h2 id="disclosure-expenses" className="text-2xl">{t('disclosure.expenses.title')}</h2>
            <ul className="mt-3 max-w-3xl list-disc space-y-2 pl-5 text-ink">
              <li>{t('disclosure.expenses.ambassador')}</li>
              {disclosure.expenses.map((fee) => (
                <li key={fee.plan_months}>
                  {t(fee.plan_months === 1 ? 'disclosure.expenses.monthly' : 'disclosure.expenses.annual', {
                    usd: formatMoney(fee.amount_minor, 'USD'),
                    cad: formatMoney(fee.amount_minor, 'CAD'),
                    yearUsd: formatMoney(fee.yearly_minor, 'USD'),
                  })}
                </li>
              ))}
              <li>{t('disclosure.expenses.other')}</li>
            </ul>
          </section>

          <section aria-labelledby="disclosure-how" className="mt-10">
            <h2 id="disclosure-how" className="text-2xl">{t('disclosure.how.title')}</h2>
            <ul className="mt-3 max-w-3xl list-disc space-y-2 pl-5 text-ink">
              {(['who', 'net', 'currency', 'percentiles', 'top', 'calendar', 'guarantee'] as const).map((key) => (
                <li key={key}>{t(`disclosure.how.${key}`, { timeZone: disclosure.period.time_zone })}</li>
              ))}
            </ul>
            <p className="mt-4 text-sm text-ink-muted">
              {t('disclosure.generated', { at: new Intl.DateTimeFormat(currentLocale(i18n.language), { dateStyle: 'medium', timeStyle: 'short' }).format(new Date(disclosure.generated_at)) })}
            </p>
          </section>
        </>
      )}
    </div>
  );
}
