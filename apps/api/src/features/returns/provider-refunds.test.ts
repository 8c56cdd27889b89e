import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { schema } from '@upline/db';
import { memberOrderMessages } from '@upline/contract/member-orders';
import { syncOrderWithPayment } from '../orders/sync-order-payment.js';
import { startCardPayment } from '../payments/card-payments.js';
import { paypalGatewayFor } from '../payments/payment-providers.js';
import type { PayPalGateway } from '../payments/paypal-gateway.js';
import { capturePayPalPayment, startPayPalPayment } from '../payments/paypal-payments.js';
import { bearerOf, userIdOf } from '../../../test/cart-fixtures.js';
import { startPayPalFake, type PayPalFake } from '../../../test/fakes/paypal-fake.js';
import { startStripeFake, type StripeFake } from '../../../test/fakes/stripe-fake.js';
import { createPaymentsTestApp, insertOrder, providerEnv, type PaymentsTestApp } from '../../../test/payments-helpers.js';
import { completeRefund } from './refunds.js';

// A cancellation refunds through the provider the order was paid with: Stripe refunds the
// payment intent, PayPal refunds the capture through the server SDK, each with the refund's own
// key (Idempotency-Key / PayPal-Request-Id), and a second try never refunds twice.

let stripe: StripeFake;
let paypalFake: PayPalFake;
let t: PaymentsTestApp;
let paypal: PayPalGateway;
let carl: string;
let carlId: number;

beforeAll(async () => {
  [stripe, paypalFake] = await Promise.all([startStripeFake(), startPayPalFake()]);
  t = await createPaymentsTestApp(providerEnv({ stripe, paypal: paypalFake }));
  const gateway = paypalGatewayFor(t.deps);
  if (!gateway) throw new Error('PayPal is configured in this suite');
  paypal = gateway;
  carl = await bearerOf(t.handle.db, 'carl@upline.test', t.clock.now());
  carlId = await userIdOf(t.handle.db, 'carl@upline.test');
});
afterAll(async () => {
  await t.close();
  await Promise.all([stripe.close(), paypalFake.close()]);
});

async function carlsOrder(totalMinor: number) {
  const id = await insertOrder(t.handle.db, totalMinor);
  await t.handle.db.update(schema.orders).set({ userId: carlId, email: 'carl@upline.test' }).where(eq(schema.orders.id, id));
  return id;
}

const cancel = (id: number) => t.app.inject({ method: 'POST', url: `/api/user/order/cancel/${id}`, headers: { authorization: `Bearer ${carl}` }, payload: {} });
/** The order follows its succeeded payment (what the checkout's payment call does after the provider answers). */
async function syncPaid(id: number) {
  const [payment] = await t.handle.db.select().from(schema.payments).where(eq(schema.payments.orderId, id));
  if (!payment) throw new Error('no payment');
  await t.handle.db.transaction((tx) => syncOrderWithPayment(tx, payment, t.clock.now()));
}

const orderOf = async (id: number) => (await t.handle.db.select().from(schema.orders).where(eq(schema.orders.id, id)))[0];
const refundOf = async (id: number) => (await t.handle.db.select().from(schema.refunds).where(eq(schema.refunds.orderId, id)))[0];

