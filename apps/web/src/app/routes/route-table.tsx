import type { QueryClient } from '@tanstack/react-query';
import { Navigate, useParams, type RouteObject } from 'react-router';
import { paths } from '../../shared/paths';
import { RequireSignin } from '../layout/account/require-signin';
import { RootLayout } from '../layout/root-layout';
import {
  CartPage,
  CategoryListPage,
  AddImagePage,
  GalleryPage,
  HomePage,
  ListProductsPage,
  NotFoundPage,
  OrderItemsPage,
  OrdersPage,
  ProductListPage,
  ReferralParamPage,
  ResetPasswordPage,
  WishlistPage,
} from './lazy-pages';
import { adminRoutes } from './admin/admin-routes';
import { AccountLayout, businessCardRoute, memberPageRoutes, officeRoutes } from './office/office-routes';
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
 * The back office's and the admin's pages start their queries in `client` (app/routes/office,
 * app/routes/admin).
 */
export function routeTable(client: QueryClient): RouteObject[] {
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

        // The staff admin (the admin audience): its own layout and chunk; signed-out visitors go to Signin, members see 'Staff only'.
        adminRoutes(client),

        // Content pages: /pages/{slug}, /page/{slug} (FAQ, testimonials, press room, training
        // videos, compensation plan... by slug) and the press and blog pages are shared public routes.
        { path: 'about-us', element: redirect(paths.cmsPage('about-us')) },

        // The e-mailed password reset link (/reset-password#token=...); the token stays in the fragment.
        page('reset-password', ResetPasswordPage),

        // The back office (the office audience): /user/*, /visiting-card and /ambassador in the account layout.
        ...officeRoutes(client),

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
              children: [...memberPageRoutes(client), businessCardRoute(client)],
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
