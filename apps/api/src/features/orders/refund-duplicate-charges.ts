import { and, asc, eq, inArray, sql } from 'drizzle-orm';
import { schema } from '@upline/db';
import type { AppDeps } from '../../deps.js';
import { alertStaff } from '../../platform/staff-alerts.js';
import { refundAtProvider } from '../payments/refund-at-provider.js';
import type { DuplicateChargeRaw } from './duplicate-charge.js';

type Deps = Pick<AppDeps, 'db' | 'payments' | 'config' | 'clock' | 'mailer'>;

/** Orders holding more than one succeeded payment: what should never happen, looked for anyway. */
async function ordersChargedTwice(deps: Deps, batch: number): Promise<number[]> {
  const { payments } = schema;
  const rows = await deps.db
    .select({ orderId: payments.orderId })
    .from(payments)
    .where(and(eq(payments.status, 'succeeded'), sql`${payments.orderId} is not null`))
    .groupBy(payments.orderId)
    .having(sql`count(*) > 1`)
    .limit(batch);
  return rows.flatMap((r) => (r.orderId === null ? [] : [r.orderId]));
}

/**
 * Finds orders charged more than once (two providers at once, a provider that ignored our
 * idempotency key) and gives the extra money back: the first succeeded payment is the order's,
 * every later one is refunded in full at its provider, marked as a duplicate (so its refund never
 * moves the order) and reported to staff. A refund the provider refuses is reported too, and
 * tried again on the next run. Returns how many payments were refunded.
 */
export async function refundDuplicateCharges(deps: Deps, batch = 50): Promise<number> {
  const { payments } = schema;
  let refunded = 0;
  for (const orderId of await ordersChargedTwice(deps, batch)) {
    const succeeded = await deps.db
      .select()
      .from(payments)
      .where(and(eq(payments.orderId, orderId), inArray(payments.status, ['succeeded'])))
      .orderBy(asc(payments.createdAt), asc(payments.id));
    const [kept, ...extra] = succeeded;
    if (!kept) continue;
    for (const payment of extra) {
      const result = await refundAtProvider(deps, payment, payment.amountMinor, `payment:${payment.id}:duplicate-refund`);
      const amount = `${(payment.amountMinor / 100).toFixed(2)} ${payment.currency}`;
      if (!result.ok) {
        await alertStaff(deps, {
          subject: `Order ${orderId} was charged twice: the refund failed`,
          text: `Order ${orderId} holds two succeeded payments. Payment ${payment.id} (${payment.provider} ${payment.providerRef ?? ''}, ${amount}) could not be refunded automatically: ${result.message}\nRefund it at the provider; the shop will try again at the next reconciliation.`,
        });
        continue;
      }
      const raw: DuplicateChargeRaw = { duplicateOf: kept.id };
      await deps.db
        .update(payments)
        .set({ status: 'refunded', refundedMinor: payment.amountMinor, raw: { ...((payment.raw as object | null) ?? {}), ...raw }, updatedAt: deps.clock.now() })
        .where(and(eq(payments.id, payment.id), eq(payments.status, 'succeeded')));
      await alertStaff(deps, {
        subject: `Order ${orderId} was charged twice: the extra charge was refunded`,
        text: `Order ${orderId} holds two succeeded payments. The order keeps payment ${kept.id}; payment ${payment.id} (${payment.provider} ${payment.providerRef ?? ''}, ${amount}) was refunded in full (refund ${result.refundRef}, ${result.status}).\nNo action is needed unless the shopper asks about it.`,
      });
      refunded++;
    }
  }
  return refunded;
}
