import { QueryClient } from '@tanstack/react-query';
import { describe, expect, it } from 'vitest';
import { matchRoutes, type RouteObject } from 'react-router';
import { AccountLayout } from './office/office-routes';
import { RequireSignin } from '../layout/account/require-signin';
import { CmsPageRoute, HomePage, NoticeUnsubscribePage, NotFoundPage, ReferralParamPage } from './lazy-pages';
import {
  loadAddCategoryPage,
  loadAddProductPage,
  loadAdminCategoriesPage,
  loadAdminProductsPage,
  adminPages,
  loadEditCategoryPage,
  loadEditProductPage,
  loadStaffReturnsPage,
} from './admin/admin-pages';
import { AdminLayout } from './admin/admin-routes';
import type { AudienceRouteHandle } from './lazy-route';
import {
  loadBusinessCardPage,
  loadComposePage,
  loadCustomersOrderHistoryPage,
  loadCustomersPage,
  loadGenealogyPage,
  loadInboxPage,
  loadMemberOrdersPage,
  loadMessageDetailsPage,
  loadMyAmbassadorPage,
  loadMyScholarPage,
  loadMyTeamOrderPage,
  loadOrderDetailsPage,
  loadOrderHistoryPage,
  loadOrderReceiptPage,
  loadReOrderPage,
  officePages,
} from './office/office-pages';
import { ReferralScope } from './referral-scope';
import { routeTable } from './route-table';

const routes = routeTable(new QueryClient());

function resolve(pathname: string) {
  const matches = matchRoutes(routes, pathname) ?? [];
  const leaf = matches.at(-1);
  const element = (route: RouteObject | undefined) => (route?.element as { type?: unknown } | undefined)?.type;
  // An audience's route names its page in its handle; the page is in the audience's module.
  const handle = leaf?.route.handle as Partial<AudienceRouteHandle> | undefined;
  const audiencePage = handle?.audience && handle.page !== undefined ? { admin: adminPages, office: officePages }[handle.audience].pages[handle.page] : undefined;
  return {
    leafType: audiencePage ?? element(leaf?.route),
    title: (leaf?.route.handle as { title?: string } | undefined)?.title,
    params: leaf?.params ?? {},
    layouts: matches.map((match) => element(match.route)),
  };
}

