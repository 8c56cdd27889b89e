import type { NewsletterSignupRequest } from '@upline/contract/content';
import { contentRefs } from '@upline/contract/content-refs';
import { call } from '../../../shared/api/call';

/**
 * The checkout's 'stay up to date' box (checkout §2, step 4), ticked: the shopper's e-mail joins
 * the newsletter through POST newsletter, with the box's words as the consent record (the server
 * keeps them and sends the welcome once). Fire and forget: the order never waits on it, and a
 * failure is not the shopper's problem.
 */
export function optInToNewsletter(request: Omit<NewsletterSignupRequest, 'consent'>): void {
  void call(contentRefs.newsletter, { body: { ...request, consent: true } }).catch(() => undefined);
}
