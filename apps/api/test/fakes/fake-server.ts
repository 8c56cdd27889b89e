import { createServer, type IncomingMessage, type ServerResponse } from 'node:http';
import type { AddressInfo } from 'node:net';

/** One request as a fake provider sees it. */
export interface FakeRequest {
  method: string;
  path: string;
  /** The query string's parameters. */
  query: URLSearchParams;
  headers: IncomingMessage['headers'];
  body: string;
}

export interface FakeResponse {
  status: number;
  body: unknown;
  headers?: Record<string, string>;
}

export interface RunningFake {
  /** http://127.0.0.1:<port> */
  url: string;
  /** Every request received, oldest first. */
  requests: FakeRequest[];
  close(): Promise<void>;
}

/** Starts a node:http server on a random local port that answers JSON from `handle`. */
export async function startFakeServer(handle: (req: FakeRequest) => FakeResponse | Promise<FakeResponse>): Promise<RunningFake> {
  const requests: FakeRequest[] = [];
  const server = createServer((incoming: IncomingMessage, outgoing: ServerResponse) => {
    const chunks: Buffer[] = [];
    incoming.on('data', (chunk: Buffer) => chunks.push(chunk));
    incoming.on('end', () => {
      const url = new URL(incoming.url ?? '/', 'http://fake');
      const req: FakeRequest = { method: incoming.method ?? 'GET', path: url.pathname, query: url.searchParams, headers: incoming.headers, body: Buffer.concat(chunks).toString('utf8') };
      requests.push(req);
      Promise.resolve()
        .then(() => handle(req))
        .catch((err: unknown): FakeResponse => ({ status: 500, body: { error: { message: String(err) } } }))
        .then((res) => {
          if (res.status === 204) {
            outgoing.writeHead(204, res.headers).end();
            return;
          }
          outgoing.writeHead(res.status, { 'content-type': 'application/json', ...res.headers });
          outgoing.end(JSON.stringify(res.body));
        });
    });
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const { port } = server.address() as AddressInfo;
  return {
    url: `http://127.0.0.1:${port}`,
    requests,
    close: () =>
      new Promise<void>((resolve, reject) => {
        server.closeAllConnections();
        server.close((err) => (err ? reject(err) : resolve()));
      }),
  };
}

/** Decodes a form body the way Stripe reads it: `metadata[order_id]=1` becomes `{ metadata: { order_id: '1' } }`. */
export function decodeStripeForm(body: string): Record<string, unknown> {
  const out: Record<string, unknown> = {};
  for (const [key, value] of new URLSearchParams(body)) {
    const parts = key.split(/\[|\]\[|\]/).filter((p) => p !== '');
    let node = out;
    parts.forEach((part, i) => {
      if (i === parts.length - 1) node[part] = value;
      else node = (node[part] ??= {}) as Record<string, unknown>;
    });
  }
  return out;
}
