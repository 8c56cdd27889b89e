// @vitest-environment happy-dom
import { beforeEach, describe, expect, it, vi } from 'vitest';
import type { GuaranteeResponse } from '@upline/contract/guarantee';
import type { Offer } from '@upline/contract/promotions';
import type * as SessionStore from '../../../shared/session/session-store';

vi.hoisted(async () => {
  const { memoryStorage } = await import('../../../shared/test-storage');
  vi.stubGlobal('localStorage', memoryStorage());
});

// The component reads the session through the store's hook: let it see the session each test sets.
vi.mock('../../../shared/session/session-store', async (importOriginal) => {
  const actual = await importOriginal<typeof SessionStore>();
  const read = <T,>(selector: (state: ReturnType<typeof actual.useSessionStore.getState>) => T) => selector(actual.useSessionStore.getState());
  return { ...actual, useSessionStore: Object.assign(read, actual.useSessionStore) };
});

const { QueryClient, QueryClientProvider } = await import('@tanstack/react-query');
const { flushSync } = await import('react-dom');
const { createRoot } = await import('react-dom/client');
const { renderToStaticMarkup } = await import('react-dom/server');
const { initI18n } = await import('../../../shared/i18n/i18n');
const { useSessionStore, initialSession } = await import('../../../shared/session/session-store');
const { offersQueryOptions } = await import('../../../shared/claims/get-offers');
const { guaranteeQueryOptions } = await import('../../../shared/claims/get-guarantee');
const en = (await import('../i18n/en.json')).default;
const fr = (await import('../i18n/fr.json')).default;
const { GuaranteeLines } = await import('./guarantee-lines');

const i18n = initI18n('en', { catalogue: { en, fr } });

const freeShipping = (countries: string[]): Offer => ({ kind: 'freeShipping', product_ids: [4, 9], countries, ends_at: '2027-02-23T17:00:00.000Z' });
const guarantee: GuaranteeResponse = {
  money_back: { days: 45, first_purchase_only: true, units_per_product: 1, refunds_shipping: false, product_ids: null },
  returns: { cancel_business_hours: 8, return_window_days: 30, restocking_fee_bps: 1500, refunds_shipping: false },
};

/** The lines' text for a product, with the offers and the guarantee already answered. */
function render(productId: number, offers: Offer[], answer: GuaranteeResponse = guarantee): string {
  const language = useSessionStore.getState().language;
  const client = new QueryClient({ defaultOptions: { queries: { staleTime: Infinity, retry: false } } });
  client.setQueryData(offersQueryOptions(language).queryKey, { offers });
  client.setQueryData(guaranteeQueryOptions().queryKey, answer);
  // Rendered as the browser renders it: on the server the lines are the rendered view's
  // (decision 0036), whatever the session says.
  const container = document.createElement('div');
  const root = createRoot(container);
  flushSync(() =>
    root.render(
      <QueryClientProvider client={client}>
        <GuaranteeLines productId={productId} />
      </QueryClientProvider>,
    ),
  );
  const html = container.innerHTML;
  root.unmount();
  return html.replace(/<[^>]+>/g, ' ').replace(/[\u00a0\u202f]/g, ' ').replace(/\s+/g, ' ');
}

beforeEach(async () => {
  useSessionStore.setState({ ...initialSession, language: 'en', userCountry: 'US' });
  await i18n.changeLanguage('en');
});

describe('the guarantee lines under Add to Cart', () => {
  it('say free shipping, to where and until when, only on a product the offer names and for the shopper’s country', () => {
    expect(render(4, [freeShipping(['US', 'CA'])])).toContain(
      'Ships free to the United States until February 23, 2027 when your order holds only free-shipping products',
    );
    const other = render(2, [freeShipping(['US', 'CA'])]);
    expect(other).not.toMatch(/ship/i);
    expect(render(4, [freeShipping(['CA'])])).not.toMatch(/ships free/i);
    expect(render(4, [])).not.toMatch(/ships free/i);
  });

  it('state the money-back guarantee from data with what it covers, and no other guarantee', () => {
    const text = render(2, []);
    expect(text).toContain('45-day money-back guarantee');
    expect(text).toContain('Covers one unit of your first purchase of each product');
    expect(text).not.toMatch(/60-day|no questions asked|limited time/i);
  });

  it('fall back to the refund policy when the shop offers no money-back guarantee', () => {
    const text = render(2, [], { ...guarantee, money_back: null });
    expect(text).not.toMatch(/money-back/i);
    expect(text).toContain('Cancel within 8 business hours, before shipping, for a full refund; or return products within 30 days of payment for a refund less a 15% restocking fee.');
  });

  it('leave out a product the money-back guarantee does not cover', () => {
    const text = render(2, [], { ...guarantee, money_back: { ...guarantee.money_back!, product_ids: [4] } });
    expect(text).not.toMatch(/money-back/i);
  });

  it('speak French with French dates for a shopper in Canada', async () => {
    useSessionStore.setState({ language: 'fr', userCountry: 'CA' });
    await i18n.changeLanguage('fr');
    const text = render(4, [freeShipping(['US', 'CA'])]);
    expect(text).toContain('Livré gratuitement au Canada jusqu’au 23 février 2027');
    expect(text).toContain('Garantie satisfait ou remboursé de 45 jours');
  });

  it("are the United States' lines in the server's markup, whatever the session, as the rendered view is", () => {
    useSessionStore.setState({ userCountry: 'CA' });
    const client = new QueryClient();
    client.setQueryData(offersQueryOptions('en').queryKey, { offers: [freeShipping(['US', 'CA'])] });
    client.setQueryData(guaranteeQueryOptions().queryKey, guarantee);
    const html = renderToStaticMarkup(
      <QueryClientProvider client={client}>
        <GuaranteeLines productId={4} />
      </QueryClientProvider>,
    );
    expect(html).toContain('Ships free to the United States until');
    expect(render(4, [freeShipping(['US', 'CA'])])).toContain('Ships free to Canada until');
  });
});
