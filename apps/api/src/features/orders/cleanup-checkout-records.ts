import { and, eq, inArray, isNull, lt, or } from 'drizzle-orm';
import type { Database } from '@upline/db';
import { schema } from '@upline/db';

/**
 * How long a stored Idempotency-Key answer is replayed. A shopper's retry (double click, lost
 * connection, reload) comes within minutes; a week leaves room for a client that retries late.
 */
export const IDEMPOTENCY_KEY_KEEP_MS = 7 * 86_400_000;
/** Express sessions that never became a paid order are kept this long after they end, for support questions. */
export const ENDED_EXPRESS_SESSION_KEEP_MS = 30 * 86_400_000;

export interface CheckoutCleanup {
  idempotencyKeys: number;
  expiredSessions: number;
  deletedSessions: number;
}

/**
 * The daily tidy-up of checkout records: idempotency keys past their replay window (and no longer
 * locked by a running request) are deleted; open express sessions past their expiry are marked
 * expired; expired or failed sessions without an order are deleted after the keep period.
 * Sessions that led to an order are kept with it.
 */
export async function cleanupCheckoutRecords(db: Database, now: Date): Promise<CheckoutCleanup> {
  const { idempotencyKeys: k, expressCheckoutSessions: s } = schema;
  const keyCutoff = new Date(now.getTime() - IDEMPOTENCY_KEY_KEEP_MS);
  const sessionCutoff = new Date(now.getTime() - ENDED_EXPRESS_SESSION_KEEP_MS);
  const keys = await db
    .delete(k)
    .where(and(lt(k.createdAt, keyCutoff), or(isNull(k.lockedUntil), lt(k.lockedUntil, now))))
    .returning({ key: k.key });
  const expired = await db
    .update(s)
    .set({ status: 'expired', updatedAt: now })
    .where(and(eq(s.status, 'open'), lt(s.expiresAt, now)))
    .returning({ id: s.checkoutId });
  const deleted = await db
    .delete(s)
    .where(and(inArray(s.status, ['expired', 'failed']), isNull(s.orderId), lt(s.expiresAt, sessionCutoff)))
    .returning({ id: s.checkoutId });
  return { idempotencyKeys: keys.length, expiredSessions: expired.length, deletedSessions: deleted.length };
}

/** The job's count: every row removed or changed. */
export async function runCheckoutCleanup(db: Database, now: Date): Promise<number> {
  const done = await cleanupCheckoutRecords(db, now);
  return done.idempotencyKeys + done.expiredSessions + done.deletedSessions;
}
