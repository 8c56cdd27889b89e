import { contentRefs } from '@upline/contract/content-refs';
import { call } from '../../../shared/api/call';

export interface NewsletterRequest {
  email: string;
  /** Always true: the form cannot be sent without the consent box ticked. */
  consent: true;
  /** The consent sentence exactly as the visitor read it, in their language, kept as evidence. */
  consent_text: string;
  /** The language later newsletters are written in: the one the visitor reads the shop in. */
  language?: string;
}

/** POST newsletter */
export function subscribeNewsletter(request: NewsletterRequest): Promise<{ message?: string }> {
  return call(contentRefs.newsletter, { body: request });
}
