// Loaded into a benchmarked server with `--import` (bench/lib/child-server.ts): tallies the
// process's garbage collections as Node reports them (perf_hooks 'gc' entries: the pauses of the
// main thread) and, on SIGUSR2, writes the tally since the previous signal (or the start) to stderr
// as one line the benchmark reads, then starts a new one. It changes nothing the server does.
import { PerformanceObserver, constants } from 'node:perf_hooks';

const kinds = {
  [constants.NODE_PERFORMANCE_GC_MINOR]: 'scavenge',
  [constants.NODE_PERFORMANCE_GC_MAJOR]: 'markCompact',
  [constants.NODE_PERFORMANCE_GC_INCREMENTAL]: 'incremental',
  [constants.NODE_PERFORMANCE_GC_WEAKCB]: 'weakCallbacks',
};
let tally = fresh();
function fresh() {
  const next = {};
  for (const name of Object.values(kinds)) next[name] = { count: 0, ms: 0, maxMs: 0 };
  return next;
}

new PerformanceObserver((list) => {
  for (const entry of list.getEntries()) {
    const kind = tally[kinds[entry.detail?.kind]];
    if (!kind) continue;
    kind.count += 1;
    kind.ms += entry.duration;
    if (entry.duration > kind.maxMs) kind.maxMs = entry.duration;
  }
}).observe({ entryTypes: ['gc'] });

process.on('SIGUSR2', () => {
  process.stderr.write(`\nGC-TALLY ${JSON.stringify(tally)}\n`);
  tally = fresh();
});
