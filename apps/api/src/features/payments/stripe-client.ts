import Stripe from 'stripe';

export interface StripeClientOptions {
  secretKey: string;
  /** Another API origin, e.g. a local stand-in in tests (http://127.0.0.1:12111); Stripe's own by default. */
  apiBase?: string;
}

/**
 * The official Stripe SDK, optionally pointed at another origin through its host/port/protocol
 * options. Network retries are safe because every mutating call carries an idempotency key.
 */
export function createStripeClient(opts: StripeClientOptions): Stripe {
  const base = opts.apiBase ? new URL(opts.apiBase) : null;
  const protocol = base?.protocol === 'http:' ? 'http' : 'https';
  return new Stripe(opts.secretKey, {
    maxNetworkRetries: 2,
    timeout: 20_000,
    telemetry: false,
    appInfo: { name: 'Upline' },
    ...(base ? { host: base.hostname, port: base.port || (protocol === 'http' ? 80 : 443), protocol } : {}),
  });
}
