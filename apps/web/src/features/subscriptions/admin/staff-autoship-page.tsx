import './admin-texts';
import type { ReactNode } from 'react';
import { useQuery } from '@tanstack/react-query';
import { fromDecimal } from '@upline/domain/money';
import { useTranslation } from 'react-i18next';
import { Link, useParams } from 'react-router';
import { useDocumentMeta } from '../../../shared/document-meta';
import { formatMoney } from '../../../shared/format/money';
import { paths } from '../../../shared/paths';
import { savedCardLabel } from '../../../shared/payments/card-brand';
import { staffAutoshipQueryOptions, type StaffAutoship } from './staff-autoships-api';
import { StaffGate } from './staff-gate';
import { currentLocale } from '../../../shared/format/locale';

function Card({ title, children }: { title: string; children: ReactNode }) {
  return (
    <section className="min-w-0 rounded-2xl border border-cream-dark bg-white p-4 sm:p-5">
      <h2 className="text-xl">{title}</h2>
      <div className="mt-3 text-sm">{children}</div>
    </section>
  );
}

/** Staff: one autoship with its products, next date, cycles with their orders, refused renewals and dunning attempts. */
export function StaffAutoshipPage() {
  const { t } = useTranslation('subscriptionsAdmin');
  const { id = '' } = useParams();
  const autoship = useQuery(staffAutoshipQueryOptions(id));
  useDocumentMeta(t('detail.title', { id }));
  return (
    <div className="grid gap-4">
      <Link to={paths.adminSubscriptions()} className="justify-self-start font-semibold text-brand underline">
        ← {t('detail.back')}
      </Link>
      <StaffGate error={autoship.error} isPending={autoship.isPending}>
        {() => (autoship.data ? <AutoshipDetail autoship={autoship.data} /> : null)}
      </StaffGate>
    </div>
  );
}

function AutoshipDetail({ autoship: a }: { autoship: StaffAutoship }) {
  const { t, i18n } = useTranslation('subscriptionsAdmin');
  const money = (amount: number) => formatMoney(fromDecimal(amount), a.currency);
  const when = (iso: string) => new Intl.DateTimeFormat(currentLocale(i18n.language), { dateStyle: 'medium', timeStyle: 'short' }).format(new Date(iso));
  const facts: [string, ReactNode][] = [
    [t('detail.member'), `${a.member.name} · ${a.member.email}`],
    [t('detail.next'), a.next_charge_date ?? t('detail.none')],
    [t('detail.started'), a.started_on ?? '—'],
    [t('detail.renewals'), a.renewals],
    [t('detail.amount'), money(a.amount)],
    [t('detail.card'), savedCardLabel(a.card, { none: '—', unnamed: t('detail.cardUnnamed'), ending: (brand, last4) => t('detail.cardEnding', { brand, last4 }) })],
    [t('detail.failures'), a.failures],
    ...(a.first_failed_at ? ([[t('detail.firstFailed'), when(a.first_failed_at)]] as [string, ReactNode][]) : []),
    ...(a.last_failure ? ([[t('detail.lastFailure'), a.last_failure]] as [string, ReactNode][]) : []),
    ...(a.source_order_id
      ? ([[t('detail.sourceOrder'), <Link key="o" to={paths.adminOrder(a.source_order_id)} className="font-semibold text-brand underline">#{a.source_order_id}</Link>]] as [string, ReactNode][])
      : []),
  ];
  return (
    <>
      <header className="rounded-2xl bg-white p-4 shadow-sm sm:p-6">
        <h1 className="text-3xl">{t('detail.title', { id: a.id })}</h1>
        <p className="mt-2">
          <span className="rounded-full bg-sage-light px-3 py-1 text-sm" data-testid="autoship-status">
            {t(`statuses.${a.status}`)}
          </span>
        </p>
        <dl className="mt-4 grid gap-x-6 gap-y-2 text-sm sm:grid-cols-[max-content_minmax(0,1fr)]">
          {facts.map(([label, value]) => (
            <div key={label} className="contents">
              <dt className="font-semibold">{label}</dt>
              <dd className="break-words">{value}</dd>
            </div>
          ))}
        </dl>
      </header>
      <div className="grid gap-4 lg:grid-cols-2">
        <Card title={t('detail.lines')}>
          <ul className="grid gap-1">
            {a.items.map((item) => (
              <li key={item.product_id}>
                {item.quantity} × {item.name} · {money(item.unit_price)}
              </li>
            ))}
          </ul>
          {a.address ? (
            <>
              <h3 className="mt-3 font-semibold">{t('detail.address')}</h3>
              <address className="not-italic">
                {[[a.address.first_name, a.address.last_name].filter(Boolean).join(' '), a.address.ship_address, a.address.ship_address2, [a.address.ship_city, a.address.state, a.address.ship_zipcode].filter(Boolean).join(', '), a.address.country]
                  .filter(Boolean)
                  .map((line, i) => (
                    <span key={i} className="block">
                      {line}
                    </span>
                  ))}
              </address>
            </>
          ) : null}
        </Card>
        <Card title={t('detail.cycles')}>
          {a.renewal_orders.length === 0 ? (
            <p className="text-ink-muted">{t('detail.noCycles')}</p>
          ) : (
            <ol className="grid gap-3">
              {a.renewal_orders.map((o) => (
                <li key={o.id} className="rounded-xl border border-cream-dark p-3" data-testid="autoship-cycle">
                  <p className="font-semibold">
                    {t('detail.cycle', { cycle: o.cycle })} ·{' '}
                    <Link to={paths.adminOrder(o.id)} className="text-brand underline">
                      {o.order_number}
                    </Link>
                  </p>
                  <p className="text-ink-muted">
                    {o.date} · {o.status} · {o.payment_status} · {money(o.total)}
                  </p>
                  <h3 className="mt-2 font-semibold">{t('detail.attempts')}</h3>
                  {o.attempts.length === 0 ? (
                    <p className="text-ink-muted">{t('detail.noAttempts')}</p>
                  ) : (
                    <ul>
                      {o.attempts.map((attempt, i) => (
                        <li key={i}>
                          {when(attempt.at)} · {attempt.status}
                          {attempt.failure_message ? ` — ${attempt.failure_message}` : ''}
                        </li>
                      ))}
                    </ul>
                  )}
                </li>
              ))}
            </ol>
          )}
        </Card>
      </div>
    </>
  );
}
