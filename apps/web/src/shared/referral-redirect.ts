import { paths } from './paths';

/**
 * Accounts spec §2.2: while a referral link name is stored, navigation to product details,
 * the product list, testimonials, the dashboard, /about-us, /checkout and /join-team goes to the
 * referral-prefixed version, so that the sponsor stays visible and is credited.
 * Returns the prefixed pathname, or null when the path stays as it is.
 */
export function referralRedirect(pathname: string, urlName: string | null | undefined): string | null {
  if (!urlName) return null;
  const path = pathname.length > 1 ? pathname.replace(/\/+$/, '') : pathname;

  const showDetails = /^\/product\/show\/([^/]+)$/.exec(path);
  if (showDetails?.[1]) return paths.showDetails(decodeURIComponent(showDetails[1]), urlName);

  switch (path) {
    case '/product':
      return paths.product(urlName);
    case '/testimonials':
      return paths.testimonials(urlName);
    case '/user/dashboard':
      return paths.dashboardUser(urlName);
    case '/about-us':
    case '/pages/about-us':
      return paths.cmsPageUser(urlName, 'about-us');
    case '/checkout':
      return paths.checkout(urlName);
    case '/join-team':
      return paths.joinTeam(urlName);
    default:
      return null;
  }
}
