import type { FastifyBaseLogger } from 'fastify';
import type { AppDeps } from './deps.js';
import { cleanupExpiredAccountsData } from './features/accounts/cleanup-expired.js';
import { closeDuePeriods } from './features/commissions/close-due-periods.js';
import { bookOrderAdjustments } from './features/commissions/book-order-adjustments.js';
import { replayMissingAccruals } from './features/commissions/replay-missing-accruals.js';
import { runCheckoutCleanup } from './features/orders/cleanup-checkout-records.js';
import { expireUnpaidOrders } from './features/orders/expire-unpaid-orders.js';
import { reconcileOrderPayments } from './features/orders/reconcile-order-payments.js';
import { retryPendingRefunds } from './features/returns/refunds.js';
import { renewDuePlans } from './features/subscriptions/renew-plans.js';
import { noticeAutoshipPriceChanges } from './features/autoship/autoship-price-notices.js';
import { remindUpcomingAutoships } from './features/autoship/autoship-reminders.js';
import { renewDueAutoships } from './features/autoship/renew-autoships.js';
import { runJobs, startJobRunner, type Job, type JobOutcome, type JobRunner } from './platform/jobs.js';
import { createSmtpTransport, deliverOutbox, type MailTransport } from './platform/mailer-delivery.js';

export interface JobOptions {
  /** Where queued e-mail goes; by default SMTP when SMTP_URL is set, else e-mail stays in the outbox. */
  mailTransport?: MailTransport;
}

/** Every background job of the API, in one readable place. */
export function appJobs(deps: AppDeps, opts: JobOptions = {}): Job[] {
  const jobs: Job[] = [
    { name: 'plan-renewals', intervalMs: 0, run: (now) => renewDuePlans(deps, now) },
    { name: 'autoship-renewals', intervalMs: 0, run: (now) => renewDueAutoships(deps, now) },
    { name: 'autoship-reminders', intervalMs: 0, run: (now) => remindUpcomingAutoships(deps, now) },
    { name: 'autoship-price-notices', intervalMs: 0, run: (now) => noticeAutoshipPriceChanges(deps, now) },
    { name: 'accounts-cleanup', intervalMs: 86_400_000, run: (now) => cleanupExpiredAccountsData(deps.db, now) },
    { name: 'payment-reconciliation', intervalMs: 600_000, run: (now) => reconcileOrderPayments(deps, now) },
    { name: 'unpaid-order-expiry', intervalMs: 3_600_000, run: (now) => expireUnpaidOrders(deps, now) },
    { name: 'checkout-cleanup', intervalMs: 86_400_000, run: (now) => runCheckoutCleanup(deps.db, now) },
    { name: 'refund-retry', intervalMs: 300_000, run: () => retryPendingRefunds(deps) },
    { name: 'commission-reversals', intervalMs: 0, run: (now) => bookOrderAdjustments(deps.db, now, { timeZone: deps.config.shopTimeZone }) },
    { name: 'commission-close', intervalMs: 86_400_000, run: (now) => closeDuePeriods(deps.db, now, { timeZone: deps.config.shopTimeZone }) },
    { name: 'commission-replay', intervalMs: 3_600_000, run: (now) => replayMissingAccruals(deps.db, now, { timeZone: deps.config.shopTimeZone }) },
  ];
  const transport = opts.mailTransport ?? (deps.config.smtpUrl ? createSmtpTransport(deps.config.smtpUrl) : undefined);
  if (transport) {
    jobs.push({ name: 'mail-delivery', intervalMs: 0, run: (now) => deliverOutbox(deps.db, transport, { from: deps.config.mailFrom, now }) });
  }
  return jobs;
}

/** Runs every job that is due at `now` once (what the poller does on each tick); tests call it directly. */
export function runDueJobs(deps: AppDeps, now: Date, opts: JobOptions = {}): Promise<Record<string, JobOutcome>> {
  return runJobs(appJobs(deps, opts), deps.db, now);
}

/** Starts polling for due jobs in this process (main.ts; off with JOBS_ENABLED=false). */
export function startJobs(deps: AppDeps, log: FastifyBaseLogger): JobRunner {
  return startJobRunner({ jobs: appJobs(deps), db: deps.db, now: () => deps.clock.now(), pollMs: deps.config.jobsPollSeconds * 1000, log });
}
