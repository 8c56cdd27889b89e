import { useState } from 'react';
import { useQuery } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import { Link, Navigate, useLocation } from 'react-router';
import { isApiError } from '../../../shared/api/api-error';
import { useDocumentMeta } from '../../../shared/document-meta';
import { paths } from '../../../shared/paths';
import { Spinner } from '../../../shared/ui/spinner';
import { ordersToShipQueryOptions, staffReturnsQueryOptions, type ReturnQueueStatus } from '../api/staff-orders';
import { ReturnRequestCard } from './return-request-card';
import { ShipOrderRow } from './ship-order-row';

const tabs = ['requested', 'refunded', 'rejected'] as const;

/** Staff: the returns queue (approve or reject) and the paid orders to ship. Members get the server's 403. */
export function StaffReturnsPage() {
  const { t } = useTranslation('returns');
  const location = useLocation();
  const [status, setStatus] = useState<ReturnQueueStatus>('requested');
  const returns = useQuery(staffReturnsQueryOptions(status));
  const toShip = useQuery(ordersToShipQueryOptions());
  useDocumentMeta(t('title'));

  const error = returns.error ?? toShip.error;
  if (isApiError(error) && error.status === 401) return <Navigate to={paths.signin()} replace state={{ from: location }} />;
  if (isApiError(error) && error.status === 403) {
    return (
      <section className="container-page py-16 text-center">
        <h1 className="text-3xl">{t('title')}</h1>
        <p role="alert" className="mt-4 text-lg text-ink-muted">
          {error.message}
        </p>
        <Link to={paths.dashboard()} className="btn-primary mt-8 inline-flex">
          OK
        </Link>
      </section>
    );
  }
  if (error) throw error;

  return (
    <section className="container-page py-10 sm:py-14">
      <h1 className="text-3xl sm:text-4xl">{t('title')}</h1>
      <p className="mt-2 max-w-3xl text-ink-muted">{t('intro')}</p>
      <div className="mt-8 grid gap-10 lg:grid-cols-[minmax(0,1fr)_minmax(0,1fr)]">
        <div>
          <h2 className="text-2xl">{t('returns.heading')}</h2>
          <div role="tablist" aria-label={t('tabs.label')} className="mt-4 flex flex-wrap gap-2">
            {tabs.map((tab) => (
              <button key={tab} role="tab" type="button" aria-selected={status === tab} onClick={() => setStatus(tab)} className={`min-h-11 rounded-full px-4 ${status === tab ? 'bg-brand text-white' : 'bg-white text-ink'}`}>
                {t(`tabs.${tab}`)}
              </button>
            ))}
          </div>
          {returns.isPending ? (
            <Spinner />
          ) : returns.data && returns.data.length > 0 ? (
            <ul className="mt-4 grid gap-4">
              {returns.data.map((request) => (
                <ReturnRequestCard key={request.id} request={request} />
              ))}
            </ul>
          ) : (
            <p className="mt-4 rounded-2xl bg-white p-5 text-ink-muted">{t('returns.empty')}</p>
          )}
        </div>
        <div>
          <h2 className="text-2xl">{t('ship.heading')}</h2>
          {toShip.isPending ? (
            <Spinner />
          ) : toShip.data && toShip.data.length > 0 ? (
            <ul className="mt-4 grid gap-4">
              {toShip.data.map((order) => (
                <ShipOrderRow key={order.id} order={order} />
              ))}
            </ul>
          ) : (
            <p className="mt-4 rounded-2xl bg-white p-5 text-ink-muted">{t('ship.empty')}</p>
          )}
        </div>
      </div>
    </section>
  );
}
