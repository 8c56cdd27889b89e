import { lazy } from 'react';

// Every page is its own chunk, loaded on first visit, so the first download stays small.
// The root layout and the account layout wrap their outlets in Suspense.

export const HomePage = lazy(() => import('./home/home-page').then((module) => ({ default: module.HomePage })));
export const CmsPageRoute = lazy(() => import('./cms-page').then((module) => ({ default: module.CmsPageRoute })));
export const ReferralParamPage = lazy(() =>
  import('./referral-param-page').then((module) => ({ default: module.ReferralParamPage })),
);
export const PlaceholderPage = lazy(() =>
  import('./placeholder-page').then((module) => ({ default: module.PlaceholderPage })),
);
export const NotFoundPage = lazy(() => import('./not-found-page').then((module) => ({ default: module.NotFoundPage })));
export const ProductListPage = lazy(() =>
  import('./catalogue/product-list-routes').then((module) => ({ default: module.ProductListRoute })),
);
export const ShowDetailsPage = lazy(() =>
  import('./catalogue/show-details-route').then((module) => ({ default: module.ShowDetailsRoute })),
);
export const ProductDetails = lazy(() =>
  import('./catalogue/show-details-route').then((module) => ({ default: module.ProductDetailsRoute })),
);
export const CategoryListPage = lazy(() =>
  import('../../features/catalogue/routes/category-list-page').then((module) => ({ default: module.CategoryListPage })),
);
export const ListProductsPage = lazy(() =>
  import('./catalogue/product-list-routes').then((module) => ({ default: module.ListProductsRoute })),
);
export const FaqPage = lazy(() => import('./content/fixed-content-pages').then((module) => ({ default: module.FaqPage })));
export const TestimonialsPage = lazy(() =>
  import('./content/fixed-content-pages').then((module) => ({ default: module.TestimonialsPage })),
);
export const ThankYouPage = lazy(() =>
  import('./content/fixed-content-pages').then((module) => ({ default: module.ThankYouPage })),
);
export const PressReleasesPage = lazy(() =>
  import('./content/press-releases-page').then((module) => ({ default: module.PressReleasesPage })),
);
export const PressReleasePage = lazy(() =>
  import('./content/press-release-page').then((module) => ({ default: module.PressReleasePage })),
);
export const BlogsPage = lazy(() => import('./content/blogs-page').then((module) => ({ default: module.BlogsPage })));
export const BlogPage = lazy(() => import('./content/blog-page').then((module) => ({ default: module.BlogPage })));
export const NewsletterUnsubscribePage = lazy(() =>
  import('../../features/content/components/newsletter-unsubscribe').then((module) => ({
    default: module.NewsletterUnsubscribe,
  })),
);
export const GalleryPage = lazy(() =>
  import('../../features/media/components/gallery-page').then((module) => ({ default: module.GalleryPage })),
);
export const AddImagePage = lazy(() =>
  import('../../features/media/components/add-image-page').then((module) => ({ default: module.AddImagePage })),
);
export const CartPage = lazy(() => import('./cart/cart-route').then((module) => ({ default: module.CartRoute })));
export const WishlistPage = lazy(() =>
  import('../../features/wishlist/components/wishlist-page').then((module) => ({ default: module.WishlistPage })),
);

// Accounts and subscriptions
export const SigninPage = lazy(() =>
  import('../../features/accounts/components/signin-page').then((module) => ({ default: module.SigninPage })),
);
export const SignupPage = lazy(() =>
  import('../../features/accounts/components/signup/signup-screen').then((module) => ({ default: module.SignupPage })),
);
export const SignupAmbassadorPage = lazy(() =>
  import('../../features/accounts/components/signup/signup-screen').then((module) => ({
    default: module.SignupAmbassadorPage,
  })),
);
export const SignupScholarPage = lazy(() =>
  import('./accounts/signup-scholar-page').then((module) => ({ default: module.SignupScholarPage })),
);
export const JoinTeamPage = lazy(() =>
  import('../../features/accounts/components/join-team-page').then((module) => ({ default: module.JoinTeamPage })),
);
export const SignupSuccessPage = lazy(() =>
  import('../../features/accounts/components/signup-success-page').then((module) => ({ default: module.SignupSuccessPage })),
);
export const ForgetPasswordPage = lazy(() =>
  import('../../features/accounts/components/forget-password-page').then((module) => ({ default: module.ForgetPasswordPage })),
);
export const ResetPasswordPage = lazy(() =>
  import('../../features/accounts/components/reset-password-page').then((module) => ({ default: module.ResetPasswordPage })),
);
export const ProfilePage = lazy(() =>
  import('../../features/accounts/components/profile-page').then((module) => ({ default: module.ProfilePage })),
);
export const ManageAddressesPage = lazy(() =>
  import('../../features/accounts/components/manage-addresses-page').then((module) => ({
    default: module.ManageAddressesPage,
  })),
);
export const ChangePasswordPage = lazy(() =>
  import('../../features/accounts/components/change-password-page').then((module) => ({ default: module.ChangePasswordPage })),
);
export const PlanPage = lazy(() => import('./accounts/plan-page').then((module) => ({ default: module.PlanPage })));
export const VisitingCardPage = lazy(() =>
  import('../../features/accounts/components/business-card/business-card-page').then((module) => ({ default: module.BusinessCardPage })),
);
export const DashboardPage = lazy(() => import('./accounts/dashboard-page').then((module) => ({ default: module.DashboardPage })));

