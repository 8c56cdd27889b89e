import type { FastifyInstance, FastifyRequest } from 'fastify';
import { analyticsRoutes as calls } from '@upline/contract/analytics-routes';
import type { AppDeps } from '../../deps.js';
import { registerRoute } from '../../http/route.js';
import { readVisitorId } from '../promotions/visitor-cookie.js';
import { marketingTagsAnswer } from './marketing-tags.js';
import { trackEvent } from './track-event.js';

/** A browser sends a handful of these per checkout; more is a script. */
const EVENTS_PER_MINUTE = 60;
const MAX_BODY_BYTES = 8_192;

function pathOf(request: FastifyRequest, page: unknown): string | null {
  if (typeof page === 'string' && page.startsWith('/')) return page.slice(0, 300);
  const referer = request.headers.referer;
  if (!referer) return null;
  try {
    return new URL(referer).pathname.slice(0, 300);
  } catch {
    return null;
  }
}

/**
 * POST analytics/track-event (checkout §7): the checkout's events, stored first-party. Bounded
 * (8 KB, 30 fields, 60 a minute per address) and never in the shopper's way: a storage failure
 * is logged and still answered 200, since the page ignores the answer anyway.
 */
export function analyticsRoutes(deps: AppDeps) {
  return async (app: FastifyInstance) => {
    const limits = { bodyLimit: MAX_BODY_BYTES, config: { rateLimit: { max: EVENTS_PER_MINUTE, timeWindow: '1 minute' } } };
    registerRoute(app, calls.trackEvent, async (request) => {
      const { event_name, event_data } = request.body;
      try {
        await trackEvent(deps.db, {
          name: event_name,
          data: event_data,
          userId: request.currentUser?.id ?? null,
          visitorKey: readVisitorId(request),
          path: pathOf(request, event_data?.page),
          now: deps.clock.now(),
        });
      } catch (err) {
        request.log.warn({ err, event: event_name }, 'analytics event not stored');
      }
      return { success: true as const };
    }, limits);

    const tags = marketingTagsAnswer(deps.config.marketing);
    registerRoute(app, calls.marketingTags, async (_request, reply) => {
      reply.header('cache-control', 'public, max-age=300');
      return tags;
    });
  };
}
