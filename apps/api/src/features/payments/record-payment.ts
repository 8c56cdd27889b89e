import { eq } from 'drizzle-orm';
import type { Database } from '@upline/db';
import { schema } from '@upline/db';
import type { Currency } from '@upline/domain/money';
import type { PaymentProvider } from './gateway.js';
import type { PaymentRow } from './payment-events.js';

export interface NewPayment {
  orderId: number;
  provider: PaymentProvider;
  /** card, paypal, google_pay_via_paypal, apple_pay_via_paypal. */
  method: string;
  amountMinor: number;
  currency: Currency;
  idempotencyKey: string;
  now: Date;
}

export type RecordedPayment =
  | { ok: true; payment: PaymentRow; isNew: boolean }
  | { ok: false; payment: PaymentRow; failure: { ok: false; code: 'provider_error'; message: string } };

/**
 * The payments row of one attempt, written before the provider is called: its idempotency key
 * is unique, so a repeated attempt finds the first row (and its provider reference) instead of
 * starting a second payment. The same key with other details is refused.
 */
export async function recordPayment(db: Database, p: NewPayment): Promise<RecordedPayment> {
  const { payments } = schema;
  const [inserted] = await db
    .insert(payments)
    .values({
      orderId: p.orderId,
      provider: p.provider,
      method: p.method,
      status: 'pending',
      amountMinor: p.amountMinor,
      currency: p.currency,
      idempotencyKey: p.idempotencyKey,
      createdAt: p.now,
      updatedAt: p.now,
    })
    .onConflictDoNothing({ target: payments.idempotencyKey })
    .returning();
  if (inserted) return { ok: true, payment: inserted, isNew: true };
  const [existing] = await db.select().from(payments).where(eq(payments.idempotencyKey, p.idempotencyKey));
  if (!existing) throw new Error(`payment ${p.idempotencyKey} vanished`);
  const isSame = existing.orderId === p.orderId && existing.provider === p.provider && existing.amountMinor === p.amountMinor && existing.currency === p.currency;
  if (!isSame) return { ok: false, payment: existing, failure: { ok: false, code: 'provider_error', message: 'This payment was already attempted with different details.' } };
  return { ok: true, payment: existing, isNew: false };
}
