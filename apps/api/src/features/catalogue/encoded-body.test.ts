import { brotliDecompressSync, gunzipSync } from 'node:zlib';
import { describe, expect, it } from 'vitest';
import { encodeBody, pickEncoding } from './encoded-body.js';

describe('pickEncoding', () => {
  it.each([
    ['gzip, deflate, br', 'br'],
    ['gzip', 'gzip'],
    ['br;q=0, gzip', 'gzip'],
    ['gzip;q=0, br;q=0', 'identity'],
    ['deflate', 'identity'],
    ['*', 'br'],
    ['*;q=0, gzip', 'gzip'],
    ['x-gzip', 'gzip'],
    ['', 'identity'],
  ] as const)('%s -> %s', (header, expected) => {
    expect(pickEncoding(header)).toBe(expected);
  });

  it('reads no header as identity', () => {
    expect(pickEncoding(undefined)).toBe('identity');
  });
});

describe('encodeBody', () => {
  it('serialises once and compresses to the same bytes', async () => {
    const value = { products: Array.from({ length: 50 }, (_, id) => ({ id, name: `Product ${id}` })) };
    const body = encodeBody(value);
    expect(JSON.parse(body.json.toString())).toEqual(value);
    expect(brotliDecompressSync(await body.encoded('br')).equals(body.json)).toBe(true);
    expect(gunzipSync(await body.encoded('gzip')).equals(body.json)).toBe(true);
    expect(await body.encoded('br')).toBe(await body.encoded('br'));
  });

  it('gives equal content equal validators and different content different ones', () => {
    expect(encodeBody({ a: 1 }).etag).toBe(encodeBody({ a: 1 }).etag);
    expect(encodeBody({ a: 1 }).etag).not.toBe(encodeBody({ a: 2 }).etag);
  });
});
