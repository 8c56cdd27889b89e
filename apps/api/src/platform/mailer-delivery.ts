import { and, asc, eq, lte } from 'drizzle-orm';
import nodemailer from 'nodemailer';
import type { Database } from '@upline/db';
import { schema } from '@upline/db';

/** What delivery needs from nodemailer; tests pass a fake. */
export interface MailTransport {
  sendMail(mail: { from: string; to: string; subject: string; html: string; text: string }): Promise<unknown>;
}

export function createSmtpTransport(smtpUrl: string): MailTransport {
  return nodemailer.createTransport(smtpUrl);
}

/** Attempts before a message is marked failed; the gaps grow 1, 2, 4 ... minutes. */
export const maxDeliveryAttempts = 8;
/** A claimed message is hidden from other workers for this long, so a crash mid-send is retried later. */
const leaseMs = 5 * 60_000;

/**
 * Sends queued messages that are due, one at a time. A message is claimed with
 * FOR UPDATE SKIP LOCKED and its next attempt pushed past the lease before sending, so several
 * API processes never send the same message at once. Returns how many were sent.
 */
export async function deliverOutbox(
  db: Database,
  transport: MailTransport,
  opts: { from: string; now: Date; batch?: number },
): Promise<number> {
  const { emailOutbox } = schema;
  let sent = 0;
  for (let i = 0; i < (opts.batch ?? 50); i++) {
    const claimed = await db.transaction(async (tx) => {
      const [row] = await tx
        .select()
        .from(emailOutbox)
        .where(and(eq(emailOutbox.status, 'pending'), lte(emailOutbox.nextAttemptAt, opts.now)))
        .orderBy(asc(emailOutbox.nextAttemptAt))
        .limit(1)
        .for('update', { skipLocked: true });
      if (!row) return null;
      await tx
        .update(emailOutbox)
        .set({ nextAttemptAt: new Date(opts.now.getTime() + leaseMs), attempts: row.attempts + 1 })
        .where(eq(emailOutbox.id, row.id));
      return { ...row, attempts: row.attempts + 1 };
    });
    if (!claimed) break;
    try {
      await transport.sendMail({ from: opts.from, to: claimed.to, subject: claimed.subject, html: claimed.html, text: claimed.text });
      await db.update(emailOutbox).set({ status: 'sent', sentAt: opts.now, lastError: null }).where(eq(emailOutbox.id, claimed.id));
      sent++;
    } catch (err) {
      const isFinal = claimed.attempts >= maxDeliveryAttempts;
      await db
        .update(emailOutbox)
        .set({
          status: isFinal ? 'failed' : 'pending',
          lastError: err instanceof Error ? err.message.slice(0, 500) : 'send failed',
          nextAttemptAt: new Date(opts.now.getTime() + 60_000 * 2 ** (claimed.attempts - 1)),
        })
        .where(eq(emailOutbox.id, claimed.id));
    }
  }
  return sent;
}
