import { beforeEach, describe, expect, it, vi } from 'vitest';

vi.hoisted(async () => {
  const { memoryStorage } = await import('../../../shared/test-storage');
  vi.stubGlobal('localStorage', memoryStorage());
});

const { QueryClient, QueryClientProvider } = await import('@tanstack/react-query');
const { renderToStaticMarkup } = await import('react-dom/server');
const { createRoutesStub } = await import('react-router');
const { initI18n } = await import('../../../shared/i18n/i18n');
const { useSessionStore, initialSession } = await import('../../../shared/session/session-store');
const en = (await import('../i18n/en.json')).default;
const fr = (await import('../i18n/fr.json')).default;
const { teamListQueryOptions, teamOrdersQueryOptions, teamSummaryQueryOptions } = await import('../api/team');
const { TeamFigures } = await import('./team-figures');
const { CustomersPage, MyAmbassadorPage } = await import('./team-list-page');
const { MyTeamOrderPage, CustomersOrderHistoryPage } = await import('./team-orders-page');

const i18n = initI18n('en', { team: { en, fr } });
const pagination = (total: number, pages = 1) => ({ page: 1, per_page: 20, total, pages });

async function render(path: string, url: string, Page: () => React.ReactNode, fill: (client: InstanceType<typeof QueryClient>) => void) {
  const client = new QueryClient({ defaultOptions: { queries: { staleTime: Infinity, retry: false } } });
  fill(client);
  const Stub = createRoutesStub([{ path, Component: Page }]);
  return renderToStaticMarkup(
    <QueryClientProvider client={client}>
      <Stub initialEntries={[url]} />
    </QueryClientProvider>,
  );
}

const leo = { id: 5, name: 'Leo Tremblay', email: 'leo@upline.test', mobile: '1-555-010-0004', country: 'Canada', join_date: '2026-03-14', level: 2, sponsor_name: 'Sam Nguyen' };

beforeEach(async () => {
  useSessionStore.setState({ ...initialSession, isLoggedIn: true, userType: 'ambassador', language: 'en' });
  await i18n.changeLanguage('en');
});

describe('team lists', () => {
  it('shows name, email, phone, country and join date, with level and sponsor for the downline lists', async () => {
    const html = await render('/user/ambassador', '/user/ambassador?page=1', MyAmbassadorPage, (client) =>
      client.setQueryData(teamListQueryOptions({ type: 'ambassador', search: '', sort: 'join_date', order: 'desc', page: 1 }).queryKey, {
        entries: [leo],
        pagination: pagination(41, 3),
      }),
    );
    for (const text of ['Leo Tremblay', 'leo@upline.test', '1-555-010-0004', 'Canada', 'Mar 14, 2026', 'Level 2', 'Enrolled by Sam Nguyen', '41 members', 'Page 1 of 3']) expect(html).toContain(text);
    expect(html).toContain('aria-sort="descending"');
    // A table for wide screens and cards for phones.
    expect(html).toContain('data-testid="team-table"');
    expect(html).toContain('data-testid="team-cards"');
  });

  it("says 'No data found.' when the list is empty, and which search found nothing", async () => {
    const html = await render('/user/customers', '/user/customers?search=zed', CustomersPage, (client) =>
      client.setQueryData(teamListQueryOptions({ type: 'customer', search: 'zed', sort: 'join_date', order: 'desc', page: 1 }).queryKey, { entries: [], pagination: pagination(0, 0) }),
    );
    expect(html).toContain('No data found.');
    expect(html).toContain('No member matches “zed”.');
    expect(html).not.toContain('Level ');
  });
});

describe('team orders', () => {
  const order = {
    id: 9, order_id: 9, order_number: 'UP-1009', order_date: '2026-11-20T15:00:00.000Z', formatted_order_date: '2026-11-20', currency: 'CAD' as const,
    total: 63, totalPrice: 63, autoship: true, order_status: 'complete',
    user_details: { id: 7, name: 'Cora Gagnon', user_type: 'customer' as const, level: 3 },
    products: [{ product_id: 1, name: 'Antioxidant Whey Complex', image_url: '/p.jpg', thumbnail_url: '/p.jpg', imageURL: '/p.jpg', price: 31.5, quantity: 2, pivot: { quantity: 2, price: 31.5 } }],
  };

  it('My Team Order shows who ordered, the number, the date, the products and the total, without Return', async () => {
    const html = await render('/user/team-orders', '/user/team-orders', MyTeamOrderPage, (client) =>
      client.setQueryData(teamOrdersQueryOptions('team', 1).queryKey, { success: true, orders: [order], pagination: pagination(1) }),
    );
    for (const text of ['Order UP-1009', 'Nov 20, 2026', 'Cora Gagnon', 'Customer · Level 3', 'Antioxidant Whey Complex', 'Qty 2', '$31.50 each', '$63.00', 'AutoShip']) expect(html).toContain(text);
    expect(html).not.toContain('Return');
  });

  it("Customers Order History says 'No data found.' when no customer has ordered", async () => {
    const html = await render('/user/customer-order-history', '/user/customer-order-history', CustomersOrderHistoryPage, (client) =>
      client.setQueryData(teamOrdersQueryOptions('customers', 1).queryKey, { success: true, orders: [], pagination: pagination(0, 0) }),
    );
    expect(html).toContain('Customers Order History');
    expect(html).toContain('No data found.');
  });
});

describe('team figures on the Dashboard', () => {
  it('shows the direct team and the whole downline by type, and who joined this month', async () => {
    const html = await render('/user/dashboard', '/user/dashboard', TeamFigures, (client) =>
      client.setQueryData(teamSummaryQueryOptions().queryKey, {
        success: true,
        direct: { customer: 1, ambassador: 2, scholar: 1, total: 4 },
        downline: { customer: 600, ambassador: 640, scholar: 3, total: 1243 },
        new_this_month: { direct: 1, downline: 17 },
        month_start: '2026-11-01',
      }),
    );
    for (const text of ['Direct team', 'Whole downline', '1,243', '640', 'New this month', '1 direct, 17 in the downline since Nov 1, 2026']) expect(html).toContain(text);
  });
});
