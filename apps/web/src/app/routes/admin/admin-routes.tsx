import type { QueryClient } from '@tanstack/react-query';
import { lazy } from 'react';
import type { RouteObject } from 'react-router';
import { useSessionStore } from '../../../shared/session/session-store';
import { lazyRoute, type Audience } from '../lazy-route';
import type { RouteTitleKey } from '../route-handle';
import { RouteError } from '../route-error';

/** The admin's layout (navigation, staff check): a chunk of its own, never in the shop's first download. */
export const AdminLayout = lazy(() => import('../../layout/admin/admin-layout').then((module) => ({ default: module.AdminLayout })));

/**
 * The staff admin under /admin (the admin audience): its own layout; signed-out visitors go to
 * Signin, members see 'Staff only' and make no staff call. Its pages (admin-pages.ts) load with
 * the first staff page. The spec's legacy /user/product* and /user/category* routes lead here
 * (route-table.tsx).
 */
export function adminRoutes(client: QueryClient): RouteObject {
  const staff: Audience = {
    name: 'admin',
    client,
    mayFetch: () => useSessionStore.getState().userData?.is_admin === true,
    load: () => import('./admin-pages').then((module) => module.adminPages),
  };
  const route = (path: string, title?: RouteTitleKey) => lazyRoute(staff, path, title);
  return {
    path: 'admin',
    element: <AdminLayout />,
    errorElement: <RouteError />,
    children: [
      route(''),
      route('products', 'adminProduct'),
      route('products/add', 'adminProduct'),
      route('products/:id', 'editProduct'),
      route('categories', 'adminCategory'),
      route('categories/add', 'addCategory'),
      route('categories/:id', 'editCategory'),
      route('orders'),
      route('orders/:id'),
      route('subscriptions'),
      route('subscriptions/:id'),
      route('outbox'),
      route('audit'),
      route('returns', 'staffReturns'),
      route('commissions', 'staffCommissions'),
      route('members', 'adminMembers'),
      route('members/:id', 'adminMember'),
      route('promotions', 'adminPromotions'),
      route('testimonials', 'adminTestimonials'),
      route('content'),
      route('content/pages/add'),
      route('content/pages/:id'),
      route('content/translations'),
      route('content/menus'),
      route('content/articles/:kind'),
      route('content/articles/:kind/add'),
      route('content/articles/:kind/:id'),
    ],
  };
}
