import { crc32 } from 'node:zlib';
import { eq } from 'drizzle-orm';
import sharp from 'sharp';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { schema } from '@upline/db';
import { galleryListResponseSchema, imageUploadResponseSchema } from '@upline/contract/media';
import { displayName } from './gallery-images.js';
import { newSessionToken } from '../../http/session.js';
import { createTestApp, type TestApp } from '../../../test/helpers.js';

let t: TestApp;
let admin: Record<string, string>;
let adminId: number;

async function sessionFor(email: string) {
  const [user] = await t.handle.db.select({ id: schema.users.id }).from(schema.users).where(eq(schema.users.email, email));
  if (!user) throw new Error(`no demo user ${email}`);
  const { token, tokenHash } = newSessionToken();
  await t.handle.db.insert(schema.sessions).values({ userId: user.id, tokenHash, expiresAt: new Date(t.clock.now().getTime() + 86_400_000) });
  return { headers: { authorization: `Bearer ${token}` }, userId: user.id };
}

/** A multipart body exactly as a browser's FormData would send it. */
async function multipart(parts: { file?: { bytes: Buffer | Uint8Array; name: string; type: string }; fields?: Record<string, string> }) {
  const form = new FormData();
  for (const [name, value] of Object.entries(parts.fields ?? {})) form.append(name, value);
  if (parts.file) form.append('file', new Blob([new Uint8Array(parts.file.bytes)], { type: parts.file.type }), parts.file.name);
  const encoded = new Response(form);
  return { payload: Buffer.from(await encoded.arrayBuffer()), contentType: encoded.headers.get('content-type') ?? '' };
}

async function upload(file: { bytes: Buffer | Uint8Array; name: string; type: string } | undefined, headers = admin, fields?: Record<string, string>) {
  const body = await multipart({ file, fields });
  return t.app.inject({ method: 'POST', url: '/api/fileUpload/', headers: { ...headers, 'content-type': body.contentType }, payload: body.payload });
}

const png = () => sharp({ create: { width: 40, height: 30, channels: 3, background: '#2a7' } }).png().toBuffer();
const jpegWithExif = () =>
  sharp({ create: { width: 48, height: 32, channels: 3, background: '#c33' } })
    .jpeg()
    .withExif({ IFD0: { Copyright: 'SecretOwner', ImageDescription: 'HiddenGpsNote' } })
    .toBuffer();

/** A valid PNG whose header claims a size the shop refuses to decode (a decompression-bomb shape). */
async function pngClaiming(width: number, height: number) {
  const bytes = Buffer.from(await png());
  // IHDR data starts at byte 16 (8 signature + 4 length + 4 type); its CRC covers type and data.
  bytes.writeUInt32BE(width, 16);
  bytes.writeUInt32BE(height, 20);
  bytes.writeUInt32BE(crc32(bytes.subarray(12, 29)), 29);
  return bytes;
}

