import type { analyticsRoutes } from './analytics-routes.js';
import { routeRefs } from './route.js';

/** Zod-free references to the analytics calls (decision 0020): the checkout's events and marketing tags. */
export const analyticsRefs = routeRefs<typeof analyticsRoutes>(() => import('./analytics-routes.js').then((m) => m.analyticsRoutes), {
  trackEvent: { method: 'POST', path: '/analytics/track-event' },
  marketingTags: { method: 'GET', path: '/analytics/marketing-tags' },
});
