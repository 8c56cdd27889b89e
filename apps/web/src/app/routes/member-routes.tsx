import type { RouteObject } from 'react-router';
import { ChangePasswordPage, DashboardPage, ManageAddressesPage, PlanPage, ProfilePage } from './lazy-pages';
import { page, soon } from './route-helpers';

/**
 * The member pages of accounts §2.1, relative so that they mount under /user and under the
 * referral prefix. They sit inside the account layout (login required, side menu).
 */
export function memberRoutes(): RouteObject[] {
  return [
    page('dashboard', DashboardPage, 'dashboard'),
    soon('downline-genealogy', 'downlineGenealogy'),
    soon('orders', 'orders'),
    soon('order/:id', 'ordersDetails'),
    soon('commission', 'commission'),
    soon('order-history', 'orderHistory'),
    soon('team-orders', 'teamOrders'),
    soon('customers', 'customers'),
    soon('customer-order-history', 'customerOrderHistory'),
    soon('scholar', 'scholar'),
    soon('ambassador', 'ambassador'),
    soon('message-list', 'messageList'),
    soon('message-details/:id', 'messageDetails'),
    soon('message-compose', 'messageCompose'),
    page('profile', ProfilePage, 'profile'),
    page('manage-address', ManageAddressesPage, 'manageAddress'),
    page('change-password', ChangePasswordPage, 'changePassword'),
    soon('re-order', 'reOrder'),
    page('plan', PlanPage, 'plan'),
  ];
}
