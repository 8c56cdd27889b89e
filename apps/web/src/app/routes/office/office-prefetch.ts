import { useSessionStore } from '../../../shared/session/session-store';
import type { Prefetch } from '../lazy-route';

// What each back-office page starts fetching while its chunk loads, by its route's path (the
// same under /user and the referral prefix): the queries its hooks read, with the same query
// options (imported on demand). This module itself loads on the first member page, never with
// the shop. A page not listed fetches when it renders.

const isBuilder = () => {
  const { userType } = useSessionStore.getState();
  return userType === 'ambassador' || userType === 'scholar';
};

export const officePrefetch = {
  dashboard: async (client) => {
    const [accounts, team] = await Promise.all([import('../../../features/accounts/api/get-user-details'), import('../../../features/team/api/team')]);
    // The team's figures show to ambassadors and scholars only (dashboard-route.tsx).
    await Promise.all([client.prefetchQuery(accounts.userDetailsQueryOptions()), isBuilder() ? client.prefetchQuery(team.teamSummaryQueryOptions()) : undefined]);
  },
  profile: async (client) => {
    const api = await import('../../../features/accounts/api/get-user-details');
    await client.prefetchQuery(api.userDetailsQueryOptions());
  },
  'manage-address': async (client) => {
    const api = await import('../../../features/accounts/api/get-addresses');
    await Promise.all([client.prefetchQuery(api.billingAddressQueryOptions()), client.prefetchQuery(api.shippingAddressQueryOptions())]);
  },
  plan: async (client) => {
    const api = await import('../../../features/subscriptions/api/get-subscription');
    await client.prefetchQuery(api.subscriptionQueryOptions());
  },
  'visiting-card': async (client) => {
    const api = await import('../../../features/accounts/api/get-user-details');
    await client.prefetchQuery(api.userDetailsQueryOptions());
  },
  orders: async (client, { search }) => {
    const [api, tabs] = await Promise.all([import('../../../features/orders/api/member-orders'), import('../../../features/orders/lib/order-tabs')]);
    await client.prefetchQuery(api.memberOrdersQueryOptions(tabs.ordersTabOf(search.get('tab')), tabs.pageOf(search.get('page'))));
  },
  'order/:id': async (client, { params }) => {
    const [api, ids] = await Promise.all([import('../../../features/orders/api/member-orders'), import('../../../features/orders/lib/order-date')]);
    const orderId = ids.orderIdOf(params.id);
    if (orderId !== null) await client.prefetchQuery(api.memberOrderQueryOptions(orderId));
  },
  'order/:id/receipt': async (client, { params }) => {
    const [api, ids] = await Promise.all([import('../../../features/orders/api/member-orders'), import('../../../features/orders/lib/order-date')]);
    const orderId = ids.orderIdOf(params.id);
    if (orderId !== null) await client.prefetchQuery(api.memberOrderQueryOptions(orderId));
  },
  'autoship/:id': async (client) => {
    const api = await import('../../../features/subscriptions/api/autoships');
    await client.prefetchQuery(api.autoshipsQueryOptions());
  },
  commission: async (client) => {
    const api = await import('../../../features/commissions/api/commissions');
    await client.prefetchQuery(api.commissionSummaryQueryOptions());
  },
  'message-details/:id': async (client, { params }) => {
    const api = await import('../../../features/messages/api/messages');
    await client.prefetchQuery(api.messageQueryOptions(params.id ?? ''));
  },
  'message-compose': async (client) => {
    const api = await import('../../../features/messages/api/messages');
    await client.prefetchQuery(api.recipientsQueryOptions());
  },
} satisfies Record<string, Prefetch>;
