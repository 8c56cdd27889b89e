import http from 'node:http';

/** Bytes of a response body as sent on the wire (still compressed), and its encoding. */
export function responseSize(url: string, headers: Record<string, string>): Promise<{ bytes: number; encoding: string }> {
  return new Promise((resolve, reject) => {
    const request = http.get(url, { headers }, (res) => {
      let bytes = 0;
      res.on('data', (chunk: Buffer) => {
        bytes += chunk.length;
      });
      res.on('end', () => resolve({ bytes, encoding: String(res.headers['content-encoding'] ?? 'identity') }));
      res.on('error', reject);
    });
    request.setTimeout(10_000, () => request.destroy(new Error(`no answer from ${url}`)));
    request.on('error', reject);
  });
}
