import type { accountRoutes } from './account-routes.js';
import { routeRefs } from './route.js';

/**
 * Zod-free references to the account calls every first page makes (decision 0020): who the
 * session belongs to and the sponsor behind a referral link, and Log Out, which the header's
 * menus offer on every page. The account pages themselves load zod with their forms and call the
 * descriptors.
 */
export const accountRefs = routeRefs<Pick<typeof accountRoutes, 'session' | 'sponsor' | 'logout'>>(
  () => import('./account-routes.js').then((m) => m.accountRoutes),
  {
    session: { method: 'GET', path: '/session' },
    sponsor: { method: 'GET', path: '/get-user-info/:urlName?' },
    logout: { method: 'POST', path: '/logout' },
  },
);
