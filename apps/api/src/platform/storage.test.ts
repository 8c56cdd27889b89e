import { mkdtemp, readdir, rm } from 'node:fs/promises';
import { createServer, type IncomingMessage, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { ConfigError, loadConfig } from '../config.js';
import { LocalStorage } from './storage-local.js';
import { createStorage } from './storage-config.js';
import { S3Storage } from './storage-s3.js';
import { sha256Hex, signRequest } from './storage-s3-signature.js';

describe('LocalStorage', () => {
  let root: string;
  let storage: LocalStorage;
  beforeAll(async () => {
    root = await mkdtemp(path.join(tmpdir(), 'upline-storage-'));
    storage = new LocalStorage({ root });
  });
  afterAll(async () => rm(root, { recursive: true, force: true }));

  it('stores and reads back bytes with the type of the extension, and leaves no partial files', async () => {
    const bytes = Buffer.from([0x89, 0x50, 0x4e, 0x47, 1, 2, 3]);
    await storage.put('gallery/abc123.png', bytes, 'image/png');
    expect(await storage.get('gallery/abc123.png')).toEqual({ bytes, contentType: 'image/png' });
    expect(await readdir(path.join(root, 'gallery'))).toEqual(['abc123.png']);
    expect(storage.url('gallery/abc123.png')).toBe('/media/gallery/abc123.png');
  });

  it('answers null for a missing key', async () => {
    expect(await storage.get('gallery/missing.png')).toBeNull();
  });

  it('refuses keys that could leave the folder or hide their type', async () => {
    for (const key of ['../outside.png', 'gallery/../../x.png', '/etc/passwd.png', 'Gallery/UPPER.png', 'noextension', 'a\\b.png']) {
      await expect(storage.put(key, Buffer.from('x'), 'image/png')).rejects.toThrow();
      expect(await storage.get(key)).toBeNull();
    }
  });

  it('refuses a content type that disagrees with the extension', async () => {
    await expect(storage.put('gallery/page.png', Buffer.from('<html>'), 'text/html')).rejects.toThrow(/does not match/);
  });
});

describe('AWS Signature Version 4', () => {
  it('reproduces the published S3 GET example (examplebucket, test.txt, Range bytes=0-9)', () => {
    // The example request from the S3 API reference: header-based auth for a GET Object.
    const headers = signRequest(
      {
        method: 'GET',
        url: new URL('https://examplebucket.s3.amazonaws.com/test.txt'),
        headers: { Range: 'bytes=0-9' },
        payloadHash: sha256Hex(''),
        date: new Date('2013-05-24T00:00:00Z'),
      },
      { accessKeyId: 'AKIAIOSFODNN7EXAMPLE', secretAccessKey: 'wJalrXUtnFEMI/K7MDENG/bPxRfiCYEXAMPLEKEY', region: 'us-east-1', service: 's3' },
    );
    expect(headers.authorization).toBe(
      'AWS4-HMAC-SHA256 Credential=AKIAIOSFODNN7EXAMPLE/20130524/us-east-1/s3/aws4_request,' +
        'SignedHeaders=host;range;x-amz-content-sha256;x-amz-date,' +
        'Signature=f0e8bdb87c964420e857bd35b5d6ed310bd44f0170aba48dd91039c6036bdb41',
    );
    expect(headers['x-amz-content-sha256']).toBe('e3b0c44298fc1c149afbf4c8996fb92427ae41e4649b934ca495991b7852b855');
    expect(headers['x-amz-date']).toBe('20130524T000000Z');
  });
});

/** A tiny S3 stand-in: checks each request's signature with the shared secret and keeps objects in memory. */
function fakeS3(secret: string) {
  const objects = new Map<string, { body: Buffer; type: string }>();
  const seen: { method: string; url: string; headers: IncomingMessage['headers'] }[] = [];
  const server: Server = createServer((req, res) => {
    const chunks: Buffer[] = [];
    req.on('data', (c: Buffer) => chunks.push(c));
    req.on('end', () => {
      const body = Buffer.concat(chunks);
      seen.push({ method: req.method ?? '', url: req.url ?? '', headers: req.headers });
      const h = req.headers;
      const auth = String(h.authorization ?? '');
      const match = auth.match(/^AWS4-HMAC-SHA256 Credential=([^/]+)\/(\d{8})\/([^/]+)\/s3\/aws4_request,SignedHeaders=([^,]+),Signature=([0-9a-f]{64})$/);
      if (!match || h['x-amz-content-sha256'] !== sha256Hex(body) || !h['x-amz-date']) {
        res.writeHead(403).end('bad request signature');
        return;
      }
      // Recompute the signature from what arrived: host, path and signed headers as received.
      const signedNames = match[4]!.split(';').filter((n) => !['host', 'x-amz-date', 'x-amz-content-sha256'].includes(n));
      const expected = signRequest(
        {
          method: req.method ?? '',
          url: new URL(`http://${h.host}${req.url}`),
          headers: Object.fromEntries(signedNames.map((n) => [n, String(h[n])])),
          payloadHash: String(h['x-amz-content-sha256']),
          date: new Date(String(h['x-amz-date']).replace(/^(\d{4})(\d{2})(\d{2})T(\d{2})(\d{2})(\d{2})Z$/, '$1-$2-$3T$4:$5:$6Z')),
        },
        { accessKeyId: match[1]!, secretAccessKey: secret, region: match[3]!, service: 's3' },
      );
      if (expected.authorization !== auth) {
        res.writeHead(403).end('SignatureDoesNotMatch');
        return;
      }
      if (req.url === '/uploads/broken/fail.png') {
        res.writeHead(500).end('boom');
      } else if (req.method === 'PUT') {
        objects.set(req.url ?? '', { body, type: String(h['content-type']) });
        res.writeHead(200).end();
      } else {
        const object = objects.get(req.url ?? '');
        if (!object) res.writeHead(404).end('NoSuchKey');
        else res.writeHead(200, { 'content-type': object.type }).end(object.body);
      }
    });
  });
  return { server, objects, seen };
}

describe('S3Storage against an S3-compatible server', () => {
  const secret = 'test-secret-key';
  const fake = fakeS3(secret);
  let endpoint: string;
  beforeAll(async () => {
    await new Promise<void>((resolve) => fake.server.listen(0, '127.0.0.1', resolve));
    endpoint = `http://127.0.0.1:${(fake.server.address() as AddressInfo).port}`;
  });
  afterAll(async () => new Promise<void>((resolve) => fake.server.close(() => resolve())));

  const storageWith = (opts: { secret?: string; publicUrl?: string } = {}) =>
    new S3Storage({
      endpoint,
      bucket: 'uploads',
      region: 'eu-west-3',
      accessKeyId: 'AKIDTEST',
      secretAccessKey: opts.secret ?? secret,
      publicUrl: opts.publicUrl,
      forcePathStyle: true,
    });

  it('PUTs a signed object at /bucket/key with its type and a long cache, and GETs it back', async () => {
    const storage = storageWith();
    const bytes = Buffer.from([0xff, 0xd8, 0xff, 0xdb, 9, 8, 7]);
    await storage.put('gallery/0123abcd.jpg', bytes, 'image/jpeg');
    expect(fake.objects.get('/uploads/gallery/0123abcd.jpg')).toEqual({ body: bytes, type: 'image/jpeg' });
    const put = fake.seen.find((r) => r.method === 'PUT');
    expect(put?.headers['cache-control']).toBe('public, max-age=31536000, immutable');
    expect(String(put?.headers.authorization)).toContain('/eu-west-3/s3/aws4_request');
    expect(await storage.get('gallery/0123abcd.jpg')).toEqual({ bytes, contentType: 'image/jpeg' });
  });

  it('answers null for a missing object and throws when the server fails or refuses the signature', async () => {
    const storage = storageWith();
    expect(await storage.get('gallery/none.png')).toBeNull();
    await expect(storage.put('broken/fail.png', Buffer.from('x'), 'image/png')).rejects.toThrow(/500/);
    await expect(storageWith({ secret: 'wrong' }).put('gallery/x.png', Buffer.from('x'), 'image/png')).rejects.toThrow(/403/);
  });

  it('gives the CDN address when a public URL is configured, else the API media path', () => {
    expect(storageWith().url('gallery/a.png')).toBe('/media/gallery/a.png');
    expect(storageWith({ publicUrl: 'https://cdn.upline.test/' }).url('gallery/a.png')).toBe('https://cdn.upline.test/gallery/a.png');
  });
});

describe('storage configuration', () => {
  it('uses the local uploads folder by default and S3 when S3_BUCKET is set', () => {
    const local = loadConfig({ NODE_ENV: 'test', DATA_DIR: '/srv/upline' });
    expect(local.s3).toBeNull();
    expect(createStorage(local)).toBeInstanceOf(LocalStorage);

    const s3 = loadConfig({ NODE_ENV: 'test', S3_BUCKET: 'media', S3_REGION: 'ca-central-1', S3_ACCESS_KEY_ID: 'id', S3_SECRET_ACCESS_KEY: 'secret' });
    expect(s3.s3).toMatchObject({ bucket: 'media', endpoint: 'https://s3.ca-central-1.amazonaws.com', forcePathStyle: true, publicUrl: undefined });
    expect(createStorage(s3)).toBeInstanceOf(S3Storage);
  });

  it('refuses S3_BUCKET without credentials, naming what is missing', () => {
    expect(() => loadConfig({ NODE_ENV: 'test', S3_BUCKET: 'media' })).toThrow(ConfigError);
    expect(() => loadConfig({ NODE_ENV: 'test', S3_BUCKET: 'media', S3_ACCESS_KEY_ID: 'id' })).toThrow(/S3_SECRET_ACCESS_KEY/);
  });
});
