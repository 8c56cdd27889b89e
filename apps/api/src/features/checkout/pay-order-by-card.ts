import { and, eq, isNull } from 'drizzle-orm';
import { queryPrepared, schema, type Transaction } from '@upline/db';
import { checkoutMessages } from '@upline/contract/checkout';
import type { AppDeps } from '../../deps.js';
import type { ReadWithClaim } from '../orders/idempotent-request.js';
import type { OrderRow } from '../orders/order-draft.js';
import type { CardAttemptRaw } from '../orders/reconcile-order-payments.js';
import { applyOrderPaymentEventWithOrder } from '../orders/apply-order-payment-event.js';
import { isOrderPaid, syncOrderWithPayment } from '../orders/sync-order-payment.js';
import { cardPaymentKey, startCardPayment, type CardPaymentOutcome } from '../payments/card-payments.js';
import type { ApplyPaymentEvent, PaymentRow } from '../payments/payment-events.js';
import { readPaymentRow } from '../payments/read-payment-row.js';
import { pricingReferenceAt, pricingVersionColumn, type PricingReference } from '../cart/pricing-reference.js';
import { readOrderRow } from '../orders/order-by-id.js';
import { checkoutFailure, type CheckoutRefusal, type CheckoutResult } from './checkout-failure.js';
import { cardPaymentByReference, cardRawOf, confirmWithAnotherCard, resumeCardPayment, waitingCardPaymentOf } from './card-authentication.js';
import { prepareOrderPayment } from './prepare-payment.js';

type Deps = Pick<AppDeps, 'db' | 'clock' | 'payments'>;

export interface PaidOrder {
  order: OrderRow;
  payment: PaymentRow | null;
}

const refusals = {
  card_declined: 'card_declined',
  // As a refusal (not an intent waiting for it): the shopper's bank refused the verification.
  authentication_required: 'authentication_failed',
  invalid_payment_method: 'invalid_payment_method',
} as const;

const paidStatuses: readonly PaymentRow['status'][] = ['succeeded', 'partially_refunded', 'refunded'];

/** An attempt to charge: `payment` is its row when this claim wrote it (a repeated attempt finds its row again). */
type CardClaim = { kind: 'paid'; payment: PaymentRow } | { kind: 'attempt'; attempt: number; payment?: PaymentRow } | { kind: 'refused'; refusal: CheckoutRefusal };

/**
 * Card testing (trying stolen cards one after another against a shop): refused cards are
 * limited per order, per card and per client address over the last hour, with a clear 429.
 */
export const cardAttemptLimits = { perOrder: 5, perCard: 3, perAddress: 10, windowMs: 3_600_000 } as const;
const tooManyAttempts = (): CheckoutRefusal =>
  checkoutFailure('card_attempts_throttled', 'Too many declined payment attempts. Please wait an hour, or contact us if you need help with your order.');

/** Whose refused cards count against the limits: the card named, the client's address, since an hour ago. */
export interface CardAttemptScope {
  paymentMethodId: string;
  clientIp: string | null;
  since: Date;
}

export const cardAttemptScope = (deps: Pick<AppDeps, 'clock'>, paymentMethodId: string, clientIp: string | null): CardAttemptScope => ({
  paymentMethodId,
  clientIp,
  since: new Date(deps.clock.now().getTime() - cardAttemptLimits.windowMs),
});

/**
 * The order, its payments in id order, the pricing version, and the refused cards of the last
 * hour that count against this attempt (those of this card, by its id or the fingerprint the
 * provider named, and those from this client address), in one round trip.
 */
const paymentFactsText = `
select (select row_to_json(o) from orders o where o.id = $1) as "order",
       coalesce((select json_agg(p order by p.id) from payments p where p.order_id = $1), '[]') as payments,
       ${pricingVersionColumn},
       refused.card, refused.address
from (select count(*) filter (where raw->>'paymentMethodId' = $3 or raw->>'fingerprint' = $3) as card,
             count(*) filter (where raw->>'ip' = $4) as address
      from payments
      where method = 'card' and status = 'failed' and created_at > $2) refused`;

