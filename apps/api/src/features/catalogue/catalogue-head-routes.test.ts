import { mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { productsResponseSchema, type Product } from '@upline/contract/catalogue';
import { createTestApp, type TestApp } from '../../../test/helpers.js';

let t: TestApp;
let dist: string;
let product: Product;

const escapeHtml = (s: string) =>
  s.replace(/[&<>"']/g, (c) => ({ '&': '&amp;', '<': '&lt;', '>': '&gt;', '"': '&quot;', "'": '&#39;' })[c] ?? c);

beforeAll(async () => {
  dist = mkdtempSync(path.join(os.tmpdir(), 'upline-web-'));
  writeFileSync(
    path.join(dist, 'index.html'),
    '<!doctype html><html><head><title>Upline Wellness</title><!--app-head--></head><body><div id="root"></div></body></html>',
  );
  t = await createTestApp({ WEB_DIST_DIR: dist }, { serveWeb: true, logger: false });
  const shop = productsResponseSchema.parse((await t.app.inject('/api/products/customer')).json()).products;
  const first = shop[0];
  if (!first) throw new Error('empty shop');
  product = first;
});
afterAll(async () => {
  await t.close();
  rmSync(dist, { recursive: true, force: true });
});

function titleOf(html: string) {
  return /<title>([^<]*)<\/title>/.exec(html)?.[1];
}

describe('product pages in the HTML the server sends', () => {
  it("puts the product's title, description and image into /product/show/{id}", async () => {
    const res = await t.app.inject(`/product/show/${product.id}`);
    expect(res.statusCode).toBe(200);
    expect(titleOf(res.body)).toBe(escapeHtml(product.seo_title));
    expect(res.body).toContain(`<meta name="description" content="${escapeHtml(product.seo_description)}" />`);
    expect(res.body).toContain(`<meta property="og:title" content="${escapeHtml(product.seo_title)}" />`);
    if (product.thumbnail_url) expect(res.body).toContain('og:image');
    expect(res.body.match(/<title>/g)).toHaveLength(1);
  });

  it('finds the product by slug and under a referral prefix', async () => {
    for (const url of [`/product/show/${product.slug}`, `/ava/product/show/${product.id}`, `/ava/${product.id}`]) {
      const res = await t.app.inject(url);
      expect(titleOf(res.body), url).toBe(escapeHtml(product.seo_title));
    }
  });

  it('keeps the default head for an unknown product and for numeric paths that are not product pages', async () => {
    expect(titleOf((await t.app.inject('/product/show/987654')).body)).toBe('Upline Wellness');
    expect(titleOf((await t.app.inject(`/order/${product.id}`)).body)).toBe('Upline Wellness');
  });

  it('gives every product its own title', async () => {
    const shop = productsResponseSchema.parse((await t.app.inject('/api/products/customer')).json()).products;
    const titles = new Set<string | undefined>();
    for (const p of shop) titles.add(titleOf((await t.app.inject(`/product/show/${p.id}`)).body));
    expect(titles.size).toBe(shop.length);
  });
});
