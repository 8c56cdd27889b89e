// Benchmark: the shop's product list at 50 connections, beside a bare Fastify route answering
// constant JSON in the same run. The target row is the list as the shop's list pages ask for it,
// as cards (GET /api/products/customer?view=card), on the embedded PGlite and on PostgreSQL; the
// full list (every field, GET /api/products/customer) is measured for information. Each server
// runs in its own process (the API as `npm start` runs it, apps/api/dist/main.mjs built from the sources), so that
// its memory and CPU time are its own; the load generator runs here.
// Run: node --import tsx bench/catalogue.ts   (bench/README.md explains the figures)
import { mkdtempSync, rmSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { builtApiEntry, freePort, startChildServer, type ChildServer } from './lib/child-server.js';
import { load, type LoadOptions, type LoadResult } from './lib/load.js';
import { benchServerUrl, createScratchDatabase, isReachable } from './lib/postgres.js';
import { responseSize } from './lib/response-size.js';
import { runBenchmark } from './lib/run-benchmark.js';
import { printTable, type Row } from './lib/table.js';

const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');
const loadOptions: LoadOptions = {
  connections: Number(process.env.BENCH_CONNECTIONS ?? 50),
  seconds: Number(process.env.BENCH_SECONDS ?? 10),
  workers: Number(process.env.BENCH_WORKERS ?? 0),
  // What a browser sends: the API may answer compressed, as it would to a shopper.
  headers: { 'accept-encoding': 'gzip, deflate, br', accept: 'application/json' },
};
/** Short runs of the target and the bare route in turn, after the table: see pairedRatios. */
const pairedRounds = Number(process.env.BENCH_PAIRED_ROUNDS ?? 3);
/** What the shop's list pages ask for (the target), and the list with every field. */
const cardList = '/api/products/customer?view=card';
const fullList = '/api/products/customer';

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
  return startChildServer({ script: builtApiEntry(), env: apiEnv(port, env), port, readyPath: '/api/health', startTimeoutMs });
}

async function startBare(payloadSizes: number[]): Promise<ChildServer> {
  const port = await freePort();
  return startChildServer({
    script: path.join(root, 'bench/bare-server.ts'),
    env: { PORT: String(port), PAYLOAD_SIZES: payloadSizes.join(',') },
    port,
    readyPath: '/health',
    startTimeoutMs: 30_000,
  });
}

/** One measured run: a 2 s warm-up (JIT, caches), then the run, with the server's CPU time over it. */
async function measure(target: Target, label = target.name, seconds = loadOptions.seconds): Promise<Row> {
  const url = target.server.baseUrl + target.path;
  await load(url, { ...loadOptions, seconds: 2 });
  const cpuBefore = target.server.cpuMicros();
  const result: LoadResult = await load(url, { ...loadOptions, seconds });
  const cpuMicrosPerRequest = (target.server.cpuMicros() - cpuBefore) / Math.max(1, result.requests);
  return { target: label, result, cpuMicrosPerRequest, peakRssMb: target.server.peakRssMb() };
}

/**
 * The target's ratio measured in rounds of two short runs back to back (the bare route, then the
 * target), each round's ratio from its own pair: on a shared machine a change of load between
 * two runs far apart moves one ratio, while the median of the rounds holds.
 */
async function pairedRatios(target: Target, bare: Target): Promise<number[]> {
  const seconds = Math.max(3, Math.round(loadOptions.seconds / 2));
  const ratios: number[] = [];
  for (let round = 0; round < pairedRounds; round++) {
    const base = await measure(bare, bare.name, seconds);
    const measured = await measure(target, target.name, seconds);
    ratios.push(measured.result.requestsPerSecond / base.result.requestsPerSecond);
  }
  return ratios;
}