/** What a card payment starts from: the order (undefined when there is none), its payments, the pricing tables' version, the refused cards that count. */
export interface CardPaymentFacts {
  order: OrderRow | undefined;
  payments: PaymentRow[];
  reference: PricingReference;
  /** Refused cards of the last hour: this card's, and this client address's. */
  refused: { card: number; address: number };
  /** The card, address and hour they were read for. */
  scope: CardAttemptScope;
}

type PaymentFactsRow = { order: Record<string, unknown> | null; payments: Record<string, unknown>[]; pricing_version: unknown; card: unknown; address: unknown };

/** What a card payment reads first, as a read the idempotency claim can run in its own statement. */
export const cardPaymentFactsRead = (orderId: number, scope: CardAttemptScope): ReadWithClaim => ({
  name: 'card_payment_facts',
  text: paymentFactsText,
  values: [orderId, scope.since, scope.paymentMethodId, scope.clientIp],
});

/**
 * The order a card payment names, with its payments, the pricing version and the refused cards
 * that count: one statement (the caller checks access to the order). `read` is that statement's
 * row when the idempotency claim has already read it.
 */
export async function cardPaymentFacts(deps: Pick<AppDeps, 'db'>, orderId: number, scope: CardAttemptScope, read?: Record<string, unknown>): Promise<CardPaymentFacts> {
  const facts = cardPaymentFactsRead(orderId, scope);
  const row = (read as PaymentFactsRow | undefined) ?? (await queryPrepared<PaymentFactsRow>(deps.db, facts.name, facts.text, facts.values))[0];
  return {
    order: row?.order ? readOrderRow(row.order) : undefined,
    payments: (row?.payments ?? []).map(readPaymentRow),
    reference: pricingReferenceAt(deps.db, row?.pricing_version),
    refused: { card: Number(row?.card ?? 0), address: Number(row?.address ?? 0) },
    scope,
  };
}

/** A new card attempt's payments row, pending, with the card it names (answered as one JSON value); nothing when the attempt's key is taken. */
const attemptInsertText = `
with p as (
  insert into payments (order_id, provider, method, status, amount_minor, currency, idempotency_key, raw, created_at, updated_at)
  values ($1, $2, 'card', 'pending', $3, $4, $5, $6::jsonb, $7, $7)
  on conflict (idempotency_key) do nothing
  returning *
)
select row_to_json(p) as payment from p`;

/** card_attempts_throttled when the order, the card or the client address has reached its limit of refused cards; null otherwise. */
function refuseOverCardLimits(facts: CardPaymentFacts, failedForOrder: number, clientIp: string | null): CheckoutRefusal | null {
  if (failedForOrder >= cardAttemptLimits.perOrder) return tooManyAttempts();
  if (facts.refused.card >= cardAttemptLimits.perCard) return tooManyAttempts();
  if (clientIp === null) return null;
  if (facts.refused.address >= cardAttemptLimits.perAddress) return tooManyAttempts();
  return null;
}

/** What the order's payments allow a card payment to do; `new` names the next attempt's number. */
function decideCardAttempt(facts: CardPaymentFacts, scope: CardAttemptScope): CardClaim | { kind: 'new'; attempt: number } {
  const paid = facts.payments.findLast((p) => paidStatuses.includes(p.status));
  if (paid) return { kind: 'paid', payment: paid };
  const card = facts.payments.filter((p) => p.method === 'card');
  const open = card.find((p) => p.status === 'pending' || p.status === 'requires_action');
  if (open) {
    const raw = open.raw as Partial<CardAttemptRaw> | null;
    if (raw?.paymentMethodId === scope.paymentMethodId && typeof raw.attempt === 'number') return { kind: 'attempt', attempt: raw.attempt };
    return { kind: 'refused', refusal: checkoutFailure('payment_in_progress', checkoutMessages.paymentInProgress) };
  }
  const overLimit = refuseOverCardLimits(facts, card.filter((p) => p.status === 'failed').length, scope.clientIp);
  if (overLimit) return { kind: 'refused', refusal: overLimit };
  return { kind: 'new', attempt: card.length + 1 };
}

