import { lazyPage } from '../lazy-page';
import type { AudiencePages } from '../lazy-route';
import { officePrefetch } from './office-prefetch';

// The member pages of the back office (accounts §2.1): each page lives in its feature
// (features/<cap>/components/), or is composed here from two features (the *-route.tsx modules
// beside this file), and loads on first visit; office-prefetch.ts starts the queries its hooks
// read, with the same query options, while the page's chunk loads. This module is a chunk of its
// own, loaded on the first member page (office-routes.tsx holds only the paths).

// Overview and profile
export const DashboardPage = lazyPage(() => import('./dashboard-route').then((m) => m.DashboardRoute));
export const ProfilePage = lazyPage(() => import('../../../features/accounts/components/profile-page').then((m) => m.ProfilePage));
export const ManageAddressesPage = lazyPage(() => import('../../../features/accounts/components/manage-addresses-page').then((m) => m.ManageAddressesPage));
export const ChangePasswordPage = lazyPage(() =>
  import('../../../features/accounts/components/change-password-page').then((m) => m.ChangePasswordPage),
);
export const PlanPage = lazyPage(() => import('./plan-route').then((m) => m.PlanRoute));
export const BusinessCardPage = lazyPage(() => import('../../../features/accounts/components/business-card/business-card-page').then((m) => m.BusinessCardPage));

// Orders and autoships
export const MemberOrdersPage = lazyPage(() => import('./member-orders-route').then((m) => m.MemberOrdersRoute));
export const OrderDetailsPage = lazyPage(() => import('../../../features/orders/components/order-details-page').then((m) => m.OrderDetailsPage));
export const OrderReceiptPage = lazyPage(() => import('./receipt-route').then((m) => m.ReceiptRoute));
export const OrderHistoryPage = lazyPage(() => import('../../../features/orders/components/order-history-page').then((m) => m.OrderHistoryPage));
export const ReOrderPage = lazyPage(() => import('../../../features/orders/components/re-order-page').then((m) => m.ReOrderPage));
export const AutoshipPage = lazyPage(() => import('../../../features/subscriptions/components/autoship-list').then((m) => m.AutoshipPage));

// Commissions and team
export const EarningsHistoryPage = lazyPage(() => import('../../../features/commissions/components/earnings-history-page').then((m) => m.EarningsHistoryPage));
export const MyAmbassadorPage = lazyPage(() => import('../../../features/team/components/team-list-page').then((m) => m.MyAmbassadorPage));
export const MyScholarPage = lazyPage(() => import('../../../features/team/components/team-list-page').then((m) => m.MyScholarPage));
export const CustomersPage = lazyPage(() => import('../../../features/team/components/team-list-page').then((m) => m.CustomersPage));
export const MyTeamOrderPage = lazyPage(() => import('../../../features/team/components/team-orders-page').then((m) => m.MyTeamOrderPage));
export const CustomersOrderHistoryPage = lazyPage(() =>
  import('../../../features/team/components/team-orders-page').then((m) => m.CustomersOrderHistoryPage),
);
export const GenealogyPage = lazyPage(() => import('../../../features/team/components/genealogy-page').then((m) => m.GenealogyPage));

// Messaging
export const InboxPage = lazyPage(() => import('../../../features/messages/components/inbox-page').then((m) => m.InboxPage));
export const MessageDetailsPage = lazyPage(() => import('../../../features/messages/components/message-details-page').then((m) => m.MessageDetailsPage));
export const ComposePage = lazyPage(() => import('../../../features/messages/components/compose-page').then((m) => m.ComposePage));

/** The back office's pages by route path (the same under /user and the referral prefix), and what each prefetches. */
export const officePages: AudiencePages = {
  pages: {
    dashboard: DashboardPage,
    'downline-genealogy': GenealogyPage,
    orders: MemberOrdersPage,
    'order/:id': OrderDetailsPage,
    'autoship/:id': AutoshipPage,
    'order/:id/receipt': OrderReceiptPage,
    commission: EarningsHistoryPage,
    'order-history': OrderHistoryPage,
    'team-orders': MyTeamOrderPage,
    customers: CustomersPage,
    'customer-order-history': CustomersOrderHistoryPage,
    scholar: MyScholarPage,
    ambassador: MyAmbassadorPage,
    'message-list': InboxPage,
    'message-details/:id': MessageDetailsPage,
    'message-compose': ComposePage,
    profile: ProfilePage,
    'manage-address': ManageAddressesPage,
    'change-password': ChangePasswordPage,
    're-order': ReOrderPage,
    plan: PlanPage,
    'visiting-card': BusinessCardPage,
  },
  prefetch: officePrefetch,
};
