import { and, asc, eq, gte, inArray, isNotNull, lte, or } from 'drizzle-orm';
import { schema } from '@upline/db';
import type { AppDeps } from '../../deps.js';
import { applyPaymentEventToPayment } from './apply-payment-event.js';
import type { IntentStatus } from './gateway.js';
import type { ApplyPaymentEvent, PaymentEvent, PaymentEventKind, PaymentRow } from './payment-events.js';
import { paypalGatewayFor } from './payment-providers.js';
import { paypalCaptureRequestId } from './paypal-payments.js';
import type { PayPalPaymentStatus } from './paypal-gateway.js';

/** Payments older than this are left alone: the provider has long said all it will say. */
const lookbackMs = 3 * 86_400_000;

export interface ReconcileOptions {
  applyPaymentEvent?: ApplyPaymentEvent;
  batch?: number;
}

type ReconcileDeps = Pick<AppDeps, 'db' | 'payments' | 'config'>;

const cardKinds: Partial<Record<IntentStatus, PaymentEventKind>> = {
  succeeded: 'succeeded',
  processing: 'processing',
  requires_action: 'requires_action',
  canceled: 'cancelled',
};
const paypalKinds: Partial<Record<PayPalPaymentStatus, PaymentEventKind>> = {
  succeeded: 'succeeded',
  processing: 'processing',
  failed: 'failed',
  cancelled: 'cancelled',
};

/**
 * The payments to check: still open some minutes after they started (a webhook may never have
 * come), or succeeded while their order does not say paid.
 */
async function findCandidates(deps: ReconcileDeps, now: Date, batch: number): Promise<PaymentRow[]> {
  const { payments, orders } = schema;
  const cutoff = new Date(now.getTime() - deps.config.payments.reconcileAfterMinutes * 60_000);
  const rows = await deps.db
    .select({ payment: payments })
    .from(payments)
    .leftJoin(orders, eq(orders.id, payments.orderId))
    .where(
      and(
        isNotNull(payments.providerRef),
        lte(payments.createdAt, cutoff),
        gte(payments.createdAt, new Date(now.getTime() - lookbackMs)),
        or(
          inArray(payments.status, ['pending', 'requires_action']),
          and(eq(payments.status, 'succeeded'), inArray(orders.paymentStatus, ['unpaid', 'pending', 'requires_action', 'failed'])),
        ),
      ),
    )
    .orderBy(asc(payments.createdAt))
    .limit(batch);
  return rows.map((r) => r.payment);
}

/** Asks the payment's provider where it stands; null when it cannot say (yet). */
async function askProvider(deps: ReconcileDeps, payment: PaymentRow): Promise<PaymentEvent | null> {
  const providerRef = payment.providerRef ?? '';
  const base = { provider: payment.provider, providerRef, source: 'reconciliation' as const };
  if (payment.provider === 'paypal') {
    const paypal = paypalGatewayFor(deps);
    if (!paypal) return null;
    let state = await paypal.getOrder(providerRef);
    // Approved by the buyer but never captured (the browser went away): capture it now, under
    // the same request id as the regular capture, so it can only happen once.
    if (state.ok && state.status === 'approved') state = await paypal.captureOrder(providerRef, paypalCaptureRequestId(payment));
    const kind = state.ok ? paypalKinds[state.status] : undefined;
    if (!state.ok || !kind) return null;
    return { ...base, kind, amountMinor: state.amountMinor, currency: state.currency };
  }
  if (payment.provider !== deps.payments.name) return null;
  const found = await deps.payments.retrievePayment(providerRef);
  if (!found.ok) return null;
  // A refused card leaves the intent waiting for another; with a reason, this attempt failed.
  const kind = found.status === 'requires_payment_method' && found.message ? 'failed' : cardKinds[found.status];
  if (!kind) return null;
  return { ...base, kind, amountMinor: found.amountMinor, currency: found.currency, ...(kind === 'failed' ? { failureMessage: found.message } : {}) };
}

/**
 * Finds payments whose state may disagree with their provider and applies the provider's answer
 * through the same handler as webhooks. Safe to run twice or in parallel: the handler only moves
 * a payment forward, and a second PayPal capture is answered from the first. Returns how many
 * payments changed.
 */
export async function reconcilePayments(deps: ReconcileDeps, now: Date, opts: ReconcileOptions = {}): Promise<number> {
  const apply = opts.applyPaymentEvent ?? applyPaymentEventToPayment;
  let changed = 0;
  for (const payment of await findCandidates(deps, now, opts.batch ?? 100)) {
    const event = await askProvider(deps, payment);
    if (!event) continue;
    const outcome = await deps.db.transaction((tx) => apply(tx, event, now));
    if (outcome.ok && outcome.isChanged) changed++;
  }
  return changed;
}
