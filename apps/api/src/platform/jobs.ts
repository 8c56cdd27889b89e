import type { FastifyBaseLogger } from 'fastify';
import { and, asc, eq, lte, sql, type SQL } from 'drizzle-orm';
import type { Database } from '@upline/db';
import { schema } from '@upline/db';

// Background work runs on the database the API already uses (docs/decisions/0003-jobs.md): each
// job is a sweep over rows that are due (subscriptions.next_charge_at, email_outbox.next_attempt_at,
// expired sessions), claiming rows with FOR UPDATE SKIP LOCKED, so any number of API processes
// may run the same sweep at once. Jobs with an interval additionally take a database-wide slot so
// that they run once per interval across all processes.

export interface Job {
  name: string;
  /**
   * 0: run on every poll (the job claims its rows and is safe to run concurrently); otherwise at
   * most once per this many milliseconds across every process sharing the database.
   */
  intervalMs: number;
  /** Does the due work as of `now`; returns how many items it handled. */
  run(now: Date): Promise<number>;
}

export type JobOutcome = number | 'skipped' | 'failed';

/**
 * Claims the run of an interval job: true for exactly one caller per interval, whichever process
 * it is in. The slot is a row of `settings` ('job:<name>') whose updated_at is the last run.
 */
export async function claimJobSlot(db: Database, name: string, now: Date, intervalMs: number): Promise<boolean> {
  const { settings } = schema;
  const cutoff = new Date(now.getTime() - intervalMs);
  const rows = await db
    .insert(settings)
    .values({ key: `job:${name}`, value: { lastRunAt: now.toISOString() }, updatedAt: now })
    .onConflictDoUpdate({
      target: settings.key,
      set: { value: sql`excluded.value`, updatedAt: sql`excluded.updated_at` },
      setWhere: sql`${settings.updatedAt} <= ${cutoff}`,
    })
    .returning({ key: settings.key });
  return rows.length > 0;
}

type Subscription = typeof schema.subscriptions.$inferSelect;

/** A claimed subscription is hidden from other runners this long; after a crash it is retried with the same keys. */
const subscriptionLeaseMs = 10 * 60_000;

/**
 * Works through the subscriptions due at `now` (next_charge_at reached) that `which` picks, one at
 * a time and at most `batch` of them: each is locked with SKIP LOCKED and leased by moving
 * next_charge_at ahead in its own short transaction, then handed to `handle`, so runners in any
 * number of processes never take the same one. Returns how many it handled.
 */
export async function workDueSubscriptions(
  db: Database,
  now: Date,
  opts: { which: SQL | undefined; batch: number },
  handle: (claimed: Subscription) => Promise<void>,
): Promise<number> {
  let handled = 0;
  for (; handled < opts.batch; handled++) {
    const claimed = await claimDueSubscription(db, now, opts.which);
    if (!claimed) break;
    await handle(claimed);
  }
  return handled;
}

async function claimDueSubscription(db: Database, now: Date, which: SQL | undefined): Promise<Subscription | null> {
  const { subscriptions } = schema;
  return db.transaction(async (tx) => {
    const [row] = await tx
      .select()
      .from(subscriptions)
      .where(and(which, lte(subscriptions.nextChargeAt, now)))
      .orderBy(asc(subscriptions.nextChargeAt))
      .limit(1)
      .for('update', { skipLocked: true });
    if (!row) return null;
    await tx.update(subscriptions).set({ nextChargeAt: new Date(now.getTime() + subscriptionLeaseMs) }).where(eq(subscriptions.id, row.id));
    return row;
  });
}

/** Runs every job that is due at `now`, one after the other; a failing job does not stop the others. */
export async function runJobs(jobs: readonly Job[], db: Database, now: Date, log?: FastifyBaseLogger): Promise<Record<string, JobOutcome>> {
  const outcomes: Record<string, JobOutcome> = {};
  for (const job of jobs) {
    if (job.intervalMs > 0 && !(await claimJobSlot(db, job.name, now, job.intervalMs))) {
      outcomes[job.name] = 'skipped';
      continue;
    }
    try {
      outcomes[job.name] = await job.run(now);
    } catch (err) {
      log?.error({ err, job: job.name }, 'job failed');
      outcomes[job.name] = 'failed';
    }
  }
  return outcomes;
}

export interface JobRunner {
  /** Stops polling and waits for a run in progress to finish. */
  stop(): Promise<void>;
}

/** Polls: runs the due jobs, waits pollMs, again. Runs never overlap within a process. */
export function startJobRunner(opts: {
  jobs: readonly Job[];
  db: Database;
  now: () => Date;
  pollMs: number;
  log?: FastifyBaseLogger;
}): JobRunner {
  let isStopped = false;
  let timer: NodeJS.Timeout | undefined;
  let current: Promise<unknown> = Promise.resolve();

  const tick = () => {
    current = runJobs(opts.jobs, opts.db, opts.now(), opts.log)
      .catch((err: unknown) => opts.log?.error({ err }, 'job run failed'))
      .finally(() => {
        if (!isStopped) timer = setTimeout(tick, opts.pollMs).unref();
      });
  };
  // The first run waits one interval, so that start-up (migrations, seeding) is over.
  timer = setTimeout(tick, opts.pollMs).unref();

  return {
    async stop() {
      isStopped = true;
      clearTimeout(timer);
      await current;
    },
  };
}