function keyOf(url: string) {
  return url.replace(/^\/media\//, '');
}

beforeAll(async () => {
  t = await createTestApp();
  const session = await sessionFor('admin@upline.test');
  admin = session.headers;
  adminId = session.userId;
});
afterAll(async () => t.close());

describe('POST /api/fileUpload (AddImage)', () => {
  it('refuses visitors (401) and members (403)', async () => {
    const file = { bytes: await png(), name: 'a.png', type: 'image/png' };
    expect((await upload(file, {})).statusCode).toBe(401);
    const member = await sessionFor('ava@upline.test');
    const res = await upload(file, member.headers);
    expect(res.statusCode).toBe(403);
    expect(res.json().code).toBe('forbidden');
  });

  it('stores a PNG under a random name, records who uploaded it, and answers the spec message', async () => {
    const res = await upload({ bytes: await png(), name: 'Team photo.png', type: 'image/png' });
    expect(res.statusCode).toBe(200);
    const body = imageUploadResponseSchema.parse(res.json());
    expect(body.message).toBe('Image Added Successfully!');
    expect(body.image.name).toBe('Team photo.png');
    expect(body.image.url).toMatch(/^\/media\/gallery\/[0-9a-f]{32}\.png$/);
    const [row] = await t.handle.db.select().from(schema.galleryImages).where(eq(schema.galleryImages.storageKey, keyOf(body.image.url)));
    expect(row).toMatchObject({ uploadedBy: adminId, mime: 'image/png', width: 40, height: 30, originalName: 'Team photo.png' });
    const stored = await t.storage.get(keyOf(body.image.url));
    expect(stored?.contentType).toBe('image/png');
    expect((await sharp(stored!.bytes).metadata()).format).toBe('png');
  });

  it('strips EXIF metadata and anything appended from a JPEG', async () => {
    const original = await jpegWithExif();
    expect((await sharp(original).metadata()).exif).toBeDefined();
    const withTrailer = Buffer.concat([original, Buffer.from('<script>alert(1)</script>PK\u0003\u0004hidden')]);
    const res = await upload({ bytes: withTrailer, name: 'holiday.jpeg', type: 'image/jpeg' });
    expect(res.statusCode).toBe(200);
    const url = imageUploadResponseSchema.parse(res.json()).image.url;
    expect(url).toMatch(/\.jpg$/);
    const stored = await t.storage.get(keyOf(url));
    const meta = await sharp(stored!.bytes).metadata();
    expect(meta.format).toBe('jpeg');
    expect(meta.exif).toBeUndefined();
    const text = stored!.bytes.toString('latin1');
    for (const hidden of ['SecretOwner', 'HiddenGpsNote', '<script>', 'hidden']) expect(text).not.toContain(hidden);
  });

  it('goes by the bytes, not the name: a PNG named .jpg is accepted and stored as a PNG', async () => {
    const res = await upload({ bytes: await png(), name: 'really-a-png.jpg', type: 'image/jpeg' });
    expect(res.statusCode).toBe(200);
    const url = imageUploadResponseSchema.parse(res.json()).image.url;
    expect(url).toMatch(/\.png$/);
    expect((await t.storage.get(keyOf(url)))?.contentType).toBe('image/png');
  });

  it("refuses a text file named .png with an image/png type: 'Select an image/jpeg file!'", async () => {
    const before = await t.handle.db.select().from(schema.galleryImages);
    const res = await upload({ bytes: Buffer.from('<html><script>alert(1)</script></html>'), name: 'evil.png', type: 'image/png' });
    expect(res.statusCode).toBe(400);
    expect(res.json()).toMatchObject({ error: 'Select an image/jpeg file!', code: 'invalid_image_type' });
    expect(await t.handle.db.select().from(schema.galleryImages)).toHaveLength(before.length);
  });

  it('refuses a file that starts like a JPEG but is not one', async () => {
    const fake = Buffer.concat([Buffer.from([0xff, 0xd8, 0xff, 0xe0]), Buffer.alloc(2000, 7)]);
    const res = await upload({ bytes: fake, name: 'broken.jpg', type: 'image/jpeg' });
    expect(res.statusCode).toBe(400);
    expect(res.json().error).toBe('Select an image/jpeg file!');
  });

  it('refuses a GIF (only JPEG and PNG are accepted)', async () => {
    const gif = await sharp({ create: { width: 4, height: 4, channels: 3, background: '#000' } }).gif().toBuffer();
    const res = await upload({ bytes: gif, name: 'anim.gif', type: 'image/gif' });
    expect(res.statusCode).toBe(400);
    expect(res.json().error).toBe('Select an image/jpeg file!');
  });

  it("answers 'Select a file first' when no file is chosen", async () => {
    const noPart = await upload(undefined, admin, { note: 'x' });
    expect(noPart.statusCode).toBe(400);
    expect(noPart.json()).toMatchObject({ error: 'Select a file first', code: 'file_missing' });
    const emptyPart = await upload({ bytes: Buffer.alloc(0), name: '', type: 'application/octet-stream' });
    expect(emptyPart.statusCode).toBe(400);
    expect(emptyPart.json().error).toBe('Select a file first');
    const json = await t.app.inject({ method: 'POST', url: '/api/fileUpload', headers: admin, payload: { file: 'x' } });
    expect(json.statusCode).toBe(400);
    expect(json.json().error).toBe('Select a file first');
  });

  it('refuses a file over 8 MB with a clear 413', async () => {
    const big = Buffer.concat([await png(), Buffer.alloc(8 * 1024 * 1024)]);
    const res = await upload({ bytes: big, name: 'huge.png', type: 'image/png' });
    expect(res.statusCode).toBe(413);
    expect(res.json()).toMatchObject({ error: 'The image is larger than 8 MB.', code: 'payload_too_large' });
  });

  it('refuses an image of more than 40 megapixels with a clear 400, before decoding it', async () => {
    const bomb = await pngClaiming(10_000, 5_000);
    expect((await sharp(bomb).metadata()).width).toBe(10_000);
    const res = await upload({ bytes: bomb, name: 'bomb.png', type: 'image/png' });
    expect(res.statusCode).toBe(400);
    expect(res.json()).toMatchObject({ error: 'The image is larger than 40 megapixels.', code: 'image_too_many_pixels' });
  });
});

describe('displayName', () => {
  it('keeps only the file name, without folders or control characters, and falls back when empty', () => {
    expect(displayName('C:\\fakepath\\photo.png', 'k.png')).toBe('photo.png');
    expect(displayName('../../etc/passwd', 'k.png')).toBe('passwd');
    expect(displayName('a\u0000b\u001fc.jpg', 'k.png')).toBe('abc.jpg');
    expect(displayName('   ', 'k.png')).toBe('k.png');
    expect(displayName(undefined, 'k.png')).toBe('k.png');
    expect(displayName('x'.repeat(500), 'k.png')).toHaveLength(200);
  });
});

describe('GET /api/fileUpload (Gallery)', () => {
  it('lists the images newest first with name and address, for staff only', async () => {
    t.clock.advance(1000);
    const res = await upload({ bytes: await png(), name: 'newest.png', type: 'image/png' });
    const newest = imageUploadResponseSchema.parse(res.json()).image;
    const list = await t.app.inject({ url: '/api/fileUpload/', headers: admin });
    expect(list.statusCode).toBe(200);
    const body = galleryListResponseSchema.parse(list.json());
    expect(body.images[0]).toEqual(newest);
    expect(body.images.map((i) => i.name)).toEqual(expect.arrayContaining(['Team photo.png', 'holiday.jpeg', 'really-a-png.jpg']));
    expect((await t.app.inject('/api/fileUpload')).statusCode).toBe(401);
  });
});

describe('GET /media/{key}', () => {
  it('serves a stored image with its sniffed type, nosniff, inline, a long cache and a locked-down policy', async () => {
    const up = await upload({ bytes: await png(), name: 'served.jpg', type: 'image/jpeg' });
    const url = imageUploadResponseSchema.parse(up.json()).image.url;
    const res = await t.app.inject(url);
    expect(res.statusCode).toBe(200);
    expect(res.headers['content-type']).toBe('image/png');
    expect(res.headers['x-content-type-options']).toBe('nosniff');
    expect(res.headers['content-disposition']).toBe('inline');
    expect(res.headers['cache-control']).toBe('public, max-age=31536000, immutable');
    expect(String(res.headers['content-security-policy'])).toMatch(/^default-src 'none'/);
    expect(res.rawPayload.equals((await t.storage.get(keyOf(url)))!.bytes)).toBe(true);
  });

  it('answers 404 for unknown keys and for paths that try to leave the folder', async () => {
    for (const path of ['/media/gallery/00000000000000000000000000000000.png', '/media/..%2F..%2Fetc%2Fpasswd', '/media/gallery/../../secret.png', '/media/']) {
      const res = await t.app.inject(path);
      expect(res.statusCode).toBe(404);
      expect(res.headers['content-type']).not.toMatch(/image/);
    }
  });
});
