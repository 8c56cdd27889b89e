// Benchmark: completed guest checkouts per second on PostgreSQL. One checkout is what a shopper's
// browser does on Place Order: POST /api/guest/orders (the server prices the cart again and writes
// the order) then POST /api/process-payment with pm_card_visa on the built-in test gateway, each
// under its own Idempotency-Key. 50 shoppers run at once for a bounded time; at the end the
// orders and payments in the database are counted and must equal the checkouts completed.
// A second run, 'crash', has 200 shoppers who retry like browsers (same keys) while the API is
// killed (SIGKILL) and restarted in the middle; it counts orders charged twice and orders paid
// but not marked paid, both of which must be 0.
// Run: node --import tsx bench/checkout.ts   (bench/README.md explains the figures)
import { randomUUID } from 'node:crypto';
import http from 'node:http';
import os from 'node:os';
import pg from 'pg';
import { freePort, postgresCpuMicros, startBenchApi, type ChildServer, type GcPauses } from './lib/child-server.js';
import { benchPostgresReady, withBenchDatabase } from './lib/postgres.js';
import { runBenchmark } from './lib/run-benchmark.js';

const shoppers = Number(process.env.BENCH_CONNECTIONS ?? 50);
const seconds = Number(process.env.BENCH_SECONDS ?? 10);
const warmupSeconds = 2;
const requestTimeoutMs = 10_000;
const crashShoppers = Number(process.env.BENCH_CRASH_CONNECTIONS ?? 200);
const crashSeconds = Number(process.env.BENCH_CRASH_SECONDS ?? 10);

interface Tally {
  checkouts: number;
  /** Milliseconds per completed checkout (both requests). */
  latencies: number[];
  serverErrors: number;
  /** Other non-2xx answers and network failures: any of these spoils the figure. */
  otherFailures: number;
  firstFailure: string | null;
}

async function json(res: Response): Promise<Record<string, unknown>> {
  return (await res.json()) as Record<string, unknown>;
}

// The shoppers' requests go through node:http with kept-alive sockets: the load generator shares
// the machine's two cores with the API and PostgreSQL, and `fetch` cost it about three times the
// CPU per checkout (7.1 against 2.2 ms in the same hour: WHATWG streams, a signal per request).
const agent = new http.Agent({ keepAlive: true, maxSockets: 1_000 });

