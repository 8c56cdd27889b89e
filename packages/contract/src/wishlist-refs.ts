import { routeRefs } from './route.js';
import type { wishlistRoutes } from './wishlist-routes.js';

/** Zod-free references to the wishlist calls (decision 0020): the heart on every product card. */
export const wishlistRefs = routeRefs<typeof wishlistRoutes>(() => import('./wishlist-routes.js').then((m) => m.wishlistRoutes), {
  list: { method: 'GET', path: '/wishlist' },
  legacyList: { method: 'GET', path: '/wishlist/:token' },
  add: { method: 'POST', path: '/wishlist' },
  remove: { method: 'DELETE', path: '/wishlist/:productId' },
});
