import autocannon from 'autocannon';

export interface LoadResult {
  requestsPerSecond: number;
  p99Ms: number;
  /** Responses that were not 2xx, plus connection errors and timeouts: any of these spoils the figure. */
  failures: number;
  /** Average bytes per second received. */
  bytesPerSecond: number;
}

/** Loads one URL with `connections` keep-alive connections for `seconds`, after a short warm-up. */
export async function load(url: string, opts: { connections: number; seconds: number; headers: Record<string, string> }): Promise<LoadResult> {
  await autocannon({ url, connections: opts.connections, duration: 2, headers: opts.headers });
  const r = await autocannon({ url, connections: opts.connections, duration: opts.seconds, headers: opts.headers, timeout: 10 });
  return {
    requestsPerSecond: r.requests.average,
    p99Ms: r.latency.p99,
    failures: r.non2xx + r.errors + r.timeouts,
    bytesPerSecond: r.throughput.average,
  };
}