describe('refunds at the providers', () => {
  it('Stripe: the cancellation refunds the whole charge once, under the refund key', async () => {
    const id = await carlsOrder(4200);
    const { payment, result } = await startCardPayment(t.deps, { orderId: id, amountMinor: 4200, currency: 'USD', customerEmail: 'carl@upline.test', paymentMethodId: 'pm_card_visa', attempt: 1 });
    expect(result.ok).toBe(true);
    await syncPaid(id);
    expect(await orderOf(id)).toMatchObject({ paymentStatus: 'paid' });
    const res = await cancel(id);
    expect(res.statusCode).toBe(200);
    expect(res.json().refund).toMatchObject({ status: 'succeeded', amount: 42 });
    const refund = await refundOf(id);
    expect(refund?.providerRef).toMatch(/^re_/);
    const charge = stripe.charges.get(stripe.paymentIntents.get(payment.providerRef ?? '')?.latest_charge ?? '');
    expect(charge).toMatchObject({ amount_refunded: 4200, refunded: true });
    const calls = stripe.requests.filter((r) => r.path === '/v1/refunds');
    expect(calls.map((r) => r.headers['idempotency-key'])).toEqual([`order:${id}:cancel-refund`]);
    await completeRefund(t.deps, refund!.id);
    expect(stripe.requests.filter((r) => r.path === '/v1/refunds')).toHaveLength(1);
    expect(await orderOf(id)).toMatchObject({ status: 'Cancelled', paymentStatus: 'refunded', refundedMinor: 4200 });
  });

  it('Stripe refuses the refund: the cancellation is kept, the member is told the refund is left to staff, and it waits for them', async () => {
    const id = await carlsOrder(2600);
    const { payment, result } = await startCardPayment(t.deps, { orderId: id, amountMinor: 2600, currency: 'USD', customerEmail: 'carl@upline.test', paymentMethodId: 'pm_card_visa', attempt: 1 });
    expect(result.ok).toBe(true);
    await syncPaid(id);
    // Refunded already at the provider (by hand, outside the shop): Stripe refuses a second refund.
    const charge = stripe.charges.get(stripe.paymentIntents.get(payment.providerRef ?? '')?.latest_charge ?? '');
    if (!charge) throw new Error('no charge');
    charge.amount_refunded = charge.amount;
    charge.refunded = true;
    const res = await cancel(id);
    expect(res.statusCode).toBe(200);
    expect(res.json()).toMatchObject({ message: memberOrderMessages.refundFailed, refund: { status: 'failed', amount: 26 }, order: { id } });
    expect(await refundOf(id)).toMatchObject({ status: 'failed', attempts: 1 });
    expect(await orderOf(id)).toMatchObject({ status: 'Cancelled', paymentStatus: 'paid', refundedMinor: 0 });
    // Cancelling again is refused as usual; the refund is not tried again by the member.
    expect((await cancel(id)).json()).toMatchObject({ code: 'already_cancelled' });
    expect(stripe.requests.filter((r) => r.path === '/v1/refunds' && r.headers['idempotency-key'] === `order:${id}:cancel-refund`)).toHaveLength(1);
  });

  it('PayPal: the cancellation refunds the capture through the server SDK with the refund key as PayPal-Request-Id', async () => {
    const id = await carlsOrder(3780);
    const started = await startPayPalPayment(t.deps, paypal, {
      orderId: id, attempt: 1, currency: 'USD', lines: [{ name: 'Collagen', quantity: 2, lineTotalMinor: 3000 }], shippingMinor: 500, taxMinor: 280, discountMinor: 0, totalMinor: 3780, shippingPreference: 'GET_FROM_FILE',
    });
    if (!started.result.ok) throw new Error(started.result.message);
    paypalFake.approve(started.result.paypalOrderId);
    expect((await capturePayPalPayment(t.deps, paypal, started.result.paypalOrderId)).result).toMatchObject({ ok: true, status: 'succeeded' });
    await syncPaid(id);
    expect(await orderOf(id)).toMatchObject({ paymentStatus: 'paid' });
    const res = await cancel(id);
    expect(res.statusCode).toBe(200);
    expect(res.json().refund).toMatchObject({ status: 'succeeded', amount: 37.8 });
    const calls = paypalFake.requests.filter((r) => /\/v2\/payments\/captures\/[^/]+\/refund$/.test(r.path));
    expect(calls.map((r) => r.headers['paypal-request-id'])).toEqual([`order:${id}:cancel-refund`]);
    expect(await orderOf(id)).toMatchObject({ status: 'Cancelled', paymentStatus: 'refunded', refundedMinor: 3780 });
  });
});
