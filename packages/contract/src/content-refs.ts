import type { contentRoutes } from './content-routes.js';
import { routeRefs } from './route.js';

/** Zod-free references to the shop's content calls (decision 0020): the header, footer and page texts load with the first page. */
export const contentRefs = routeRefs<typeof contentRoutes>(() => import('./content-routes.js').then((m) => m.contentRoutes), {
  languages: { method: 'GET', path: '/languages' },
  navigations: { method: 'GET', path: '/navigations/:menu/:lang?' },
  page: { method: 'GET', path: '/page/:slug/:lang?' },
  pressReleases: { method: 'GET', path: '/press-releases-list/:lang?' },
  pressRelease: { method: 'GET', path: '/press-releases-details/:slug/:lang?' },
  blogs: { method: 'GET', path: '/blog-list/:lang?' },
  blog: { method: 'GET', path: '/blog-details/:slug/:lang?' },
  teamMembers: { method: 'GET', path: '/team-members/:lang?' },
  testimonials: { method: 'GET', path: '/testimonials/:lang?' },
  translateAny: { method: 'POST', path: '/translateany' },
  newsletter: { method: 'POST', path: '/newsletter' },
  newsletterUnsubscribe: { method: 'POST', path: '/newsletter/unsubscribe' },
});
