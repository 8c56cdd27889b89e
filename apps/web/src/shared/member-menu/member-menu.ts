import { paths } from '../paths';
import type { UserType } from '../session/session-types';
import type en from '../i18n/en.json';

export type MenuGroupKey = keyof typeof en.account.groups;
export type MenuItemKey = keyof typeof en.account.items;

export type MenuItem =
  | { key: MenuItemKey; kind: 'link'; to: (sluguser?: string | null) => string }
  | { key: MenuItemKey; kind: 'open-cart' };

export interface MenuGroup {
  key: MenuGroupKey;
  items: MenuItem[];
}

const everyone: readonly UserType[] = ['customer', 'ambassador', 'scholar'];
const builders: readonly UserType[] = ['ambassador', 'scholar'];

/** One entry of the back office's menu: what it is, where it leads, and who sees it. */
export type MemberMenuEntry = MenuItem & { visibleTo: readonly UserType[] };

/**
 * The back office's menu, the one table of accounts §2.3 in its order: groups, entries, the
 * member types that see each ("members" and "all" are every type) and where each leads
 * (`to(sluguser)` keeps the referral prefix). The side menu of every member page and any other
 * place that lists these entries (the header's Hi menu) read it; nothing else lists them.
 * Beyond §2.3's rows, every member also finds Dashboard at the top and Change Password under
 * Profile (AB-2.1.75 in docs/feature-matrix.md).
 */
export const memberMenu: readonly { key: MenuGroupKey; items: readonly MemberMenuEntry[] }[] = [
  { key: 'overview', items: [{ key: 'dashboard', kind: 'link', to: paths.dashboard, visibleTo: everyone }] },
  {
    key: 'profile',
    items: [
      { key: 'personalInformation', kind: 'link', to: paths.profile, visibleTo: everyone },
      { key: 'manageAddresses', kind: 'link', to: paths.manageAddress, visibleTo: everyone },
      { key: 'changePassword', kind: 'link', to: paths.changePassword, visibleTo: everyone },
    ],
  },
  {
    key: 'orderManagement',
    items: [
      { key: 'orderListing', kind: 'link', to: paths.orders, visibleTo: everyone },
      { key: 'reorder', kind: 'link', to: paths.reOrder, visibleTo: ['scholar'] },
      { key: 'orderHistory', kind: 'link', to: paths.orderHistory, visibleTo: ['ambassador', 'customer'] },
      { key: 'viewCart', kind: 'open-cart', visibleTo: everyone },
    ],
  },
  {
    key: 'messaging',
    items: [
      { key: 'inbox', kind: 'link', to: paths.messageList, visibleTo: everyone },
      { key: 'compose', kind: 'link', to: paths.messageCompose, visibleTo: everyone },
    ],
  },
  {
    key: 'commissionEarnings',
    items: [{ key: 'earningsHistory', kind: 'link', to: paths.commission, visibleTo: builders }],
  },
  {
    key: 'myTeam',
    items: [
      { key: 'myAmbassador', kind: 'link', to: paths.userAmbassador, visibleTo: builders },
      { key: 'myScholar', kind: 'link', to: paths.userScholar, visibleTo: builders },
      { key: 'myTeamOrder', kind: 'link', to: paths.teamOrders, visibleTo: builders },
      { key: 'downlineGenealogy', kind: 'link', to: paths.downlineGenealogy, visibleTo: builders },
    ],
  },
  {
    key: 'myCustomers',
    items: [
      { key: 'customers', kind: 'link', to: paths.userCustomers, visibleTo: builders },
      { key: 'customersOrderHistory', kind: 'link', to: paths.userCustomerOrderListing, visibleTo: builders },
    ],
  },
  {
    key: 'businessTools',
    items: [
      { key: 'trainingVideos', kind: 'link', to: () => paths.trainingVideos(), visibleTo: builders },
      { key: 'businessCard', kind: 'link', to: paths.visitingCard, visibleTo: ['scholar'] },
      { key: 'membershipPayment', kind: 'link', to: paths.plan, visibleTo: ['scholar'] },
    ],
  },
];

/** The side menu a member of this type sees; groups left empty are dropped; none for guests. */
export function menuFor(userType: UserType | null | undefined): MenuGroup[] {
  if (!userType) return [];
  return memberMenu
    .map((group) => ({
      key: group.key,
      items: group.items.filter((item) => item.visibleTo.includes(userType)).map(({ visibleTo: _visibleTo, ...item }) => item as MenuItem),
    }))
    .filter((group) => group.items.length > 0);
}

/** The link of one entry of the table, for a place that lists it outside the side menu. */
export function memberMenuLink(key: MenuItemKey): (sluguser?: string | null) => string {
  for (const group of memberMenu) {
    for (const item of group.items) if (item.key === key && item.kind === 'link') return item.to;
  }
  throw new Error(`The member menu has no link '${key}'`);
}
