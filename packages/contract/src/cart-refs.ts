import type { cartRoutes } from './cart-routes.js';
import { routeRefs } from './route.js';

/** Zod-free references to the cart's calls (decision 0020): the cart, its coupon and the saved cart load with every page. */
export const cartRefs = routeRefs<typeof cartRoutes>(() => import('./cart-routes.js').then((m) => m.cartRoutes), {
  quote: { method: 'POST', path: '/cart/quote' },
  discount: { method: 'POST', path: '/discount' },
  shippingRatesNew: { method: 'POST', path: '/shipping-rates-new' },
  shippingRatesFree: { method: 'POST', path: '/shipping-rates-free' },
  tax: { method: 'GET', path: '/tax/:stateId' },
  savedCart: { method: 'GET', path: '/cart' },
  saveCart: { method: 'PUT', path: '/cart' },
  removeSavedLine: { method: 'DELETE', path: '/cart/delete/:id' },
});
