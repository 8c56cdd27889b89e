import { randomBytes } from 'node:crypto';
import Fastify from 'fastify';

// The yardsticks: bare Fastify routes, no plugins, no logging. /bare answers constant JSON;
// /sized/{bytes} answers a fixed body of that many bytes labelled as brotli-compressed JSON, for
// each size in PAYLOAD_SIZES (comma-separated): the sizes the API's answers are sent with, to
// show what the load generator can take at that size when the server does nothing.
const sizes = (process.env.PAYLOAD_SIZES ?? '1024').split(',').map(Number).filter((n) => Number.isInteger(n) && n > 0);
const app = Fastify({ logger: false });
app.get('/bare', async () => ({ hello: 'world', items: [1, 2, 3] }));
for (const bytes of sizes) {
  const payload = randomBytes(bytes);
  app.get(`/sized/${bytes}`, async (_request, reply) => reply.type('application/json').header('content-encoding', 'br').send(payload));
}
app.get('/health', async () => ({ ok: true }));
await app.listen({ host: '127.0.0.1', port: Number(process.env.PORT) });
const shutdown = () => void app.close().then(() => process.exit(0));
process.once('SIGTERM', shutdown);
process.once('SIGINT', shutdown);
