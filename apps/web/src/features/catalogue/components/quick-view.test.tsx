// @vitest-environment happy-dom
import { afterEach, describe, expect, it, vi } from 'vitest';
import type { CardProduct } from '@upline/contract/catalogue';

vi.hoisted(async () => {
  const { memoryStorage } = await import('../../../shared/test-storage');
  vi.stubGlobal('localStorage', memoryStorage());
});

const { act } = await import('react');
const { createRoot } = await import('react-dom/client');
const { renderToStaticMarkup } = await import('react-dom/server');
const { createRoutesStub } = await import('react-router');
const { initI18n } = await import('../../../shared/i18n/i18n');
const { testProduct } = await import('../../../shared/catalogue/test-product');
const en = (await import('../i18n/en.json')).default;
const fr = (await import('../i18n/fr.json')).default;
const { listPrice } = await import('../lib/list-price');
const { QuickView } = await import('./quick-view');

initI18n('en', { catalogue: { en, fr } });
(globalThis as { IS_REACT_ACT_ENVIRONMENT?: boolean }).IS_REACT_ACT_ENVIRONMENT = true;

const product = testProduct({ id: 7, name: 'Night Repair Serum', short_description: 'Bakuchiol and squalane.' }) as unknown as CardProduct;
const price = listPrice(product, 'customer');

function Card() {
  return <QuickView product={product} price={price} href="/product/show/night-repair-serum" />;
}
const Stub = createRoutesStub([{ path: '/', Component: Card }]);

afterEach(() => {
  document.body.innerHTML = '';
});

/** Waits until `find` returns something (the dialog's code arrives through a dynamic import). */
async function eventually<T>(find: () => T | null | undefined): Promise<T> {
  for (let attempt = 0; attempt < 100; attempt += 1) {
    const found = find();
    if (found) return found;
    await act(() => new Promise((resolve) => setTimeout(resolve, 20)));
  }
  throw new Error('not found in time');
}

describe("a product card's quick view", () => {
  it('comes from the server as its button only: the dialog and its code are not part of the page', () => {
    const html = renderToStaticMarkup(<Stub initialEntries={['/']} />);
    expect(html).toContain('aria-label="Quick view: Night Repair Serum"');
    expect(html).toContain('aria-haspopup="dialog"');
    expect(html).toContain('aria-expanded="false"');
    expect(html).not.toContain('See full details');
  });

  it('opens on the first press once its code has arrived, and gives the focus back to its button when closed', async () => {
    const container = document.createElement('div');
    document.body.append(container);
    const root = createRoot(container);
    await act(async () => root.render(<Stub initialEntries={['/']} />));
    const button = container.querySelector<HTMLButtonElement>('button[aria-haspopup="dialog"]');
    expect(button).not.toBeNull();
    expect(document.querySelector('[role="dialog"]')).toBeNull();

    button?.focus();
    await act(async () => button?.click());
    const dialog = await eventually(() => document.querySelector('[role="dialog"]'));
    expect(dialog.textContent).toContain('Night Repair Serum');
    expect(dialog.textContent).toContain('Bakuchiol and squalane.');
    expect(dialog.querySelector('a')?.getAttribute('href')).toBe('/product/show/night-repair-serum');
    expect(button?.getAttribute('aria-expanded')).toBe('true');

    const close = dialog.querySelector<HTMLButtonElement>('button[aria-label="Close quick view"]');
    await act(async () => close?.click());
    await eventually(() => (document.querySelector('[role="dialog"]') ? null : true));
    expect(button?.getAttribute('aria-expanded')).toBe('false');
    // Radix gives the focus back as its focus scope unmounts, which may be a moment after the dialog's node is gone.
    await eventually(() => (document.activeElement === button ? true : null));
    expect(document.activeElement).toBe(button);
    await act(async () => root.unmount());
  });
});
