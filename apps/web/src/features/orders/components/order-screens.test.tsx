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
const { completedOrdersQueryOptions, memberOrderQueryOptions, memberOrdersQueryOptions } = await import('../api/member-orders');
const { testOrder, testOrderDetail } = await import('../lib/test-orders');
const { MemberOrdersPage } = await import('./member-orders-page');
const { OrderDetailsPage } = await import('./order-details-page');
const { OrderHistoryPage } = await import('./order-history-page');

const i18n = initI18n('en', { orders: { en, fr } });
const pagination = (pages = 1) => ({ page: 1, per_page: 10, total: pages * 10, pages });

/** The page's HTML at `url` with the given answers already in the cache (no request is made). */
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

beforeEach(async () => {
  useSessionStore.setState({ ...initialSession, isLoggedIn: true, userType: 'customer', language: 'en' });
  await i18n.changeLanguage('en');
});

describe('Orders page', () => {
  it('shows the four tabs and, for each order, its number, date, products, total, Order Details and Return', async () => {
    const html = await render('/user/orders', '/user/orders', MemberOrdersPage, (client) =>
      client.setQueryData(memberOrdersQueryOptions('all', 1).queryKey, { success: true, data: [testOrder()], pagination: pagination(3) }),
    );
    for (const tab of ['Orders', 'Open Orders', 'Cancelled Orders', 'AutoShip Orders']) expect(html).toContain(`>${tab}</a>`);
    expect(html).toContain('Order UP-1042');
    expect(html).toContain('Nov 25, 2026');
    expect(html).toContain('Antioxidant Whey Complex');
    expect(html).toContain('Marine Collagen');
    expect(html).toContain('$180.97');
    expect(html).toContain('href="/user/order/42"');
    expect(html).toContain('data-testid="return-action"');
    expect(html).toContain('Page 1 of 3');
  });

  it('has no Return action on Cancelled Orders, and says when a tab is empty', async () => {
    const cancelled = testOrder({ state: 'cancelled', return_option: { action: 'none', reason: 'cancelled' } });
    const html = await render('/user/orders', '/user/orders?tab=cancel', MemberOrdersPage, (client) =>
      client.setQueryData(memberOrdersQueryOptions('cancel', 1).queryKey, { success: true, data: [cancelled], pagination: pagination() }),
    );
    expect(html).toContain('aria-current="page"');
    expect(html).not.toContain('data-testid="return-action"');
    expect(html).not.toContain('Page 1 of');
    const empty = await render('/user/orders', '/user/orders?tab=autoship', MemberOrdersPage, (client) =>
      client.setQueryData(memberOrdersQueryOptions('autoship', 1).queryKey, { success: true, data: [], pagination: pagination(0) }),
    );
    expect(empty).toContain('You have no AutoShip orders.');
  });

  it('shows a loading state before the answer', async () => {
    const html = await render('/user/orders', '/user/orders', MemberOrdersPage, () => undefined);
    expect(html).toContain('role="status"');
  });
});

describe('Order Details', () => {
  it('lists what accounts §2.10 asks for, with tracking and refunds', async () => {
    const order = testOrderDetail({
      tracking: { carrier: 'Canada Post', tracking_number: '7023 4452 1190', shipped_at: '2026-11-26T10:00:00Z' },
      refunds: [{ id: 3, amount: 20, status: 'succeeded', reason: 'return', created_at: '2026-11-28T10:00:00Z' }],
      refunded_amount: 20,
    });
    const html = await render('/user/order/:id', '/user/order/42', OrderDetailsPage, (client) =>
      client.setQueryData(memberOrderQueryOptions(42).queryKey, { success: true, order }),
    );
    for (const text of ['UP-1042', 'Nov 25, 2026', 'Antioxidant Whey Complex', '$64.95', '$129.90', 'Discount', '−$10.00', 'Delivery: Canada Post Expedited', '$12.50', 'AutoShip', 'TOTAL PAID', '$180.97', 'IL sales tax (6.25%)', '7023 4452 1190', 'Refund for your return', 'Visa ending in 4242', '12 Main St']) {
      expect(html, text).toContain(text);
    }
    expect(html).toContain('src="/demo/whey.svg"');
  });

  it('says an order that is not the member’s was not found', async () => {
    const html = await render('/user/order/:id', '/user/order/abc', OrderDetailsPage, () => undefined);
    expect(html).toContain('This order was not found, or it is not yours.');
  });
});

describe('Order History', () => {
  it('gives each completed order Order Details, Print Receipts and Return, in French too', async () => {
    useSessionStore.setState({ language: 'fr' });
    await i18n.changeLanguage('fr');
    const delivered = testOrder({ state: 'delivered', return_option: { action: 'return', restocking_fee_percent: 15, window_closes_on: '2026-12-25' } });
    const html = await render('/user/order-history', '/user/order-history', OrderHistoryPage, (client) =>
      client.setQueryData(completedOrdersQueryOptions(1).queryKey, { success: true, orders: [delivered], pagination: pagination() }),
    );
    expect(html).toContain('Détails de la commande');
    expect(html).toContain('Imprimer les reçus');
    expect(html).toContain('href="/user/order/42/receipt?print=1"');
    expect(html).toContain('data-testid="return-action"');
    expect(html).toMatch(/180,97\s\$/);
  });
});
