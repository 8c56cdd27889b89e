import { lazy, Suspense } from 'react';
import { useTranslation } from 'react-i18next';
import { Navigate, Outlet, useLocation } from 'react-router';
import { useSavedCartSync } from '../../shared/cart/use-saved-cart-sync';
import { useCartRepricing } from '../../shared/cart/use-cart-repricing';
import { useLanguageSync } from '../../shared/i18n/use-language-sync';
import { HydrationMark } from '../../shared/hydration-mark';
import { referralRedirect } from '../../shared/referral-redirect';
import { useReferralSlug } from '../../shared/session/session-store';
import { Spinner } from '../../shared/ui/spinner';
import { useRouteTitle } from '../navigation/use-route-title';
import { useScrollToTop } from '../navigation/use-scroll-to-top';
import { SiteHeader } from './header/site-header';

// The country popup and the cart popup, each loading on demand (layout-dialogs.tsx).
const LayoutDialogs = lazy(() => import('./layout-dialogs').then((module) => ({ default: module.LayoutDialogs })));
// The footer starts below the fold (the main area is at least a screen high), so its code
// (links, address, guarantee, newsletter form) comes in a chunk of its own after the first paint.
const SiteFooter = lazy(() => import('./footer/site-footer').then((module) => ({ default: module.SiteFooter })));
// Offers that follow the address: the flash-sale banner of `?product=<id>`, the buy-2-get-1-free
// link and the exit-offer popup (promotions).
const QueryFlashSaleBanner = lazy(() =>
  import('../../features/promotions/components/flash-sale-banner').then((module) => ({ default: module.QueryFlashSaleBanner })),
);
const StorefrontOffers = lazy(() =>
  import('../../features/promotions/components/storefront-offers').then((module) => ({ default: module.StorefrontOffers })),
);

/**
 * The storefront frame around every page, and the behaviour of every navigation (accounts
 * §2.2): scroll to top, referral-prefixed redirects while a link name is stored, the country
 * popup while no country is known. The mobile menu closes itself on navigation.
 *
 * The frame itself reads no store: what follows the stored session and cart is in the parts below
 * it. A page the server rendered is hydrated with the server's (guest) session first, and the
 * browser's own comes right after: were the frame to render again then, the page, whose code may
 * still be on its way, would be thrown away and rendered afresh instead of hydrated.
 */
export function RootLayout() {
  const { t } = useTranslation();
  return (
    <div className="flex min-h-dvh flex-col">
      <div id="top" tabIndex={-1} className="outline-none" />
      <a
        href="#main"
        onClick={(event) => {
          // Move focus without changing the URL (a hash would count as a navigation).
          event.preventDefault();
          document.getElementById('main')?.focus();
        }}
        className="sr-only z-50 rounded-full bg-brand px-4 py-2 font-semibold text-cream focus:not-sr-only focus:fixed focus:top-3 focus:left-3"
      >
        {t('common.skipToContent')}
      </a>
      <SiteHeader />
      <Suspense fallback={null}>
        <QueryFlashSaleBanner />
      </Suspense>
      {/* At least a screen high: the footer starts below the fold instead of being pushed there
          when the page's content arrives. */}
      <main id="main" tabIndex={-1} className="min-h-dvh flex-1 outline-none">
        <ReferralRedirect />
        <Suspense fallback={<Spinner className="min-h-[50vh]" />}>
          <Outlet />
          <HydrationMark />
        </Suspense>
      </main>
      <Suspense fallback={null}>
        <SiteFooter />
        <HydrationMark />
      </Suspense>
      <Suspense fallback={null}>
        <LayoutDialogs />
        <StorefrontOffers />
      </Suspense>
      <LayoutSync />
    </div>
  );
}

/** Keeps the stored cart, language and title in step with the session and the address. */
function LayoutSync() {
  useCartRepricing();
  useSavedCartSync();
  useLanguageSync();
  useScrollToTop();
  useRouteTitle();
  return null;
}

/** Leads an address without the stored referral prefix to the same page under it. */
function ReferralRedirect() {
  const location = useLocation();
  const redirectTo = referralRedirect(location.pathname, useReferralSlug());
  return redirectTo ? <Navigate to={{ pathname: redirectTo, search: location.search, hash: location.hash }} replace /> : null;
}
