import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { Writable } from 'node:stream';
import { fileURLToPath } from 'node:url';
import { and, eq } from 'drizzle-orm';
import Fastify, { type FastifyBaseLogger } from 'fastify';
import { pino, type LoggerOptions } from 'pino';
import { build } from 'vite';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { schema } from '@upline/db';
import { productsResponseSchema } from '@upline/contract/catalogue';
import { bumpCatalogueVersion } from '../features/catalogue/catalogue-version.js';
import { createTestApp, type TestApp } from '../../test/helpers.js';
import { loggerOptions } from './logger.js';
import { registerWebApp } from './web-app.js';

// The shop's public pages rendered on the server (decision 0036), with the web's own server entry
// built here by Vite as `npm run build` builds it.

const webRoot = fileURLToPath(new URL('../../../web/', import.meta.url));
const template =
  '<!doctype html><html><head><!--app-head--><title>Upline Wellness</title><meta name="description" content="The default description." />' +
  '<script type="module" crossorigin src="/assets/index-1.js"></script><link rel="modulepreload" crossorigin href="/assets/react-1.js">' +
  '<link rel="stylesheet" href="/assets/index-1.css"></head>' +
  '<body><div id="root"></div><noscript>Upline Wellness needs JavaScript to show the shop.</noscript></body></html>';

let t: TestApp;
let dist: string;
let serverDir: string;

beforeAll(async () => {
  dist = mkdtempSync(path.join(os.tmpdir(), 'upline-web-'));
  serverDir = mkdtempSync(path.join(os.tmpdir(), 'upline-web-server-'));
  writeFileSync(path.join(dist, 'index.html'), template);
  // The chunks Vite's manifest names for a product page's own module and texts (and a chunk the template loads already).
  mkdirSync(path.join(dist, '.vite'));
  writeFileSync(
    path.join(dist, '.vite', 'manifest.json'),
    JSON.stringify({
      'index.html': { file: 'assets/index-1.js', imports: ['_react-1.js'] },
      '_react-1.js': { file: 'assets/react-1.js' },
      '_price-1.js': { file: 'assets/price-1.js', imports: ['_react-1.js'] },
      'src/app/routes/catalogue/show-details-route.tsx': { file: 'assets/show-details-route-1.js', imports: ['_price-1.js', 'index.html'] },
      'src/features/catalogue/i18n/en.json': { file: 'assets/en-catalogue-1.js' },
      'src/shared/i18n/en.json': { file: 'assets/en-shared-1.js' },
      'src/app/routes/home/home-page.tsx': { file: 'assets/home-page-1.js' },
      'src/start-app.ts': { file: 'assets/start-app-1.js' },
    }),
  );
  await build({
    root: webRoot,
    configFile: path.join(webRoot, 'vite.config.ts'),
    logLevel: 'error',
    build: { ssr: 'src/entry-server.tsx', outDir: serverDir, emptyOutDir: true, sourcemap: false },
  });
  t = await createTestApp({ WEB_DIST_DIR: dist, WEB_SERVER_DIR: serverDir }, { serveWeb: true, logger: false });
});
afterAll(async () => {
  await t.close();
  rmSync(dist, { recursive: true, force: true });
  rmSync(serverDir, { recursive: true, force: true });
});

/** The markup the server put into #root, and the page's data script's JSON. */
function partsOf(html: string) {
  const root = /<div id="root">([\s\S]*)<\/div>\s*<script type="application\/json" id="upline-page-data">/.exec(html)?.[1] ?? '';
  const data = /<script type="application\/json" id="upline-page-data">([\s\S]*?)<\/script>/.exec(html)?.[1];
  return { root, data: data === undefined ? null : (JSON.parse(data) as { session: string; queries: { queries: { queryKey: unknown[]; state: { data: unknown } }[] } }) };
}

const usd = (amount: number) => new Intl.NumberFormat('en-US', { style: 'currency', currency: 'USD' }).format(amount);

