import type { RouteObject } from 'react-router';
import { soon } from './route-helpers';

/**
 * Public pages that exist both at the root and under the referral prefix (accounts §2.1,
 * checkout §2), as relative paths.
 */
export function sharedPublicRoutes(): RouteObject[] {
  return [
    soon('product', 'product'),
    soon('product/show/:id', 'showDetails'),
    soon('testimonials', 'testimonials'),
    soon('faq', 'faq'),
    soon('press-releases', 'pressReleases'),
    soon('press-release-details/:prslug', 'pressReleaseDetails'),
    soon('blogs', 'blogs'),
    soon('blog-details/:blogSlug', 'blogDetails'),
    soon('forget-password', 'forgetPassword'),
    soon('signup', 'signup'),
    soon('signup-scholar', 'signupScholar'),
    soon('signup-ambassador', 'signupAmbassador'),
    soon('signin', 'signin'),
    soon('join-team', 'joinTeam'),
    soon('checkout', 'checkout'),
    soon('payment/success', 'paymentSuccess'),
    soon('payment/shipping-update', 'paymentShippingUpdate'),
    soon('payment/failed', 'paymentFailed'),
    soon('thank-you', 'thankYou'),
    soon('signup-success', 'signupSuccess'),
  ];
}
