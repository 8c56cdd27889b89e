import { mkdirSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import os from 'node:os';
import { brotliCompressSync, brotliDecompressSync, gunzipSync, gzipSync } from 'node:zlib';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '../../test/helpers.js';
import { appStartFor, withHeadTags, type WebManifest } from './web-app.js';

let t: TestApp;
let dist: string;
const bigScript = `export const texts = ${JSON.stringify(Array.from({ length: 400 }, (_, i) => `text number ${i}`))};`;

beforeAll(async () => {
  dist = mkdtempSync(path.join(os.tmpdir(), 'upline-web-'));
  mkdirSync(path.join(dist, 'assets'));
  writeFileSync(
    path.join(dist, 'index.html'),
    '<!doctype html><html><head><!--app-head--><title>Upline Wellness</title><meta\n  name="description"\n  content="The default description." /></head><body><div id="root"></div></body></html>',
  );
  writeFileSync(path.join(dist, 'assets', 'app-123.js'), 'console.log(1)');
  // A script the build wrote compressed beside itself (apps/web/vite.config.ts).
  writeFileSync(path.join(dist, 'assets', 'big-123.js'), bigScript);
  writeFileSync(path.join(dist, 'assets', 'big-123.js.br'), brotliCompressSync(bigScript));
  writeFileSync(path.join(dist, 'assets', 'big-123.js.gz'), gzipSync(bigScript, { level: 9 }));
  t = await createTestApp({ WEB_DIST_DIR: dist }, { serveWeb: true, logger: false });
});
afterAll(async () => {
  await t.close();
  rmSync(dist, { recursive: true, force: true });
});

describe('serving the web app', () => {
  it('serves built files with long caching', async () => {
    const res = await t.app.inject('/assets/app-123.js');
    expect(res.statusCode).toBe(200);
    expect(res.headers['cache-control']).toContain('immutable');
  });

  it('sends a script the build compressed as it is, in the encoding the browser accepts', async () => {
    const br = await t.app.inject({ url: '/assets/big-123.js', headers: { 'accept-encoding': 'gzip, deflate, br' } });
    expect(br.headers['content-encoding']).toBe('br');
    expect(br.headers['cache-control']).toContain('immutable');
    expect(br.rawPayload.equals(readFileSync(path.join(dist, 'assets', 'big-123.js.br')))).toBe(true);
    expect(brotliDecompressSync(br.rawPayload).toString()).toBe(bigScript);
    const gz = await t.app.inject({ url: '/assets/big-123.js', headers: { 'accept-encoding': 'gzip' } });
    expect(gz.headers['content-encoding']).toBe('gzip');
    expect(gz.rawPayload.equals(readFileSync(path.join(dist, 'assets', 'big-123.js.gz')))).toBe(true);
    expect(gunzipSync(gz.rawPayload).toString()).toBe(bigScript);
    const plain = await t.app.inject({ url: '/assets/big-123.js', headers: { 'accept-encoding': 'identity' } });
    expect(plain.headers['content-encoding']).toBeUndefined();
    expect(plain.body).toBe(bigScript);
  });

  it('falls back to index.html for app routes', async () => {
    const res = await t.app.inject('/user/dashboard');
    expect(res.statusCode).toBe(200);
    expect(res.headers['content-type']).toContain('text/html');
    expect(res.body).toContain('<div id="root">');
  });

  it('does not answer HTML for a missing file or an unknown API path', async () => {
    const file = await t.app.inject('/robots-missing.txt');
    expect(file.statusCode).toBe(404);
    expect(file.body).not.toContain('<html');
    const api = await t.app.inject('/api/unknown/path');
    expect(api.statusCode).toBe(404);
    expect(api.json().code).toBe('not_found');
  });

  it('puts a CMS page title and description into the HTML the server sends', async () => {
    const res = await t.app.inject('/pages/faq');
    expect(res.body).toMatch(/<title>[^<]*\| Upline Wellness<\/title>/);
    expect(res.body).toMatch(/<meta name="description" content="[^"]+"/);
    expect(res.body).toContain('og:title');
    expect(res.body.match(/<title>/g)).toHaveLength(1);
    expect(res.body.match(/name="description"/g)).toHaveLength(1);
    expect(res.body).not.toContain('The default description.');
    expect(res.body).not.toMatch(/Upline Wellness \| Upline Wellness/);
  });

  it('names the page behind short paths, referral paths and articles', async () => {
    const faq = await t.app.inject('/ava/faq');
    expect(faq.body).toMatch(/<title>[^<]*FAQ[^<]*<\/title>/i);
    const blogs = (await t.app.inject('/api/blog-list')).json() as { blog_list: { slug: string; title: string }[] };
    const post = blogs.blog_list[0];
    if (!post) throw new Error('the seed has blog posts');
    const res = await t.app.inject(`/blog-details/${post.slug}`);
    expect(res.body).toContain(`<title>${post.title.replace(/&/g, '&amp;')} | Upline Wellness</title>`);
  });
});

describe('the app on a page the server rendered (decision 0040)', () => {
  const template = '<html><head><script type="module" crossorigin src="/assets/index-1.js"></script><link rel="modulepreload" crossorigin href="/assets/react-1.js"></head><body></body></html>';
  /** The head of a rendered page made of `modules`, as the server sends it. */
  const withAppStartedLater = (html: string, built: WebManifest, modules: string[]) => {
    const start = appStartFor(html, built);
    return withHeadTags(start.template, start.headTagsFor(modules));
  };
  const manifest = { 'index.html': { file: 'assets/index-1.js', imports: ['_react-1.js'] }, '_react-1.js': { file: 'assets/react-1.js' }, 'src/page.tsx': { file: 'assets/page-1.js', imports: ['_react-1.js'] } };

  it('is started by the start script, which names the entry and every chunk once', () => {
    const html = withAppStartedLater(template, { ...manifest, 'src/start-app.ts': { file: 'assets/start-app-1.js' } }, ['src/page.tsx']);
    expect(html).toBe(
      '<html><head>  <script type="module" crossorigin src="/assets/start-app-1.js" data-app-entry="/assets/index-1.js" data-app-modules="/assets/react-1.js /assets/page-1.js"></script>\n  </head><body></body></html>',
    );
  });

  it('loads at once, with the page chunks preloaded, from a build without the start script', () => {
    const html = withAppStartedLater(template, manifest, ['src/page.tsx']);
    expect(html).toContain('<script type="module" crossorigin src="/assets/index-1.js"></script>');
    expect(html).toContain('<link rel="modulepreload" crossorigin href="/assets/page-1.js">');
    expect(html.match(/react-1\.js/g)).toHaveLength(1);
  });
});
