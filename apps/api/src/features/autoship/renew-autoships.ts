import { and, eq, inArray } from 'drizzle-orm';
import type { Transaction } from '@upline/db';
import { schema } from '@upline/db';
import { nextAutoshipDate, nextDunningStep } from '@upline/domain/subscriptions';
import type { AppDeps } from '../../deps.js';
import { workDueSubscriptions } from '../../platform/jobs.js';
import type { ChargeResult } from '../payments/gateway.js';
import { isOrderPaid, syncOrderWithPayment } from '../orders/sync-order-payment.js';
import type { OrderRow } from '../orders/order-draft.js';
import { recordStatusEvent } from '../orders/order-rows.js';
import { autoshipEmail, type AutoshipMailKind } from './autoship-emails.js';
import { autoshipRenewalKey, renewalOrderFor } from './autoship-renewal-order.js';

type Deps = Pick<AppDeps, 'db' | 'payments' | 'mailer' | 'config'>;
type Subscription = typeof schema.subscriptions.$inferSelect;
type PaymentRow = typeof schema.payments.$inferSelect;

const ymd = (d: Date) => d.toISOString().slice(0, 10);

/**
 * The key of one charge attempt of a cycle: `autoship:<id>:<cycle>` for the first, with
 * `:retry:<n>` for dunning retries (a provider replays a refused key, so a retry needs its own).
 */
export const autoshipChargeKey = (subscriptionId: number, cycle: number, failures: number) =>
  failures === 0 ? autoshipRenewalKey(subscriptionId, cycle) : `${autoshipRenewalKey(subscriptionId, cycle)}:retry:${failures}`;

/**
 * Renews the autoships due at `now`, each exactly once per cycle (decision 0010): the renewal
 * order is found or written, the payment row is written before the off-session charge under the
 * cycle's key, and the answer books the order like any paid order and moves the calendar in one
 * transaction that first checks the subscription is still at the claimed cycle. Refusals follow
 * the dunning ladder. Returns how many subscriptions it handled.
 */
export async function renewDueAutoships(deps: Deps, now: Date, batch = 100, scope: RenewalScope = {}): Promise<number> {
  const { subscriptions } = schema;
  const which = and(
    eq(subscriptions.kind, 'autoship'),
    inArray(subscriptions.status, ['active', 'past_due']),
    scope.subscriptionId === undefined ? undefined : eq(subscriptions.id, scope.subscriptionId),
    scope.userId === undefined ? undefined : eq(subscriptions.userId, scope.userId),
  );
  return workDueSubscriptions(deps.db, now, { which, batch }, (claimed) => renewOne(deps, claimed, now));
}

/** Limits a run to one subscription (a retry after the member changed the card) or one member's. */
export interface RenewalScope {
  subscriptionId?: number;
  userId?: number;
}

/** The payments row of this attempt, written before the provider is called (or the one already there). */
async function attemptRow(deps: Deps, sub: Subscription, order: OrderRow, key: string, now: Date): Promise<PaymentRow> {
  const { payments } = schema;
  await deps.db
    .insert(payments)
    .values({
      orderId: order.id,
      subscriptionId: sub.id,
      provider: deps.payments.name,
      method: 'card',
      status: 'pending',
      amountMinor: order.totalMinor,
      currency: order.currency,
      idempotencyKey: key,
      raw: { paymentMethodId: sub.paymentMethodRef, offSession: true },
      createdAt: now,
      updatedAt: now,
    })
    .onConflictDoNothing();
  const [row] = await deps.db.select().from(payments).where(eq(payments.idempotencyKey, key));
  if (!row) throw new Error(`renewal payment ${key} vanished`);
  return row;
}

/** The answer for an attempt: from our row when it is decided, else from the provider (same key, so never twice). */
async function chargeOnce(deps: Deps, sub: Subscription, order: OrderRow, row: PaymentRow, cycle: number): Promise<ChargeResult> {
  if (row.status === 'succeeded' && row.providerRef) return { ok: true, providerRef: row.providerRef, status: 'succeeded' };
  if (row.status === 'failed') return { ok: false, code: 'card_declined', message: row.failureMessage ?? 'Your card was declined.' };
  return deps.payments.charge({
    amountMinor: order.totalMinor,
    currency: order.currency,
    paymentMethodId: sub.paymentMethodRef ?? '',
    ...(sub.providerCustomerRef ? { customerRef: sub.providerCustomerRef } : {}),
    idempotencyKey: row.idempotencyKey,
    description: `Autoship order ${order.orderNumber} (renewal ${cycle})`,
    offSession: true,
    metadata: { kind: 'autoship_renewal', subscription_id: String(sub.id), cycle: String(cycle), order_id: String(order.id), payment_id: String(row.id) },
  });
}

/** Records the provider's answer on the attempt's row (forward only) and returns the row. */
async function recordAnswer(tx: Transaction, row: PaymentRow, result: ChargeResult, now: Date): Promise<PaymentRow> {
  const { payments } = schema;
  const values = result.ok
    ? { status: 'succeeded' as const, providerRef: result.providerRef, failureCode: null, failureMessage: null }
    : { status: 'failed' as const, failureCode: result.code, failureMessage: result.message };
  const [updated] = await tx
    .update(payments)
    .set({ ...values, updatedAt: now })
    .where(and(eq(payments.id, row.id), inArray(payments.status, ['pending', 'requires_action'])))
    .returning();
  if (updated) return updated;
  const [current] = await tx.select().from(payments).where(eq(payments.id, row.id));
  return current ?? row;
}

