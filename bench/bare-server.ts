import Fastify from 'fastify';

// The yardstick: a bare Fastify route answering constant JSON, no plugins, no logging.
const app = Fastify({ logger: false });
app.get('/bare', async () => ({ hello: 'world', items: [1, 2, 3] }));
app.get('/health', async () => ({ ok: true }));
await app.listen({ host: '127.0.0.1', port: Number(process.env.PORT) });
const shutdown = () => void app.close().then(() => process.exit(0));
process.once('SIGTERM', shutdown);
process.once('SIGINT', shutdown);
