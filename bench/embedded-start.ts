// The embedded default from scratch: `npm start` on a new PGlite data directory (unpacked,
// migrated, seeded with the demo data) until the shop answers its first page, under
// /usr/bin/time -v. Prints the time to the first page and to the catalogue the home page asks
// for, and the peak memory (maximum resident set size) of the shop's process; with `--build`
// the web build that `npm start` runs first is measured the same way beforehand.
import { spawn } from 'node:child_process';
import { readFileSync } from 'node:fs';
import { mkdtemp, readFile, rm } from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { builtApiEntry } from './lib/child-server.js';

const root = fileURLToPath(new URL('..', import.meta.url));
const port = Number(process.env.BENCH_PORT ?? 3390);
const withBuild = process.argv.includes('--build');
const limitMs = 180_000;

interface Timed {
  peakMb: number;
  wallS: number;
}

/** Runs a command under /usr/bin/time -v; `whileRunning` may end it with SIGTERM. */
async function timed(command: string[], env: NodeJS.ProcessEnv, whileRunning?: (stop: () => void) => Promise<void>): Promise<Timed> {
  const work = await mkdtemp(path.join(os.tmpdir(), 'upline-bench-time-'));
  const report = path.join(work, 'time.txt');
  const child = spawn('/usr/bin/time', ['-v', '-o', report, ...command], { cwd: root, env, stdio: ['ignore', 'ignore', 'inherit'] });
  const exited = new Promise<number | null>((resolve) => child.on('exit', resolve));
  // GNU time does not pass SIGTERM on to the command it runs: the command is its only child.
  const stop = () => {
    const children = readFileSync(`/proc/${child.pid}/task/${child.pid}/children`, 'utf8').trim().split(/\s+/).filter(Boolean);
    for (const pid of children) process.kill(Number(pid), 'SIGTERM');
  };
  if (whileRunning) await whileRunning(stop);
  await exited;
  const text = await readFile(report, 'utf8');
  await rm(work, { recursive: true, force: true });
  const peakKb = Number(/Maximum resident set size \(kbytes\): (\d+)/.exec(text)?.[1]);
  const wall = /Elapsed \(wall clock\) time \(h:mm:ss or m:ss\): ([\d:.]+)/.exec(text)?.[1] ?? '0';
  const wallS = wall.split(':').reduce((sum, part) => sum * 60 + Number(part), 0);
  return { peakMb: Math.round(peakKb / 1024), wallS };
}

async function waitFor(url: string, started: number, accept: (body: string) => boolean): Promise<number> {
  while (Date.now() - started < limitMs) {
    const body = await fetch(url)
      .then(async (res) => (res.ok ? res.text() : null))
      .catch(() => null);
    if (body !== null && accept(body)) return (Date.now() - started) / 1000;
    await new Promise((resolve) => setTimeout(resolve, 100));
  }
  throw new Error(`${url} did not answer within ${limitMs / 1000} s`);
}

if (withBuild) {
  const build = await timed(['npm', 'run', 'build', '--silent'], { ...process.env });
  console.log(`web build (npm run build):  ${build.wallS.toFixed(1)} s, peak ${build.peakMb} MB`);
}

const dataDir = await mkdtemp(path.join(os.tmpdir(), 'upline-bench-embedded-'));
const base = `http://127.0.0.1:${port}`;
let firstPageS = 0;
let catalogueS = 0;
try {
  const env: NodeJS.ProcessEnv = { ...process.env, DATA_DIR: dataDir, PORT: String(port), LOG_LEVEL: 'warn', SEED_ON_START: 'true' };
  delete env.DATABASE_URL;
  const serve = await timed(['node', builtApiEntry()], env, async (stop) => {
    const started = Date.now();
    try {
      firstPageS = await waitFor(`${base}/`, started, (body) => body.includes('<div id="root"'));
      catalogueS = await waitFor(`${base}/api/products/customer?view=card`, started, (body) => body.includes('"products"'));
    } finally {
      stop();
    }
  });
  console.log(`first page (GET /):          ${firstPageS.toFixed(1)} s from start, on a new data directory`);
  console.log(`home page's catalogue:       ${catalogueS.toFixed(1)} s`);
  console.log(`shop process peak (max RSS): ${serve.peakMb} MB (database unpacked, migrated and seeded, API serving)`);
} finally {
  await rm(dataDir, { recursive: true, force: true });
}