// Checkout, payments and orders
export const CheckoutPage = lazy(() => import('./checkout/checkout-route').then((module) => ({ default: module.CheckoutRoute })));
export const PaymentSuccessPage = lazy(() => import('./checkout/payment-routes').then((module) => ({ default: module.PaymentSuccessRoute })));
export const PaymentFailedPage = lazy(() => import('./checkout/payment-routes').then((module) => ({ default: module.PaymentFailedRoute })));
export const ShippingUpdatePage = lazy(() => import('./checkout/payment-routes').then((module) => ({ default: module.ShippingUpdateRoute })));
export const OrdersPage = lazy(() =>
  import('../../features/orders/components/orders-page').then((module) => ({ default: module.OrdersPage })),
);
export const OrderItemsPage = lazy(() =>
  import('../../features/orders/components/order-items-page').then((module) => ({ default: module.OrderItemsPage })),
);
export const MemberOrdersPage = lazy(() =>
  import('./orders/member-orders-route').then((module) => ({ default: module.MemberOrdersRoute })),
);
export const OrderDetailsPage = lazy(() =>
  import('../../features/orders/components/order-details-page').then((module) => ({ default: module.OrderDetailsPage })),
);
export const IncomeDisclosurePage = lazy(() =>
  import('../../features/commissions/components/income-disclosure-page').then((module) => ({ default: module.IncomeDisclosurePage })),
);
export const EarningsHistoryPage = lazy(() =>
  import('../../features/commissions/components/earnings-history-page').then((module) => ({ default: module.EarningsHistoryPage })),
);
export const OrderHistoryPage = lazy(() =>
  import('../../features/orders/components/order-history-page').then((module) => ({ default: module.OrderHistoryPage })),
);
export const OrderReceiptPage = lazy(() => import('./orders/receipt-route').then((module) => ({ default: module.ReceiptRoute })));
export const ReOrderPage = lazy(() =>
  import('../../features/orders/components/re-order-page').then((module) => ({ default: module.ReOrderPage })),
);
export const StaffCommissionsPage = lazy(() =>
  import('../../features/commissions/components/staff-commissions-page').then((module) => ({ default: module.StaffCommissionsPage })),
);
export const StaffReturnsPage = lazy(() =>
  import('../../features/returns/components/staff-returns-page').then((module) => ({ default: module.StaffReturnsPage })),
);

// Team (My Team, My Customers)
export const MyAmbassadorPage = lazy(() =>
  import('../../features/team/components/team-list-page').then((module) => ({ default: module.MyAmbassadorPage })),
);
export const MyScholarPage = lazy(() =>
  import('../../features/team/components/team-list-page').then((module) => ({ default: module.MyScholarPage })),
);
export const CustomersPage = lazy(() =>
  import('../../features/team/components/team-list-page').then((module) => ({ default: module.CustomersPage })),
);
export const MyTeamOrderPage = lazy(() =>
  import('../../features/team/components/team-orders-page').then((module) => ({ default: module.MyTeamOrderPage })),
);
export const CustomersOrderHistoryPage = lazy(() =>
  import('../../features/team/components/team-orders-page').then((module) => ({ default: module.CustomersOrderHistoryPage })),
);
export const GenealogyPage = lazy(() =>
  import('../../features/team/components/genealogy-page').then((module) => ({ default: module.GenealogyPage })),
);
export const InboxPage = lazy(() =>
  import('../../features/messages/components/inbox-page').then((module) => ({ default: module.InboxPage })),
);
export const MessageDetailsPage = lazy(() =>
  import('../../features/messages/components/message-details-page').then((module) => ({ default: module.MessageDetailsPage })),
);
export const ComposePage = lazy(() =>
  import('../../features/messages/components/compose-page').then((module) => ({ default: module.ComposePage })),
);
export const NoticeUnsubscribePage = lazy(() =>
  import('../../features/messages/components/notice-unsubscribe-page').then((module) => ({ default: module.NoticeUnsubscribePage })),
);

