import type { AudiencePages, PageLoad } from '../lazy-route';
import { officePrefetch } from './office-prefetch';

// The member pages of the back office (accounts §2.1): each page lives in its feature
// (features/<cap>/components/), or is composed here from two features (the *-route.tsx modules
// beside this file), and loads on first visit; office-prefetch.ts starts the queries its hooks
// read, with the same query options, while the page's chunk loads. This module is a chunk of its
// own, loaded on the first member page (office-routes.tsx holds only the paths).

// Overview and profile
export const loadDashboardPage: PageLoad = () => import('./dashboard-route').then((m) => m.DashboardRoute);
export const loadProfilePage: PageLoad = () => import('../../../features/accounts/components/profile-page').then((m) => m.ProfilePage);
export const loadManageAddressesPage: PageLoad = () => import('../../../features/accounts/components/manage-addresses-page').then((m) => m.ManageAddressesPage);
export const loadChangePasswordPage: PageLoad = () => import('../../../features/accounts/components/change-password-page').then((m) => m.ChangePasswordPage);
export const loadPlanPage: PageLoad = () => import('./plan-route').then((m) => m.PlanRoute);
export const loadBusinessCardPage: PageLoad = () => import('../../../features/accounts/components/business-card/business-card-page').then((m) => m.BusinessCardPage);

// Orders and autoships
export const loadMemberOrdersPage: PageLoad = () => import('./member-orders-route').then((m) => m.MemberOrdersRoute);
export const loadOrderDetailsPage: PageLoad = () => import('../../../features/orders/components/order-details-page').then((m) => m.OrderDetailsPage);
export const loadOrderReceiptPage: PageLoad = () => import('./receipt-route').then((m) => m.ReceiptRoute);
export const loadOrderHistoryPage: PageLoad = () => import('../../../features/orders/components/order-history-page').then((m) => m.OrderHistoryPage);
export const loadReOrderPage: PageLoad = () => import('../../../features/orders/components/re-order-page').then((m) => m.ReOrderPage);
export const loadAutoshipPage: PageLoad = () => import('../../../features/subscriptions/components/autoship-list').then((m) => m.AutoshipPage);

// Commissions and team
export const loadEarningsHistoryPage: PageLoad = () => import('../../../features/commissions/components/earnings-history-page').then((m) => m.EarningsHistoryPage);
export const loadMyAmbassadorPage: PageLoad = () => import('../../../features/team/components/team-list-page').then((m) => m.MyAmbassadorPage);
export const loadMyScholarPage: PageLoad = () => import('../../../features/team/components/team-list-page').then((m) => m.MyScholarPage);
export const loadCustomersPage: PageLoad = () => import('../../../features/team/components/team-list-page').then((m) => m.CustomersPage);
export const loadMyTeamOrderPage: PageLoad = () => import('../../../features/team/components/team-orders-page').then((m) => m.MyTeamOrderPage);
export const loadCustomersOrderHistoryPage: PageLoad = () => import('../../../features/team/components/team-orders-page').then((m) => m.CustomersOrderHistoryPage);
export const loadGenealogyPage: PageLoad = () => import('../../../features/team/components/genealogy-page').then((m) => m.GenealogyPage);

// Messaging
export const loadInboxPage: PageLoad = () => import('../../../features/messages/components/inbox-page').then((m) => m.InboxPage);
export const loadMessageDetailsPage: PageLoad = () => import('../../../features/messages/components/message-details-page').then((m) => m.MessageDetailsPage);
export const loadComposePage: PageLoad = () => import('../../../features/messages/components/compose-page').then((m) => m.ComposePage);

/** The back office's pages by route path (the same under /user and the referral prefix), and what each prefetches. */
export const officePages: AudiencePages = {
  pages: {
    dashboard: loadDashboardPage,
    'downline-genealogy': loadGenealogyPage,
    orders: loadMemberOrdersPage,
    'order/:id': loadOrderDetailsPage,
    'autoship/:id': loadAutoshipPage,
    'order/:id/receipt': loadOrderReceiptPage,
    commission: loadEarningsHistoryPage,
    'order-history': loadOrderHistoryPage,
    'team-orders': loadMyTeamOrderPage,
    customers: loadCustomersPage,
    'customer-order-history': loadCustomersOrderHistoryPage,
    scholar: loadMyScholarPage,
    ambassador: loadMyAmbassadorPage,
    'message-list': loadInboxPage,
    'message-details/:id': loadMessageDetailsPage,
    'message-compose': loadComposePage,
    profile: loadProfilePage,
    'manage-address': loadManageAddressesPage,
    'change-password': loadChangePasswordPage,
    're-order': loadReOrderPage,
    plan: loadPlanPage,
    'visiting-card': loadBusinessCardPage,
  },
  prefetch: officePrefetch,
};
