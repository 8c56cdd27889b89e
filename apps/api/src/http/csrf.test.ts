import sharp from 'sharp';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { schema } from '@upline/db';
import { createTestApp, type TestApp } from '../../test/helpers.js';
import { login } from '../../test/accounts-fixtures.js';

// Same-site forgery: with staff signed in, a page on another port of the same host (same site,
// so the SameSite=Lax cookie is sent) auto-submits a form to the shop. Changes made with the
// session cookie must come from the shop's own pages; bearer-token calls are not affected.

let t: TestApp;
let cookie: Record<string, string>;
let bearer: Record<string, string>;

beforeAll(async () => {
  t = await createTestApp();
  const res = await login(t, 'admin@upline.test', 'Admin#2026', '10.55.0.1');
  expect(res.statusCode).toBe(200);
  const session = res.cookies.find((c) => c.name === 'upline_session');
  cookie = { cookie: `upline_session=${session!.value}` };
  bearer = { authorization: `Bearer ${res.json().access_token as string}` };
});
afterAll(() => t.close());

async function imageForm() {
  const form = new FormData();
  const bytes = await sharp({ create: { width: 20, height: 20, channels: 3, background: '#2a7' } }).png().toBuffer();
  form.append('file', new Blob([new Uint8Array(bytes)], { type: 'image/png' }), 'forged.png');
  const encoded = new Response(form);
  return { payload: Buffer.from(await encoded.arrayBuffer()), 'content-type': encoded.headers.get('content-type') ?? '' };
}

async function upload(headers: Record<string, string>) {
  const { payload, ...type } = await imageForm();
  return t.app.inject({ method: 'POST', url: '/api/fileUpload', headers: { host: 'shop.test', ...headers, ...type }, payload });
}

const galleryCount = () => t.handle.db.$count(schema.galleryImages);

describe('cookie-authenticated changes from another origin', () => {
  it('refuses an upload posted from another port of the same host, and stores nothing', async () => {
    const before = await galleryCount();
    const forgeries: Record<string, string>[] = [
      { origin: 'http://shop.test:8081', 'sec-fetch-site': 'same-site' },
      { origin: 'https://evil.example', 'sec-fetch-site': 'cross-site' },
      { referer: 'http://shop.test:8081/attack.html' },
      { 'sec-fetch-site': 'cross-site' },
      { origin: 'null' },
    ];
    for (const forged of forgeries) {
      const res = await upload({ ...cookie, ...forged });
      expect(res.statusCode, JSON.stringify(forged)).toBe(403);
      expect(res.json().error).toBe('This request came from another site and was refused.');
    }
    expect(await galleryCount()).toBe(before);
  });

  it("accepts the shop's own pages, and bearer-token calls from anywhere", async () => {
    const before = await galleryCount();
    expect((await upload({ ...cookie, origin: 'http://shop.test', 'sec-fetch-site': 'same-origin' })).statusCode).toBe(200);
    expect((await upload({ ...cookie, referer: 'http://shop.test/user/gallery' })).statusCode).toBe(200);
    expect((await upload({ ...bearer, origin: 'https://evil.example', 'sec-fetch-site': 'cross-site' })).statusCode).toBe(200);
    expect(await galleryCount()).toBe(before + 3);
  });

  it('lets reads through: a foreign page may not change anything, but a GET changes nothing', async () => {
    const res = await t.app.inject({ method: 'GET', url: '/api/fileUpload', headers: { host: 'shop.test', ...cookie, origin: 'https://evil.example', 'sec-fetch-site': 'cross-site' } });
    expect(res.statusCode).toBe(200);
  });
});
