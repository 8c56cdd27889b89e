import autocannon from 'autocannon';

export interface LoadOptions {
  connections: number;
  seconds: number;
  headers: Record<string, string>;
  /** Load-generator threads; 0 runs it on the main thread. */
  workers: number;
}

export interface LoadResult {
  requestsPerSecond: number;
  requests: number;
  p50Ms: number;
  p99Ms: number;
  /** Responses that were not 2xx, plus connection errors and timeouts: any of these spoils the figure. */
  failures: number;
  /** Average bytes per second received, headers included. */
  bytesPerSecond: number;
}

/** Loads one URL with keep-alive connections for a while and summarises what the clients saw. */
export async function load(url: string, opts: LoadOptions): Promise<LoadResult> {
  const r = await autocannon({
    url,
    connections: opts.connections,
    duration: opts.seconds,
    headers: opts.headers,
    timeout: 10,
    ...(opts.workers > 0 ? { workers: opts.workers } : {}),
  });
  return {
    requestsPerSecond: r.requests.average,
    requests: r.requests.total,
    p50Ms: r.latency.p50,
    p99Ms: r.latency.p99,
    failures: r.non2xx + r.errors + r.timeouts,
    bytesPerSecond: r.throughput.average,
  };
}