/** How often a claim decides again after another call took the attempt's number first. */
const claimRounds = 4;

/**
 * Decides what a card payment may do, so that two calls for one order (any keys, any timing, any
 * number of processes) are decided one after the other, without a lock: attempts are numbered,
 * and the attempt's key (`order:<id>:pay:<n>`) is unique, so of two calls that decide the same
 * next attempt only one writes it; the other waits for that write and decides again on it.
 * - a payment of the order already succeeded: it is the answer, nothing is charged again;
 * - an attempt is open (pending, or waiting for 3-D Secure) with this same card: that attempt is
 *   repeated (its key replays the provider's first answer); with another card, the shopper
 *   waits (payment_in_progress) rather than risk two charges;
 * - too many refused cards: card_attempts_throttled, nothing written;
 * - otherwise a new attempt's payments row is written, with the card, before the provider is called.
 * `known` are facts read earlier in the request: a success or a repeat is as true from them as
 * from a fresh read (a paid payment stays paid, a repeated attempt replays), a refusal is
 * confirmed on a fresh read first, and a new attempt is checked by its key.
 */
async function claimCardAttempt(deps: Deps, order: OrderRow, scope: CardAttemptScope, known?: CardPaymentFacts): Promise<CardClaim> {
  let facts = known;
  for (let round = 0; round < claimRounds; round++) {
    const isFresh = facts === undefined;
    facts ??= await cardPaymentFacts(deps, order.id, scope);
    const decided = decideCardAttempt(facts, scope);
    if (decided.kind === 'refused' && !isFresh) {
      facts = undefined;
      continue;
    }
    if (decided.kind !== 'new') return decided;
    const { attempt } = decided;
    // Kept so that reconciliation can replay this attempt if its answer is never recorded; the
    // client address counts refused cards per address.
    const raw: CardAttemptRaw & { ip?: string } = { paymentMethodId: scope.paymentMethodId, attempt, ...(scope.clientIp ? { ip: scope.clientIp } : {}) };
    const [inserted] = await queryPrepared<{ payment: Record<string, unknown> }>(deps.db, 'card_attempt_insert', attemptInsertText, [
      order.id,
      deps.payments.name,
      order.totalMinor,
      order.currency,
      cardPaymentKey(order.id, attempt),
      JSON.stringify(raw),
      deps.clock.now(),
    ]);
    if (inserted) return { kind: 'attempt', attempt, payment: readPaymentRow(inserted.payment) };
    // Another call wrote this attempt first (its insert was waited for): decide again on what it wrote.
    facts = undefined;
  }
  throw new Error(`order ${order.id}: no card attempt could be claimed in ${claimRounds} rounds`);
}

/**
 * The order follows the payment (unless the answer's own transaction moved it), then
 * process-payment answers: paid; authentication_required
 * with what the browser needs for the 3-D Secure challenge (the payment stays open under its
 * attempt); the refusal with the provider's message (the order stays Pending for another card);
 * card_provider_unreachable when the provider could not be reached; payment_in_progress while
 * the payment is still processing.
 */
async function answerFor(deps: Deps, order: OrderRow, outcome: CardPaymentOutcome, followed?: OrderRow | null): Promise<CheckoutResult<PaidOrder>> {
  const { payment, result } = outcome;
  // `followed`: the order as the transaction that applied the answer left it.
  const synced = followed !== undefined ? followed : await deps.db.transaction((tx) => syncOrderWithPayment(tx, payment, deps.clock.now()));
  if (payment.status === 'succeeded') return { ok: true, value: { order: synced ?? order, payment } };
  if (result.ok && result.status === 'requires_action') {
    const details = result.clientSecret && payment.providerRef ? { details: { client_secret: result.clientSecret, payment_reference: payment.providerRef } } : {};
    return checkoutFailure('authentication_required', checkoutMessages.authenticationRequired, details);
  }
  if (!result.ok && result.code !== 'provider_error') return checkoutFailure(refusals[result.code], result.message);
  if (!result.ok) return checkoutFailure('card_provider_unreachable', 'We could not reach the payment provider. Please try again.');
  return checkoutFailure('payment_in_progress', checkoutMessages.paymentInProgress);
}

