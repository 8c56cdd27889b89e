import { z } from 'zod';
import { messageResponseSchema } from './accounts.js';
import {
  blogDetailsResponseSchema,
  blogListResponseSchema,
  contentSlugSchema,
  languagesResponseSchema,
  navigationMenuSchema,
  navigationsResponseSchema,
  newsletterSignupRequestSchema,
  newsletterUnsubscribeRequestSchema,
  pageResponseSchema,
  pressReleaseDetailsResponseSchema,
  pressReleasesListResponseSchema,
  teamMembersResponseSchema,
  testimonialsResponseSchema,
  translateRequestSchema,
  translateResponseSchema,
} from './content.js';
import { defineRoute } from './route.js';

// The shop's content calls (storefront §2, §4, §7, AB §7): languages, menus, pages, press releases,
// blog posts, the team and expert testimonials, translateany and the newsletter box, one descriptor
// each (route.ts). The web calls them through the zod-free references of content-refs.ts (the
// header, footer and every page's texts load first).

const langParam = z.string().max(10).optional();
const pageSlugParam = z.string().min(1).max(120).regex(/^[a-z0-9-]+$/, 'A page slug has lower-case letters, digits and hyphens');
const listParams = z.object({ lang: langParam });
const articleParams = z.object({ slug: contentSlugSchema, lang: langParam });

const contentCall = { audience: 'public', tags: ['content'] } as const;

export const contentRoutes = {
  languages: defineRoute({ ...contentCall, method: 'GET', path: '/languages', summary: 'Languages the shop offers', response: languagesResponseSchema, errors: [] }),
  navigations: defineRoute({
    ...contentCall,
    method: 'GET',
    path: '/navigations/:menu/:lang?',
    summary: 'Header or footer navigation in a language',
    params: z.object({ menu: navigationMenuSchema, lang: langParam }),
    response: navigationsResponseSchema,
    errors: [400],
  }),
  page: defineRoute({
    ...contentCall,
    method: 'GET',
    path: '/page/:slug/:lang?',
    summary: 'A content page (FAQ, legal pages, home blocks, footer address...)',
    params: z.object({ slug: pageSlugParam, lang: langParam }),
    response: pageResponseSchema,
    errors: [400, 404],
  }),
  pressReleases: defineRoute({
    ...contentCall,
    method: 'GET',
    path: '/press-releases-list/:lang?',
    summary: 'Published press releases, newest first',
    params: listParams,
    response: pressReleasesListResponseSchema,
    errors: [400],
  }),
  pressRelease: defineRoute({
    ...contentCall,
    method: 'GET',
    path: '/press-releases-details/:slug/:lang?',
    summary: 'One press release with its content',
    params: articleParams,
    response: pressReleaseDetailsResponseSchema,
    errors: [400, 404],
  }),
  blogs: defineRoute({
    ...contentCall,
    method: 'GET',
    path: '/blog-list/:lang?',
    summary: 'Published blog posts, newest first',
    params: listParams,
    response: blogListResponseSchema,
    errors: [400],
  }),
  blog: defineRoute({
    ...contentCall,
    method: 'GET',
    path: '/blog-details/:slug/:lang?',
    summary: 'One blog post with its content',
    params: articleParams,
    response: blogDetailsResponseSchema,
    errors: [400, 404],
  }),
  teamMembers: defineRoute({
    ...contentCall,
    method: 'GET',
    path: '/team-members/:lang?',
    summary: 'The company team shown on the team page',
    params: listParams,
    response: teamMembersResponseSchema,
    errors: [400],
  }),
  testimonials: defineRoute({
    ...contentCall,
    method: 'GET',
    path: '/testimonials/:lang?',
    summary: 'Expert (athlete) testimonials',
    params: listParams,
    response: testimonialsResponseSchema,
    errors: [400],
  }),
  translateAny: defineRoute({
    ...contentCall,
    method: 'POST',
    path: '/translateany',
    summary: 'Translate a map of English texts into a language',
    body: translateRequestSchema,
    response: translateResponseSchema,
    errors: [400, 413],
  }),
  newsletter: defineRoute({
    ...contentCall,
    method: 'POST',
    path: '/newsletter',
    summary: 'Subscribe an e-mail address to the newsletter, with marketing consent',
    body: newsletterSignupRequestSchema,
    response: messageResponseSchema,
    errors: [400],
  }),
  newsletterUnsubscribe: defineRoute({
    ...contentCall,
    method: 'POST',
    path: '/newsletter/unsubscribe',
    summary: 'Unsubscribe with the token from a newsletter link',
    body: newsletterUnsubscribeRequestSchema,
    response: messageResponseSchema,
    errors: [400, 404],
  }),
};
