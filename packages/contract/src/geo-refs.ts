import type { geoRoutes } from './geo-routes.js';
import { routeRefs } from './route.js';

/** Zod-free references to the geo calls (decision 0020). */
export const geoRefs = routeRefs<typeof geoRoutes>(() => import('./geo-routes.js').then((m) => m.geoRoutes), {
  countries: { method: 'GET', path: '/countries' },
  states: { method: 'GET', path: '/states/:countryId' },
  detectCountry: { method: 'GET', path: '/detect-country' },
});
