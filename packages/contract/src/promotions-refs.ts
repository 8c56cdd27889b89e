import type { promotionRoutes } from './promotions-routes.js';
import { routeRefs } from './route.js';

/** Zod-free references to the shop's promotion calls (decision 0020): the header promo and the product page. */
export const promotionRefs = routeRefs<typeof promotionRoutes>(() => import('./promotions-routes.js').then((m) => m.promotionRoutes), {
  flashSaleView: { method: 'POST', path: '/promotions/flash-sale/view' },
  offers: { method: 'GET', path: '/offers/:lang?' },
});
