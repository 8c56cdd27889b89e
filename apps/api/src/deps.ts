import type { Database } from '@upline/db';
import type { Config } from './config.js';

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
}
