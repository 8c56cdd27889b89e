import { Suspense } from 'react';
import { useTranslation } from 'react-i18next';
import { Navigate, Outlet, useLocation, useParams } from 'react-router';
import { paths } from '../../../shared/paths';
import { useSessionStore } from '../../../shared/session/session-store';
import { ChevronDownIcon } from '../../../shared/ui/icons';
import { Spinner } from '../../../shared/ui/spinner';
import { SideMenu } from './side-menu';

/**
 * The member area (under /user, under the referral prefix, and /ambassador): signed-out
 * visitors go to Signin (keeping the referral prefix and where they wanted to go); members see
 * the side menu for their type beside the page.
 */
export function AccountLayout() {
  const { t } = useTranslation();
  const location = useLocation();
  const { sluguser = null } = useParams();
  const isLoggedIn = useSessionStore((state) => state.isLoggedIn);
  const userType = useSessionStore((state) => state.userType);

  if (!isLoggedIn) return <Navigate to={paths.signin(sluguser)} replace state={{ from: location }} />;

  const menu = <SideMenu userType={userType} sluguser={sluguser} />;
  return (
    <div className="container-page grid gap-6 py-6 lg:grid-cols-[16rem_1fr] lg:gap-10 lg:py-10">
      <aside className="hidden lg:block">
        <div className="sticky top-6 rounded-2xl border border-cream-dark bg-white p-4">{menu}</div>
      </aside>
      {/* Phones and tablets: the same menu, folded above the page. */}
      <details key={location.pathname} className="group rounded-2xl border border-cream-dark bg-white lg:hidden">
        <summary className="flex min-h-12 cursor-pointer list-none items-center justify-between px-4 font-semibold text-brand [&::-webkit-details-marker]:hidden">
          {t('account.menuToggle')}
          <ChevronDownIcon className="size-5 transition-transform group-open:rotate-180" />
        </summary>
        <div className="border-t border-cream-dark p-4">{menu}</div>
      </details>
      <div className="min-w-0 rounded-2xl bg-white shadow-sm">
        <Suspense fallback={<Spinner />}>
          <Outlet />
        </Suspense>
      </div>
    </div>
  );
}
