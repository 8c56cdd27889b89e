import { useState } from 'react';
import { useQuery } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import { Link, Navigate, useLocation } from 'react-router';
import { isApiError } from '../../../shared/api/api-error';
import { useDocumentMeta } from '../../../shared/document-meta';
import { paths } from '../../../shared/paths';
import { Spinner } from '../../../shared/ui/spinner';
import { staffPeriodsQueryOptions } from '../api/staff-commissions';
import { formatDay } from '../lib/earnings-format';
import { PayoutsPanel } from './payouts-panel';
import { PeriodPreviewPanel } from './period-preview-panel';
import { WhatIfPanel } from './what-if-panel';

/** Staff: commission periods with their close preview and Close, payouts (CSV, mark paid), what-if runs. */
export function StaffCommissionsPage() {
  const { t, i18n } = useTranslation('commissions');
  const location = useLocation();
  const periods = useQuery(staffPeriodsQueryOptions());
  const [selected, setSelected] = useState<number | null>(null);
  useDocumentMeta(t('staff.title'));
  const day = (iso: string) => formatDay(iso, i18n.language);

  const error = periods.error;
  if (isApiError(error) && error.status === 401) return <Navigate to={paths.signin()} replace state={{ from: location }} />;
  if (isApiError(error) && error.status === 403) {
    return (
      <section className="container-page py-16 text-center">
        <h1 className="text-3xl">{t('staff.title')}</h1>
        <p role="alert" className="mt-4 text-lg text-ink-muted">{error.message}</p>
        <Link to={paths.dashboard()} className="btn-primary mt-8 inline-flex">OK</Link>
      </section>
    );
  }
  if (error) throw error;

  return (
    <section className="container-page py-10 sm:py-14">
      <h1 className="text-3xl sm:text-4xl">{t('staff.title')}</h1>
      <p className="mt-2 max-w-3xl text-ink-muted">{t('staff.intro')}</p>

      <h2 className="mt-8 text-2xl">{t('staff.periods')}</h2>
      {periods.isPending ? (
        <Spinner />
      ) : periods.data.length === 0 ? (
        <p className="mt-4 rounded-2xl bg-white p-5 text-ink-muted">{t('staff.noPeriods')}</p>
      ) : (
        <ul className="mt-4 grid gap-2 sm:grid-cols-2 lg:grid-cols-3" aria-label={t('staff.periods')}>
          {periods.data.map((p) => (
            <li key={p.id}>
              <button
                type="button"
                aria-pressed={selected === p.id}
                onClick={() => setSelected(p.id)}
                className={`flex min-h-11 w-full flex-col rounded-2xl p-3 text-left ${selected === p.id ? 'bg-brand text-white' : 'bg-white text-ink'}`}
                data-testid="staff-period"
              >
                <span className="font-semibold">
                  {t(`staff.kind.${p.kind}`)} {p.currency} · {t(`staff.status.${p.status}`)}
                </span>
                <span className="text-sm">
                  {day(p.start_date)} – {day(p.end_date)}
                </span>
                <span className="text-sm">{p.status === 'closed' ? t('staff.statementCount', { count: p.statements }) : t('staff.closableFrom', { date: day(p.closable_from) })}</span>
              </button>
            </li>
          ))}
        </ul>
      )}
      {selected !== null && <PeriodPreviewPanel periodId={selected} />}

      <h2 className="mt-10 text-2xl">{t('staff.payouts.heading')}</h2>
      <PayoutsPanel />

      <h2 className="mt-10 text-2xl">{t('staff.whatIf.heading')}</h2>
      <p className="mt-2 max-w-3xl text-ink-muted">{t('staff.whatIf.intro')}</p>
      <WhatIfPanel periods={periods.data ?? []} />
    </section>
  );
}