/**
 * A payment that waits for 3-D Secure when the shopper pays again without naming it: the intent
 * is asked where it stands. Paid: the order is paid. Still waiting: with the same card, the
 * challenge is handed out again (a double click, a lost answer); with another card, that card
 * confirms the same intent. Refused by the bank: null, so the card starts a new attempt.
 */
async function payWaitingPayment(deps: Deps, order: OrderRow, waiting: PaymentRow, paymentMethodId: string): Promise<CheckoutResult<PaidOrder> | null> {
  const outcome = await resumeCardPayment(deps, order, waiting);
  const status = outcome.payment.status;
  if (status === 'failed' || status === 'cancelled') {
    await deps.db.transaction((tx) => syncOrderWithPayment(tx, outcome.payment, deps.clock.now()));
    return null;
  }
  if (status !== 'requires_action' || cardRawOf(waiting).paymentMethodId === paymentMethodId) return answerFor(deps, order, outcome);
  const ready = await prepareOrderPayment(deps, order);
  if (!ready.ok) return ready;
  if (ready.kind === 'paid') return { ok: true, value: { order: ready.order, payment: ready.payment } };
  return answerFor(deps, ready.order, await confirmWithAnotherCard(deps, outcome.payment, paymentMethodId));
}

/**
 * Keeps the provider's customer the card was saved to, and the card's brand and last four digits
 * (to name it to its owner), with the payment, and on the autoship the payment may already have
 * started when the payment's answer was applied first.
 */
async function rememberSavedCard(deps: Deps, payment: PaymentRow, customerRef: string, paymentMethodRef: string | undefined) {
  const { payments, subscriptions } = schema;
  const methodRef = paymentMethodRef ?? cardRawOf(payment).paymentMethodId;
  const card = methodRef ? await deps.payments.describeCard(methodRef) : null;
  await deps.db.transaction(async (tx) => {
    const [row] = await tx.select({ raw: payments.raw }).from(payments).where(eq(payments.id, payment.id)).for('no key update');
    await tx.update(payments).set({ raw: { ...((row?.raw as object | null) ?? {}), customerRef, ...(card ? { card } : {}) } }).where(eq(payments.id, payment.id));
    if (payment.orderId !== null) {
      await tx
        .update(subscriptions)
        .set({ providerCustomerRef: customerRef })
        .where(and(eq(subscriptions.sourceOrderId, payment.orderId), isNull(subscriptions.providerCustomerRef)));
      if (card) {
        await tx
          .update(subscriptions)
          .set({ cardBrand: card.brand, cardLast4: card.last4 })
          .where(and(eq(subscriptions.sourceOrderId, payment.orderId), isNull(subscriptions.cardLast4)));
      }
    }
  });
}

/**
 * Pays an order by card (checkout §4 card flow: process-payment with the card's payment-method
 * id), exactly once: the order is checked and priced again (prepareOrderPayment), the payments
 * row is written before the provider is called, under `order:<id>:pay:<attempt>`, and the
 * provider's answer and the order it pays are applied in one transaction; when the order's part
 * fails, the answer is still recorded on the payment alone, a paid payment that reconciliation
 * brings to the order.
 * A refusal is a failure with the provider's message; the order stays Pending for another card.
 * A card that needs 3-D Secure is the failure authentication_required with the intent's client
 * secret; after the challenge the browser calls again naming the payment (`paymentReference`),
 * which settles that payment from the provider's answer (once, whether a webhook came first or
 * not) and never starts another.
 */
