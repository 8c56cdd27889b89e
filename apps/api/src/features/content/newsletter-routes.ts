import type { FastifyInstance } from 'fastify';
import { contentRoutes as calls } from '@upline/contract/content-routes';
import type { AppDeps } from '../../deps.js';
import { notFound } from '../../http/errors.js';
import { registerRoute } from '../../http/route.js';
import { requestLanguages } from './language-queries.js';
import { subscribeToNewsletter, unsubscribeFromNewsletter } from './newsletter-subscriptions.js';
import { sendNewsletterWelcome } from './newsletter-welcome.js';

/** The footer's newsletter box and the unsubscribe link (SF §2, with the consent record). */
export function newsletterRoutes(deps: AppDeps) {
  return async (app: FastifyInstance) => {
    registerRoute(app, calls.newsletter, async (request) => {
      const { lang } = await requestLanguages(deps.db, request.body.language);
      const outcome = await subscribeToNewsletter(
        deps.db,
        { email: request.body.email, consentText: request.body.consent_text, language: lang },
        deps.config.encryptionKey,
        deps.clock.now(),
      );
      if (outcome !== 'already-subscribed') await sendNewsletterWelcome(deps, request.body.email, lang);
      // The same answer whether the address was new or known: the form reveals no subscriber list.
      return { message: 'Thank you for subscribing!' };
    });

    registerRoute(app, calls.newsletterUnsubscribe, async (request) => {
      const isKnown = await unsubscribeFromNewsletter(deps.db, request.body.token, deps.clock.now());
      if (!isKnown) throw notFound('This unsubscribe link is not valid.');
      return { message: 'You have been unsubscribed. You will not receive our newsletter any more.' };
    });
  };
}
