import type { LoadResult } from './load.js';

export interface Row {
  target: string;
  result: LoadResult;
  /** The server process's CPU time (user + system) per request answered, in microseconds. */
  cpuMicrosPerRequest: number;
  peakRssMb: number;
}

const fmt = (n: number, digits = 0) =>
  Number.isFinite(n) ? n.toLocaleString('en-US', { maximumFractionDigits: digits, minimumFractionDigits: digits }) : '-';

/**
 * Prints one line per run: throughput and p99 as the clients saw them, the ratio of throughput
 * to the baseline, the server's CPU time per request and the same ratio computed from it (what
 * the throughput ratio would be if the server, not the load generator, were the limit), and the
 * server's peak memory.
 */
export function printTable(rows: Row[], baseline: Row): void {
  const lines = [
    ['target', 'req/s', 'p99 ms', 'ratio to bare', 'CPU µs/req', 'CPU ratio', 'peak RSS MB', 'failures'],
    ...[...rows, baseline].map((r) => [
      r.target,
      fmt(r.result.requestsPerSecond),
      fmt(r.result.p99Ms),
      fmt(r.result.requestsPerSecond / baseline.result.requestsPerSecond, 2),
      fmt(r.cpuMicrosPerRequest),
      fmt(baseline.cpuMicrosPerRequest / r.cpuMicrosPerRequest, 2),
      fmt(r.peakRssMb),
      String(r.result.failures),
    ]),
  ];
  const header = lines[0] ?? [];
  const widths = header.map((_, i) => Math.max(...lines.map((l) => (l[i] ?? '').length)));
  lines.forEach((line, i) => {
    console.log(line.map((cell, c) => (c === 0 ? cell.padEnd(widths[c] ?? 0) : cell.padStart(widths[c] ?? 0))).join('  '));
    if (i === 0) console.log(widths.map((w) => '-'.repeat(w)).join('  '));
  });
}
