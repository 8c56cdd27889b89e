import { lazyPage } from './lazy-page';

// The shop's pages: every page is its own chunk, loaded on first visit, so the first download
// stays small. The root layout wraps its outlet in Suspense. The back office's and the admin's
// pages are in office/office-pages.ts and admin/admin-pages.ts.

export const HomePage = lazyPage(() => import('./home/home-page').then((module) => module.HomePage));
export const CmsPageRoute = lazyPage(() => import('../../features/content/components/cms-page').then((module) => module.CmsPageRoute));
export const ReferralParamPage = lazyPage(() => import('./referral-param-page').then((module) => module.ReferralParamPage));
export const NotFoundPage = lazyPage(() => import('./not-found-page').then((module) => module.NotFoundPage));
export const ProductListPage = lazyPage(() => import('./catalogue/product-list-routes').then((module) => module.ProductListRoute));
export const ShowDetailsPage = lazyPage(() => import('./catalogue/show-details-route').then((module) => module.ShowDetailsRoute));
export const ProductDetails = lazyPage(() => import('./catalogue/show-details-route').then((module) => module.ProductDetailsRoute));
export const CategoryListPage = lazyPage(() => import('../../features/catalogue/routes/category-list-page').then((module) => module.CategoryListPage));
export const ListProductsPage = lazyPage(() => import('./catalogue/product-list-routes').then((module) => module.ListProductsRoute));
export const FaqPage = lazyPage(() => import('./content/fixed-content-pages').then((module) => module.FaqPage));
export const TestimonialsPage = lazyPage(() => import('./content/fixed-content-pages').then((module) => module.TestimonialsPage));
export const ThankYouPage = lazyPage(() => import('./content/fixed-content-pages').then((module) => module.ThankYouPage));
export const PressReleasesPage = lazyPage(() => import('../../features/content/components/press-releases-page').then((module) => module.PressReleasesPage));
export const PressReleasePage = lazyPage(() => import('../../features/content/components/press-release-page').then((module) => module.PressReleasePage));
export const BlogsPage = lazyPage(() => import('../../features/content/components/blogs-page').then((module) => module.BlogsPage));
export const BlogPage = lazyPage(() => import('../../features/content/components/blog-page').then((module) => module.BlogPage));
export const NewsletterUnsubscribePage = lazyPage(() => import('../../features/content/components/newsletter-unsubscribe').then((module) => module.NewsletterUnsubscribe));
export const GalleryPage = lazyPage(() => import('../../features/media/components/gallery-page').then((module) => module.GalleryPage));
export const AddImagePage = lazyPage(() => import('../../features/media/components/add-image-page').then((module) => module.AddImagePage));
export const CartPage = lazyPage(() => import('./cart/cart-route').then((module) => module.CartRoute));
export const WishlistPage = lazyPage(() => import('../../features/wishlist/components/wishlist-page').then((module) => module.WishlistPage));

// Accounts
export const SigninPage = lazyPage(() => import('../../features/accounts/components/signin-page').then((module) => module.SigninPage));
export const SignupPage = lazyPage(() => import('../../features/accounts/components/signup/signup-screen').then((module) => module.SignupPage));
export const SignupAmbassadorPage = lazyPage(() => import('../../features/accounts/components/signup/signup-screen').then((module) => module.SignupAmbassadorPage));
export const SignupScholarPage = lazyPage(() => import('./accounts/signup-scholar-page').then((module) => module.SignupScholarPage));
export const JoinTeamPage = lazyPage(() => import('../../features/accounts/components/join-team-page').then((module) => module.JoinTeamPage));
export const SignupSuccessPage = lazyPage(() => import('../../features/accounts/components/signup-success-page').then((module) => module.SignupSuccessPage));
export const ForgetPasswordPage = lazyPage(() => import('../../features/accounts/components/forget-password-page').then((module) => module.ForgetPasswordPage));
export const ResetPasswordPage = lazyPage(() => import('../../features/accounts/components/reset-password-page').then((module) => module.ResetPasswordPage));

// Checkout, payments and orders
export const CheckoutPage = lazyPage(() => import('./checkout/checkout-route').then((module) => module.CheckoutRoute));
export const PaymentSuccessPage = lazyPage(() => import('./checkout/payment-routes').then((module) => module.PaymentSuccessRoute));
export const PaymentFailedPage = lazyPage(() => import('./checkout/payment-routes').then((module) => module.PaymentFailedRoute));
export const ShippingUpdatePage = lazyPage(() => import('./checkout/payment-routes').then((module) => module.ShippingUpdateRoute));
export const OrdersPage = lazyPage(() => import('../../features/orders/components/orders-page').then((module) => module.OrdersPage));
export const OrderItemsPage = lazyPage(() => import('../../features/orders/components/order-items-page').then((module) => module.OrderItemsPage));
export const IncomeDisclosurePage = lazyPage(() => import('../../features/commissions/components/income-disclosure-page').then((module) => module.IncomeDisclosurePage));

// Messaging
export const NoticeUnsubscribePage = lazyPage(() => import('../../features/messages/components/notice-unsubscribe-page').then((module) => module.NoticeUnsubscribePage));