/** POSTs a JSON body and answers the status and the parsed answer; rejects on a network error or after `requestTimeoutMs`. */
function postJson(url: string, headers: Record<string, string>, body: string): Promise<{ status: number; body: Record<string, unknown> }> {
  return new Promise((resolve, reject) => {
    const request = http.request(
      url,
      { method: 'POST', agent, headers: { 'content-type': 'application/json', 'content-length': Buffer.byteLength(body), ...headers }, timeout: requestTimeoutMs },
      (response) => {
        const chunks: Buffer[] = [];
        response.on('data', (chunk: Buffer) => chunks.push(chunk));
        response.on('end', () => {
          try {
            resolve({ status: response.statusCode ?? 0, body: JSON.parse(Buffer.concat(chunks).toString('utf8')) as Record<string, unknown> });
          } catch (err) {
            reject(err as Error);
          }
        });
        response.on('error', reject);
      },
    );
    request.on('timeout', () => request.destroy(new Error('timeout')));
    request.on('error', reject);
    request.end(body);
  });
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
      const placed = await postJson(`${baseUrl}/api/guest/orders`, { 'idempotency-key': randomUUID() }, payload);
      const order = placed.body;
      if (placed.status !== 201) {
        fail(placed.status, `guest/orders ${JSON.stringify(order).slice(0, 200)}`);
        continue;
      }
      const id = ((order.data as { order: { id: number } }).order).id;
      const paid = await postJson(
        `${baseUrl}/api/process-payment`,
        { 'idempotency-key': randomUUID(), 'x-order-access': String(order.order_access_token) },
        JSON.stringify({ order_id: id, authorization_key: 'pm_card_visa' }),
      );
      const answer = paid.body;
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

/** Runs each counting query on its own connection to the benchmark database and answers the counts by name. */
async function countAll<K extends string>(databaseUrl: string, queries: Record<K, string>): Promise<Record<K, number>> {
  const client = new pg.Client({ connectionString: databaseUrl });
  await client.connect();
  try {
    const counts = {} as Record<K, number>;
    for (const [name, sql] of Object.entries(queries) as [K, string][]) counts[name] = Number((await client.query<{ n: string }>(sql)).rows[0]?.n ?? 0);
    return counts;
  } finally {
    await client.end();
  }
}

/** The highest order and payment ids before the shoppers start: the demo seed's own orders are not counted. */
const rowsBefore = (databaseUrl: string) =>
  countAll(databaseUrl, { order: 'select coalesce(max(id), 0) as n from orders', payment: 'select coalesce(max(id), 0) as n from payments' });
type RowsBefore = Awaited<ReturnType<typeof rowsBefore>>;

const countRows = (databaseUrl: string, before: RowsBefore) =>
  countAll(databaseUrl, {
    orders: `select count(*) as n from orders where id > ${before.order}`,
    paidOrders: `select count(*) as n from orders where id > ${before.order} and payment_status = 'paid'`,
    payments: `select count(*) as n from payments where id > ${before.payment}`,
    succeeded: `select count(*) as n from payments where id > ${before.payment} and status = 'succeeded'`,
    chargedTwice: `select count(*) as n from (select order_id from payments where id > ${before.payment} and status = 'succeeded' group by order_id having count(*) > 1) twice`,
  });

/**
 * The SQL statements the server has run in the benchmark database so far (pg_stat_statements),
 * or null when the server does not load that extension (shared_preload_libraries).
 */
async function statementsRun(databaseUrl: string): Promise<number | null> {
  try {
    const client = new pg.Client({ connectionString: databaseUrl });
    await client.connect();
    try {
      await client.query('create extension if not exists pg_stat_statements');
      const { rows } = await client.query<{ n: string }>('select coalesce(sum(calls), 0) as n from pg_stat_statements where dbid = (select oid from pg_database where datname = current_database())');
      return Number(rows[0]?.n ?? 0);
    } finally {
      await client.end();
    }
  } catch {
    return null;
  }
}

const sleep = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

interface CrashTally {
  checkouts: number;
  /** Checkouts given up after the grace period (the API never answered). */
  abandoned: number;
  retries: number;
}

/**
 * Sends one request as a browser retries it: the same Idempotency-Key after a network error, a
 * 5xx or a 409 (still being processed), with a short pause, until an answer or `deadline`.
 */
async function withRetries(url: string, init: RequestInit, deadline: number, tally: CrashTally): Promise<{ status: number; body: Record<string, unknown> } | null> {
  for (;;) {
    try {
      const res = await fetch(url, { ...init, signal: AbortSignal.timeout(requestTimeoutMs) });
      const body = await json(res);
      if (res.status < 500 && res.status !== 409) return { status: res.status, body };
    } catch {
      // The API is down or restarting.
    }
    if (Date.now() > deadline) return null;
    tally.retries++;
    await sleep(100 + Math.random() * 200);
  }
}

/** A shopper who keeps checking out until `until`, and finishes the checkout in hand afterwards. */
async function persistentShopper(baseUrl: () => string, payload: string, until: number, graceMs: number, tally: CrashTally) {
  while (Date.now() < until) {
    const deadline = until + graceMs;
    const orderKey = randomUUID();
    const placed = await withRetries(`${baseUrl()}/api/guest/orders`, { method: 'POST', headers: { 'content-type': 'application/json', 'idempotency-key': orderKey }, body: payload }, deadline, tally);
    if (!placed || placed.status !== 201) {
      tally.abandoned++;
      continue;
    }
    const id = (placed.body.data as { order: { id: number } }).order.id;
    const payKey = randomUUID();
    const paid = await withRetries(
      `${baseUrl()}/api/process-payment`,
      {
        method: 'POST',
        headers: { 'content-type': 'application/json', 'idempotency-key': payKey, 'x-order-access': String(placed.body.order_access_token) },
        body: JSON.stringify({ order_id: id, authorization_key: 'pm_card_visa' }),
      },
      deadline,
      tally,
    );
    if (!paid || paid.status !== 200) tally.abandoned++;
    else tally.checkouts++;
  }
}

const crashCounts = (databaseUrl: string, before: RowsBefore) =>
  countAll(databaseUrl, {
    orders: `select count(*) as n from orders where id > ${before.order}`,
    paidOrders: `select count(*) as n from orders where id > ${before.order} and payment_status = 'paid'`,
    succeeded: `select count(*) as n from payments where id > ${before.payment} and status = 'succeeded'`,
    chargedTwice: `select count(*) as n from (select order_id from payments where id > ${before.payment} and status = 'succeeded' group by order_id having count(*) > 1) twice`,
    paidNotMarked: `select count(*) as n from payments p join orders o on o.id = p.order_id where p.id > ${before.payment} and p.status = 'succeeded' and o.payment_status <> 'paid'`,
  });

/** 200 retrying shoppers; the API is killed with SIGKILL halfway and started again on its port. */
async function crashRun() {
  await withBenchDatabase('upline_bench_crash', async (databaseUrl) => {
    let server: ChildServer | undefined;
    try {
      const port = await freePort();
      server = await startBenchApi(databaseUrl, port);
      const baseUrl = server.baseUrl;
      const payload = JSON.stringify(await checkoutPayload(baseUrl));
      const before = await rowsBefore(databaseUrl);
      const tally: CrashTally = { checkouts: 0, abandoned: 0, retries: 0 };
      const until = Date.now() + crashSeconds * 1000;
      const shoppersDone = Promise.all(Array.from({ length: crashShoppers }, () => persistentShopper(() => baseUrl, payload, until, 60_000, tally)));
      await sleep((crashSeconds * 1000) / 2);
      const killedAt = Date.now();
      await server.crash();
      server = await startBenchApi(databaseUrl, port, { seed: false });
      const downMs = Date.now() - killedAt;
      await shoppersDone;
      // Requests the shoppers gave up on may still be running: the server finishes them as it stops.
      await server.stop();
      server = undefined;
      const rows = await crashCounts(databaseUrl, before);
      console.log('');
      console.log(`crash run: ${crashShoppers} shoppers retrying with the same keys, ${crashSeconds} s, the API killed (SIGKILL) halfway and back after ${(downMs / 1000).toFixed(1)} s`);
      console.log(`checkouts completed        ${tally.checkouts} (abandoned ${tally.abandoned}, retries ${tally.retries})`);
      console.log(`orders in the database     ${rows.orders} (paid ${rows.paidOrders})`);
      console.log(`succeeded payments         ${rows.succeeded}`);
      console.log(`orders charged twice       ${rows.chargedTwice}`);
      console.log(`paid but not marked paid   ${rows.paidNotMarked}`);
      const isExact = rows.chargedTwice === 0 && rows.paidNotMarked === 0 && rows.succeeded === rows.paidOrders && rows.paidOrders >= tally.checkouts;
      console.log(`\nexactly once after a crash: ${isExact ? 'yes' : 'NO'} (0 charged twice, 0 paid but not marked, succeeded payments = paid orders)`);
    } finally {
      await server?.stop();
    }
  });
}

const percentile = (sorted: number[], p: number) => sorted[Math.min(sorted.length - 1, Math.ceil((p / 100) * sorted.length) - 1)] ?? NaN;

async function main() {
  const started = Date.now();
  console.log(
    `checkout benchmark: ${shoppers} concurrent guest shoppers, ${seconds} s measured after a ${warmupSeconds} s warm-up, ` +
      `node ${process.version}, ${os.cpus().length} cores, load average ${os.loadavg()[0]?.toFixed(2)}`,
  );
  if (!(await benchPostgresReady())) return;
  await withBenchDatabase('upline_bench_checkout', async (databaseUrl) => {
    let server: ChildServer | undefined;
    try {
      server = await startBenchApi(databaseUrl, undefined, { seed: true, tallyGc: true });
      const baseUrl = server.baseUrl;
      const payload = JSON.stringify(await checkoutPayload(baseUrl));
      const before = await rowsBefore(databaseUrl);

      const warmup: Tally = { checkouts: 0, latencies: [], serverErrors: 0, otherFailures: 0, firstFailure: null };
      await Promise.all(Array.from({ length: shoppers }, () => shopper(baseUrl, payload, Date.now() + warmupSeconds * 1000, warmup)));
      const tally: Tally = { checkouts: 0, latencies: [], serverErrors: 0, otherFailures: 0, firstFailure: null };
      const statementsBefore = await statementsRun(databaseUrl);
      const cpuBefore = server.cpuMicros();
      const postgresCpuBefore = postgresCpuMicros();
      const benchCpuBefore = process.cpuUsage();
      await server.gcWindow();
      const t0 = performance.now();
      await Promise.all(Array.from({ length: shoppers }, () => shopper(baseUrl, payload, Date.now() + seconds * 1000, tally)));
      const elapsed = (performance.now() - t0) / 1000;
      const cpuMs = (server.cpuMicros() - cpuBefore) / 1000;
      const benchCpu = process.cpuUsage(benchCpuBefore);
      const benchCpuMs = (benchCpu.user + benchCpu.system) / 1000;
      const postgresCpuAfter = postgresCpuMicros();
      const postgresCpuMs = postgresCpuBefore === null || postgresCpuAfter === null ? null : (postgresCpuAfter - postgresCpuBefore) / 1000;
      const statementsAfter = await statementsRun(databaseUrl);
      const peakRssMb = server.peakRssMb();
      const gc = await server.gcWindow();
      // Requests that timed out on the shoppers' side may still be running: the server finishes them as it stops.
      await server.stop();
      server = undefined;

      const rows = await countRows(databaseUrl, before);
      const expected = warmup.checkouts + tally.checkouts;
      const sorted = [...tally.latencies].sort((a, b) => a - b);
      const fmt = (n: number, d = 0) => n.toLocaleString('en-US', { maximumFractionDigits: d, minimumFractionDigits: d });
      console.log('');
      console.log(`completed checkouts        ${fmt(tally.checkouts)} in ${fmt(elapsed, 1)} s (plus ${fmt(warmup.checkouts)} in the warm-up)`);
      console.log(`checkouts per second       ${fmt(tally.checkouts / elapsed, 1)}  (${fmt((tally.checkouts * 2) / elapsed)} requests/s)`);
      console.log(`checkout latency ms        p50 ${fmt(percentile(sorted, 50))}  p99 ${fmt(percentile(sorted, 99))}  max ${fmt(sorted.at(-1) ?? NaN)}`);
      const perCheckout = (ms: number) => ms / Math.max(1, tally.checkouts);
      console.log(`API CPU per checkout       ${fmt(perCheckout(cpuMs), 2)} ms`);
      // What one checkout costs the whole machine: the API, PostgreSQL (every process of the local
      // server, so other work on it counts too) and this process (the shoppers). The cores divided
      // by that cost bound the checkouts a second this machine can complete.
      if (postgresCpuMs !== null) {
        const machineMs = perCheckout(cpuMs + postgresCpuMs + benchCpuMs);
        console.log(`PostgreSQL CPU/checkout    ${fmt(perCheckout(postgresCpuMs), 2)} ms (every process of the local server)`);
        console.log(`shoppers' CPU/checkout     ${fmt(perCheckout(benchCpuMs), 2)} ms (this process)`);
        console.log(
          `machine CPU per checkout   ${fmt(machineMs, 2)} ms: ${os.cpus().length} cores complete at most ${fmt((os.cpus().length * 1000) / machineMs, 0)} checkouts/s at that cost`,
        );
      }
      console.log(
        `SQL statements/checkout    ${
          statementsBefore === null || statementsAfter === null
            ? 'n/a (the server does not load pg_stat_statements)'
            : fmt((statementsAfter - statementsBefore - 2) / Math.max(1, tally.checkouts), 1)
        }`,
      );
      console.log(`API peak RSS               ${fmt(peakRssMb)} MB`);
      // The API's garbage collections over the measured run: the pauses of its one thread, which
      // every request in flight waits out (a full collection is where the slowest checkouts were).
      if (gc) {
        const pauses = (p: GcPauses) => `${fmt(p.count)} (${fmt(p.ms)} ms, longest ${fmt(p.maxMs, 1)})`;
        console.log(`API GC pauses              scavenges ${pauses(gc.scavenge)}; full ${pauses(gc.markCompact)}; incremental marking ${pauses(gc.incremental)}`);
        console.log(`API GC per 1,000 checkouts ${fmt((gc.scavenge.count * 1000) / Math.max(1, tally.checkouts), 1)} scavenges, ${fmt((gc.markCompact.count * 1000) / Math.max(1, tally.checkouts), 2)} full`);
      }
      console.log(`5xx answers                ${warmup.serverErrors + tally.serverErrors}`);
      console.log(`other failures             ${warmup.otherFailures + tally.otherFailures}${tally.firstFailure ?? warmup.firstFailure ? ` (first: ${tally.firstFailure ?? warmup.firstFailure})` : ''}`);
      console.log(`orders in the database     ${rows.orders} (paid ${rows.paidOrders}); checkouts completed ${expected}`);
      console.log(`payments in the database   ${rows.payments} (succeeded ${rows.succeeded})`);
      console.log(`orders charged twice       ${rows.chargedTwice}`);
      // A request the shopper gave up on (a timeout) may still have placed or paid its order: such
      // orders are counted but not completed; every payment must still be the only one of its order.
      const isExact = rows.chargedTwice === 0 && rows.payments === rows.succeeded && rows.succeeded === rows.paidOrders && rows.paidOrders >= expected;
      const isClean = warmup.serverErrors + tally.serverErrors + warmup.otherFailures + tally.otherFailures === 0;
      console.log(`\nexactly once: ${isExact ? 'yes' : 'NO'} (0 charged twice, every payment succeeded and its order paid, at least ${expected} paid orders)`);
      console.log(`clean run: ${isClean ? 'yes' : 'NO'} (no 5xx and no other failure)`);
    } finally {
      await server?.stop();
    }
  });
  if (crashShoppers > 0) await crashRun();
  console.log(`finished in ${Math.round((Date.now() - started) / 1000)} s`);
}

runBenchmark(main);
