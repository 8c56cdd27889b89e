import type { RouteObject } from 'react-router';
import {
  AutoshipPage,
  ChangePasswordPage,
  ComposePage,
  CustomersOrderHistoryPage,
  CustomersPage,
  DashboardPage,
  EarningsHistoryPage,
  GenealogyPage,
  InboxPage,
  ManageAddressesPage,
  MemberOrdersPage,
  MessageDetailsPage,
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
import { page } from './route-helpers';

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
    page('autoship/:id', AutoshipPage, 'autoship'),
    page('order/:id/receipt', OrderReceiptPage, 'orderReceipt'),
    page('commission', EarningsHistoryPage, 'commission'),
    page('order-history', OrderHistoryPage, 'orderHistory'),
    page('team-orders', MyTeamOrderPage, 'teamOrders'),
    page('customers', CustomersPage, 'customers'),
    page('customer-order-history', CustomersOrderHistoryPage, 'customerOrderHistory'),
    page('scholar', MyScholarPage, 'scholar'),
    page('ambassador', MyAmbassadorPage, 'ambassador'),
    page('message-list', InboxPage, 'messageList'),
    page('message-details/:id', MessageDetailsPage, 'messageDetails'),
    page('message-compose', ComposePage, 'messageCompose'),
    page('profile', ProfilePage, 'profile'),
    page('manage-address', ManageAddressesPage, 'manageAddress'),
    page('change-password', ChangePasswordPage, 'changePassword'),
    page('re-order', ReOrderPage, 'reOrder'),
    page('plan', PlanPage, 'plan'),
  ];
}
