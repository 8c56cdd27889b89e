import { describe, expect, it } from 'vitest';
import type { UserType } from '../session/session-types';
import { memberMenuLink, menuFor } from './member-menu';

/** What a member of the type sees, group by group, as `group: item, item`. */
const menuOf = (userType: UserType | null) => menuFor(userType).map((group) => `${group.key}: ${group.items.map((item) => item.key).join(', ')}`);

// Accounts §2.3, row by row, for each member type (plus Dashboard on top and Change Password
// under Profile for everyone).
describe('the member menu of accounts §2.3', () => {
  it('shows nothing to a guest', () => {
    expect(menuFor(null)).toEqual([]);
  });

  it('gives a customer the profile, orders with Order History, the cart and messaging, nothing of the business', () => {
    expect(menuOf('customer')).toEqual([
      'overview: dashboard',
      'profile: personalInformation, manageAddresses, changePassword',
      'orderManagement: orderListing, orderHistory, viewCart',
      'messaging: inbox, compose',
    ]);
  });

  it('gives an ambassador Order History, earnings, the team, customers and training videos, not Reorder, the business card or the plan', () => {
    expect(menuOf('ambassador')).toEqual([
      'overview: dashboard',
      'profile: personalInformation, manageAddresses, changePassword',
      'orderManagement: orderListing, orderHistory, viewCart',
      'messaging: inbox, compose',
      'commissionEarnings: earningsHistory',
      'myTeam: myAmbassador, myScholar, myTeamOrder, downlineGenealogy',
      'myCustomers: customers, customersOrderHistory',
      'businessTools: trainingVideos',
    ]);
  });

  it('gives a scholar Reorder instead of Order History, and the business card and Membership Payment besides', () => {
    expect(menuOf('scholar')).toEqual([
      'overview: dashboard',
      'profile: personalInformation, manageAddresses, changePassword',
      'orderManagement: orderListing, reorder, viewCart',
      'messaging: inbox, compose',
      'commissionEarnings: earningsHistory',
      'myTeam: myAmbassador, myScholar, myTeamOrder, downlineGenealogy',
      'myCustomers: customers, customersOrderHistory',
      'businessTools: trainingVideos, businessCard, membershipPayment',
    ]);
  });

  it('opens the cart modal from View Cart rather than leading to a page', () => {
    const viewCart = menuFor('customer')
      .flatMap((group) => group.items)
      .find((item) => item.key === 'viewCart');
    expect(viewCart?.kind).toBe('open-cart');
  });

  it.each([
    ['dashboard', '/user/dashboard', '/alice/dashboard'],
    ['personalInformation', '/user/profile', '/alice/profile'],
    ['manageAddresses', '/user/manage-address', '/alice/manage-address'],
    ['changePassword', '/user/change-password', '/alice/change-password'],
    ['orderListing', '/user/orders', '/alice/orders'],
    ['reorder', '/user/re-order', '/alice/re-order'],
    ['orderHistory', '/user/order-history', '/alice/order-history'],
    ['inbox', '/user/message-list', '/alice/message-list'],
    ['compose', '/user/message-compose', '/alice/message-compose'],
    ['earningsHistory', '/user/commission', '/alice/commission'],
    ['myAmbassador', '/user/ambassador', '/alice/ambassador'],
    ['myScholar', '/user/scholar', '/alice/scholar'],
    ['myTeamOrder', '/user/team-orders', '/alice/team-orders'],
    ['downlineGenealogy', '/user/downline-genealogy', '/alice/downline-genealogy'],
    ['customers', '/user/customers', '/alice/customers'],
    ['customersOrderHistory', '/user/customer-order-history', '/alice/customer-order-history'],
    ['businessCard', '/visiting-card', '/alice/visiting-card'],
    ['membershipPayment', '/user/plan', '/alice/plan'],
  ] as const)('leads %s to its member page, under the referral prefix when there is one', (key, plain, referred) => {
    expect(memberMenuLink(key)(null)).toBe(plain);
    expect(memberMenuLink(key)('alice')).toBe(referred);
  });

  it('leads Training Videos to the content page, with or without a referral prefix', () => {
    expect(memberMenuLink('trainingVideos')('alice')).toBe('/page/training-videos');
  });
});