// The staff admin: its layout and pages are chunks of their own, never in the shop's first download.
export const AdminLayout = lazy(() => import('../admin/admin-layout').then((module) => ({ default: module.AdminLayout })));
export const AdminDashboardPage = lazy(() => import('../admin/admin-layout').then((module) => ({ default: module.AdminDashboardPage })));
export const AdminProductsPage = lazy(() =>
  import('../../features/catalogue/admin/admin-products-page').then((module) => ({ default: module.AdminProductsPage })),
);
export const AddProductPage = lazy(() =>
  import('../../features/catalogue/admin/product-editor-page').then((module) => ({ default: module.AddProductPage })),
);
export const EditProductPage = lazy(() =>
  import('../../features/catalogue/admin/product-editor-page').then((module) => ({ default: module.EditProductPage })),
);
export const AdminPromotionsPage = lazy(() =>
  import('../../features/promotions/admin/admin-promotions-page').then((module) => ({ default: module.AdminPromotionsPage })),
);
export const AdminTestimonialsPage = lazy(() =>
  import('../../features/catalogue/admin/testimonials/admin-testimonials-page').then((module) => ({ default: module.AdminTestimonialsPage })),
);
export const AdminMembersPage = lazy(() => import('../../features/team/admin/admin-members-page').then((module) => ({ default: module.AdminMembersPage })));
export const AdminMemberPage = lazy(() => import('../../features/team/admin/admin-member-page').then((module) => ({ default: module.AdminMemberPage })));
export const AdminCategoriesPage = lazy(() =>
  import('../../features/catalogue/admin/admin-categories-page').then((module) => ({ default: module.AdminCategoriesPage })),
);
export const AddCategoryPage = lazy(() =>
  import('../../features/catalogue/admin/category-form-page').then((module) => ({ default: module.AddCategoryPage })),
);
export const EditCategoryPage = lazy(() =>
  import('../../features/catalogue/admin/category-form-page').then((module) => ({ default: module.EditCategoryPage })),
);
export const AutoshipPage = lazy(() =>
  import('../../features/subscriptions/components/autoship-list').then((module) => ({ default: module.AutoshipPage })),
);
export const StaffOrdersPage = lazy(() => import('../../features/orders/admin/staff-orders-page').then((module) => ({ default: module.StaffOrdersPage })));
export const StaffOrderPage = lazy(() => import('../../features/orders/admin/staff-order-page').then((module) => ({ default: module.StaffOrderPage })));
export const StaffAutoshipsPage = lazy(() =>
  import('../../features/subscriptions/admin/staff-autoships-page').then((module) => ({ default: module.StaffAutoshipsPage })),
);
export const StaffAutoshipPage = lazy(() => import('../../features/subscriptions/admin/staff-autoship-page').then((module) => ({ default: module.StaffAutoshipPage })));
export const AdminOutboxPage = lazy(() => import('../admin/outbox-page').then((module) => ({ default: module.AdminOutboxPage })));
export const AdminAuditPage = lazy(() => import('../admin/audit-page').then((module) => ({ default: module.AdminAuditPage })));
export const AdminContentPagesPage = lazy(() =>
  import('../../features/content/admin/admin-pages-page').then((module) => ({ default: module.AdminContentPagesPage })),
);
export const AddContentPagePage = lazy(() => import('../../features/content/admin/page-editor-page').then((module) => ({ default: module.AddContentPagePage })));
export const EditContentPagePage = lazy(() => import('../../features/content/admin/page-editor-page').then((module) => ({ default: module.EditContentPagePage })));
export const AdminArticlesPage = lazy(() => import('../../features/content/admin/admin-articles-page').then((module) => ({ default: module.AdminArticlesPage })));
export const AddArticlePage = lazy(() => import('../../features/content/admin/article-editor-page').then((module) => ({ default: module.AddArticlePage })));
export const EditArticlePage = lazy(() => import('../../features/content/admin/article-editor-page').then((module) => ({ default: module.EditArticlePage })));
export const AdminTranslationsPage = lazy(() => import('../../features/content/admin/translations-page').then((module) => ({ default: module.AdminTranslationsPage })));
export const AdminMenusPage = lazy(() => import('../../features/content/admin/menus-page').then((module) => ({ default: module.AdminMenusPage })));
