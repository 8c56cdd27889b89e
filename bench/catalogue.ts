// Benchmark: the shop's product list (GET /api/products/customer) at 50 connections, on the
// embedded PGlite and on PostgreSQL, beside a bare Fastify route answering constant JSON in the
// same run. Each server runs in its own process (the API through its real entry point,
// apps/api/src/main.ts), so that its memory and CPU time are its own; the load generator runs
// here. Run: node --import tsx bench/catalogue.ts   (bench/README.md explains the figures)
import { mkdtempSync, rmSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { freePort, startChildServer, type ChildServer } from './lib/child-server.js';
import { load, type LoadOptions, type LoadResult } from './lib/load.js';
import { benchServerUrl, createScratchDatabase, isReachable } from './lib/postgres.js';
import { responseSize } from './lib/response-size.js';
import { printTable, type Row } from './lib/table.js';

const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');
const loadOptions: LoadOptions = {
  connections: Number(process.env.BENCH_CONNECTIONS ?? 50),
  seconds: Number(process.env.BENCH_SECONDS ?? 10),
  workers: Number(process.env.BENCH_WORKERS ?? 0),
  // What a browser sends: the API may answer compressed, as it would to a shopper.
  headers: { 'accept-encoding': 'gzip, deflate, br', accept: 'application/json' },
};
/** Nothing here may run longer than this, whatever hangs. */
const overallTimeoutMs = 10 * 60_000;
const productList = '/api/products/customer';

interface Target {
  name: string;
  server: ChildServer;
  path: string;
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

async function startApi(env: Record<string, string>, startTimeoutMs: number): Promise<ChildServer> {
  const port = await freePort();
  return startChildServer({ script: path.join(root, 'apps/api/src/main.ts'), env: apiEnv(port, env), port, readyPath: '/api/health', startTimeoutMs });
}

async function startBare(payloadBytes: number): Promise<ChildServer> {
  const port = await freePort();
  return startChildServer({
    script: path.join(root, 'bench/bare-server.ts'),
    env: { PORT: String(port), PAYLOAD_BYTES: String(payloadBytes) },
    port,
    readyPath: '/health',
    startTimeoutMs: 30_000,
  });
}

/** One measured run: a 2 s warm-up (JIT, caches), then the run, with the server's CPU time over it. */
async function measure(target: Target, label = target.name): Promise<Row> {
  const url = target.server.baseUrl + target.path;
  await load(url, { ...loadOptions, seconds: 2 });
  const cpuBefore = target.server.cpuMicros();
  const result: LoadResult = await load(url, loadOptions);
  const cpuMicrosPerRequest = (target.server.cpuMicros() - cpuBefore) / Math.max(1, result.requests);
  return { target: label, result, cpuMicrosPerRequest, peakRssMb: target.server.peakRssMb() };
}

async function main() {
  const started = Date.now();
  const { connections, seconds, workers } = loadOptions;
  console.log(
    `catalogue benchmark: ${connections} connections, ${seconds} s per run, ${workers || 'no'} load-generator workers, ` +
      `node ${process.version}, ${os.cpus().length} cores, load average ${os.loadavg()[0]?.toFixed(2)}`,
  );
  const servers: ChildServer[] = [];
  const dataDir = mkdtempSync(path.join(os.tmpdir(), 'upline-bench-'));
  let database: { url: string; drop(): Promise<void> } | undefined;
  try {
    // Every server is started (and seeded) before any load, then the runs alternate, so that a
    // change in the machine's load during the run shows up as a gap between the two bare runs.
    const apis: Target[] = [];
    const pglite = await startApi({ DATA_DIR: dataDir, SEED_ON_START: 'true' }, 180_000);
    servers.push(pglite);
    apis.push({ name: 'product list, PGlite', server: pglite, path: productList });
    if (await isReachable(benchServerUrl)) {
      database = await createScratchDatabase(benchServerUrl, 'upline_bench');
      const postgres = await startApi({ DATABASE_URL: database.url, SEED_ON_START: 'true' }, 120_000);
      servers.push(postgres);
      apis.push({ name: 'product list, PostgreSQL', server: postgres, path: productList });
    } else {
      console.log(`PostgreSQL not reachable at ${new URL(benchServerUrl).host}: set BENCH_DATABASE_URL to include it`);
    }

    const size = await responseSize(pglite.baseUrl + productList, loadOptions.headers);
    console.log(`product list body: ${size.bytes.toLocaleString('en-US')} bytes as sent (${size.encoding})`);
    const bareServer = await startBare(size.bytes);
    servers.push(bareServer);
    const bare: Target = { name: 'bare Fastify, constant JSON', server: bareServer, path: '/bare' };
    const sized: Target = { name: `bare Fastify, static ${Math.round(size.bytes / 1000)} kB body`, server: bareServer, path: '/sized' };

    const bareBefore = await measure(bare, `${bare.name} (before)`);
    const rows: Row[] = [await measure(sized)];
    for (const api of apis) rows.push(await measure(api));
    const bareAfter = await measure(bare, `${bare.name} (after)`);

    const baseline: Row = {
      target: 'bare (mean of both runs)',
      result: {
        ...bareBefore.result,
        requestsPerSecond: (bareBefore.result.requestsPerSecond + bareAfter.result.requestsPerSecond) / 2,
        p99Ms: Math.max(bareBefore.result.p99Ms, bareAfter.result.p99Ms),
        failures: bareBefore.result.failures + bareAfter.result.failures,
      },
      cpuMicrosPerRequest: (bareBefore.cpuMicrosPerRequest + bareAfter.cpuMicrosPerRequest) / 2,
      peakRssMb: bareAfter.peakRssMb,
    };
    console.log('');
    printTable([bareBefore, bareAfter, ...rows], baseline);
    const drift = Math.abs(bareBefore.result.requestsPerSecond - bareAfter.result.requestsPerSecond) / baseline.result.requestsPerSecond;
    if (drift > 0.2) {
      console.log(
        `\nwarning: the two bare runs differ by ${Math.round(drift * 100)}%: the machine's load changed during the run ` +
          `(load average now ${os.loadavg()[0]?.toFixed(2)}), so the ratios are unreliable. Run again on a quiet machine.`,
      );
    }

    const postgres = rows.find((r) => r.target.includes('PostgreSQL'));
    const sizedRow = rows[0];
    if (postgres && sizedRow) {
      const ratio = postgres.result.requestsPerSecond / baseline.result.requestsPerSecond;
      const cpuRatio = baseline.cpuMicrosPerRequest / postgres.cpuMicrosPerRequest;
      const sameSize = postgres.result.requestsPerSecond / sizedRow.result.requestsPerSecond;
      console.log(
        `\ntarget on PostgreSQL: at least 0.50 of the bare route's requests per second. ` +
          `Measured ${ratio.toFixed(2)} (${ratio >= 0.5 ? 'met' : 'not met'}); ` +
          `server CPU per request ratio ${cpuRatio.toFixed(2)}; ` +
          `${sameSize.toFixed(2)} of a bare route sending a body of the same size.`,
      );
    }
  } finally {
    for (const server of servers.reverse()) await server.stop();
    await database?.drop();
    rmSync(dataDir, { recursive: true, force: true });
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
