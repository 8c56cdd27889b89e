import { useLandingOffer } from '../../../features/promotions/hooks/use-landing-offer';

/**
 * Landing mode hides the header's top strip (storefront §2): the page's `?product=<id>` names a
 * product whose landing offer says so. Which products do is offer data (GET offers), never an id
 * in code (ARCHITECTURE §2.3).
 */
export function useLandingMode(): boolean {
  return useLandingOffer()?.hides_header_strip === true;
}
