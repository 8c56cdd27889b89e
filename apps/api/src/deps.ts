import type { Database } from '@upline/db';
import type { Config } from './config.js';
import type { PaymentGateway } from './features/payments/gateway.js';
import type { Mailer } from './platform/mailer.js';
import type { Storage } from './platform/storage.js';

/** A clock is passed in so tests can move time (flash sales, sessions, renewals). */
export interface Clock {
  now(): Date;
}
export const systemClock: Clock = { now: () => new Date() };

/** Everything the API needs from the outside world, wired explicitly (ARCHITECTURE §2.6). */
export interface AppDeps {
  db: Database;
  config: Config;
  clock: Clock;
  /** Card payments: the built-in test gateway unless provider keys are configured. */
  payments: PaymentGateway;
  /** Outgoing e-mail, queued in email_outbox (and delivered by SMTP when configured). */
  mailer: Mailer;
  /** Uploaded files (gallery images): a local folder or S3-compatible object storage. */
  storage: Storage;
}
