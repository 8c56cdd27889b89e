import type { Prefetch } from '../lazy-route';

// What each staff page starts fetching while its chunk loads, by its route's path under /admin
// ('' for the dashboard): the queries its hooks read, with the same query options (imported on
// demand, so that they load with the admin's chunks). This module itself loads on the first
// staff page, never with the shop. A page not listed fetches when it renders.

export const adminPrefetch = {
  products: async (client) => {
    const api = await import('../../../features/catalogue/admin/admin-catalogue-api');
    await client.prefetchQuery(api.adminProductsQueryOptions());
  },
  'products/add': async (client) => {
    const api = await import('../../../features/catalogue/admin/admin-catalogue-api');
    await client.prefetchQuery(api.adminCategoriesQueryOptions());
  },
  'products/:id': async (client, { params }) => {
    const api = await import('../../../features/catalogue/admin/admin-catalogue-api');
    await Promise.all([client.prefetchQuery(api.adminProductQueryOptions(params.id ?? '')), client.prefetchQuery(api.adminCategoriesQueryOptions())]);
  },
  categories: async (client) => {
    const api = await import('../../../features/catalogue/admin/admin-catalogue-api');
    await client.prefetchQuery(api.adminCategoriesQueryOptions());
  },
  'categories/:id': async (client, { params }) => {
    const api = await import('../../../features/catalogue/admin/admin-catalogue-api');
    await client.prefetchQuery(api.adminCategoryQueryOptions(params.id ?? ''));
  },
  testimonials: async (client) => {
    const api = await import('../../../features/catalogue/admin/testimonials/testimonials-admin-api');
    // The page opens on every member type.
    await client.prefetchQuery(api.adminTestimonialsQueryOptions(undefined));
  },
  orders: async (client, { search }) => {
    const api = await import('../../../features/orders/admin/staff-orders-api');
    await client.prefetchQuery(api.staffOrdersQueryOptions(api.staffOrderFiltersOf(search)));
  },
  'orders/:id': async (client, { params }) => {
    const api = await import('../../../features/orders/admin/staff-orders-api');
    await client.prefetchQuery(api.staffOrderQueryOptions(params.id ?? ''));
  },
  subscriptions: async (client, { search }) => {
    const api = await import('../../../features/subscriptions/admin/staff-autoships-api');
    await client.prefetchQuery(api.staffAutoshipsQueryOptions({ status: search.get('status') ?? undefined, q: search.get('q') ?? undefined }));
  },
  'subscriptions/:id': async (client, { params }) => {
    const api = await import('../../../features/subscriptions/admin/staff-autoships-api');
    await client.prefetchQuery(api.staffAutoshipQueryOptions(params.id ?? ''));
  },
  returns: async (client) => {
    const api = await import('../../../features/returns/api/staff-orders');
    // The page opens on the requested returns, with the orders to ship beside them.
    await Promise.all([client.prefetchQuery(api.staffReturnsQueryOptions('requested')), client.prefetchQuery(api.ordersToShipQueryOptions())]);
  },
  commissions: async (client) => {
    const api = await import('../../../features/commissions/api/staff-commissions');
    await client.prefetchQuery(api.staffPeriodsQueryOptions());
  },
  members: async (client, { search }) => {
    const api = await import('../../../features/team/admin/team-admin-api');
    await client.prefetchQuery(api.adminMembersQueryOptions(search.get('q') ?? '', Math.max(1, Number(search.get('page')) || 1)));
  },
  'members/:id': async (client, { params }) => {
    const api = await import('../../../features/team/admin/team-admin-api');
    await client.prefetchQuery(api.adminMemberQueryOptions(params.id ?? ''));
  },
  promotions: async (client) => {
    const api = await import('../../../features/promotions/admin/promotions-admin-api');
    await client.prefetchQuery(api.adminCouponsQueryOptions());
  },
  content: async (client) => {
    const api = await import('../../../features/content/admin/content-admin-api');
    await client.prefetchQuery(api.adminPagesQueryOptions());
  },
  'content/pages/:id': async (client, { params }) => {
    const api = await import('../../../features/content/admin/content-admin-api');
    await client.prefetchQuery(api.adminPageQueryOptions(params.id ?? ''));
  },
  'content/menus': async (client) => {
    const api = await import('../../../features/content/admin/content-admin-api');
    await client.prefetchQuery(api.adminMenusQueryOptions());
  },
  '': async (client) => {
    const api = await import('../../../features/operations/admin/operations-api');
    await client.prefetchQuery(api.overviewQueryOptions());
  },
  outbox: async (client, { search }) => {
    const api = await import('../../../features/operations/admin/operations-api');
    await client.prefetchQuery(api.outboxQueryOptions(search.get('status')));
  },
  audit: async (client, { search }) => {
    const api = await import('../../../features/operations/admin/operations-api');
    await client.prefetchQuery(api.auditQueryOptions({ q: search.get('q') ?? undefined, page: Math.max(1, Number(search.get('page') ?? '1') || 1) }));
  },
} satisfies Record<string, Prefetch>;
