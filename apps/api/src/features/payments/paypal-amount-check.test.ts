import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { schema } from '@upline/db';
import type { PayPalGateway } from './paypal-gateway.js';
import { paypalGatewayFor } from './payment-providers.js';
import { capturePayPalPayment, startPayPalPayment } from './paypal-payments.js';
import { startPayPalFake, type PayPalFake } from '../../../test/fakes/paypal-fake.js';
import { startStripeFake, type StripeFake } from '../../../test/fakes/stripe-fake.js';
import { createPaymentsTestApp, insertOrder, paymentById, providerEnv, type PaymentsTestApp } from '../../../test/payments-helpers.js';

// PayPal: the amount is checked before the capture, never only after. A PayPal order for
// another amount is not captured; a capture that still comes back for another amount is refunded
// at once, the payment closed as failed, and staff are told.

let stripe: StripeFake;
let paypal: PayPalFake;
let t: PaymentsTestApp;
let gateway: PayPalGateway;

beforeAll(async () => {
  [stripe, paypal] = await Promise.all([startStripeFake(), startPayPalFake()]);
  t = await createPaymentsTestApp(providerEnv({ stripe, paypal }));
  gateway = paypalGatewayFor(t.deps)!;
});
afterAll(async () => {
  await t.close();
  await Promise.all([stripe.close(), paypal.close()]);
});

async function approvedPayPalPayment(totalMinor: number) {
  const orderId = await insertOrder(t.handle.db, totalMinor);
  const { payment, result } = await startPayPalPayment(t.deps, gateway, {
    orderId,
    attempt: 1,
    currency: 'USD',
    lines: [{ name: 'Probiotic', quantity: 1, lineTotalMinor: totalMinor }],
    shippingMinor: 0,
    taxMinor: 0,
    discountMinor: 0,
    totalMinor,
    shippingPreference: 'NO_SHIPPING',
  });
  if (!result.ok) throw new Error(result.message);
  paypal.approve(result.paypalOrderId);
  return { orderId, payment, paypalOrderId: result.paypalOrderId };
}

const capturesOf = (paypalOrderId: string) => [...paypal.captures.values()].filter((c) => c.orderId === paypalOrderId);

describe('PayPal amount check', () => {
  it('does not capture a PayPal order whose amount differs from the payment', async () => {
    const { payment, paypalOrderId } = await approvedPayPalPayment(4200);
    const unit = paypal.orders.get(paypalOrderId)!.purchase_units[0]!;
    unit.amount.value = '4.20';

    const outcome = await capturePayPalPayment(t.deps, gateway, paypalOrderId);
    expect(outcome.result).toMatchObject({ ok: false, code: 'amount_mismatch' });
    expect(capturesOf(paypalOrderId)).toHaveLength(0);
    expect(await paymentById(t.handle.db, payment.id)).toMatchObject({ status: 'pending' });
  });

  it('refunds a capture that came back for another amount, closes the payment and tells staff', async () => {
    const { payment, paypalOrderId } = await approvedPayPalPayment(4200);
    // Our payment was re-priced to 43.00 after the check read PayPal's order (a race the check
    // cannot close): PayPal captures 42.00.
    await t.handle.db.update(schema.payments).set({ amountMinor: 4300 }).where(eq(schema.payments.id, payment.id));
    const racing: PayPalGateway = {
      ...gateway,
      getOrder: async (id) => {
        const state = await gateway.getOrder(id);
        return state.ok ? { ...state, amountMinor: 4300 } : state;
      },
    };
    const alertsBefore = await t.handle.db.$count(schema.emailOutbox, eq(schema.emailOutbox.template, 'staff_alert'));

    const outcome = await capturePayPalPayment(t.deps, racing, paypalOrderId);
    expect(outcome.result).toMatchObject({ ok: false, code: 'amount_mismatch' });
    const [capture] = capturesOf(paypalOrderId);
    expect(capture).toMatchObject({ refunded: 4200, status: 'REFUNDED' });
    expect(await paymentById(t.handle.db, payment.id)).toMatchObject({ status: 'failed', failureCode: 'amount_mismatch' });
    const alerts = await t.handle.db.select().from(schema.emailOutbox).where(eq(schema.emailOutbox.template, 'staff_alert'));
    expect(alerts.length).toBeGreaterThan(alertsBefore);
    expect(alerts.at(-1)?.subject).toContain(`payment ${payment.id}: refunded`);
  });
});
