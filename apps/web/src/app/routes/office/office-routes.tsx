import type { QueryClient } from '@tanstack/react-query';
import { lazy } from 'react';
import { Navigate, type RouteObject } from 'react-router';
import { paths } from '../../../shared/paths';
import { useSessionStore } from '../../../shared/session/session-store';
import { lazyRoute, type Audience } from '../lazy-route';
import type { RouteTitleKey } from '../route-handle';
import { RouteError } from '../route-error';

/**
 * The member area's layout (sign-in check, side menu): a chunk of its own, loaded with the first
 * member page beside the page's own chunk, never in the shop's first download.
 */
export const AccountLayout = lazy(() => import('../../layout/account/account-layout').then((module) => ({ default: module.AccountLayout })));

/** The back office's routes for one query cache: a guest is sent to Signin by the layout, so only members fetch. */
function officeRoute(client: QueryClient) {
  const member: Audience = {
    name: 'office',
    client,
    mayFetch: () => useSessionStore.getState().isLoggedIn,
    load: () => import('./office-pages').then((module) => module.officePages),
  };
  return (path: string, title?: RouteTitleKey) => lazyRoute(member, path, title);
}

/**
 * The member pages of accounts §2.1, relative so that they mount under /user and under the
 * referral prefix. They sit inside the account layout (login required, the side menu of
 * accounts §2.3); their pages (office-pages.ts) load with the first member page.
 */
export function memberPageRoutes(client: QueryClient): RouteObject[] {
  const route = officeRoute(client);
  return [
    route('dashboard', 'dashboard'),
    route('downline-genealogy', 'downlineGenealogy'),
    route('orders', 'orders'),
    route('order/:id', 'ordersDetails'),
    route('autoship/:id', 'autoship'),
    route('order/:id/receipt', 'orderReceipt'),
    route('commission', 'commission'),
    route('order-history', 'orderHistory'),
    route('team-orders', 'teamOrders'),
    route('customers', 'customers'),
    route('customer-order-history', 'customerOrderHistory'),
    route('scholar', 'scholar'),
    route('ambassador', 'ambassador'),
    route('message-list', 'messageList'),
    route('message-details/:id', 'messageDetails'),
    route('message-compose', 'messageCompose'),
    route('profile', 'profile'),
    route('manage-address', 'manageAddress'),
    route('change-password', 'changePassword'),
    route('re-order', 'reOrder'),
    route('plan', 'plan'),
  ];
}

/** The business card (a scholar tool of the side menu), at /visiting-card and under the referral prefix (accounts §2.1). */
export function businessCardRoute(client: QueryClient): RouteObject {
  return officeRoute(client)('visiting-card', 'visitingCard');
}

/**
 * The back office at the root (the office audience): /user/* and /visiting-card in the account
 * layout, and /ambassador with its dashboard. The referral prefix mounts the same pages
 * (route-table.tsx).
 */
export function officeRoutes(client: QueryClient): RouteObject[] {
  return [
    {
      path: 'user',
      element: <AccountLayout />,
      errorElement: <RouteError />,
      children: [{ index: true, element: <Navigate to={paths.dashboard()} replace /> }, ...memberPageRoutes(client)],
    },
    { element: <AccountLayout />, errorElement: <RouteError />, children: [businessCardRoute(client)] },
    {
      path: 'ambassador',
      element: <AccountLayout />,
      errorElement: <RouteError />,
      children: [{ index: true, element: <Navigate to={paths.ambassadorDashboard()} replace /> }, officeRoute(client)('dashboard', 'dashboard')],
    },
  ];
}
