import { assertStorageKey, isValidStorageKey, mediaPathPrefix, type Storage, type StoredObject } from './storage.js';
import { sha256Hex, signRequest, uriEncode, type SigningCredentials } from './storage-s3-signature.js';

export interface S3Options {
  /** Base URL of the S3 API, e.g. https://s3.eu-west-1.amazonaws.com or http://127.0.0.1:9000 (MinIO). */
  endpoint: string;
  bucket: string;
  region: string;
  accessKeyId: string;
  secretAccessKey: string;
  /** Public base URL of the bucket (a CDN); without it the API serves files itself at /media/{key}. */
  publicUrl?: string | undefined;
  /** endpoint/bucket/key (default; what most S3-compatible servers expect) instead of bucket.endpoint/key. */
  forcePathStyle: boolean;
  /** Per-request time limit in milliseconds. */
  timeoutMs?: number;
}

/** Objects in an S3-compatible bucket, through signed PUT and GET requests (no SDK needed for two verbs). */
export class S3Storage implements Storage {
  private readonly creds: SigningCredentials;

  constructor(private readonly opts: S3Options) {
    this.creds = { accessKeyId: opts.accessKeyId, secretAccessKey: opts.secretAccessKey, region: opts.region, service: 's3' };
  }

  private objectUrl(key: string): URL {
    const endpoint = new URL(this.opts.endpoint);
    const base = endpoint.pathname.replace(/\/$/, '');
    const encodedKey = uriEncode(key, true);
    if (this.opts.forcePathStyle) {
      endpoint.pathname = `${base}/${uriEncode(this.opts.bucket)}/${encodedKey}`;
    } else {
      endpoint.hostname = `${this.opts.bucket}.${endpoint.hostname}`;
      endpoint.pathname = `${base}/${encodedKey}`;
    }
    return endpoint;
  }

  private async send(method: 'GET' | 'PUT', key: string, body?: Buffer, headers: Record<string, string> = {}) {
    const url = this.objectUrl(key);
    const signed = signRequest(
      { method, url, headers, payloadHash: sha256Hex(body ?? ''), date: new Date() },
      this.creds,
    );
    // fetch sets Host itself, from the same URL that was signed.
    const { host: _host, ...sent } = signed;
    return fetch(url, {
      method,
      headers: sent,
      body: body ? new Uint8Array(body) : undefined,
      signal: AbortSignal.timeout(this.opts.timeoutMs ?? 30_000),
    });
  }

  async put(key: string, bytes: Buffer, contentType: string): Promise<void> {
    assertStorageKey(key);
    const res = await this.send('PUT', key, bytes, {
      'content-type': contentType,
      // Keys are random and never rewritten: caches may keep them for good.
      'cache-control': 'public, max-age=31536000, immutable',
    });
    if (!res.ok) throw new Error(`Object storage refused PUT ${key}: ${res.status} ${(await res.text()).slice(0, 300)}`);
  }

  async get(key: string): Promise<StoredObject | null> {
    if (!isValidStorageKey(key)) return null;
    const res = await this.send('GET', key);
    if (res.status === 404) return null;
    if (!res.ok) throw new Error(`Object storage refused GET ${key}: ${res.status}`);
    return {
      bytes: Buffer.from(await res.arrayBuffer()),
      contentType: res.headers.get('content-type') ?? 'application/octet-stream',
    };
  }

  url(key: string): string {
    return this.opts.publicUrl ? `${this.opts.publicUrl.replace(/\/$/, '')}/${key}` : `${mediaPathPrefix}/${key}`;
  }
}
