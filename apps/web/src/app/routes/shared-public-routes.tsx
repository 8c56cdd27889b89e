import type { RouteObject } from 'react-router';
import {
  BlogPage,
  BlogsPage,
  CmsPageRoute,
  FaqPage,
  NewsletterUnsubscribePage,
  NoticeUnsubscribePage,
  PressReleasePage,
  PressReleasesPage,
  ProductListPage,
  ShowDetailsPage,
  TestimonialsPage,
  ThankYouPage,
  ForgetPasswordPage,
  JoinTeamPage,
  IncomeDisclosurePage,
  SigninPage,
  SignupAmbassadorPage,
  SignupPage,
  SignupScholarPage,
  SignupSuccessPage,
  CheckoutPage,
  PaymentFailedPage,
  PaymentSuccessPage,
  ShippingUpdatePage,
} from './lazy-pages';
import { page } from './route-helpers';

/**
 * Public pages that exist both at the root and under the referral prefix (accounts §2.1,
 * checkout §2), as relative paths.
 */
export function sharedPublicRoutes(): RouteObject[] {
  return [
    page('product', ProductListPage, 'product'),
    page('product/show/:id', ShowDetailsPage, 'showDetails'),
    page('testimonials', TestimonialsPage, 'testimonials'),
    page('faq', FaqPage, 'faq'),
    page('press-releases', PressReleasesPage, 'pressReleases'),
    page('press-release-details/:prslug', PressReleasePage, 'pressReleaseDetails'),
    // A press detail is also seen at /page/press-release-details/{slug} (accounts §2.1).
    page('page/press-release-details/:slug', PressReleasePage, 'pressReleaseDetails'),
    page('blogs', BlogsPage, 'blogs'),
    page('blog-details/:blogSlug', BlogPage, 'blogDetails'),
    page('forget-password', ForgetPasswordPage, 'forgetPassword'),
    page('signup', SignupPage, 'signup'),
    page('signup-scholar', SignupScholarPage, 'signupScholar'),
    page('signup-ambassador', SignupAmbassadorPage, 'signupAmbassador'),
    page('signin', SigninPage, 'signin'),
    page('join-team', JoinTeamPage, 'joinTeam'),
    // The income disclosure (compensation plan §9), linked wherever earnings are mentioned.
    page('income-disclosure', IncomeDisclosurePage, 'incomeDisclosure'),
    page('checkout', CheckoutPage, 'checkout'),
    page('payment/success', PaymentSuccessPage, 'paymentSuccess'),
    page('payment/shipping-update', ShippingUpdatePage, 'paymentShippingUpdate'),
    page('payment/failed', PaymentFailedPage, 'paymentFailed'),
    page('thank-you', ThankYouPage, 'thankYou'),
    // CMS pages (CmsPage); slugs with a screen of their own (faq, training-videos...) show it.
    page('pages/:slug', CmsPageRoute),
    page('page/:slug', CmsPageRoute),
    page('newsletter/unsubscribe', NewsletterUnsubscribePage),
    page('message-notices/unsubscribe', NoticeUnsubscribePage),
    page('signup-success', SignupSuccessPage, 'signupSuccess'),
  ];
}
