// Benchmark: the shop's product list (GET /api/products/customer) at 50 connections, on the
// embedded PGlite and on PostgreSQL, beside a bare Fastify route answering constant JSON in the
// same run. Each server runs in its own process (the real entry point, apps/api/src/main.ts);
// the load generator runs here. Run: node --import tsx bench/catalogue.ts
import { mkdtempSync, rmSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { freePort, startChildServer, type ChildServer } from './lib/child-server.js';
import { load, type LoadResult } from './lib/load.js';
import { benchServerUrl, createScratchDatabase, isReachable } from './lib/postgres.js';

const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');
const connections = Number(process.env.BENCH_CONNECTIONS ?? 50);
const seconds = Number(process.env.BENCH_SECONDS ?? 10);
/** Nothing here may run longer than this, whatever hangs. */
const overallTimeoutMs = 10 * 60_000;
/** What a browser sends: the API may answer compressed, as it would to a shopper. */
const headers = { 'accept-encoding': 'gzip, deflate, br', accept: 'application/json' };
const productList = '/api/products/customer';

interface Row {
  target: string;
  result: LoadResult;
  peakRssMb: number;
}

/** The API's environment for a benchmark: loopback only, request logs off, no rate limit in the way. */
function apiEnv(port: number, extra: Record<string, string>): Record<string, string> {
  return {
    NODE_ENV: 'production',
    ENCRYPTION_KEY: '0'.repeat(64),
    HOST: '127.0.0.1',
    PORT: String(port),
    LOG_LEVEL: 'warn',
    RATE_LIMIT_PER_MINUTE: String(1_000_000_000),
    WEB_DIST_DIR: path.join(os.tmpdir(), 'upline-bench-no-web'),
    ...extra,
  };
}

async function measure(target: string, server: ChildServer, urlPath: string): Promise<Row> {
  const result = await load(server.baseUrl + urlPath, { connections, seconds, headers });
  return { target, result, peakRssMb: server.peakRssMb() };
}

async function withServer<T>(start: () => Promise<ChildServer>, use: (server: ChildServer) => Promise<T>): Promise<T> {
  const server = await start();
  try {
    return await use(server);
  } finally {
    await server.stop();
  }
}

function printTable(rows: Row[], bare: Row) {
  const fmt = (n: number, digits = 0) => n.toLocaleString('en-US', { maximumFractionDigits: digits, minimumFractionDigits: digits });
  const lines = [
    ['target', 'req/s', 'p99 ms', 'ratio to bare', 'peak RSS MB', 'MB/s', 'failures'],
    ...[bare, ...rows].map((r) => [
      r.target,
      fmt(r.result.requestsPerSecond),
      fmt(r.result.p99Ms),
      fmt(r.result.requestsPerSecond / bare.result.requestsPerSecond, 2),
      fmt(r.peakRssMb),
      fmt(r.result.bytesPerSecond / 1e6, 1),
      String(r.result.failures),
    ]),
  ];
  const widths = lines[0]!.map((_, i) => Math.max(...lines.map((l) => l[i]!.length)));
  for (const [i, line] of lines.entries()) {
    console.log(line.map((cell, c) => (c === 0 ? cell.padEnd(widths[c]!) : cell.padStart(widths[c]!))).join('  '));
    if (i === 0) console.log(widths.map((w) => '-'.repeat(w)).join('  '));
  }
}

async function main() {
  const started = Date.now();
  console.log(`catalogue benchmark: ${connections} connections, ${seconds} s per target, node ${process.version}, ${os.cpus().length} cores`);
  const rows: Row[] = [];

  const bare = await withServer(
    async () => {
      const port = await freePort();
      return startChildServer({ script: path.join(root, 'bench/bare-server.ts'), env: { PORT: String(port) }, port, readyPath: '/health', startTimeoutMs: 30_000 });
    },
    (server) => measure('bare Fastify (constant JSON)', server, '/bare'),
  );

  const dataDir = mkdtempSync(path.join(os.tmpdir(), 'upline-bench-'));
  try {
    rows.push(
      await withServer(
        async () => {
          const port = await freePort();
          return startChildServer({
            script: path.join(root, 'apps/api/src/main.ts'),
            env: apiEnv(port, { DATA_DIR: dataDir, SEED_ON_START: 'true' }),
            port,
            readyPath: '/api/health',
            startTimeoutMs: 180_000,
          });
        },
        (server) => measure('product list, PGlite', server, productList),
      ),
    );
  } finally {
    rmSync(dataDir, { recursive: true, force: true });
  }

  if (await isReachable(benchServerUrl)) {
    const database = await createScratchDatabase(benchServerUrl, 'upline_bench');
    try {
      rows.push(
        await withServer(
          async () => {
            const port = await freePort();
            return startChildServer({
              script: path.join(root, 'apps/api/src/main.ts'),
              env: apiEnv(port, { DATABASE_URL: database.url, SEED_ON_START: 'true' }),
              port,
              readyPath: '/api/health',
              startTimeoutMs: 120_000,
            });
          },
          (server) => measure('product list, PostgreSQL', server, productList),
        ),
      );
    } finally {
      await database.drop();
    }
  } else {
    console.log(`PostgreSQL not reachable at ${new URL(benchServerUrl).host}: set BENCH_DATABASE_URL to include it`);
  }

  console.log('');
  printTable(rows, bare);
  const postgres = rows.find((r) => r.target.includes('PostgreSQL'));
  if (postgres) {
    const ratio = postgres.result.requestsPerSecond / bare.result.requestsPerSecond;
    console.log(`\ntarget on PostgreSQL: at least 0.50 of the bare route's throughput; measured ${ratio.toFixed(2)} (${ratio >= 0.5 ? 'met' : 'NOT met'})`);
  }
  console.log(`finished in ${Math.round((Date.now() - started) / 1000)} s`);
}

const watchdog = setTimeout(() => {
  console.error(`benchmark exceeded ${overallTimeoutMs / 60_000} minutes: stopping`);
  process.exit(2);
}, overallTimeoutMs);
watchdog.unref();

main().catch((err: unknown) => {
  console.error(err);
  process.exitCode = 1;
});
