import { beforeEach, describe, expect, it, vi } from 'vitest';
import type * as SessionStore from '../../../shared/session/session-store';

vi.hoisted(async () => {
  const { memoryStorage } = await import('../../../shared/test-storage');
  vi.stubGlobal('localStorage', memoryStorage());
});

// Server rendering reads a store's initial state: let the pages see the session each test sets.
vi.mock('../../../shared/session/session-store', async (importOriginal) => {
  const actual = await importOriginal<typeof SessionStore>();
  const read = <T,>(selector: (state: ReturnType<typeof actual.useSessionStore.getState>) => T) => selector(actual.useSessionStore.getState());
  return { ...actual, useSessionStore: Object.assign(read, actual.useSessionStore) };
});

// The shipping update call as a test sets it: pending while the server has not answered.
const update = vi.hoisted(() => ({ isPending: false, mutateAsync: async () => ({}) }));
vi.mock('../api/update-shipping', () => ({ useUpdateShipping: () => update }));

const { QueryClient, QueryClientProvider } = await import('@tanstack/react-query');
const { renderToStaticMarkup } = await import('react-dom/server');
const { createRoutesStub } = await import('react-router');
const { initI18n } = await import('../../../shared/i18n/i18n');
const { useSessionStore, initialSession } = await import('../../../shared/session/session-store');
const en = (await import('../i18n/en.json')).default;
const fr = (await import('../i18n/fr.json')).default;
const { paidOrderQueryOptions } = await import('../api/get-order');
const { PaymentSuccessPage } = await import('./payment-success-page');
const { ShippingUpdatePage } = await import('./shipping-update-page');

const i18n = initI18n('en', { payments: { en, fr } });

const order = { id: 31, order_number: 'UP-000031', total: 64.95, currency: 'USD', payment_status: 'paid', payment_method: 'paypal' };

/** The page's markup at the url, with order 31 already answered. */
function render(path: string, url: string, Page: () => React.ReactNode): string {
  const client = new QueryClient({ defaultOptions: { queries: { staleTime: Infinity, retry: false } } });
  client.setQueryData(paidOrderQueryOptions(order.id).queryKey, order as never);
  const Stub = createRoutesStub([{ path, Component: Page }]);
  return renderToStaticMarkup(
    <QueryClientProvider client={client}>
      <Stub initialEntries={[url]} />
    </QueryClientProvider>,
  );
}

beforeEach(async () => {
  update.isPending = false;
  useSessionStore.setState({ ...initialSession, language: 'en', userCountry: 'US' });
  await i18n.changeLanguage('en');
});

describe('PaymentSuccess (accounts §2.10)', () => {
  it('thanks for the order and continues shopping at /product, or at /{linkname}/product under a referral link', () => {
    const plain = render('/payment/success', '/payment/success?order_id=31', () => <PaymentSuccessPage />);
    expect(plain).toContain('UP-000031');
    expect(plain).toMatch(/<a[^>]*href="\/product"[^>]*>Continue Shopping<\/a>/);

    useSessionStore.setState({ userUrlName: 'alice' });
    const referred = render('/alice/payment/success', '/alice/payment/success?order_id=31', () => <PaymentSuccessPage />);
    expect(referred).toMatch(/<a[^>]*href="\/alice\/product"[^>]*>Continue Shopping<\/a>/);
  });
});

describe('the shipping update page (accounts §2.10, checkout §4)', () => {
  it("says 'Update & Complete Order', and 'Updating...' on a button that cannot be pressed while the update is sent", () => {
    const url = '/payment/shipping-update?order_id=31&payment_method=paypal';
    expect(render('/payment/shipping-update', url, () => <ShippingUpdatePage />)).toMatch(/<button type="submit"[^>]*>Update &amp; Complete Order<\/button>/);
    update.isPending = true;
    expect(render('/payment/shipping-update', url, () => <ShippingUpdatePage />)).toMatch(/<button type="submit" disabled=""[^>]*>Updating...<\/button>/);
  });
});