describe('route table', () => {
  it('serves Home at / and /test/home', () => {
    expect(resolve('/').leafType).toBe(HomePage);
    expect(resolve('/test/home').leafType).toBe(HomePage);
  });

  it.each([
    ['/product', 'product'],
    ['/product/show/12', 'showDetails'],
    ['/checkout', 'checkout'],
    ['/payment/success', 'paymentSuccess'],
    ['/payment/shipping-update', 'paymentShippingUpdate'],
    ['/payment/failed', 'paymentFailed'],
    ['/order', 'order'],
    ['/order/5', 'orderItems'],
    ['/signup-scholar', 'signupScholar'],
    ['/forget-password', 'forgetPassword'],
    ['/press-release-details/launch', 'pressReleaseDetails'],
    ['/blog-details/spring', 'blogDetails'],
    ['/category/show/3', 'listProducts'],
    ['/user/product', 'product'],
    ['/signup-success', 'signupSuccess'],
    ['/cart', 'cart'],
    ['/alice/cart', 'cart'],
    ['/income-disclosure', 'incomeDisclosure'],
    ['/alice/income-disclosure', 'incomeDisclosure'],
  ])('routes the public page %s', (path, title) => {
    const route = resolve(path);
    expect(route.title).toBe(title);
    expect(route.layouts).not.toContain(AccountLayout);
  });

  it.each([
    ['/wishlist', 'wishlist'],
    ['/alice/wishlist', 'wishlist'],
    ['/user/gallery', 'gallery'],
    ['/user/gallery/add', 'addImage'],
  ])('asks for a sign-in on %s', (path, title) => {
    const route = resolve(path);
    expect(route.title).toBe(title);
    expect(route.layouts).toContain(RequireSignin);
  });

  it.each([
    ['/admin/products', 'adminProduct', loadAdminProductsPage],
    ['/admin/products/add', 'adminProduct', loadAddProductPage],
    ['/admin/products/8', 'editProduct', loadEditProductPage],
    ['/admin/categories', 'adminCategory', loadAdminCategoriesPage],
    ['/admin/categories/add', 'addCategory', loadAddCategoryPage],
    ['/admin/categories/2', 'editCategory', loadEditCategoryPage],
    ['/admin/returns', 'staffReturns', loadStaffReturnsPage],
  ])('puts the staff page %s in the admin layout (its own chunk), never the account layout', (path, title, page) => {
    const route = resolve(path);
    expect(route.title).toBe(title);
    expect(route.leafType).toBe(page);
    expect(route.layouts).toContain(AdminLayout);
    expect(route.layouts).not.toContain(AccountLayout);
  });

  it.each([
    ['/user/product/add', '/admin/products/add'],
    ['/user/product/8', '/admin/products/8'],
    ['/user/category', '/admin/categories'],
    ['/user/category/add', '/admin/categories/add'],
    ['/user/category/2', '/admin/categories/2'],
  ])("leads the spec's admin route %s into the admin (%s)", (path, target) => {
    const matches = matchRoutes(routes, path) ?? [];
    const element = matches.at(-1)?.route.element as { props?: { to?: unknown } } | undefined;
    const to = element?.props?.to;
    expect(typeof to === 'function' ? (to as (id: string) => string)(matches.at(-1)!.params.id ?? '') : to).toBe(target);
  });

  it.each([
    ['/user/dashboard', 'dashboard'],
    ['/user/order/9', 'ordersDetails'],
    ['/user/message-details/4', 'messageDetails'],
    ['/user/plan', 'plan'],
    ['/ambassador/dashboard', 'dashboard'],
    ['/alice/dashboard', 'dashboard'],
    ['/alice/re-order', 'reOrder'],
    ['/user/orders', 'orders'],
    ['/user/order-history', 'orderHistory'],
    ['/user/order/9/receipt', 'orderReceipt'],
    ['/alice/order/9', 'ordersDetails'],
    ['/alice/order/9/receipt', 'orderReceipt'],
    ['/alice/ambassador', 'ambassador'],
    ['/visiting-card', 'visitingCard'],
    ['/alice/visiting-card', 'visitingCard'],
  ])('puts the member page %s in the account layout', (path, title) => {
    const route = resolve(path);
    expect(route.title).toBe(title);
    expect(route.layouts).toContain(AccountLayout);
  });

  it("opens the back office's orders pages, not placeholders", () => {
    expect(resolve('/user/orders').leafType).toBe(loadMemberOrdersPage);
    expect(resolve('/alice/order/9').leafType).toBe(loadOrderDetailsPage);
    expect(resolve('/alice/order/9').params.id).toBe('9');
    expect(resolve('/user/order-history').leafType).toBe(loadOrderHistoryPage);
    expect(resolve('/user/order/9/receipt').leafType).toBe(loadOrderReceiptPage);
    expect(resolve('/user/re-order').leafType).toBe(loadReOrderPage);
    expect(resolve('/visiting-card').leafType).toBe(loadBusinessCardPage);
    expect(resolve('/alice/visiting-card').leafType).toBe(loadBusinessCardPage);
  });

  it("opens the back office's team pages, not placeholders, under /user and the referral prefix", () => {
    expect(resolve('/user/downline-genealogy').leafType).toBe(loadGenealogyPage);
    expect(resolve('/alice/downline-genealogy').leafType).toBe(loadGenealogyPage);
    expect(resolve('/user/ambassador').leafType).toBe(loadMyAmbassadorPage);
    expect(resolve('/alice/scholar').leafType).toBe(loadMyScholarPage);
    expect(resolve('/user/customers').leafType).toBe(loadCustomersPage);
    expect(resolve('/alice/team-orders').leafType).toBe(loadMyTeamOrderPage);
    expect(resolve('/user/customer-order-history').leafType).toBe(loadCustomersOrderHistoryPage);
    expect(resolve('/alice/customer-order-history').layouts).toContain(AccountLayout);
  });

  it("opens the messaging pages, not placeholders, under /user and the referral prefix; the notice unsubscribe page is public", () => {
    expect(resolve('/user/message-list').leafType).toBe(loadInboxPage);
    expect(resolve('/alice/message-details/4').leafType).toBe(loadMessageDetailsPage);
    expect(resolve('/alice/message-details/4').params.id).toBe('4');
    expect(resolve('/user/message-compose').leafType).toBe(loadComposePage);
    expect(resolve('/message-notices/unsubscribe').leafType).toBe(NoticeUnsubscribePage);
    expect(resolve('/message-notices/unsubscribe').layouts).not.toContain(AccountLayout);
  });

  it('serves the referral tree under /{sluguser}', () => {
    const home = resolve('/alice');
    expect(home.leafType).toBe(HomePage);
    expect(home.layouts).toContain(ReferralScope);
    expect(home.params.sluguser).toBe('alice');

    const product = resolve('/alice/product/show/12');
    expect(product.title).toBe('showDetails');
    expect(product.params).toMatchObject({ sluguser: 'alice', id: '12' });
    expect(resolve('/alice/checkout').title).toBe('checkout');
    expect(resolve('/alice/payment/failed').title).toBe('paymentFailed');
  });

  it('sends /{sluguser}/{x} to the page that tells a product id from a CMS slug', () => {
    expect(resolve('/alice/16').leafType).toBe(ReferralParamPage);
    expect(resolve('/alice/about-us').leafType).toBe(ReferralParamPage);
    expect(resolve('/alice/about-us').params.param).toBe('about-us');
  });

  it('serves CMS pages at /pages/{slug} and /page/{slug}', () => {
    expect(resolve('/pages/terms').leafType).toBe(CmsPageRoute);
    expect(resolve('/page/compensation-plan').leafType).toBe(CmsPageRoute);
    expect(resolve('/page/training-videos').params.slug).toBe('training-videos');
  });

  it('prefers the dedicated screens over the referral tree for static paths', () => {
    expect(resolve('/faq').layouts).not.toContain(ReferralScope);
    expect(resolve('/signin').title).toBe('signin');
  });

  it('answers unknown deep paths with the not-found page', () => {
    expect(resolve('/no/such/page/here').leafType).toBe(NotFoundPage);
  });

  it("finds the page of every back-office and admin route in its audience's module, and every page there has a route", () => {
    const audienceRoutes = (list: RouteObject[]): AudienceRouteHandle[] =>
      list.flatMap((route) => [...(route.handle && 'audience' in (route.handle as object) ? [route.handle as AudienceRouteHandle] : []), ...audienceRoutes(route.children ?? [])]);
    const handles = audienceRoutes(routes);
    for (const { audience, page } of handles) expect({ audience, page, found: { admin: adminPages, office: officePages }[audience].pages[page] !== undefined }).toMatchObject({ found: true });
    for (const [name, pages] of [['admin', adminPages], ['office', officePages]] as const) {
      const routed = new Set(handles.filter((handle) => handle.audience === name).map((handle) => handle.page));
      expect(Object.keys(pages.pages).filter((page) => !routed.has(page))).toEqual([]);
      expect(Object.keys(pages.prefetch).filter((page) => !routed.has(page))).toEqual([]);
    }
  });
});
