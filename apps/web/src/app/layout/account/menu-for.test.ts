import { describe, expect, it } from 'vitest';
import type { UserType } from '../../../shared/session/session-types';
import { menuFor, type MenuItemKey } from './menu-for';

const itemsOf = (userType: UserType | null) => menuFor(userType).flatMap((group) => group.items.map((item) => item.key));
const groupsOf = (userType: UserType | null) => menuFor(userType).map((group) => group.key);

describe('menuFor', () => {
  it('shows nothing to a guest', () => {
    expect(menuFor(null)).toEqual([]);
  });

  it('gives every member the profile, orders, cart and messaging items', () => {
    const common: MenuItemKey[] = ['personalInformation', 'manageAddresses', 'changePassword', 'orderListing', 'viewCart', 'inbox', 'compose'];
    for (const type of ['customer', 'ambassador', 'scholar'] as const) expect(itemsOf(type)).toEqual(expect.arrayContaining(common));
  });

  it('shows Reorder to scholars only and Order History to ambassadors and customers', () => {
    expect(itemsOf('scholar')).toContain('reorder');
    expect(itemsOf('scholar')).not.toContain('orderHistory');
    expect(itemsOf('ambassador')).toContain('orderHistory');
    expect(itemsOf('ambassador')).not.toContain('reorder');
    expect(itemsOf('customer')).toContain('orderHistory');
    expect(itemsOf('customer')).not.toContain('reorder');
  });

  it('gives commissions, team, customers and training videos to ambassadors and scholars, not customers', () => {
    const builderItems: MenuItemKey[] = [
      'earningsHistory',
      'myAmbassador',
      'myScholar',
      'myTeamOrder',
      'downlineGenealogy',
      'customers',
      'customersOrderHistory',
      'trainingVideos',
    ];
    expect(itemsOf('ambassador')).toEqual(expect.arrayContaining(builderItems));
    expect(itemsOf('scholar')).toEqual(expect.arrayContaining(builderItems));
    for (const item of builderItems) expect(itemsOf('customer')).not.toContain(item);
  });

  it('gives Business Card and Membership Payment to scholars only', () => {
    expect(itemsOf('scholar')).toEqual(expect.arrayContaining(['businessCard', 'membershipPayment']));
    expect(itemsOf('ambassador')).not.toContain('businessCard');
    expect(itemsOf('ambassador')).not.toContain('membershipPayment');
    expect(itemsOf('customer')).not.toContain('membershipPayment');
  });

  it('drops groups left empty for the member type', () => {
    expect(groupsOf('customer')).toEqual(['overview', 'profile', 'orderManagement', 'messaging']);
    expect(groupsOf('scholar')).toContain('myTeam');
  });

  it('links member pages under the referral prefix when one is given', () => {
    const orders = menuFor('customer')
      .flatMap((group) => group.items)
      .find((item) => item.key === 'orderListing');
    expect(orders?.kind).toBe('link');
    if (orders?.kind === 'link') {
      expect(orders.to(null)).toBe('/user/orders');
      expect(orders.to('alice')).toBe('/alice/orders');
    }
  });
});