export interface PayByCardOptions {
  /** The payment waiting for 3-D Secure that the browser names after the challenge. */
  paymentReference?: string | undefined;
  /** The shopper's address, counted by the card-testing limits. */
  clientIp?: string | null;
  /** The order's payment facts when the caller has read them (cardPaymentFacts, for this card; their scope is used). */
  facts?: CardPaymentFacts;
  /**
   * Runs inside the transaction that applies the provider's answer when it pays the order, with
   * the paid order (the caller's answer can be kept with it); not on the rarer ways.
   */
  whenPaid?: (tx: Transaction, paid: PaidOrder) => Promise<void>;
}

export async function payOrderByCard(deps: Deps, order: OrderRow, paymentMethodId: string, options: PayByCardOptions = {}): Promise<CheckoutResult<PaidOrder>> {
  const { paymentReference, clientIp = null, facts, whenPaid } = options;
  if (paymentReference !== undefined && !isOrderPaid(order)) {
    const payment = await cardPaymentByReference(deps, order.id, paymentReference);
    if (!payment.ok) return payment;
    return answerFor(deps, order, await resumeCardPayment(deps, order, payment.value));
  }
  // The facts the caller read name the card, the address and the hour they count refusals for.
  const scope = facts?.scope ?? cardAttemptScope(deps, paymentMethodId, clientIp);
  // One read of the order's payments (the pricing version, the refused cards) answers the questions below when nothing is waiting.
  const known = facts ?? (await cardPaymentFacts(deps, order.id, scope));
  const waiting = isOrderPaid(order) ? null : waitingCardPaymentOf(deps, known.payments);
  if (waiting) {
    const answered = await payWaitingPayment(deps, order, waiting, paymentMethodId);
    if (answered) return answered;
  }

  const ready = await prepareOrderPayment(deps, order, waiting ? undefined : known);
  if (!ready.ok) return ready;
  if (ready.kind === 'paid') return { ok: true, value: { order: ready.order, payment: ready.payment } };

  // What the payment of a waiting intent changed is read again.
  const claim = await claimCardAttempt(deps, ready.order, scope, waiting ? undefined : known);
  if (claim.kind === 'refused') return claim.refusal;
  if (claim.kind === 'paid') {
    const synced = await deps.db.transaction((tx) => syncOrderWithPayment(tx, claim.payment, deps.clock.now()));
    return { ok: true, value: { order: synced ?? ready.order, payment: claim.payment } };
  }
  const { attempt } = claim;
  // The provider's answer and the order it pays are applied in one transaction, as webhooks apply them.
  let followed: OrderRow | null | undefined;
  const applyToPaymentAndOrder: ApplyPaymentEvent = async (tx, event, now) => {
    const applied = await applyOrderPaymentEventWithOrder(tx, event, now);
    followed = applied.order;
    const { outcome } = applied;
    if (whenPaid && outcome.ok && outcome.payment.status === 'succeeded' && followed && isOrderPaid(followed)) await whenPaid(tx, { order: followed, payment: outcome.payment });
    return outcome;
  };
  const outcome = await startCardPayment(deps, {
    ...(claim.payment ? { recorded: claim.payment } : {}),
    orderId: order.id,
    amountMinor: order.totalMinor,
    currency: order.currency,
    customerEmail: order.email,
    paymentMethodId,
    confirm: true,
    attempt,
    // Autoship renewals charge this card off-session later: the provider keeps it on a customer.
    ...(order.isAutoship ? { savePaymentMethod: true } : {}),
  }, applyToPaymentAndOrder);
  if (outcome.result.ok && outcome.result.customerRef) await rememberSavedCard(deps, outcome.payment, outcome.result.customerRef, outcome.result.paymentMethodRef);
  if (!outcome.result.ok && outcome.result.cardFingerprint) {
    // The provider named the refused card: later attempts with it count against the card's limit.
    const raw = { ...((outcome.payment.raw as object | null) ?? {}), fingerprint: outcome.result.cardFingerprint };
    await deps.db.update(schema.payments).set({ raw }).where(eq(schema.payments.id, outcome.payment.id));
  }
  return answerFor(deps, ready.order, outcome, followed);
}
