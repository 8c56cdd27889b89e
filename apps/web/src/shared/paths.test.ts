import { describe, expect, it } from 'vitest';
import { paths } from './paths';

describe('paths', () => {
  it('builds public pages at the root without a referral link name', () => {
    expect(paths.home()).toBe('/');
    expect(paths.product()).toBe('/product');
    expect(paths.showDetails(12)).toBe('/product/show/12');
    expect(paths.checkout()).toBe('/checkout');
    expect(paths.signin()).toBe('/signin');
    expect(paths.joinTeam()).toBe('/join-team');
    expect(paths.paymentShippingUpdate()).toBe('/payment/shipping-update');
  });

  it('prefixes public pages with the referral link name', () => {
    expect(paths.home('alice')).toBe('/alice');
    expect(paths.product('alice')).toBe('/alice/product');
    expect(paths.showDetails('whey-complex', 'alice')).toBe('/alice/product/show/whey-complex');
    expect(paths.checkout('alice')).toBe('/alice/checkout');
    expect(paths.paymentFailed('alice')).toBe('/alice/payment/failed');
    expect(paths.blogDetails('spring', 'alice')).toBe('/alice/blog-details/spring');
    expect(paths.visitingCard()).toBe('/visiting-card');
    expect(paths.visitingCard('alice')).toBe('/alice/visiting-card');
  });

  it('puts member pages under /user, or under the referral prefix instead', () => {
    expect(paths.dashboard()).toBe('/user/dashboard');
    expect(paths.dashboard('alice')).toBe('/alice/dashboard');
    expect(paths.dashboardUser('alice')).toBe('/alice/dashboard');
    expect(paths.ordersDetails(7)).toBe('/user/order/7');
    expect(paths.messageListDetails(3, 'bob')).toBe('/bob/message-details/3');
    expect(paths.userCustomerOrderListing()).toBe('/user/customer-order-history');
  });

  it('links CMS pages as /pages/{slug}, or /{sluguser}/{slug} under a referral link', () => {
    expect(paths.cmsPage('about-us')).toBe('/pages/about-us');
    expect(paths.cmsPage('about-us', 'alice')).toBe('/alice/about-us');
    expect(paths.cmsPageUser('alice', 'terms')).toBe('/alice/terms');
  });

  it('treats an empty link name as none', () => {
    expect(paths.product('')).toBe('/product');
    expect(paths.dashboard(null)).toBe('/user/dashboard');
  });

  it('encodes values so that they stay one path segment', () => {
    expect(paths.showDetails('a/b')).toBe('/product/show/a%2Fb');
    expect(paths.product('jo ann')).toBe('/jo%20ann/product');
  });

  it('keeps the admin and legacy pages at their fixed paths', () => {
    expect(paths.editProduct(5)).toBe('/user/product/5');
    expect(paths.editCategory(2)).toBe('/user/category/2');
    expect(paths.listProducts(2)).toBe('/category/show/2');
    expect(paths.orderItems(9)).toBe('/order/9');
    expect(paths.ambassadorDashboard()).toBe('/ambassador/dashboard');
  });
});
