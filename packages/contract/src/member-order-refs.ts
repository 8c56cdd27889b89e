import type { memberOrderRoutes } from './member-order-routes.js';
import { routeRefs } from './route.js';

/** A zod-free reference to the shop's guarantee (decision 0020): the footer and Home state it on the first page. */
export const memberOrderRefs = routeRefs<Pick<typeof memberOrderRoutes, 'guarantee'>>(
  () => import('./member-order-routes.js').then((m) => m.memberOrderRoutes),
  { guarantee: { method: 'GET', path: '/guarantee' } },
);
