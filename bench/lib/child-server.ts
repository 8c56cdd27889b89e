import { spawn, spawnSync, type ChildProcess } from 'node:child_process';
import { readFileSync, readdirSync } from 'node:fs';
import { createServer } from 'node:net';
import os from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';

// A server under test in its own process, so that its memory is its own and it gets a core of
// its own while the load generator runs in the parent.

export interface ChildServer {
  pid: number;
  baseUrl: string;
  /** Peak resident memory of the process so far (VmHWM), in MB. */
  peakRssMb(): number;
  /** CPU time (user + system) the process has used so far, in microseconds. */
  cpuMicros(): number;
  stop(): Promise<void>;
  /** Kills the process at once (SIGKILL), as a crash or an out-of-memory kill would. */
  crash(): Promise<void>;
  /**
   * The garbage collections since the previous call (or the start), as bench/lib/gc-tally.mjs
   * counts them in the server; null when the server was started without it or did not answer.
   */
  gcWindow(): Promise<GcTally | null>;
}

/** Pauses of one kind of garbage collection: how many, their total and the longest, in ms. */
export interface GcPauses {
  count: number;
  ms: number;
  maxMs: number;
}
export interface GcTally {
  scavenge: GcPauses;
  markCompact: GcPauses;
  incremental: GcPauses;
  weakCallbacks: GcPauses;
}

const gcTallyModule = path.join(path.dirname(fileURLToPath(import.meta.url)), 'gc-tally.mjs');
const GC_TALLY_LINE = /^GC-TALLY (.*)$/m;

/** A free TCP port on the loopback interface. */
export function freePort(): Promise<number> {
  return new Promise((resolve, reject) => {
    const server = createServer();
    server.once('error', reject);
    server.listen(0, '127.0.0.1', () => {
      const address = server.address();
      const port = typeof address === 'object' && address ? address.port : 0;
      server.close(() => resolve(port));
    });
  });
}

function peakRssMb(pid: number): number {
  const status = readFileSync(`/proc/${pid}/status`, 'utf8');
  const kb = Number(/^VmHWM:\s+(\d+)\s+kB/m.exec(status)?.[1] ?? NaN);
  return kb / 1024;
}

// utime and stime are fields 14 and 15 of /proc/<pid>/stat, in clock ticks (100 per second on Linux).
const TICKS_PER_SECOND = 100;
/**
 * The CPU time (user + system, µs) of every PostgreSQL process of this machine (`comm` is
 * `postgres`): the server the benchmarks use when it runs here, with whatever else it serves.
 * Null when there is none (a remote server).
 */
export function postgresCpuMicros(): number | null {
  let total = 0;
  let found = false;
  for (const entry of readdirSync('/proc')) {
    if (!/^\d+$/.test(entry)) continue;
    try {
      if (readFileSync(`/proc/${entry}/comm`, 'utf8').trim() !== 'postgres') continue;
      total += cpuMicros(Number(entry));
      found = true;
    } catch {
      // The process ended between the listing and the read.
    }
  }
  return found ? total : null;
}

function cpuMicros(pid: number): number {
  const stat = readFileSync(`/proc/${pid}/stat`, 'utf8');
  const fields = stat.slice(stat.lastIndexOf(')') + 2).split(' ');
  return ((Number(fields[11]) + Number(fields[12])) / TICKS_PER_SECOND) * 1e6;
}

/**
 * Starts `node --import tsx <script>` (a `.mjs` script without tsx) with the environment given and waits until `readyPath`
 * answers 200 (at most `startTimeoutMs`). Output is kept and shown only if the start fails.
 * `BENCH_SERVER_NODE_ARGS` adds Node flags to the server only (for example
 * `--cpu-prof --cpu-prof-dir=/tmp/prof`, which Node refuses in NODE_OPTIONS).
 */
