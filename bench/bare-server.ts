import { randomBytes } from 'node:crypto';
import Fastify from 'fastify';

// The yardsticks: bare Fastify routes, no plugins, no logging. /bare answers constant JSON;
// /sized answers a fixed body of PAYLOAD_BYTES bytes labelled as brotli-compressed JSON, the
// size of the product list as the API sends it, to show what the load generator can take at
// that size when the server does nothing.
const payload = randomBytes(Number(process.env.PAYLOAD_BYTES ?? 1024));
const app = Fastify({ logger: false });
app.get('/bare', async () => ({ hello: 'world', items: [1, 2, 3] }));
app.get('/sized', async (_request, reply) => reply.type('application/json').header('content-encoding', 'br').send(payload));
app.get('/health', async () => ({ ok: true }));
await app.listen({ host: '127.0.0.1', port: Number(process.env.PORT) });
const shutdown = () => void app.close().then(() => process.exit(0));
process.once('SIGTERM', shutdown);
process.once('SIGINT', shutdown);
