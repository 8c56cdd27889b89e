import './admin-texts';
import { Suspense } from 'react';
import { useTranslation } from 'react-i18next';
import { Link, Navigate, NavLink, Outlet, useLocation } from 'react-router';
import { paths } from '../../../shared/paths';
import { useSessionStore } from '../../../shared/session/session-store';
import { Spinner } from '../../../shared/ui/spinner';
import { adminSections } from './admin-sections';

const linkClass = ({ isActive }: { isActive: boolean }) =>
  `flex min-h-11 shrink-0 items-center rounded-xl px-3 text-sm font-medium whitespace-nowrap ${isActive ? 'bg-brand text-white' : 'text-ink hover:bg-sage-light'}`;

/**
 * The staff admin under /admin, in its own chunk: signed-out visitors go to Signin and come back;
 * members see a 'Staff only' notice and never the admin's navigation (the server refuses them
 * every staff call with 403 as well).
 */
export function AdminLayout() {
  const { t } = useTranslation('admin');
  const location = useLocation();
  const isLoggedIn = useSessionStore((state) => state.isLoggedIn);
  const isStaff = useSessionStore((state) => state.userData?.is_admin === true);

  if (!isLoggedIn) return <Navigate to={paths.signin()} replace state={{ from: location }} />;
  if (!isStaff) {
    return (
      <section className="container-page py-16 text-center">
        <h1 className="text-3xl">{t('staffOnly.title')}</h1>
        <p role="alert" className="mt-4 text-lg text-ink-muted">
          {t('staffOnly.body')}
        </p>
        <Link to={paths.dashboard()} className="btn-primary mt-8 inline-flex">
          {t('staffOnly.back')}
        </Link>
      </section>
    );
  }

  return (
    <div className="container-page grid grid-cols-[minmax(0,1fr)] gap-6 py-6 lg:grid-cols-[14rem_minmax(0,1fr)] lg:gap-8 lg:py-10">
      <nav aria-label={t('nav.label')} className="min-w-0">
        <p className="mb-2 hidden px-3 text-xs font-semibold tracking-wide text-ink-muted uppercase lg:block">{t('title')}</p>
        <ul className="flex gap-1 overflow-x-auto rounded-2xl border border-cream-dark bg-white p-2 lg:sticky lg:top-6 lg:flex-col lg:overflow-visible">
          <li>
            <NavLink to={paths.admin()} end className={linkClass}>
              {t('nav.dashboard')}
            </NavLink>
          </li>
          {adminSections.map((section) => (
            <li key={section.key}>
              <NavLink to={section.to()} className={linkClass}>
                {t(`nav.${section.key}`)}
              </NavLink>
            </li>
          ))}
          <li className="lg:mt-2 lg:border-t lg:border-cream-dark lg:pt-2">
            <Link to={paths.home()} className={linkClass({ isActive: false })}>
              {t('nav.shop')}
            </Link>
          </li>
        </ul>
      </nav>
      <div className="min-w-0">
        <Suspense fallback={<Spinner />}>
          <Outlet />
        </Suspense>
      </div>
    </div>
  );
}