async function productOne() {
  const answer = productsResponseSchema.parse((await t.app.inject('/api/product/1/customer/en?currency=USD')).json());
  const product = answer.products[0];
  if (!product) throw new Error('the seed has product 1');
  return product;
}

describe('public pages rendered on the server', () => {
  it("sends a product page with the product's name and price in the markup, its head tags and its data", async () => {
    const product = await productOne();
    const res = await t.app.inject('/product/show/1');
    expect(res.statusCode).toBe(200);
    const { root, data } = partsOf(res.body);
    expect(root).toContain(product.name.replace(/&/g, '&amp;'));
    expect(root).toContain(usd(product.sale_price));
    // The head tags the server always sent, exactly once each.
    expect(res.body.match(/<title>/g)).toHaveLength(1);
    expect(res.body).toMatch(/<title>[^<]*Antioxidant Whey Complex[^<]*<\/title>/);
    expect(res.body.match(/name="description"/g)).toHaveLength(1);
    expect(res.body).toContain('<meta property="og:title"');
    expect(res.body).not.toContain('needs JavaScript');
    // The browser takes over from the same data, rendered for a guest in English in US dollars.
    expect(data?.session).toBe('en|USD|guest');
    const keys = data?.queries.queries.map((query) => JSON.stringify(query.queryKey)) ?? [];
    expect(keys.some((key) => key.startsWith('["catalogue","product","1"'))).toBe(true);
    // Nothing that depends on the visitor: their session, their country.
    expect(keys.some((key) => key.includes('"session"') || key.includes('detect-country'))).toBe(false);
  });

  it("brings the app in once the page has shown, naming the page's own chunk, what it imports and its texts, and tells the browser which parts it rendered", async () => {
    const res = await t.app.inject('/product/show/1');
    const head = res.body.slice(0, res.body.indexOf('</head>'));
    // Nothing the browser would fetch at once beside the page's styles (decision 0040): no entry, no preload.
    expect(head).not.toContain('modulepreload');
    expect(head).not.toContain('src="/assets/index-1.js"');
    expect(head).toContain('<link rel="stylesheet" href="/assets/index-1.css">');
    const starter = /<script type="module" crossorigin src="\/assets\/start-app-1\.js" data-app-entry="([^"]+)" data-app-modules="([^"]+)"><\/script>/.exec(head);
    expect(starter?.[1]).toBe('/assets/index-1.js');
    const modules = starter?.[2]?.split(' ') ?? [];
    // The entry's own preloads first, then the page's chunks, each once.
    expect(modules[0]).toBe('/assets/react-1.js');
    expect(modules).toEqual(expect.arrayContaining(['/assets/show-details-route-1.js', '/assets/price-1.js', '/assets/en-catalogue-1.js', '/assets/en-shared-1.js']));
    // Not another page's chunk, nor the entry itself.
    expect(modules).not.toContain('/assets/home-page-1.js');
    expect(modules).not.toContain('/assets/index-1.js');
    expect(new Set(modules).size).toBe(modules.length);
    // A page the server does not render is the shell: it needs the app at once, so it keeps the entry and its preloads.
    const shell = (await t.app.inject('/signin')).body;
    expect(shell).toContain('<script type="module" crossorigin src="/assets/index-1.js"></script>');
    expect(shell).toContain('<link rel="modulepreload" crossorigin href="/assets/react-1.js">');
    expect(shell).not.toContain('start-app');
    // The page, the footer and the product's content HTML each hydrate on their own: the browser waits for every one.
    const data = partsOf(res.body).data as unknown as { hydrationMarks: number };
    // The root, the page, the footer, the product's content HTML.
    expect(data.hydrationMarks).toBeGreaterThanOrEqual(4);
    // The header's menus come as look-alike triggers, their code loading when wanted (decision 0039):
    // the same name as the menu's own trigger, and none of Radix's attributes.
    const languageTrigger = res.body.match(/<button[^>]*aria-label="EN · Language: English"[^>]*>/)?.[0];
    expect(languageTrigger).toContain('aria-haspopup="menu"');
    expect(languageTrigger).toContain('aria-expanded="false"');
    expect(languageTrigger).not.toContain('data-state');
    expect(res.body).toMatch(/<button[^>]*aria-haspopup="dialog"[^>]*aria-label="Open menu"/);
    // The manifest names the app's sources: read by the server, never served.
    expect((await t.app.inject('/.vite/manifest.json')).statusCode).toBe(404);
  });

  it('renders Home, the product list, the categories and a CMS page, also under a referral prefix', async () => {
    for (const url of ['/', '/product', '/category', '/pages/faq', '/ava/product']) {
      const res = await t.app.inject(url);
      const { root, data } = partsOf(res.body);
      expect(data, url).not.toBeNull();
      expect(root, url).toContain('<main id="main"');
    }
    const faq = partsOf((await t.app.inject('/pages/faq')).body);
    expect(faq.root).toMatch(/<h1[^>]*>[^<]*Frequently/);
    const list = partsOf((await t.app.inject('/product')).body);
    expect(list.root).toContain('Antioxidant Whey Complex');
  });

  it("renders checkout's banner and a spinner where the form will be: the form and the order review need the visitor's cart (decision 0041)", async () => {
    for (const url of ['/checkout', '/ava/checkout']) {
      const { root, data } = partsOf((await t.app.inject(url)).body);
      expect(data, url).not.toBeNull();
      expect(root, url).toContain('data-testid="checkout-banner"');
      expect(root, url).toContain('postal-service strike');
      expect(root, url).toContain('role="status"');
      expect(root, url).not.toMatch(/Place order|Shipping address/i);
      // Without JavaScript the spinner's room is hidden and the visitor is told why.
      const body = (await t.app.inject(url)).body;
      expect(root, url).toContain('data-needs-script');
      expect(body, url).toMatch(/<noscript><style>\[data-needs-script\]\{display:none\}<\/style><p[^>]*>Please turn on JavaScript in your browser to continue\.<\/p><\/noscript><div[^>]*data-needs-script/);
      expect(body, url).not.toContain('needs JavaScript to show the shop');
    }
    // A page that shows whole without the app carries no notice.
    expect((await t.app.inject('/product')).body).not.toContain('<noscript>');
    // With a query string (a landing product, a language) checkout is the browser's, as every page.
    expect(partsOf((await t.app.inject('/checkout?product=1')).body).data).toBeNull();
  });

  it("renders a product on flash sale without recording a view of nobody's: the sale's window is asked by the visitor's own browser", async () => {
    const views = () => t.handle.db.select().from(schema.couponFirstViews);
    const before = (await views()).length;
    const res = await t.app.inject('/product/show/16');
    expect(res.statusCode).toBe(200);
    const { root, data } = partsOf(res.body);
    expect(root).toContain('Lean Balance');
    const keys = data?.queries.queries.map((query) => JSON.stringify(query.queryKey)) ?? [];
    expect(keys.some((key) => key.includes('flash-sale'))).toBe(false);
    expect(root).not.toContain('data-testid="flash-sale-banner"');
    expect((await views()).length).toBe(before);
  });

  it('keeps a product name that looks like markup inside the data script and out of the markup', async () => {
    const { productTranslations } = schema;
    const hostile = '</script><script>alert(1)</script>\u2028<!--';
    const where = and(eq(productTranslations.productId, 1), eq(productTranslations.lang, 'en'));
    const [before] = await t.handle.db.select({ name: productTranslations.name }).from(productTranslations).where(where);
    await t.handle.db.update(productTranslations).set({ name: hostile }).where(where);
    await bumpCatalogueVersion(t.handle.db);
    try {
      const res = await t.app.inject('/product/show/1');
      const { root, data } = partsOf(res.body);
      expect(data).not.toBeNull();
      expect(res.body).not.toContain('<script>alert(1)');
      expect(root).toContain('&lt;/script&gt;&lt;script&gt;alert(1)&lt;/script&gt;');
      // One data script, whose text holds the name escaped and gives it back as it was.
      expect(res.body.match(/<\/script>/g)).toHaveLength(2);
      const script = /id="upline-page-data">([\s\S]*?)<\/script>/.exec(res.body)?.[1] ?? '';
      expect(script).not.toMatch(/[<>\u2028]/);
      expect(JSON.stringify(data)).toContain(JSON.stringify(hostile).slice(1, -1));
    } finally {
      await t.handle.db.update(productTranslations).set({ name: before?.name ?? 'Antioxidant Whey Complex — Vanilla Bean' }).where(where);
      await bumpCatalogueVersion(t.handle.db);
    }
  });

  it('sends the shell for a query string, an unknown product, a page that is not public and a missing file', async () => {
    for (const url of ['/product?sort=price', '/product/show/987654', '/pages/no-such-page', '/cart', '/user/dashboard', '/signin', '/checkout?product=1']) {
      const res = await t.app.inject(url);
      expect(res.statusCode, url).toBe(200);
      expect(res.body, url).toContain('<div id="root"></div>');
      expect(res.body, url).not.toContain('upline-page-data');
    }
  });
});

