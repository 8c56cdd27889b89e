import { Navigate, type RouteObject } from 'react-router';
import { paths } from '../../shared/paths';
import { AccountLayout } from '../layout/account/account-layout';
import { RequireSignin } from '../layout/account/require-signin';
import { RootLayout } from '../layout/root-layout';
import {
  AddImagePage,
  CartPage,
  CategoryListPage,
  DashboardPage,
  GalleryPage,
  HomePage,
  ListProductsPage,
  NotFoundPage,
  OrderItemsPage,
  OrdersPage,
  ProductListPage,
  ReferralParamPage,
  ResetPasswordPage,
  StaffReturnsPage,
  VisitingCardPage,
  StaffCommissionsPage,
  WishlistPage,
} from './lazy-pages';
import { memberRoutes } from './member-routes';
import { ReferralScope } from './referral-scope';
import { RouteError } from './route-error';
import { page, soon } from './route-helpers';
import { sharedPublicRoutes } from './shared-public-routes';

const redirect = (to: string): RouteObject['element'] => <Navigate to={to} replace />;

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
            soon('user/product/add', 'adminProduct'),
            soon('user/product/:id', 'editProduct'),
            soon('user/category', 'adminCategory'),
            soon('user/category/add', 'addCategory'),
            soon('user/category/:id', 'editCategory'),
            page('admin/returns', StaffReturnsPage, 'staffReturns'),
            page('admin/commissions', StaffCommissionsPage, 'staffCommissions'),
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
