import { eq } from 'drizzle-orm';
import { schema, type Database } from '@upline/db';
import { outboxMessages as m, type OutboxRetry } from '@upline/contract/staff-operations';

/**
 * Staff send a failed e-mail again (issue 16 item 9): under the row's lock, a failed e-mail goes back
 * in the queue (pending, due now, its attempts counted afresh) with an `email.retried` audit row in
 * the same transaction. Any other state (a second click after the first requeued it, or the e-mail
 * was sent since) changes nothing, so however many retries arrive at once it is sent once more.
 * Null when there is no such e-mail.
 */
export async function retryEmail(db: Database, input: { staffId: number; id: number; now: Date }): Promise<OutboxRetry | null> {
  const { emailOutbox, auditLog } = schema;
  return db.transaction(async (tx) => {
    const [row] = await tx.select({ id: emailOutbox.id, status: emailOutbox.status, attempts: emailOutbox.attempts, template: emailOutbox.template, lastError: emailOutbox.lastError }).from(emailOutbox).where(eq(emailOutbox.id, input.id)).for('update');
    if (!row) return null;
    if (row.status !== 'failed') return { message: row.status === 'sent' ? m.alreadySent : m.alreadyQueued, id: row.id, status: row.status, is_requeued: false };
    await tx.update(emailOutbox).set({ status: 'pending', attempts: 0, lastError: null, nextAttemptAt: input.now }).where(eq(emailOutbox.id, row.id));
    await tx.insert(auditLog).values({
      actorId: input.staffId,
      action: 'email.retried',
      entity: 'email',
      entityId: String(row.id),
      data: { template: row.template, before: { status: row.status, attempts: row.attempts, lastError: row.lastError }, after: { status: 'pending', attempts: 0 } },
      at: input.now,
    });
    return { message: m.requeued, id: row.id, status: 'pending' as const, is_requeued: true };
  });
}
