import { beforeEach, describe, expect, it, vi } from 'vitest';

vi.hoisted(async () => {
  const { memoryStorage } = await import('../../shared/test-storage');
  vi.stubGlobal('localStorage', memoryStorage());
});

const { QueryClient } = await import('@tanstack/react-query');
const { matchRoutes } = await import('react-router');
const { routeTable } = await import('./route-table');
const { initialSession, useSessionStore } = await import('../../shared/session/session-store');
const { adminProductQueryOptions, adminCategoriesQueryOptions } = await import('../../features/catalogue/admin/admin-catalogue-api');
const { staffOrdersQueryOptions } = await import('../../features/orders/admin/staff-orders-api');
const { billingAddressQueryOptions, shippingAddressQueryOptions } = await import('../../features/accounts/api/get-addresses');
const { memberOrderQueryOptions } = await import('../../features/orders/api/member-orders');

type Client = InstanceType<typeof QueryClient>;

/** Runs the loaders of the routes that match the address, as the router does on a navigation. */
function visit(client: Client, address: string) {
  const url = new URL(address, 'http://shop.test');
  const matches = matchRoutes(routeTable(client), url.pathname) ?? [];
  for (const match of matches) {
    const loader = match.route.loader;
    if (typeof loader !== 'function') continue;
    const args = { params: match.params, request: new Request(url), url, pattern: match.route.path ?? '', context: undefined };
    expect(loader(args as Parameters<typeof loader>[0])).toBeNull();
  }
}

const fetchedUrls = () => vi.mocked(fetch).mock.calls.map(([url]) => String(url));
const settle = () => new Promise((resolve) => setTimeout(resolve, 50));

beforeEach(() => {
  // The calls never answer: what matters is which ones start.
  vi.stubGlobal('fetch', vi.fn(() => new Promise<Response>(() => undefined)));
  useSessionStore.setState(initialSession);
});

const staff = { id: 1, firstname: 'Sam', user_type: 'customer' as const, is_admin: true };
const member = { id: 2, firstname: 'Jane', user_type: 'ambassador' as const };

describe('pages that start their queries while their chunk loads', () => {
  it("starts a staff page's queries with the page's own query options, from its address", async () => {
    useSessionStore.getState().signIn({ loginToken: null, userData: staff });
    const client = new QueryClient();
    visit(client, '/admin/products/8');
    await vi.waitFor(() => {
      expect(client.getQueryState(adminProductQueryOptions('8').queryKey)?.fetchStatus).toBe('fetching');
      expect(client.getQueryState(adminCategoriesQueryOptions().queryKey)?.fetchStatus).toBe('fetching');
    });
    visit(client, '/admin/orders?status=Shipped&page=2');
    await vi.waitFor(() => expect(client.getQueryState(staffOrdersQueryOptions({ status: 'Shipped', page: 2 }).queryKey)).toBeDefined());
  });

  it("starts a member page's queries under /user and under the referral prefix", async () => {
    useSessionStore.getState().signIn({ loginToken: null, userData: member });
    const client = new QueryClient();
    visit(client, '/user/manage-address');
    visit(client, '/alice/order/9');
    await vi.waitFor(() => {
      expect(client.getQueryState(billingAddressQueryOptions().queryKey)).toBeDefined();
      expect(client.getQueryState(shippingAddressQueryOptions().queryKey)).toBeDefined();
      expect(client.getQueryState(memberOrderQueryOptions(9).queryKey)).toBeDefined();
    });
  });

  it('makes no call for a guest on a member or staff page, nor for a member on a staff page: the layout sends them away', async () => {
    const client = new QueryClient();
    visit(client, '/user/manage-address');
    visit(client, '/admin/products');
    await settle();
    useSessionStore.getState().signIn({ loginToken: null, userData: member });
    visit(client, '/admin/members?q=ann');
    await settle();
    expect(fetchedUrls()).toEqual([]);
    expect(client.getQueryCache().getAll()).toEqual([]);
  });

  it('leaves the shop pages without a loader: their first render never waits', () => {
    const routes = routeTable(new QueryClient());
    for (const path of ['/', '/product', '/product/show/12', '/cart', '/checkout', '/alice', '/alice/product']) {
      const matches = matchRoutes(routes, path) ?? [];
      expect(matches.length, path).toBeGreaterThan(0);
      for (const match of matches) expect(match.route.loader, path).toBeUndefined();
    }
  });
});