function median(values: number[]): number {
  const sorted = [...values].sort((a, b) => a - b);
  const mid = Math.floor(sorted.length / 2);
  return sorted.length % 2 ? (sorted[mid] ?? NaN) : ((sorted[mid - 1] ?? NaN) + (sorted[mid] ?? NaN)) / 2;
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
    // Every server is started (and seeded) before any load. The card list rows (the target) are
    // measured between the two bare runs, so that their baseline is taken as close to them as
    // possible and a change in the machine's load shows up as a gap between the two; the rows
    // for information follow.
    const pglite = await startApi({ DATA_DIR: dataDir, SEED_ON_START: 'true' }, 180_000);
    servers.push(pglite);
    let postgres: ChildServer | undefined;
    if (await isReachable(benchServerUrl)) {
      database = await createScratchDatabase(benchServerUrl, 'upline_bench');
      postgres = await startApi({ DATABASE_URL: database.url, SEED_ON_START: 'true' }, 120_000);
      servers.push(postgres);
    } else {
      console.log(`PostgreSQL not reachable at ${new URL(benchServerUrl).host}: set BENCH_DATABASE_URL to include it`);
    }
    const fullServer = postgres ?? pglite;

    const cardSize = await responseSize(pglite.baseUrl + cardList, loadOptions.headers);
    const fullSize = await responseSize(fullServer.baseUrl + fullList, loadOptions.headers);
    console.log(
      `card list body: ${cardSize.bytes.toLocaleString('en-US')} bytes as sent (${cardSize.encoding}); ` +
        `full list body: ${fullSize.bytes.toLocaleString('en-US')} bytes as sent (${fullSize.encoding})`,
    );
    const bareServer = await startBare([cardSize.bytes, fullSize.bytes]);
    servers.push(bareServer);
    const sizedTarget = (bytes: number): Target => ({
      name: `bare Fastify, static ${(bytes / 1000).toFixed(1)} kB body`,
      server: bareServer,
      path: `/sized/${bytes}`,
    });
    const bare: Target = { name: 'bare Fastify, constant JSON', server: bareServer, path: '/bare' };
    const fullName = `full list (every field), ${postgres ? 'PostgreSQL' : 'PGlite'}`;

    const bareBefore = await measure(bare, `${bare.name} (before)`);
    const cardPostgres = postgres ? await measure({ name: 'card list, PostgreSQL', server: postgres, path: cardList }) : undefined;
    const cardPglite = await measure({ name: 'card list, PGlite', server: pglite, path: cardList });
    const bareAfter = await measure(bare, `${bare.name} (after)`);
    const cardSized = await measure(sizedTarget(cardSize.bytes));
    const fullSized = await measure(sizedTarget(fullSize.bytes));
    const full = await measure({ name: fullName, server: fullServer, path: fullList });

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
    const rows = [bareBefore, bareAfter, cardSized, cardPglite, ...(cardPostgres ? [cardPostgres] : []), fullSized, full];
    printTable(rows, baseline);
    const drift = Math.abs(bareBefore.result.requestsPerSecond - bareAfter.result.requestsPerSecond) / baseline.result.requestsPerSecond;
    if (drift > 0.2) {
      console.log(
        `\nwarning: the two bare runs differ by ${Math.round(drift * 100)}%: the machine's load changed during the run ` +
          `(load average now ${os.loadavg()[0]?.toFixed(2)}), so the ratios are unreliable. Run again on a quiet machine.`,
      );
    }

    const ratioOf = (row: Row) => row.result.requestsPerSecond / baseline.result.requestsPerSecond;
    const sameSizeOf = (row: Row, sized: Row) => row.result.requestsPerSecond / sized.result.requestsPerSecond;
    if (cardPostgres && postgres) {
      const ratio = ratioOf(cardPostgres);
      console.log(
        `\ntarget: the card list (${cardList}) on PostgreSQL at least 0.50 of the bare route's requests per second. ` +
          `Measured ${ratio.toFixed(2)} (${ratio >= 0.5 ? 'met' : 'not met'}); ` +
          `server CPU per request ratio ${(baseline.cpuMicrosPerRequest / cardPostgres.cpuMicrosPerRequest).toFixed(2)}; ` +
          `${sameSizeOf(cardPostgres, cardSized).toFixed(2)} of a bare route sending a body of the same size.`,
      );
      if (pairedRounds > 0) {
        const ratios = await pairedRatios({ name: cardPostgres.target, server: postgres, path: cardList }, bare);
        const mid = median(ratios);
        console.log(
          `paired rounds (bare route then card list, ${Math.max(3, Math.round(loadOptions.seconds / 2))} s each): ` +
            `${ratios.map((r) => r.toFixed(2)).join(', ')}; median ${mid.toFixed(2)} (${mid >= 0.5 ? 'met' : 'not met'}).`,
        );
      }
    }
    console.log(
      `for information: the ${fullName} at ${ratioOf(full).toFixed(2)} of the bare route, ` +
        `${sameSizeOf(full, fullSized).toFixed(2)} of a bare route sending a body of the same size.`,
    );
    console.log(
      `API peak memory (VmHWM): ${servers
        .filter((server) => server !== bareServer)
        .map((server) => `${server === pglite ? 'PGlite' : 'PostgreSQL'} ${Math.round(server.peakRssMb())} MB`)
        .join(', ')} (PGlite's includes the embedded database and seeding it at start).`,
    );
  } finally {
    for (const server of servers.reverse()) await server.stop();
    await database?.drop();
    rmSync(dataDir, { recursive: true, force: true });
  }
  console.log(`finished in ${Math.round((Date.now() - started) / 1000)} s`);
}

runBenchmark(main);
