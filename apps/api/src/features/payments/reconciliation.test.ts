import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { schema } from '@upline/db';
import { applyPaymentEventToPayment } from './apply-payment-event.js';
import { startCardPayment } from './card-payments.js';
import type { ApplyPaymentEvent } from './payment-events.js';
import { paypalGatewayFor } from './payment-providers.js';
import { startPayPalPayment } from './paypal-payments.js';
import { reconcilePayments } from './reconcile-payments.js';
import { runDueJobs } from '../../jobs-list.js';
import { startPayPalFake, type PayPalFake } from '../../../test/fakes/paypal-fake.js';
import { startStripeFake, type StripeFake } from '../../../test/fakes/stripe-fake.js';
import { createTestApp, type TestApp } from '../../../test/helpers.js';
import { createPaymentsTestApp, insertOrder, paymentById, providerEnv, type PaymentsTestApp } from '../../../test/payments-helpers.js';

let stripe: StripeFake;
let paypal: PayPalFake;
let t: PaymentsTestApp;
let attempts = 0;
const minutes = (n: number) => n * 60_000;

beforeAll(async () => {
  [stripe, paypal] = await Promise.all([startStripeFake(), startPayPalFake()]);
  t = await createPaymentsTestApp(providerEnv({ stripe, paypal }));
});
afterAll(async () => {
  await t.close();
  await Promise.all([stripe.close(), paypal.close()]);
});

/** Everything still open is settled, so each test starts from a quiet table. */
async function settleEverything() {
  await t.handle.db.update(schema.payments).set({ status: 'cancelled' }).where(eq(schema.payments.status, 'pending'));
  await t.handle.db.update(schema.payments).set({ status: 'cancelled' }).where(eq(schema.payments.status, 'requires_action'));
}

async function cardAwaitingAuthentication() {
  const orderId = await insertOrder(t.handle.db, 6400);
  const { payment } = await startCardPayment(t.deps, {
    orderId,
    amountMinor: 6400,
    currency: 'USD',
    customerEmail: 'shopper@example.com',
    paymentMethodId: 'pm_card_authenticationRequired',
    attempt: ++attempts,
  });
  return { orderId, payment, piId: payment.providerRef ?? '' };
}

async function paypalAwaitingApproval() {
  const orderId = await insertOrder(t.handle.db, 2500);
  const gateway = paypalGatewayFor(t.deps);
  if (!gateway) throw new Error('PayPal is configured in this suite');
  const { payment, result } = await startPayPalPayment(t.deps, gateway, {
    orderId,
    attempt: 1,
    currency: 'USD',
    lines: [{ name: 'Probiotic', quantity: 1, lineTotalMinor: 2500 }],
    shippingMinor: 0,
    taxMinor: 0,
    discountMinor: 0,
    totalMinor: 2500,
    shippingPreference: 'NO_SHIPPING',
  });
  if (!result.ok) throw new Error(result.message);
  return { payment, paypalOrderId: result.paypalOrderId };
}

