// Benchmark: completed guest checkouts per second on PostgreSQL. One checkout is what a shopper's
// browser does on Place Order: POST /api/guest/orders (the server prices the cart again and writes
// the order) then POST /api/process-payment with pm_card_visa on the built-in test gateway, each
// under its own Idempotency-Key. 50 shoppers run at once for a bounded time; at the end the
// orders and payments in the database are counted and must equal the checkouts completed.
// Run: node --import tsx bench/checkout.ts   (bench/README.md explains the figures)
import { randomUUID } from 'node:crypto';
import os from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import pg from 'pg';
import { freePort, startChildServer, type ChildServer } from './lib/child-server.js';
import { benchServerUrl, createScratchDatabase, isReachable } from './lib/postgres.js';
import { runBenchmark } from './lib/run-benchmark.js';

const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');
const shoppers = Number(process.env.BENCH_CONNECTIONS ?? 50);
const seconds = Number(process.env.BENCH_SECONDS ?? 10);
const warmupSeconds = 2;
const requestTimeoutMs = 10_000;

interface Tally {
  checkouts: number;
  /** Milliseconds per completed checkout (both requests). */
  latencies: number[];
  serverErrors: number;
  /** Other non-2xx answers and network failures: any of these spoils the figure. */
  otherFailures: number;
  firstFailure: string | null;
}

async function startApi(databaseUrl: string): Promise<ChildServer> {
  const port = await freePort();
  return startChildServer({
    script: path.join(root, 'apps/api/src/main.ts'),
    env: {
      NODE_ENV: 'production',
      ENCRYPTION_KEY: '0'.repeat(64),
      HOST: '127.0.0.1',
      PORT: String(port),
      LOG_LEVEL: 'warn',
      RATE_LIMIT_PER_MINUTE: String(1_000_000_000),
      WEB_DIST_DIR: path.join(os.tmpdir(), 'upline-bench-no-web'),
      DATABASE_URL: databaseUrl,
      SEED_ON_START: 'true',
      // Background jobs would add their own queries to the figures.
      JOBS_ENABLED: 'false',
    },
    port,
    readyPath: '/api/health',
    startTimeoutMs: 120_000,
  });
}

async function json(res: Response): Promise<Record<string, unknown>> {
  return (await res.json()) as Record<string, unknown>;
}

/** The order payload every shopper sends: one product to Illinois, at the total the server quoted. */
async function checkoutPayload(baseUrl: string): Promise<Record<string, unknown>> {
  const list = await json(await fetch(`${baseUrl}/api/products/customer`));
  const productId = (list.products as { id: number }[] | undefined)?.[0]?.id;
  if (!productId) throw new Error('no product to buy');
  const states = await json(await fetch(`${baseUrl}/api/states/231`));
  const illinois = (states.states as { id: number; name: string }[] | undefined)?.find((s) => s.name === 'Illinois');
  if (!illinois) throw new Error('no state Illinois');
  const cart = { lines: [{ productId, quantity: 2 }], currency: 'USD', address: { countryCode: 'US', stateId: illinois.id } };
  const post = (body: object) => fetch(`${baseUrl}/api/cart/quote`, { method: 'POST', headers: { 'content-type': 'application/json' }, body: JSON.stringify(body) }).then(json);
  const listed = await post(cart);
  const option = (listed.shipping as { options: { id: string }[] }).options[0];
  if (!option) throw new Error('no shipping option');
  const quote = await post({ ...cart, shippingOptionId: option.id });
  return {
    email: 'bench.shopper@example.com',
    first_name: 'Bench',
    last_name: 'Shopper',
    mobile: '5550100',
    total: quote.total,
    currency: 'USD',
    ship_address: '12 Elm Street',
    ship_city: 'Springfield',
    country: 231,
    state: illinois.id,
    ship_zipcode: '62701',
    shipping_method: option.id,
    products: [{ product_id: productId, quantity: 2, price: 0, autoship: 'no' }],
    shopping_country_code: 'US',
  };
}

/** One shopper: places and pays orders one after the other until `until`. */
async function shopper(baseUrl: string, payload: string, until: number, tally: Tally | null): Promise<void> {
  const fail = (status: number | null, what: string) => {
    if (!tally) return;
    if (status !== null && status >= 500) tally.serverErrors++;
    else tally.otherFailures++;
    tally.firstFailure ??= `${what}: ${status ?? 'network error'}`;
  };
  while (Date.now() < until) {
    const started = performance.now();
    try {
      const placed = await fetch(`${baseUrl}/api/guest/orders`, {
        method: 'POST',
        headers: { 'content-type': 'application/json', 'idempotency-key': randomUUID() },
        body: payload,
        signal: AbortSignal.timeout(requestTimeoutMs),
      });
      const order = await json(placed);
      if (placed.status !== 201) {
        fail(placed.status, `guest/orders ${JSON.stringify(order).slice(0, 200)}`);
        continue;
      }
      const id = ((order.data as { order: { id: number } }).order).id;
      const paid = await fetch(`${baseUrl}/api/process-payment`, {
        method: 'POST',
        headers: { 'content-type': 'application/json', 'idempotency-key': randomUUID(), 'x-order-access': String(order.order_access_token) },
        body: JSON.stringify({ order_id: id, authorization_key: 'pm_card_visa' }),
        signal: AbortSignal.timeout(requestTimeoutMs),
      });
      const answer = await json(paid);
      if (paid.status !== 200) {
        fail(paid.status, `process-payment ${JSON.stringify(answer).slice(0, 200)}`);
        continue;
      }
      if (tally) {
        tally.checkouts++;
        tally.latencies.push(performance.now() - started);
      }
    } catch {
      fail(null, 'request');
    }
  }
}

