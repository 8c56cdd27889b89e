import { Navigate, useParams, type RouteObject } from 'react-router';
import { paths } from '../../shared/paths';
import { AccountLayout } from '../layout/account/account-layout';
import { RequireSignin } from '../layout/account/require-signin';
import { RootLayout } from '../layout/root-layout';
import {
  AddCategoryPage,
  AddImagePage,
  AddProductPage,
  AdminCategoriesPage,
  AdminDashboardPage,
  AdminLayout,
  AdminMemberPage,
  AdminMembersPage,
  AdminPromotionsPage,
  AdminTestimonialsPage,
  AdminProductsPage,
  CartPage,
  CategoryListPage,
  DashboardPage,
  EditCategoryPage,
  EditProductPage,
  GalleryPage,
  HomePage,
  ListProductsPage,
  NotFoundPage,
  OrderItemsPage,
  OrdersPage,
  ProductListPage,
  ReferralParamPage,
  ResetPasswordPage,
  AdminAuditPage,
  AdminContentPagesPage,
  AdminArticlesPage,
  AdminTranslationsPage,
  AdminMenusPage,
  AddArticlePage,
  EditArticlePage,
  AddContentPagePage,
  EditContentPagePage,
  AdminOutboxPage,
  StaffAutoshipPage,
  StaffAutoshipsPage,
  StaffOrderPage,
  StaffOrdersPage,
  StaffReturnsPage,
  VisitingCardPage,
  StaffCommissionsPage,
  WishlistPage,
} from './lazy-pages';
import { memberRoutes } from './member-routes';
import { ReferralScope } from './referral-scope';
import { RouteError } from './route-error';
import { page } from './route-helpers';
import { sharedPublicRoutes } from './shared-public-routes';

const redirect = (to: string): RouteObject['element'] => <Navigate to={to} replace />;

/** The spec's legacy admin routes with an id lead to the admin page of the same id. */
function RedirectWithId({ to }: { to: (id: string) => string }) {
  const { id = '' } = useParams();
  return <Navigate to={to(id)} replace />;
}

/**
 * The whole route table of accounts §2.1, storefront §2 and checkout §2. Static segments rank
 * above dynamic ones, so `/product` is the product list and `/{sluguser}` only catches the rest.
 */
export function routeTable(): RouteObject[] {
  return [
    {
      element: <RootLayout />,
      errorElement: <RouteError />,
      children: [
        page(null, HomePage),
        page('test/home', HomePage),
        ...sharedPublicRoutes(),

        // Storefront and checkout pages without a referral variant
        page('category', CategoryListPage, 'category'),
        page('category/show/:id', ListProductsPage, 'listProducts'),
        // The cart page works on the browser's cart, so guests reach it too (docs/spec-deviations.md).
        page('cart', CartPage, 'cart'),
        page('order', OrdersPage, 'order'),
        page('order/:id', OrderItemsPage, 'orderItems'),
        page('user/product', ProductListPage, 'product'),
        {
          element: <RequireSignin />,
          errorElement: <RouteError />,
          children: [
            page('wishlist', WishlistPage, 'wishlist'),
            page('user/gallery', GalleryPage, 'gallery'),
            page('user/gallery/add', AddImagePage, 'addImage'),
          ],
        },
        // The spec's admin routes lead into the admin (accounts §2.1, storefront §2).
        { path: 'user/product/add', element: redirect(paths.adminAddProduct()) },
        { path: 'user/product/:id', element: <RedirectWithId to={paths.adminEditProduct} /> },
        { path: 'user/category', element: redirect(paths.adminCategories()) },
        { path: 'user/category/add', element: redirect(paths.adminAddCategory()) },
        { path: 'user/category/:id', element: <RedirectWithId to={paths.adminEditCategory} /> },

        // The staff admin: its own layout and chunk; signed-out visitors go to Signin, members see 'Staff only'.
        {
          path: 'admin',
          element: <AdminLayout />,
          errorElement: <RouteError />,
          children: [
            page(null, AdminDashboardPage),
            page('products', AdminProductsPage, 'adminProduct'),
            page('products/add', AddProductPage, 'adminProduct'),
            page('products/:id', EditProductPage, 'editProduct'),
            page('categories', AdminCategoriesPage, 'adminCategory'),
            page('categories/add', AddCategoryPage, 'addCategory'),
            page('categories/:id', EditCategoryPage, 'editCategory'),
            page('orders', StaffOrdersPage),
            page('orders/:id', StaffOrderPage),
            page('subscriptions', StaffAutoshipsPage),
            page('subscriptions/:id', StaffAutoshipPage),
            page('outbox', AdminOutboxPage),
            page('audit', AdminAuditPage),
            page('returns', StaffReturnsPage, 'staffReturns'),
            page('commissions', StaffCommissionsPage, 'staffCommissions'),
            page('members', AdminMembersPage, 'adminMembers'),
            page('members/:id', AdminMemberPage, 'adminMember'),
            page('promotions', AdminPromotionsPage, 'adminPromotions'),
            page('testimonials', AdminTestimonialsPage, 'adminTestimonials'),
            page('content', AdminContentPagesPage),
            page('content/pages/add', AddContentPagePage),
            page('content/pages/:id', EditContentPagePage),
            page('content/translations', AdminTranslationsPage),
            page('content/menus', AdminMenusPage),
            page('content/articles/:kind', AdminArticlesPage),
            page('content/articles/:kind/add', AddArticlePage),
            page('content/articles/:kind/:id', EditArticlePage),
          ],
        },

        // Content pages: /pages/{slug}, /page/{slug} (FAQ, testimonials, press room, training
        // videos, compensation plan... by slug) and the press and blog pages are shared public routes.
        { path: 'about-us', element: redirect(paths.cmsPage('about-us')) },

        // The e-mailed password reset link (/reset-password#token=...); the token stays in the fragment.
        page('reset-password', ResetPasswordPage),

        // The member area
        {
          path: 'user',
          element: <AccountLayout />,
          errorElement: <RouteError />,
          children: [{ index: true, element: redirect(paths.dashboard()) }, ...memberRoutes()],
        },
        {
          element: <AccountLayout />,
          errorElement: <RouteError />,
          // The business card is a scholar tool of the side menu (accounts §2.3).
          children: [page('visiting-card', VisitingCardPage, 'visitingCard')],
        },
        {
          path: 'ambassador',
          element: <AccountLayout />,
          errorElement: <RouteError />,
          children: [{ index: true, element: redirect(paths.ambassadorDashboard()) }, page('dashboard', DashboardPage, 'dashboard')],
        },

        // The referral tree: /{sluguser} and its children
        {
          path: ':sluguser',
          element: <ReferralScope />,
          errorElement: <RouteError />,
          children: [
            page(null, HomePage),
            ...sharedPublicRoutes(),
            {
              element: <AccountLayout />,
              errorElement: <RouteError />,
              children: [...memberRoutes(), page('visiting-card', VisitingCardPage, 'visitingCard')],
            },
            page('cart', CartPage, 'cart'),
            { element: <RequireSignin />, errorElement: <RouteError />, children: [page('wishlist', WishlistPage, 'wishlist')] },
            // A numeric id is a product's detail page, anything else a CMS page.
            page(':param', ReferralParamPage),
          ],
        },

        page('*', NotFoundPage, 'notFound'),
      ],
    },
  ];
}
