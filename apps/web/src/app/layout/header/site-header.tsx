import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { paths } from '../../../shared/paths';
import { useReferralSlug, useSessionStore } from '../../../shared/session/session-store';
import { UserIcon } from '../../../shared/ui/icons';
import { CartButton } from './cart-button';
import { MainNav } from './main-nav';
import { LazyLanguageMenu, LazyMobileMenu, LazyUserMenu } from './lazy-menus';
import { SiteLogo } from './site-logo';
import { SponsorLine } from './sponsor-line';
import { TopStrip } from './top-strip';
import { useLandingMode } from './use-landing-mode';
import { useMainNavItems } from './use-main-nav-items';

/** The storefront header of storefront §2. */
export function SiteHeader() {
  const { t } = useTranslation();
  const isLandingMode = useLandingMode();
  const isLoggedIn = useSessionStore((state) => state.isLoggedIn);
  const sluguser = useReferralSlug();
  const navItems = useMainNavItems();

  return (
    <header>
      {!isLandingMode && <TopStrip />}
      <SponsorLine />
      <div className="border-b border-cream-dark bg-white">
        <div className="container-page flex h-16 items-center gap-2 sm:gap-3 lg:h-20">
          <LazyMobileMenu items={navItems} />
          <SiteLogo />
          <div className="ml-auto flex items-center gap-1 sm:gap-2">
            <div className="hidden items-center gap-1 lg:flex">
              <LazyLanguageMenu />
              {isLoggedIn ? (
                <LazyUserMenu />
              ) : (
                <Link
                  to={paths.signin(sluguser)}
                  className="inline-flex min-h-11 items-center gap-1.5 rounded-full px-3 text-sm font-medium text-ink hover:bg-cream-dark"
                >
                  <UserIcon className="size-5" />
                  {t('header.login')}
                </Link>
              )}
              {!isLoggedIn && (
                <Link to={paths.joinTeam(sluguser)} className="btn-outline ml-1">
                  {t('header.joinTeam')}
                </Link>
              )}
            </div>
            <Link to={paths.product(sluguser)} className="btn-gold hidden px-4 min-[380px]:inline-flex sm:px-5">
              {t('common.shopNow')}
            </Link>
            <CartButton />
          </div>
        </div>
        <div className="hidden border-t border-cream-dark lg:block">
          <div className="container-page py-1">
            <MainNav items={navItems} orientation="horizontal" />
          </div>
        </div>
      </div>
    </header>
  );
}
