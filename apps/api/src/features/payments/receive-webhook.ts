import { eq } from 'drizzle-orm';
import type { Database } from '@upline/db';
import { schema } from '@upline/db';
import type { PaymentProvider } from './gateway.js';
import type { ApplyOutcome, ApplyPaymentEvent, PaymentEvent } from './payment-events.js';

export interface VerifiedWebhook {
  provider: PaymentProvider;
  eventId: string;
  type: string;
  payload: unknown;
  /** What the event says about a payment; null for event types the shop does not act on. */
  event: PaymentEvent | null;
}

export type WebhookReceipt =
  | { status: 'duplicate' }
  | { status: 'ignored' }
  | { status: 'applied'; outcome: ApplyOutcome & { ok: true } }
  | { status: 'rejected'; outcome: ApplyOutcome & { ok: false } };

/**
 * Records a verified webhook and applies it, exactly once: the webhook_events row (unique by
 * provider and event id) and the state change commit together, so a replay finds the row and
 * changes nothing, and a failure leaves neither (the provider then delivers it again).
 */
export async function receiveWebhook(db: Database, hook: VerifiedWebhook, apply: ApplyPaymentEvent, now: Date): Promise<WebhookReceipt> {
  const { webhookEvents } = schema;
  return db.transaction(async (tx) => {
    const [row] = await tx
      .insert(webhookEvents)
      .values({ provider: hook.provider, eventId: hook.eventId, type: hook.type, payload: hook.payload, receivedAt: now })
      .onConflictDoNothing()
      .returning({ id: webhookEvents.id });
    if (!row) return { status: 'duplicate' as const };
    const outcome = hook.event ? await apply(tx, hook.event, now) : null;
    await tx
      .update(webhookEvents)
      .set({ processedAt: now, error: outcome && !outcome.ok ? outcome.reason : null })
      .where(eq(webhookEvents.id, row.id));
    if (!outcome) return { status: 'ignored' as const };
    return outcome.ok ? { status: 'applied' as const, outcome } : { status: 'rejected' as const, outcome };
  });
}
