import type { RouteObject } from 'react-router';
import {
  ChangePasswordPage,
  CustomersOrderHistoryPage,
  CustomersPage,
  DashboardPage,
  GenealogyPage,
  EarningsHistoryPage,
  ManageAddressesPage,
  MemberOrdersPage,
  MyAmbassadorPage,
  MyScholarPage,
  MyTeamOrderPage,
  OrderDetailsPage,
  OrderHistoryPage,
  OrderReceiptPage,
  PlanPage,
  ProfilePage,
  ReOrderPage,
} from './lazy-pages';
import { page, soon } from './route-helpers';

/**
 * The member pages of accounts §2.1, relative so that they mount under /user and under the
 * referral prefix. They sit inside the account layout (login required, side menu).
 */
export function memberRoutes(): RouteObject[] {
  return [
    page('dashboard', DashboardPage, 'dashboard'),
    page('downline-genealogy', GenealogyPage, 'downlineGenealogy'),
    page('orders', MemberOrdersPage, 'orders'),
    page('order/:id', OrderDetailsPage, 'ordersDetails'),
    page('order/:id/receipt', OrderReceiptPage, 'orderReceipt'),
    page('commission', EarningsHistoryPage, 'commission'),
    page('order-history', OrderHistoryPage, 'orderHistory'),
    page('team-orders', MyTeamOrderPage, 'teamOrders'),
    page('customers', CustomersPage, 'customers'),
    page('customer-order-history', CustomersOrderHistoryPage, 'customerOrderHistory'),
    page('scholar', MyScholarPage, 'scholar'),
    page('ambassador', MyAmbassadorPage, 'ambassador'),
    soon('message-list', 'messageList'),
    soon('message-details/:id', 'messageDetails'),
    soon('message-compose', 'messageCompose'),
    page('profile', ProfilePage, 'profile'),
    page('manage-address', ManageAddressesPage, 'manageAddress'),
    page('change-password', ChangePasswordPage, 'changePassword'),
    page('re-order', ReOrderPage, 'reOrder'),
    page('plan', PlanPage, 'plan'),
  ];
}
