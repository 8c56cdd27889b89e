import { marketingTagsResponseSchema, trackEventRequestSchema, trackEventResponseSchema } from './analytics.js';
import { defineRoute } from './route.js';

// The shop's analytics calls (checkout §7): the checkout's events and the marketing tags its pages
// load, one descriptor each (route.ts). The web calls them through analytics-refs.ts.

const analyticsCall = { audience: 'public', tags: ['analytics'] } as const;

export const analyticsRoutes = {
  trackEvent: defineRoute({
    ...analyticsCall,
    method: 'POST',
    path: '/analytics/track-event',
    summary: 'Record a checkout event (paypal_error, paypal_cancelled, order_created, order_creation_failed, payment_captured, payment_update_failed)',
    body: trackEventRequestSchema,
    response: trackEventResponseSchema,
    errors: [400, 413, 429],
  }),
  marketingTags: defineRoute({
    ...analyticsCall,
    method: 'GET',
    path: '/analytics/marketing-tags',
    summary: 'The advertising-conversion, session-replay and social-pixel tags the checkout loads (each null unless configured)',
    response: marketingTagsResponseSchema,
    errors: [],
  }),
};
