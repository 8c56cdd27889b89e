// @vitest-environment happy-dom
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';

// The script that brings the app in on a page the server rendered (decision 0040).

const appScripts = () => [...document.head.querySelectorAll<HTMLScriptElement>('script[type="module"]')].filter((script) => script.src.endsWith('/assets/index-1.js'));
const preloads = () => [...document.head.querySelectorAll<HTMLLinkElement>('link[rel="modulepreload"]')].map((link) => new URL(link.href).pathname);

/** Runs start-app.ts afresh on a page that is still loading. */
async function runWhileLoading() {
  Object.defineProperty(document, 'readyState', { value: 'loading', configurable: true });
  vi.resetModules();
  await import('./start-app');
}

beforeEach(() => {
  document.head.innerHTML =
    '<script type="module" crossorigin src="/assets/start-app-1.js" data-app-entry="/assets/index-1.js" data-app-modules="/assets/react-1.js /assets/home-page-1.js"></script>';
  vi.useFakeTimers();
});
afterEach(async () => {
  // Whatever a test left waiting starts now, and the page counts as hydrated, so that no listener
  // of this test's script outlives it.
  vi.runAllTimers();
  vi.useRealTimers();
  document.documentElement.setAttribute('data-hydrated', '');
  await new Promise((resolve) => setTimeout(resolve, 0));
  document.documentElement.removeAttribute('data-hydrated');
  Reflect.deleteProperty(document, 'readyState');
});

describe('bringing the app in on a page the server rendered', () => {
  it('waits for the page to load, then preloads the named chunks and loads the entry, once', async () => {
    await runWhileLoading();
    expect(appScripts()).toHaveLength(0);
    expect(preloads()).toEqual([]);
    window.dispatchEvent(new Event('load'));
    expect(preloads()).toEqual(['/assets/react-1.js', '/assets/home-page-1.js']);
    const [entry] = appScripts();
    // Fetched as the preloads were (anonymous CORS), so the browser uses them.
    expect(entry?.getAttribute('crossorigin')).toBe('');
    expect(document.head.querySelector('link[rel="modulepreload"]')?.getAttribute('crossorigin')).toBe('');
    // Later events start nothing more.
    window.dispatchEvent(new Event('pointerdown'));
    vi.advanceTimersByTime(5000);
    expect(appScripts()).toHaveLength(1);
    expect(preloads()).toHaveLength(2);
  });

  it("starts at the visitor's first tap or key, before the page has loaded", async () => {
    await runWhileLoading();
    window.dispatchEvent(new Event('keydown'));
    expect(appScripts()).toHaveLength(1);
  });

  it('starts after three seconds when the page is slow to load', async () => {
    await runWhileLoading();
    vi.advanceTimersByTime(2999);
    expect(appScripts()).toHaveLength(0);
    vi.advanceTimersByTime(1);
    expect(appScripts()).toHaveLength(1);
  });

  it('starts at once when the page has loaded already', async () => {
    Object.defineProperty(document, 'readyState', { value: 'complete', configurable: true });
    vi.resetModules();
    await import('./start-app');
    expect(appScripts()).toHaveLength(1);
  });
});

describe('a press before the app has taken the page over', () => {
  it('is held, then pressed again once, when the page is hydrated', async () => {
    document.body.innerHTML = '<button type="submit">Cart</button><a href="#top">Top</a>';
    const button = document.querySelector('button');
    let seen = 0;
    let seenByPage = 0;
    button?.addEventListener('click', () => seen++);
    document.addEventListener('click', () => seenByPage++);
    await runWhileLoading();
    const press = new MouseEvent('click', { bubbles: true, cancelable: true });
    button?.dispatchEvent(press);
    button?.dispatchEvent(new MouseEvent('click', { bubbles: true, cancelable: true }));
    expect(press.defaultPrevented).toBe(true);
    expect(seen + seenByPage).toBe(0);
    // The press started the app.
    expect(appScripts()).toHaveLength(1);
    document.documentElement.setAttribute('data-hydrated', '');
    await vi.waitFor(() => expect(seen).toBe(1));
    expect(seenByPage).toBe(1);
    // Later presses go through as they are.
    button?.click();
    expect(seen).toBe(2);
  });

  it('leaves links alone', async () => {
    document.body.innerHTML = '<a href="#top">Top</a>';
    await runWhileLoading();
    const press = new MouseEvent('click', { bubbles: true, cancelable: true });
    document.querySelector('a')?.dispatchEvent(press);
    expect(press.defaultPrevented).toBe(false);
  });
});
