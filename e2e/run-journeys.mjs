// Runs the journeys in E2E_SHARDS parts at once (default 2), each part a Playwright run with its own
// pair of shops on fresh embedded databases (ports E2E_PORT + 2i and + 2i + 1) and its own output
// folder, so that no part sees another's data. A journey mostly waits (for the page, the shop, the
// browser), so parts overlap well even on two cores. Arguments are passed to every part
// (e.g. --project=desktop). The exit code is the first failing part's, else 0.
//
// The spec files are dealt out by how long each took when last measured (e2e/journey-times.json),
// longest first, each to the part with the least time so far, so that the parts end together
// (Playwright's own --shard divides by the number of tests in file order). A file not measured yet
// counts as the median file. When files are named on the command line, Playwright's --shard divides
// them instead. E2E_RECORD_TIMES=1 writes the times of this run to e2e/journey-times.json (a run
// without arguments only).
import { spawn } from 'node:child_process';
import { existsSync, readdirSync, readFileSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { dealByTime } from '../tools/journey-parts.js';

const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');
const shards = Math.max(1, Number(process.env.E2E_SHARDS ?? 2));
const basePort = Number(process.env.E2E_PORT ?? 3300);
const playwright = path.join(root, 'node_modules', '@playwright', 'test', 'cli.js');
const args = process.argv.slice(2);
const timesFile = path.join(root, 'e2e', 'journey-times.json');
const recordTimes = process.env.E2E_RECORD_TIMES === '1';
const outputDirOf = (index) => path.join(root, 'test-results', shards > 1 ? `part-${index + 1}` : '');

/** Every journey file, as a path from the root with forward slashes (e2e/cart.spec.ts). */
function specFiles() {
  return readdirSync(path.join(root, 'e2e'), { recursive: true })
    .map((file) => `e2e/${String(file).split(path.sep).join('/')}`)
    .filter((file) => file.endsWith('.spec.ts'))
    .sort();
}

/** The files of each part, dealt out by their measured times; null when Playwright's --shard divides the run. */
function partsByTime() {
  const namesFiles = args.some((arg) => arg.includes('.spec.'));
  if (shards === 1 || namesFiles) return null;
  const times = existsSync(timesFile) ? JSON.parse(readFileSync(timesFile, 'utf8')) : {};
  return dealByTime(specFiles(), times, shards);
}

/** A Playwright file filter (a regular expression) that matches this one file and no other. */
const onlyFile = (file) => `/${file.replace(/[.*+?^${}()|[\]\\]/g, '\\$&')}$`;

const parts = partsByTime();
if (parts) {
  parts.forEach((part, index) => console.log(`[part ${index + 1}/${shards}] ${part.files.length} files, about ${Math.round(part.seconds)} s when last measured`));
}

function runPart(index) {
  const label = shards > 1 ? `[part ${index + 1}/${shards}] ` : '';
  const child = spawn(
    process.execPath,
    [
      playwright,
      'test',
      '-c',
      'e2e/playwright.config.ts',
      ...(parts ? parts[index].files.map(onlyFile) : shards > 1 ? [`--shard=${index + 1}/${shards}`] : []),
      // A part whose files hold no test that a -g pattern picks is not a failure.
      ...(parts ? ['--pass-with-no-tests'] : []),
      ...args,
    ],
    {
      cwd: root,
      stdio: ['ignore', 'pipe', 'pipe'],
      env: {
        ...process.env,
        E2E_PORT: String(basePort + 2 * index),
        E2E_PROVIDERS_PORT: String(basePort + 2 * index + 1),
        E2E_OUTPUT_DIR: outputDirOf(index),
      },
    },
  );
  for (const [from, to] of [
    [child.stdout, process.stdout],
    [child.stderr, process.stderr],
  ]) {
    let pending = '';
    from.setEncoding('utf8');
    from.on('data', (chunk) => {
      const lines = (pending + chunk).split('\n');
      pending = lines.pop() ?? '';
      for (const line of lines) to.write(`${label}${line}\n`);
    });
    from.on('end', () => {
      if (pending) to.write(`${label}${pending}\n`);
    });
  }
  return new Promise((resolve) => child.on('close', (code, signal) => resolve(code ?? (signal ? 1 : 0))));
}

const started = Date.now();
const codes = await Promise.all(Array.from({ length: shards }, (_, i) => runPart(i)));
console.log(`Journeys: ${shards} part(s), exit codes ${codes.join(', ')}, ${Math.round((Date.now() - started) / 1000)} s`);
// A run narrowed by arguments (-g, --project, files) would record a part of a file's time as its whole.
if (recordTimes && args.length > 0) console.log('E2E_RECORD_TIMES: times are written from a run without arguments only; nothing written');
else if (recordTimes) writeTimes();

/**
 * The seconds each file's tests took in this run (every attempt, retries included), from each
 * part's JSON report, written over the measured times (files this run did not run keep theirs).
 */
function writeTimes() {
  const times = existsSync(timesFile) ? JSON.parse(readFileSync(timesFile, 'utf8')) : {};
  const measured = {};
  const walk = (suite) => {
    for (const spec of suite.specs ?? []) {
      const file = `e2e/${spec.file}`;
      for (const test of spec.tests ?? []) for (const result of test.results ?? []) measured[file] = (measured[file] ?? 0) + result.duration / 1000;
    }
    for (const child of suite.suites ?? []) walk(child);
  };
  for (let index = 0; index < shards; index++) {
    const report = path.join(outputDirOf(index), 'report.json');
    if (existsSync(report)) for (const suite of JSON.parse(readFileSync(report, 'utf8')).suites ?? []) walk(suite);
  }
  for (const [file, seconds] of Object.entries(measured)) times[file] = Math.round(seconds * 10) / 10;
  const sorted = Object.fromEntries(Object.entries(times).sort(([a], [b]) => a.localeCompare(b)));
  writeFileSync(timesFile, `${JSON.stringify(sorted, null, 2)}\n`);
  console.log(`Journey times of ${Object.keys(measured).length} files written to e2e/journey-times.json`);
}
process.exit(codes.find((code) => code !== 0) ?? 0);