interface Notice {
  kind: AutoshipMailKind;
  date?: string;
  reason?: string;
  orderNumber?: string;
  amountMinor?: number;
}

async function renewOne(deps: Deps, sub: Subscription, now: Date): Promise<void> {
  const cycle = sub.cycle + 1;
  const renewal = await renewalOrderFor(deps, sub, cycle, now);
  let result: ChargeResult;
  let row: PaymentRow | null = null;
  if (!renewal.ok) {
    result = { ok: false, code: 'provider_error', message: renewal.message };
  } else if (isOrderPaid(renewal.order)) {
    // Booked already (another runner finished the cycle): the compare-and-set below does nothing.
    result = { ok: true, providerRef: 'already-paid', status: 'succeeded' };
  } else {
    row = await attemptRow(deps, sub, renewal.order, autoshipChargeKey(sub.id, cycle, sub.failures), now);
    result = await chargeOnce(deps, sub, renewal.order, row, cycle);
  }

  const notices = await deps.db.transaction(async (tx): Promise<Notice[]> => {
    const { subscriptions, orders } = schema;
    // The charge is recorded and the order booked whatever happens to the subscription meanwhile:
    // money taken is never left unrecorded.
    let order = renewal.ok ? renewal.order : null;
    if (row && order) {
      const recorded = await recordAnswer(tx, row, result, now);
      order = (await syncOrderWithPayment(tx, recorded, now)) ?? order;
    }
    const [fresh] = await tx.select().from(subscriptions).where(eq(subscriptions.id, sub.id)).for('no key update');
    if (!fresh || fresh.cycle !== sub.cycle || (fresh.status !== 'active' && fresh.status !== 'past_due')) return [];

    if (order && isOrderPaid(order)) {
      const dueAt = fresh.currentPeriodEnd ?? now;
      const next = nextAutoshipDate(dueAt, fresh.anchorDay ?? dueAt.getUTCDate());
      await tx
        .update(subscriptions)
        .set({ cycle, status: 'active', currentPeriodStart: dueAt, currentPeriodEnd: next, nextChargeAt: next, failures: 0, firstFailedAt: null, lastFailureMessage: null, amountMinor: order.subtotalMinor, updatedAt: now })
        .where(eq(subscriptions.id, sub.id));
      return [{ kind: 'charged', orderNumber: order.orderNumber, amountMinor: order.totalMinor, date: ymd(next) }];
    }

    const failures = fresh.failures + 1;
    const firstFailedAt = fresh.firstFailedAt ?? now;
    const step = nextDunningStep(failures, firstFailedAt);
    const reason = result.ok ? '' : result.message;
    if (step.kind === 'retry') {
      await tx
        .update(subscriptions)
        .set({ status: 'past_due', failures, firstFailedAt, nextChargeAt: step.retryAt, lastFailureMessage: reason, updatedAt: now })
        .where(eq(subscriptions.id, sub.id));
      return [{ kind: 'failed', reason, date: ymd(step.retryAt) }];
    }
    await tx
      .update(subscriptions)
      .set({ status: 'paused', failures, nextChargeAt: null, pausedAt: now, lastFailureMessage: reason, updatedAt: now })
      .where(eq(subscriptions.id, sub.id));
    if (order && order.status === 'Pending') {
      await tx.update(orders).set({ status: 'Cancelled', cancelledAt: now, updatedAt: now }).where(eq(orders.id, order.id));
      await recordStatusEvent(tx, { orderId: order.id, field: 'status', from: 'Pending', to: 'Cancelled', note: 'autoship paused after refused payments', now });
    }
    return [{ kind: 'paused', reason }, { kind: 'sponsor_paused' }];
  });
  await sendNotices(deps, sub, notices);
}

async function sendNotices(deps: Deps, sub: Subscription, notices: Notice[]) {
  if (notices.length === 0) return;
  const { users } = schema;
  const [member] = await deps.db.select({ email: users.email, firstname: users.firstname, lastname: users.lastname, sponsorId: users.sponsorId }).from(users).where(eq(users.id, sub.userId));
  if (!member) return;
  const base = { lang: sub.lang, subscriptionId: sub.id, publicUrl: deps.config.publicUrl, currency: sub.currency };
  for (const n of notices) {
    if (n.kind === 'sponsor_paused') {
      if (member.sponsorId === null) continue;
      const [sponsor] = await deps.db.select({ email: users.email, firstname: users.firstname, language: users.language }).from(users).where(eq(users.id, member.sponsorId));
      if (sponsor) await deps.mailer.send(autoshipEmail('sponsor_paused', { ...base, lang: sponsor.language, to: sponsor.email, firstname: sponsor.firstname, memberName: `${member.firstname} ${member.lastname}` }));
      continue;
    }
    await deps.mailer.send(autoshipEmail(n.kind, { ...base, ...n, to: member.email, firstname: member.firstname }));
  }
}
