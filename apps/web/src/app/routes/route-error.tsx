import { lazy, Suspense } from 'react';
import { useTranslation } from 'react-i18next';
import { isRouteErrorResponse, Link, useRouteError } from 'react-router';
import { paths } from '../../shared/paths';
import { Spinner } from '../../shared/ui/spinner';

// Unknown paths have a page of their own (the route table's '*'); a 404 reaches a boundary only
// from a route that answers one itself, so its message loads when needed, with the not-found page.
const NotFoundContent = lazy(() => import('../../shared/ui/not-found-content').then((module) => ({ default: module.NotFoundContent })));

/**
 * The error boundary of every route: a 404 reads as not found; anything else (a failed chunk
 * download after a new release, a rendering bug) gets a calm message and a way to retry.
 */
export function RouteError() {
  const { t } = useTranslation();
  const error = useRouteError();
  if (isRouteErrorResponse(error) && error.status === 404) {
    return (
      <Suspense fallback={<Spinner />}>
        <NotFoundContent />
      </Suspense>
    );
  }
  if (import.meta.env.DEV) console.error(error);
  return (
    <section role="alert" className="container-page flex flex-col items-center py-16 text-center sm:py-24">
      <h1 className="text-3xl sm:text-4xl">{t('error.title')}</h1>
      <p className="mt-4 max-w-xl text-lg text-ink-muted">{t('error.text')}</p>
      <div className="mt-8 flex flex-wrap justify-center gap-3">
        <button type="button" className="btn-primary" onClick={() => window.location.reload()}>
          {t('error.reload')}
        </button>
        <Link to={paths.home()} className="btn-outline">
          {t('wayBack.home')}
        </Link>
      </div>
    </section>
  );
}
