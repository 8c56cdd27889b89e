import { createHash } from 'node:crypto';
import { promisify } from 'node:util';
import zlib from 'node:zlib';
import type { FastifyReply, FastifyRequest } from 'fastify';

// A response body serialised once and compressed once, then sent as bytes to every request that
// asks for it. The catalogue answers are large (every product with its tab HTML) and identical
// for everyone until the catalogue changes, so serialising and compressing them per request
// would dominate the cost of the product list.

const brotli = promisify(zlib.brotliCompress);
const gzip = promisify(zlib.gzip);

export type BodyEncoding = 'br' | 'gzip' | 'identity';

export interface EncodedBody {
  json: Buffer;
  /** Strong validator of the JSON text, the same in every API process. */
  etag: string;
  encoded(encoding: 'br' | 'gzip'): Promise<Buffer>;
}

/** Serialises a value once; the compressed forms are made on first use and kept. */
export function encodeBody(value: unknown): EncodedBody {
  const json = Buffer.from(JSON.stringify(value));
  const etag = createHash('sha256').update(json).digest('base64url').slice(0, 22);
  const forms = new Map<'br' | 'gzip', Promise<Buffer>>();
  return {
    json,
    etag,
    encoded(encoding) {
      let form = forms.get(encoding);
      if (!form) {
        // Highest quality: made once per catalogue version, off the event loop, sent many times.
        form =
          encoding === 'br'
            ? brotli(json, { params: { [zlib.constants.BROTLI_PARAM_QUALITY]: 11, [zlib.constants.BROTLI_PARAM_SIZE_HINT]: json.length } })
            : gzip(json, { level: 9 });
        // A failed compression is retried by the next request rather than remembered.
        form.catch(() => forms.delete(encoding));
        forms.set(encoding, form);
      }
      return form;
    },
  };
}

// Browsers send a handful of distinct Accept-Encoding values: remember the answers for them.
const pickedEncodings = new Map<string, BodyEncoding>();

/** The best encoding the client accepts: brotli, then gzip, else none. */
export function pickEncoding(acceptEncoding: string | string[] | undefined): BodyEncoding {
  const header = Array.isArray(acceptEncoding) ? acceptEncoding.join(',') : (acceptEncoding ?? '');
  let picked = pickedEncodings.get(header);
  if (!picked) {
    picked = parseAcceptEncoding(header);
    if (pickedEncodings.size >= 64) pickedEncodings.clear();
    pickedEncodings.set(header, picked);
  }
  return picked;
}

function parseAcceptEncoding(header: string): BodyEncoding {
  const accepted = new Map<string, number>();
  for (const part of header.split(',')) {
    const [name = '', ...params] = part.trim().toLowerCase().split(';');
    if (!name) continue;
    const q = params.map((p) => p.trim()).find((p) => p.startsWith('q='));
    accepted.set(name, q ? Number(q.slice(2)) || 0 : 1);
  }
  const allows = (name: string) => (accepted.get(name) ?? accepted.get('*') ?? 0) > 0;
  if (allows('br')) return 'br';
  if (allows('gzip') || allows('x-gzip')) return 'gzip';
  return 'identity';
}

function matchesEtag(ifNoneMatch: string | undefined, etag: string): boolean {
  if (!ifNoneMatch) return false;
  return ifNoneMatch.split(',').some((tag) => {
    const t = tag.trim().replace(/^W\//, '');
    return t === '*' || t === etag;
  });
}

/**
 * Sends a pre-encoded JSON body in the encoding the client prefers, with an ETag per encoding
 * and 304 for a matching If-None-Match. The answer may depend on the session (the shopper's
 * currency), so shared caches must revalidate: no-cache, and Vary on what selects the body.
 */
export async function sendEncodedBody(request: Pick<FastifyRequest, 'headers'>, reply: FastifyReply, body: EncodedBody): Promise<FastifyReply> {
  const encoding = pickEncoding(request.headers['accept-encoding']);
  const etag = `"${body.etag}${encoding === 'identity' ? '' : `-${encoding}`}"`;
  reply.header('etag', etag).header('cache-control', 'no-cache').header('vary', 'accept-encoding, authorization, cookie');
  if (matchesEtag(request.headers['if-none-match'], etag)) return reply.code(304).send();
  reply.type('application/json; charset=utf-8');
  if (encoding === 'identity') return reply.send(body.json);
  return reply.header('content-encoding', encoding).send(await body.encoded(encoding));
}