describe("the visitor's view", () => {
  const rendered = async (cookie: string | undefined) => {
    const res = await t.app.inject({ url: '/product', ...(cookie ? { headers: { cookie } } : {}) });
    expect(res.statusCode).toBe(200);
    return res.body.includes('upline-page-data');
  };

  it('a visitor whose last view is French, Canadian dollars or a member gets the shell; the rendered view and a first visit get the page', async () => {
    expect(await rendered(undefined)).toBe(true);
    expect(await rendered(`upline_view=${encodeURIComponent('en|USD|guest')}`)).toBe(true);
    expect(await rendered(`upline_view=${encodeURIComponent('fr|USD|guest')}`)).toBe(false);
    expect(await rendered(`upline_view=${encodeURIComponent('en|CAD|guest')}`)).toBe(false);
    expect(await rendered(`upline_view=${encodeURIComponent('en|USD|member')}`)).toBe(false);
    expect(await rendered('upline_view=anything-else')).toBe(false);
  });

  it('a path with a malformed escape is a bad request, not a server error', async () => {
    for (const url of ['/product/%E0%A4%A', '/pages/%', '/%ZZ']) {
      expect((await t.app.inject(url)).statusCode, url).toBe(400);
    }
  });
});

describe('a page whose rendering fails', () => {
  it('gets the shell, and the failure is logged with the route, not the address or the visitor', async () => {
    const failingDir = mkdtempSync(path.join(os.tmpdir(), 'upline-web-server-'));
    writeFileSync(
      path.join(failingDir, 'entry-server.js'),
      [
        'export function configureServerRendering() {}',
        'export function isServerRenderedPath() { return true; }',
        "export function routePatternOf() { return '/:sluguser/product'; }",
        "export function renderedView() { return 'en|USD|guest'; }",
        "export async function renderPage() { throw new Error('the render broke'); }",
      ].join('\n'),
    );
    const lines: string[] = [];
    const sink = new Writable({
      write(chunk, _encoding, done) {
        lines.push(String(chunk));
        done();
      },
    });
    const app = Fastify({ loggerInstance: pino(loggerOptions({ logLevel: 'info' }) as LoggerOptions, sink) as FastifyBaseLogger });
    try {
      await registerWebApp(app, { distDir: dist, publicUrl: 'https://shop.test', resolvers: [], serverRendering: { serverDir: failingDir, sanitizeHtml: (html) => html } });
      const res = await app.inject({ url: '/alice-member/product', remoteAddress: '203.0.113.9' });
      expect(res.statusCode).toBe(200);
      expect(res.body).toContain('<div id="root"></div>');
      const failure = lines.find((line) => line.includes('server rendering failed'));
      expect(failure).toBeDefined();
      expect(failure).toContain('/:sluguser/product');
      expect(failure).toContain('the render broke');
      expect(failure).not.toContain('alice-member');
      expect(failure).not.toContain('203.0.113.9');
    } finally {
      await app.close();
      rmSync(failingDir, { recursive: true, force: true });
    }
  });
});