async function countRows(databaseUrl: string): Promise<{ orders: number; paidOrders: number; payments: number; succeeded: number }> {
  const client = new pg.Client({ connectionString: databaseUrl });
  await client.connect();
  try {
    const one = async (sql: string) => Number((await client.query<{ n: string }>(sql)).rows[0]?.n ?? 0);
    return {
      orders: await one('select count(*) as n from orders'),
      paidOrders: await one("select count(*) as n from orders where payment_status = 'paid'"),
      payments: await one('select count(*) as n from payments'),
      succeeded: await one("select count(*) as n from payments where status = 'succeeded'"),
    };
  } finally {
    await client.end();
  }
}

const percentile = (sorted: number[], p: number) => sorted[Math.min(sorted.length - 1, Math.ceil((p / 100) * sorted.length) - 1)] ?? NaN;

async function main() {
  const started = Date.now();
  console.log(
    `checkout benchmark: ${shoppers} concurrent guest shoppers, ${seconds} s measured after a ${warmupSeconds} s warm-up, ` +
      `node ${process.version}, ${os.cpus().length} cores, load average ${os.loadavg()[0]?.toFixed(2)}`,
  );
  if (!(await isReachable(benchServerUrl))) {
    console.log(`PostgreSQL not reachable at ${new URL(benchServerUrl).host}: set BENCH_DATABASE_URL. Nothing measured.`);
    return;
  }
  const database = await createScratchDatabase(benchServerUrl, 'upline_bench_checkout');
  let server: ChildServer | undefined;
  try {
    server = await startApi(database.url);
    const baseUrl = server.baseUrl;
    const payload = JSON.stringify(await checkoutPayload(baseUrl));

    const warmup: Tally = { checkouts: 0, latencies: [], serverErrors: 0, otherFailures: 0, firstFailure: null };
    await Promise.all(Array.from({ length: shoppers }, () => shopper(baseUrl, payload, Date.now() + warmupSeconds * 1000, warmup)));
    const tally: Tally = { checkouts: 0, latencies: [], serverErrors: 0, otherFailures: 0, firstFailure: null };
    const cpuBefore = server.cpuMicros();
    const t0 = performance.now();
    await Promise.all(Array.from({ length: shoppers }, () => shopper(baseUrl, payload, Date.now() + seconds * 1000, tally)));
    const elapsed = (performance.now() - t0) / 1000;
    const cpuMs = (server.cpuMicros() - cpuBefore) / 1000;

    const rows = await countRows(database.url);
    const expected = warmup.checkouts + tally.checkouts;
    const sorted = [...tally.latencies].sort((a, b) => a - b);
    const fmt = (n: number, d = 0) => n.toLocaleString('en-US', { maximumFractionDigits: d, minimumFractionDigits: d });
    console.log('');
    console.log(`completed checkouts        ${fmt(tally.checkouts)} in ${fmt(elapsed, 1)} s (plus ${fmt(warmup.checkouts)} in the warm-up)`);
    console.log(`checkouts per second       ${fmt(tally.checkouts / elapsed, 1)}  (${fmt((tally.checkouts * 2) / elapsed)} requests/s)`);
    console.log(`checkout latency ms        p50 ${fmt(percentile(sorted, 50))}  p99 ${fmt(percentile(sorted, 99))}  max ${fmt(sorted.at(-1) ?? NaN)}`);
    console.log(`API CPU per checkout       ${fmt(cpuMs / Math.max(1, tally.checkouts), 2)} ms`);
    console.log(`API peak RSS               ${fmt(server.peakRssMb())} MB`);
    console.log(`5xx answers                ${warmup.serverErrors + tally.serverErrors}`);
    console.log(`other failures             ${warmup.otherFailures + tally.otherFailures}${tally.firstFailure ?? warmup.firstFailure ? ` (first: ${tally.firstFailure ?? warmup.firstFailure})` : ''}`);
    console.log(`orders in the database     ${rows.orders} (paid ${rows.paidOrders}); checkouts completed ${expected}`);
    console.log(`payments in the database   ${rows.payments} (succeeded ${rows.succeeded})`);
    const isExact = rows.orders === expected && rows.paidOrders === expected && rows.payments === expected && rows.succeeded === expected;
    const isClean = warmup.serverErrors + tally.serverErrors + warmup.otherFailures + tally.otherFailures === 0;
    console.log(`\nexactly once: ${isExact && isClean ? 'yes' : 'NO'} (expected 0 failures and ${expected} orders, paid orders and succeeded payments)`);
  } finally {
    await server?.stop();
    await database.drop();
  }
  console.log(`finished in ${Math.round((Date.now() - started) / 1000)} s`);
}

runBenchmark(main);
