import type { CardProductsResponse, CategoryCardProductsResponse } from './catalogue.js';
import type { catalogueRoutes } from './catalogue-routes.js';
import { narrowRef, routeRefs } from './route.js';

// Zod-free references to the catalogue calls (decision 0020): the product list, Home and the
// product page load them in the first chunk; their schemas load only for the development check.

export const catalogueRefs = routeRefs<typeof catalogueRoutes>(() => import('./catalogue-routes.js').then((m) => m.catalogueRoutes), {
  products: { method: 'GET', path: '/products/:userType/:lang?' },
  holistic: { method: 'GET', path: '/products/holistic/:userType/:lang?' },
  product: { method: 'GET', path: '/product/:id/:userType/:lang?' },
  reviews: { method: 'GET', path: '/review/product/:id/:lang?' },
  testimonials: { method: 'GET', path: '/review/testimonials/:productId/:lang?' },
  reviewList: { method: 'GET', path: '/products/reviewlist/:userType/:lang?' },
  legacyProducts: { method: 'GET', path: '/product' },
  categories: { method: 'GET', path: '/category' },
  category: { method: 'GET', path: '/category/:id/:lang?' },
});

/** The list calls asked with `view=card` answer cards. */
export const catalogueCardRefs = {
  products: narrowRef<CardProductsResponse>()(catalogueRefs.products),
  holistic: narrowRef<CardProductsResponse>()(catalogueRefs.holistic),
  category: narrowRef<CategoryCardProductsResponse>()(catalogueRefs.category),
};
