import { useRef, useState, type FormEvent, type KeyboardEvent } from 'react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import type { CommissionDetailsRequest } from '@upline/contract/commissions';
import { isApiError } from '../../../shared/api/api-error';
import { useDocumentMeta } from '../../../shared/document-meta';
import { paths } from '../../../shared/paths';
import { useSignOutWhenUnauthenticated } from '../../../shared/session/use-sign-out-when-unauthenticated';
import { Spinner } from '../../../shared/ui/spinner';
import { useCommissionDetails, useCommissionSummary } from '../api/commissions';
import { defaultRange, formatDay, periodRows } from '../lib/earnings-format';
import { EarningsDetails } from './earnings-details';
import { PeriodTable } from './period-table';
import { StatementsTable } from './statements-table';

type Tab = 'bi_weekly' | 'monthly';
const tabs: Tab[] = ['bi_weekly', 'monthly'];

/**
 * Earnings History (accounts §2.10, §4, §5): a date-range search and the Bi-Weekly and Monthly
 * tabs with each period's totals in US and Canadian dollars; a search or a period's Details shows
 * the detail view ('No data found.' when it is empty) until the member goes back.
 */
export function EarningsHistoryPage() {
  const { t, i18n } = useTranslation('commissions');
  const { t: tr } = useTranslation();
  useDocumentMeta(tr('routes.commission'));
  const [range, setRange] = useState(defaultRange);
  const [rangeError, setRangeError] = useState<string | null>(null);
  const [tab, setTab] = useState<Tab>('bi_weekly');
  const [request, setRequest] = useState<CommissionDetailsRequest | null>(null);
  const tabRefs = useRef(new Map<Tab, HTMLButtonElement>());
  const summary = useCommissionSummary();
  const details = useCommissionDetails(request);
  useSignOutWhenUnauthenticated(summary.error ?? details.error);
  const day = (iso: string) => formatDay(iso, i18n.language);

  const search = (event: FormEvent) => {
    event.preventDefault();
    if (!range.start || !range.end || range.start > range.end) {
      setRangeError(t('range.invalid'));
      return;
    }
    setRangeError(null);
    setRequest({ start_date: range.start, end_date: range.end });
  };
  const onTabKey = (event: KeyboardEvent) => {
    if (event.key !== 'ArrowRight' && event.key !== 'ArrowLeft') return;
    const next = tabs[(tabs.indexOf(tab) + 1) % tabs.length] as Tab;
    setTab(next);
    tabRefs.current.get(next)?.focus();
  };

  return (
    <section className="p-4 sm:p-8">
      <h1 className="text-2xl sm:text-3xl">{tr('routes.commission')}</h1>
      <p className="mt-1 text-ink-muted">{t('intro')}</p>
      <p className="mt-1 text-sm">
        <Link to={paths.incomeDisclosure()} className="font-semibold text-brand underline underline-offset-4">{t('disclosureLink')}</Link>
      </p>

      <form onSubmit={search} className="mt-6 flex flex-wrap items-end gap-3 rounded-2xl bg-cream p-4" aria-label={t('range.legend')} noValidate>
        <label className="flex flex-col gap-1 text-sm font-semibold">
          {t('range.from')}
          <input type="date" className="field-input min-h-11" value={range.start} max={range.end || undefined} onChange={(e) => setRange({ ...range, start: e.target.value })} name="start_date" />
        </label>
        <label className="flex flex-col gap-1 text-sm font-semibold">
          {t('range.to')}
          <input type="date" className="field-input min-h-11" value={range.end} min={range.start || undefined} onChange={(e) => setRange({ ...range, end: e.target.value })} name="end_date" />
        </label>
        <button type="submit" className="btn-primary min-h-11">{t('range.search')}</button>
        {rangeError && <p role="alert" className="w-full text-sm text-red-800">{rangeError}</p>}
      </form>

      {request ? (
        <div className="mt-8" data-testid="earnings-details">
          <div className="mb-4 flex flex-wrap items-center justify-between gap-3">
            <h2 className="text-xl">{t('details.title', { from: day(request.start_date), to: day(request.end_date) })}</h2>
            <button type="button" className="btn-outline min-h-10" onClick={() => setRequest(null)}>{t('details.back')}</button>
          </div>
          {details.isPending ? (
            <Spinner />
          ) : details.isError ? (
            <p role="alert" className="rounded-lg bg-cream p-4 text-ink">{isApiError(details.error) && details.error.status === 400 ? details.error.message : t('failed')}</p>
          ) : (
            <div className={details.isPlaceholderData ? 'opacity-60' : ''}><EarningsDetails details={details.data} /></div>
          )}
        </div>
      ) : (
        <div className="mt-8">
          <div role="tablist" aria-label={t('tabs.label')} onKeyDown={onTabKey} className="flex gap-1 border-b border-cream-dark">
            {tabs.map((id) => (
              <button
                key={id}
                ref={(element) => {
                  if (element) tabRefs.current.set(id, element);
                  else tabRefs.current.delete(id);
                }}
                type="button"
                role="tab"
                id={`earnings-tab-${id}`}
                aria-selected={tab === id}
                aria-controls="earnings-panel"
                tabIndex={tab === id ? 0 : -1}
                onClick={() => setTab(id)}
                className={`-mb-px min-h-12 border-b-2 px-4 text-sm font-semibold ${tab === id ? 'border-brand text-brand' : 'border-transparent text-ink-muted hover:text-brand'}`}
              >
                {t(id === 'bi_weekly' ? 'tabs.biWeekly' : 'tabs.monthly')}
              </button>
            ))}
          </div>
          <div role="tabpanel" id="earnings-panel" aria-labelledby={`earnings-tab-${tab}`} className="pt-4">
            {summary.isPending ? (
              <Spinner />
            ) : summary.isError ? (
              <p role="alert" className="rounded-lg bg-cream p-4 text-ink">{t('failed')}</p>
            ) : (
              <PeriodTable rows={periodRows(summary.data[tab])} onDetails={(row) => setRequest({ start_date: row.start, end_date: row.end, period_kind: tab })} />
            )}
          </div>
          <StatementsTable />
        </div>
      )}
    </section>
  );
}
