import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { schema } from '@upline/db';
import { startCardPayment } from '../payments/card-payments.js';
import { paypalGatewayFor } from '../payments/payment-providers.js';
import { capturePayPalPayment, startPayPalPayment } from '../payments/paypal-payments.js';
import { applyOrderPaymentEvent } from './apply-order-payment-event.js';
import { reconcileOrderPayments } from './reconcile-order-payments.js';
import { syncOrderWithPayment } from './sync-order-payment.js';
import { startPayPalFake, type PayPalFake } from '../../../test/fakes/paypal-fake.js';
import { startStripeFake, type StripeFake } from '../../../test/fakes/stripe-fake.js';
import { createPaymentsTestApp, insertOrder, paymentById, providerEnv, type PaymentsTestApp } from '../../../test/payments-helpers.js';

// The last line of defence of "one order, one charge": if an order still ends up with two
// succeeded payments (two providers at once, a provider that ignored our key), reconciliation
// refunds every extra one at its provider, keeps the order paid, and tells staff.

let stripe: StripeFake;
let paypal: PayPalFake;
let t: PaymentsTestApp;

beforeAll(async () => {
  [stripe, paypal] = await Promise.all([startStripeFake(), startPayPalFake()]);
  t = await createPaymentsTestApp(providerEnv({ stripe, paypal }));
});
afterAll(async () => {
  await t.close();
  await Promise.all([stripe.close(), paypal.close()]);
});

async function cardCharge(orderId: number, attempt: number) {
  const { payment } = await startCardPayment(t.deps, { orderId, amountMinor: 4200, currency: 'USD', customerEmail: 'shopper@example.com', paymentMethodId: 'pm_card_visa', attempt });
  expect(payment.status).toBe('succeeded');
  await t.handle.db.transaction((tx) => syncOrderWithPayment(tx, payment, t.clock.now()));
  return payment;
}

async function staffAlerts() {
  return t.handle.db.select().from(schema.emailOutbox).where(eq(schema.emailOutbox.template, 'staff_alert'));
}

async function orderOf(id: number) {
  const [row] = await t.handle.db.select().from(schema.orders).where(eq(schema.orders.id, id));
  return row!;
}

describe('refunding an order charged twice', () => {
  it('refunds the later card charge in full at Stripe, keeps the order paid by the first, and tells staff once', async () => {
    const orderId = await insertOrder(t.handle.db, 4200);
    const kept = await cardCharge(orderId, 1);
    const extra = await cardCharge(orderId, 2);
    const alertsBefore = (await staffAlerts()).length;

    expect(await reconcileOrderPayments(t.deps, t.clock.now())).toBeGreaterThanOrEqual(1);

    expect(await paymentById(t.handle.db, extra.id)).toMatchObject({ status: 'refunded', refundedMinor: 4200, raw: expect.objectContaining({ duplicateOf: kept.id }) });
    expect(await paymentById(t.handle.db, kept.id)).toMatchObject({ status: 'succeeded', refundedMinor: 0 });
    const charge = [...stripe.charges.values()].find((c) => c.payment_intent === extra.providerRef);
    expect(charge?.amount_refunded).toBe(4200);
    const keptCharge = [...stripe.charges.values()].find((c) => c.payment_intent === kept.providerRef);
    expect(keptCharge?.amount_refunded).toBe(0);
    expect(await orderOf(orderId)).toMatchObject({ paymentStatus: 'paid', refundedMinor: 0 });

    const alerts = (await staffAlerts()).slice(alertsBefore);
    expect(alerts.map((a) => a.to)).toContain('admin@upline.test');
    expect(alerts[0]?.subject).toContain(`Order ${orderId} was charged twice`);

    // The next run finds nothing more to do, and Stripe's refund webhook does not move the order.
    expect(await reconcileOrderPayments(t.deps, t.clock.now())).toBe(0);
    expect((await staffAlerts()).length).toBe(alertsBefore + alerts.length);
    await t.handle.db.transaction((tx) =>
      applyOrderPaymentEvent(tx, { provider: 'stripe', kind: 'refunded', providerRef: extra.providerRef!, amountMinor: 4200, currency: 'USD', refundedMinor: 4200, source: 'webhook' }, t.clock.now()),
    );
    expect(await orderOf(orderId)).toMatchObject({ paymentStatus: 'paid', refundedMinor: 0 });

    // The shopper was told once that the order is confirmed, whatever the second charge did.
    const order = await orderOf(orderId);
    const confirmations = await t.handle.db.select().from(schema.emailOutbox).where(eq(schema.emailOutbox.template, 'order_confirmed'));
    const theirs = confirmations.filter((m) => m.to === order.email && m.subject.includes(order.orderNumber));
    expect(theirs).toHaveLength(1);
    expect(theirs[0]?.text).toContain('Total paid: $42.00');
  });

  it('keeps the PayPal capture that came first and refunds the card charge that followed it', async () => {
    const orderId = await insertOrder(t.handle.db, 4200);
    const gateway = paypalGatewayFor(t.deps)!;
    const started = await startPayPalPayment(t.deps, gateway, {
      orderId,
      attempt: 1,
      currency: 'USD',
      lines: [{ name: 'Probiotic', quantity: 1, lineTotalMinor: 4200 }],
      shippingMinor: 0,
      taxMinor: 0,
      discountMinor: 0,
      totalMinor: 4200,
      shippingPreference: 'NO_SHIPPING',
    });
    if (!started.result.ok) throw new Error(started.result.message);
    paypal.approve(started.result.paypalOrderId);
    const captured = await capturePayPalPayment(t.deps, gateway, started.result.paypalOrderId);
    expect(captured.payment?.status).toBe('succeeded');
    t.clock.advance(1000);
    const card = await cardCharge(orderId, 1);

    await reconcileOrderPayments(t.deps, t.clock.now());
    expect(await paymentById(t.handle.db, card.id)).toMatchObject({ status: 'refunded', refundedMinor: 4200 });
    expect(await paymentById(t.handle.db, captured.payment!.id)).toMatchObject({ status: 'succeeded' });
    expect([...stripe.charges.values()].find((c) => c.payment_intent === card.providerRef)?.amount_refunded).toBe(4200);
  });
});