describe('reconcilePayments', () => {
  it('settles a card payment whose webhook never arrived, and a second run changes nothing', async () => {
    await settleEverything();
    const { payment, piId } = await cardAwaitingAuthentication();
    stripe.completeAction(piId);
    expect(await reconcilePayments(t.deps, t.clock.now())).toBe(0);
    expect((await paymentById(t.handle.db, payment.id)).status).toBe('requires_action');

    const later = new Date(t.clock.now().getTime() + minutes(20));
    expect(await reconcilePayments(t.deps, later)).toBe(1);
    const settled = await paymentById(t.handle.db, payment.id);
    expect(settled.status).toBe('succeeded');
    expect(await reconcilePayments(t.deps, new Date(later.getTime() + minutes(10)))).toBe(0);
    expect(await paymentById(t.handle.db, payment.id)).toEqual(settled);
  });

  it('records a failed authentication with the provider message', async () => {
    await settleEverything();
    const { payment, piId } = await cardAwaitingAuthentication();
    stripe.completeAction(piId, false);
    expect(await reconcilePayments(t.deps, new Date(t.clock.now().getTime() + minutes(20)))).toBe(1);
    expect(await paymentById(t.handle.db, payment.id)).toMatchObject({ status: 'failed', failureMessage: 'The provided PaymentMethod has failed authentication.' });
  });

  it('captures a PayPal order the buyer approved but nobody captured, exactly once', async () => {
    await settleEverything();
    const { payment, paypalOrderId } = await paypalAwaitingApproval();
    const later = new Date(t.clock.now().getTime() + minutes(20));
    expect(await reconcilePayments(t.deps, later)).toBe(0);
    paypal.approve(paypalOrderId);
    const captures = paypal.captures.size;
    expect(await reconcilePayments(t.deps, later)).toBe(1);
    expect((await paymentById(t.handle.db, payment.id)).status).toBe('succeeded');
    expect(await reconcilePayments(t.deps, new Date(later.getTime() + minutes(10)))).toBe(0);
    expect(paypal.captures.size).toBe(captures + 1);
  });

  it('learns of a PayPal capture made elsewhere', async () => {
    await settleEverything();
    const { payment, paypalOrderId } = await paypalAwaitingApproval();
    paypal.approve(paypalOrderId);
    paypal.captureNow(paypalOrderId);
    expect(await reconcilePayments(t.deps, new Date(t.clock.now().getTime() + minutes(20)))).toBe(1);
    expect((await paymentById(t.handle.db, payment.id)).status).toBe('succeeded');
  });

  it('leaves payments older than its look-back window alone', async () => {
    await settleEverything();
    const { payment, piId } = await cardAwaitingAuthentication();
    stripe.completeAction(piId);
    expect(await reconcilePayments(t.deps, new Date(t.clock.now().getTime() + 4 * 86_400_000))).toBe(0);
    expect((await paymentById(t.handle.db, payment.id)).status).toBe('requires_action');
  });

  it('brings an order that disagrees with its paid payment in line through the plugged-in handler', async () => {
    await settleEverything();
    const syncOrder: ApplyPaymentEvent = async (tx, event, now) => {
      const outcome = await applyPaymentEventToPayment(tx, event, now);
      if (outcome.ok && outcome.payment.status === 'succeeded' && outcome.payment.orderId !== null) {
        await tx.update(schema.orders).set({ paymentStatus: 'paid', paidAt: now }).where(eq(schema.orders.id, outcome.payment.orderId));
      }
      return outcome;
    };
    const orderId = await insertOrder(t.handle.db, 1999);
    await startCardPayment(t.deps, { orderId, amountMinor: 1999, currency: 'USD', customerEmail: 'a@b.c', paymentMethodId: 'pm_card_visa', attempt: 1 });
    const later = new Date(t.clock.now().getTime() + minutes(20));
    expect(await reconcilePayments(t.deps, later, { applyPaymentEvent: syncOrder })).toBe(0);
    const [order] = await t.handle.db.select().from(schema.orders).where(eq(schema.orders.id, orderId));
    expect(order).toMatchObject({ paymentStatus: 'paid', paidAt: later });
    const retrievals = stripe.requests.filter((r) => r.method === 'GET').length;
    await reconcilePayments(t.deps, later, { applyPaymentEvent: syncOrder });
    expect(stripe.requests.filter((r) => r.method === 'GET').length).toBe(retrievals);
  });

  it('runs as a job at most every ten minutes', async () => {
    const now = new Date(t.clock.now().getTime() + minutes(30));
    expect(typeof (await runDueJobs(t.deps, now))['payment-reconciliation']).toBe('number');
    expect((await runDueJobs(t.deps, new Date(now.getTime() + minutes(5))))['payment-reconciliation']).toBe('skipped');
    expect((await runDueJobs(t.deps, new Date(now.getTime() + minutes(10))))['payment-reconciliation']).not.toBe('skipped');
  });
});

describe('reconcilePayments with the built-in test gateway', () => {
  let plain: TestApp;
  beforeAll(async () => {
    plain = await createTestApp();
  });
  afterAll(() => plain.close());

  it('asks the test gateway about an intent that was authenticated later', async () => {
    const deps = { db: plain.handle.db, config: plain.config, clock: plain.clock, payments: plain.payments };
    const orderId = await insertOrder(plain.handle.db, 3300);
    const { payment } = await startCardPayment(deps, { orderId, amountMinor: 3300, currency: 'USD', customerEmail: 'a@b.c', paymentMethodId: 'pm_card_authenticationRequired', attempt: 1 });
    expect(payment).toMatchObject({ provider: 'test', status: 'requires_action' });
    await plain.payments.confirmPaymentIntent(payment.providerRef ?? '', { idempotencyKey: `${payment.idempotencyKey}:confirm` });
    expect(await reconcilePayments(deps, new Date(plain.clock.now().getTime() + minutes(20)))).toBe(1);
    expect((await paymentById(plain.handle.db, payment.id)).status).toBe('succeeded');
  });
});
