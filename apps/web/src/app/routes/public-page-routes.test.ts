import { QueryClient } from '@tanstack/react-query';
import { describe, expect, it } from 'vitest';
import { matchRoutes, type RouteObject } from 'react-router';
import { AccountLayout } from './office/office-routes';
import {
  ForgetPasswordPage,
  JoinTeamPage,
  PaymentSuccessPage,
  ProductListPage,
  ShippingUpdatePage,
  SignupAmbassadorPage,
  SignupPage,
  SignupSuccessPage,
} from './lazy-pages';
import { ReferralScope } from './referral-scope';
import { routeTable } from './route-table';

const routes = routeTable(new QueryClient());

function resolve(pathname: string) {
  const matches = matchRoutes(routes, pathname) ?? [];
  const element = (route: RouteObject | undefined) => (route?.element as { type?: unknown } | undefined)?.type;
  const leaf = matches.at(-1);
  return {
    leafType: element(leaf?.route),
    title: (leaf?.route.handle as { title?: string } | undefined)?.title,
    params: leaf?.params ?? {},
    layouts: matches.map((match) => element(match.route)),
  };
}

// Accounts §2.1: the public pages at the root, and the same pages under the referral prefix.
const publicPages = [
  ['product', ProductListPage, 'product'],
  ['forget-password', ForgetPasswordPage, 'forgetPassword'],
  ['signup', SignupPage, 'signup'],
  ['signup-ambassador', SignupAmbassadorPage, 'signupAmbassador'],
  ['join-team', JoinTeamPage, 'joinTeam'],
  ['payment/success', PaymentSuccessPage, 'paymentSuccess'],
  ['payment/shipping-update', ShippingUpdatePage, 'paymentShippingUpdate'],
  ['signup-success', SignupSuccessPage, 'signupSuccess'],
] as const;

describe('public pages at the root and under the referral prefix', () => {
  it.each(publicPages)('serves /%s at the root, outside the referral tree and the account layout', (path, Page, title) => {
    const route = resolve(`/${path}`);
    expect(route.leafType).toBe(Page);
    expect(route.title).toBe(title);
    expect(route.layouts).not.toContain(ReferralScope);
    expect(route.layouts).not.toContain(AccountLayout);
  });

  it.each(publicPages)('serves /{sluguser}/%s as the same page in the referral tree, with the link name', (path, Page, title) => {
    const route = resolve(`/alice/${path}`);
    expect(route.leafType).toBe(Page);
    expect(route.title).toBe(title);
    expect(route.layouts).toContain(ReferralScope);
    expect(route.layouts).not.toContain(AccountLayout);
    expect(route.params.sluguser).toBe('alice');
  });
});
