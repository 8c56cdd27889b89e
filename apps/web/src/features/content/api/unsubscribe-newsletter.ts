import { contentRefs } from '@upline/contract/content-refs';
import { call } from '../../../shared/api/call';

/** POST newsletter/unsubscribe with the token of the newsletter's link. 404: the link is not valid. */
export function unsubscribeNewsletter(token: string): Promise<{ message?: string }> {
  return call(contentRefs.newsletterUnsubscribe, { body: { token } });
}