export async function startChildServer(opts: {
  script: string;
  env: Record<string, string>;
  port: number;
  readyPath: string;
  startTimeoutMs: number;
  /** Loads bench/lib/gc-tally.mjs into the server, for gcWindow(). */
  tallyGc?: boolean;
}): Promise<ChildServer> {
  // The bundle runs with the flags `npm run serve` gives it (what ships is what is measured).
  const serveFlags = opts.script === apiEntry ? serveNodeFlags() : [];
  const tally = opts.tallyGc ? ['--import', gcTallyModule] : [];
  const nodeArgs = [...serveFlags, ...tally, ...(process.env.BENCH_SERVER_NODE_ARGS ?? '').split(' ').filter(Boolean)];
  const loader = opts.script.endsWith('.mjs') ? [] : ['--import', 'tsx'];
  const child: ChildProcess = spawn(process.execPath, [...nodeArgs, ...loader, opts.script], {
    env: { ...process.env, ...opts.env },
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  let output = '';
  const keep = (chunk: Buffer) => {
    output = (output + chunk.toString()).slice(-20_000);
  };
  child.stdout?.on('data', keep);
  child.stderr?.on('data', keep);
  // The tally's line, when one is awaited (it may arrive split over chunks).
  let tallyText = '';
  let tallyWaiter: ((tally: GcTally) => void) | null = null;
  child.stderr?.on('data', (chunk: Buffer) => {
    if (!tallyWaiter) return;
    tallyText += chunk.toString();
    const line = GC_TALLY_LINE.exec(tallyText);
    if (!line?.[1] || !tallyText.slice(line.index).includes('\n')) return;
    const resolve = tallyWaiter;
    tallyWaiter = null;
    tallyText = '';
    resolve(JSON.parse(line[1]) as GcTally);
  });
  const exited = new Promise<number | null>((resolve) => child.once('exit', (code) => resolve(code)));
  const pid = child.pid;
  if (pid === undefined) throw new Error(`could not start ${opts.script}`);

  const baseUrl = `http://127.0.0.1:${opts.port}`;
  const stop = async () => {
    if (child.exitCode === null && child.signalCode === null) {
      child.kill('SIGTERM');
      const timer = setTimeout(() => child.kill('SIGKILL'), 10_000);
      await exited;
      clearTimeout(timer);
    }
  };

  const deadline = Date.now() + opts.startTimeoutMs;
  for (;;) {
    if (child.exitCode !== null) throw new Error(`${opts.script} exited with ${child.exitCode}:\n${output}`);
    try {
      const res = await fetch(baseUrl + opts.readyPath, { signal: AbortSignal.timeout(2_000) });
      if (res.ok) break;
    } catch {
      // not listening yet
    }
    if (Date.now() > deadline) {
      await stop();
      throw new Error(`${opts.script} was not ready within ${opts.startTimeoutMs} ms:\n${output}`);
    }
    await new Promise((r) => setTimeout(r, 250));
  }
  const crash = async () => {
    if (child.exitCode === null && child.signalCode === null) {
      child.kill('SIGKILL');
      await exited;
    }
  };
  const gcWindow = async (): Promise<GcTally | null> => {
    if (!opts.tallyGc || child.exitCode !== null || child.signalCode !== null) return null;
    tallyText = '';
    const answered = new Promise<GcTally>((resolve) => {
      tallyWaiter = resolve;
    });
    child.kill('SIGUSR2');
    let timer: NodeJS.Timeout | undefined;
    const late = new Promise<null>((resolve) => {
      timer = setTimeout(() => resolve(null), 2_000);
    });
    const tally = await Promise.race([answered, late]);
    clearTimeout(timer);
    tallyWaiter = null;
    return tally;
  };
  return { pid, baseUrl, peakRssMb: () => peakRssMb(pid), cpuMicros: () => cpuMicros(pid), stop, crash, gcWindow };
}

const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '../..');
const apiEntry = path.join(root, 'apps/api/dist/main.mjs');

/** The Node flags of the root package.json's `serve` script (`node <flags> apps/api/dist/main.mjs`). */
export function serveNodeFlags(): string[] {
  const pkg = JSON.parse(readFileSync(path.join(root, 'package.json'), 'utf8')) as { scripts?: Record<string, string> };
  return (pkg.scripts?.serve ?? '').split(/\s+/).filter((word) => word.startsWith('--'));
}

/**
 * The API as `npm start` runs it: built from the current sources (`npm run build:api`, under a
 * second) into apps/api/dist/main.mjs, once per benchmark process.
 */
let apiBuilt = false;
export function builtApiEntry(): string {
  if (!apiBuilt) {
    const built = spawnSync(process.execPath, [path.join(root, 'tools/build-api.mjs')], { encoding: 'utf8' });
    if (built.status !== 0) throw new Error(`building the API failed:\n${built.stdout}\n${built.stderr}`);
    apiBuilt = true;
  }
  return apiEntry;
}

/** Migrates and seeds the demo data into a database, in a process of its own (as `npm run db:seed` does). */
function seedBenchDatabase(databaseUrl: string): void {
  const seeded = spawnSync(process.execPath, ['--import', 'tsx', path.join(root, 'packages/db/src/cli/seed.ts')], {
    env: { ...process.env, DATABASE_URL: databaseUrl },
    encoding: 'utf8',
  });
  if (seeded.status !== 0) throw new Error(`seeding ${databaseUrl} failed:\n${seeded.stdout}\n${seeded.stderr}`);
}

/**
 * The API through its real entry point on a PostgreSQL database, as the benchmarks measure it:
 * production mode, request logs off, the rate limit out of the way, no web build, no background
 * jobs (they would add their own queries to the figures). The database is migrated and seeded by
 * a process of its own before the first start, as in production, so the server's memory and CPU
 * figures are the serving's alone; a restart (`seed: false`) finds it seeded.
 */
export async function startBenchApi(databaseUrl: string, port?: number, opts: { seed: boolean; tallyGc?: boolean } = { seed: true }): Promise<ChildServer> {
  if (opts.seed) seedBenchDatabase(databaseUrl);
  const at = port ?? (await freePort());
  return startChildServer({
    // BENCH_API_FROM_SOURCES=1: the sources through tsx instead, as before decision 0035 (a baseline).
    script: process.env.BENCH_API_FROM_SOURCES === '1' ? path.join(root, 'apps/api/src/main.ts') : builtApiEntry(),
    env: {
      NODE_ENV: 'production',
      ENCRYPTION_KEY: '0'.repeat(64),
      HOST: '127.0.0.1',
      PORT: String(at),
      LOG_LEVEL: 'warn',
      RATE_LIMIT_PER_MINUTE: String(1_000_000_000),
      WEB_DIST_DIR: path.join(os.tmpdir(), 'upline-bench-no-web'),
      DATABASE_URL: databaseUrl,
      SEED_ON_START: 'false',
      JOBS_ENABLED: 'false',
    },
    port: at,
    readyPath: '/api/health',
    startTimeoutMs: 120_000,
    tallyGc: opts.tallyGc ?? false,
  });
}
