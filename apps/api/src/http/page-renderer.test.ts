import { describe, expect, it } from 'vitest';
import { cachedRenderer, type PageRenderer, type RenderedPage } from './page-renderer.js';

/** A renderer that counts its renders and answers the path with the count. */
function countingRenderer() {
  const calls: string[] = [];
  const renderer: PageRenderer = {
    isServerRenderedPath: () => true,
    routePatternOf: () => '/x',
    renderedView: 'en|USD|guest',
    render: async (pathname) => {
      calls.push(pathname);
      if (pathname === '/broken') throw new Error('broken');
      return { html: `${pathname} #${calls.length}`, dataScript: '', modules: [] } satisfies RenderedPage;
    },
  };
  return { renderer, calls };
}

describe('rendered pages kept for a while', () => {
  it('renders a path once per version within the time to live, and again after it or after a new version', async () => {
    const { renderer, calls } = countingRenderer();
    let now = 0;
    let version = 1;
    const cached = cachedRenderer(renderer, { version: async () => version, ttlMs: 10_000, maxEntries: 10, now: () => now });
    expect((await cached.render('/product'))?.html).toBe('/product #1');
    now = 9_999;
    expect((await cached.render('/product'))?.html).toBe('/product #1');
    now = 10_000;
    expect((await cached.render('/product'))?.html).toBe('/product #2');
    version = 2;
    expect((await cached.render('/product'))?.html).toBe('/product #3');
    expect(calls).toEqual(['/product', '/product', '/product']);
  });

  it('renders a page once for requests that arrive while it renders', async () => {
    const { renderer, calls } = countingRenderer();
    const cached = cachedRenderer(renderer, { version: async () => 1, ttlMs: 10_000, maxEntries: 10 });
    const pages = await Promise.all([cached.render('/'), cached.render('/'), cached.render('/')]);
    expect(pages.map((page) => page?.html)).toEqual(['/ #1', '/ #1', '/ #1']);
    expect(calls).toHaveLength(1);
  });

  it('keeps at most maxEntries pages, dropping the oldest, and never keeps a failed render', async () => {
    const { renderer, calls } = countingRenderer();
    const cached = cachedRenderer(renderer, { version: async () => 1, ttlMs: 10_000, maxEntries: 2 });
    await cached.render('/a');
    await cached.render('/b');
    await cached.render('/c');
    await cached.render('/c');
    await cached.render('/b');
    await cached.render('/a');
    expect(calls).toEqual(['/a', '/b', '/c', '/a']);
    await expect(cached.render('/broken')).rejects.toThrow('broken');
    await expect(cached.render('/broken')).rejects.toThrow('broken');
    expect(calls.filter((path) => path === '/broken')).toHaveLength(2);
  });

  it('renders every page again once cleared', async () => {
    const { renderer, calls } = countingRenderer();
    const cached = cachedRenderer(renderer, { version: async () => 1, ttlMs: 10_000, maxEntries: 10 });
    await cached.render('/pages/faq');
    cached.clear();
    expect((await cached.render('/pages/faq'))?.html).toBe('/pages/faq #2');
    expect(calls).toHaveLength(2);
  });
});
