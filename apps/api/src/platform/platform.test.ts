import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '../../test/helpers.js';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(async () => t.close());

describe('platform', () => {
  it('reports health with the database up', async () => {
    const res = await t.app.inject('/api/health');
    expect(res.statusCode).toBe(200);
    expect(res.json()).toMatchObject({ status: 'ok', database: 'up' });
  });

  it('sends a strict Content-Security-Policy and the usual security headers', async () => {
    // Pages get the shop's policy; the API's own answers one that forbids everything.
    const api = await t.app.inject('/api/languages');
    expect(api.headers['content-security-policy']).toBe("default-src 'none';frame-ancestors 'none'");
    expect(api.headers['x-content-type-options']).toBe('nosniff');
    const res = await t.app.inject('/checkout');
    const csp = String(res.headers['content-security-policy']);
    expect(csp).toContain("default-src 'self'");
    expect(csp).toContain("script-src 'self'");
    expect(csp).toContain("object-src 'none'");
    expect(csp).toContain("frame-ancestors 'none'");
    expect(csp).not.toMatch(/script-src[^;]*unsafe-inline/);
    expect(res.headers['x-content-type-options']).toBe('nosniff');
  });

  it('allows images from the configured media CDN and no other outside origin', async () => {
    const cdn = await createTestApp({
      S3_BUCKET: 'shop',
      S3_ACCESS_KEY_ID: 'key',
      S3_SECRET_ACCESS_KEY: 'secret',
      S3_PUBLIC_URL: 'https://cdn.example.com/media',
    });
    try {
      const csp = String((await cdn.app.inject('/checkout')).headers['content-security-policy']);
      expect(csp).toMatch(/img-src 'self' data: blob: https:\/\/cdn\.example\.com;/);
      expect(String((await t.app.inject('/checkout')).headers['content-security-policy'])).not.toContain('cdn.example.com');
    } finally {
      await cdn.close();
    }
  });

  it('answers an unknown API path with the JSON error shape', async () => {
    const res = await t.app.inject('/api/nothing-here');
    expect(res.statusCode).toBe(404);
    expect(res.json()).toEqual({ error: 'No route GET /api/nothing-here', code: 'not_found' });
  });

  it('publishes the OpenAPI document built from the contract', async () => {
    const res = await t.app.inject('/api/docs/json');
    expect(res.statusCode).toBe(200);
    const doc = res.json();
    expect(doc.openapi).toMatch(/^3\./);
    const paths = Object.keys(doc.paths);
    expect(paths).toEqual(expect.arrayContaining(['/api/languages', '/api/countries']));
    expect(paths.some((p) => p.startsWith('/api/page/{slug}'))).toBe(true);
    expect((await t.app.inject('/api/docs')).statusCode).toBeLessThan(400);
  });

  it('rate-limits a client that sends too many requests', async () => {
    const limited = await createTestApp({ RATE_LIMIT_PER_MINUTE: '3' });
    try {
      const codes = [];
      for (let i = 0; i < 5; i++) codes.push((await limited.app.inject('/api/languages')).statusCode);
      expect(codes.slice(0, 3)).toEqual([200, 200, 200]);
      const res = await limited.app.inject('/api/languages');
      expect(res.statusCode).toBe(429);
      expect(res.json().code).toBe('rate_limited');
    } finally {
      await limited.close();
    }
  });
});
