import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { schema } from '@upline/db';
import { createTestApp, type TestApp } from '../../../test/helpers.js';
import { buyOnAutoship, newCustomer } from '../../../test/autoship-fixtures.js';
import { applyOrderPaymentEvent } from '../orders/apply-order-payment-event.js';
import { syncOrderWithPayment } from '../orders/sync-order-payment.js';
import { orderPayload, orderRow, paymentsOf, postOrder, productId, quoteWithShipping, type CartSpec } from '../../../test/orders-helpers.js';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(async () => t.close());

describe('buying on autoship at checkout', () => {
  it('creates one subscription with the lines, the autoship price, the address, the shipping option, the currency and the saved card', async () => {
    const { orderId, paid, subscription, quote, product } = await buyOnAutoship(t, { quantity: 3 });
    expect(paid.statusCode).toBe(200);
    const order = await orderRow(t.handle.db, orderId);
    expect(order).toMatchObject({ paymentStatus: 'paid', isAutoship: true });
    expect(subscription).toMatchObject({
      kind: 'autoship',
      status: 'active',
      userId: order.userId,
      currency: 'USD',
      cycle: 0,
      amountMinor: Math.round((quote.items[0]?.lineTotal ?? 0) * 100),
      paymentMethodRef: 'pm_card_visa',
      cardBrand: 'visa',
      cardLast4: '4242',
      shippingOptionId: order.shippingMethod,
      anchorDay: order.createdAt.getUTCDate(),
    });
    expect(subscription?.providerCustomerRef).toMatch(/^test_cus_/);
    expect(subscription?.shipTo).toMatchObject({ address1: '12 Elm Street', city: 'Springfield', countryCode: 'US', zip: '62701' });
    expect(subscription?.nextChargeAt?.toISOString()).toBe('2026-12-21T12:00:00.000Z');
    const items = await t.handle.db.select().from(schema.subscriptionItems).where(eq(schema.subscriptionItems.subscriptionId, subscription?.id ?? 0));
    expect(items.map((i) => [i.productId, i.quantity])).toEqual([[product, 3]]);
    // The card was kept for off-session charges: the intent asked the provider to save it.
    const intent = [...t.payments.intents.values()].at(-1);
    expect(intent?.status).toBe('succeeded');
  });

  it('stores the accepted terms with the order: the exact text, the time and the address', async () => {
    const { orderId, quote } = await buyOnAutoship(t);
    const order = await orderRow(t.handle.db, orderId);
    const consent = order.autoshipConsent as { text: string; acceptedAt: string; ip: string };
    expect(consent.text).toContain(`${(quote.items[0]?.lineTotal ?? 0).toFixed(2)} USD`);
    expect(consent.text).toContain('first on 2026-12-21');
    expect(consent.text).toContain('before 2027-04-21');
    expect(consent.acceptedAt).toBe('2026-11-21T12:00:00.000Z');
    expect(consent.ip).toBe('127.0.0.1');
  });

  it('stores the French terms for a French checkout', async () => {
    const { orderId } = await buyOnAutoship(t, { lang: 'fr' });
    const consent = (await orderRow(t.handle.db, orderId)).autoshipConsent as { text: string };
    expect(consent.text).toContain('la première fois le 2026-12-21');
  });

  it('starts one subscription per order, however often the payment is confirmed (a paid answer replayed, a webhook replayed)', async () => {
    const { orderId, member } = await buyOnAutoship(t);
    await t.app.inject({ method: 'POST', url: '/api/process-payment', payload: { order_id: orderId, authorization_key: 'pm_card_visa' }, headers: { authorization: `Bearer ${member.token}`, 'idempotency-key': 'again-1' } });
    const [payment] = await paymentsOf(t.handle.db, orderId);
    const event = { provider: 'test' as const, kind: 'succeeded' as const, providerRef: payment?.providerRef ?? '', amountMinor: payment?.amountMinor ?? 0, currency: 'USD', source: 'webhook' as const };
    for (let i = 0; i < 2; i++) await t.handle.db.transaction((tx) => applyOrderPaymentEvent(tx, event, t.clock.now()));
    await t.handle.db.transaction(async (tx) => syncOrderWithPayment(tx, payment!, t.clock.now()));
    const subs = await t.handle.db.select().from(schema.subscriptions).where(eq(schema.subscriptions.sourceOrderId, orderId));
    expect(subs).toHaveLength(1);
  });

  it('starts nothing when the card is refused', async () => {
    const { orderId, paid, subscription } = await buyOnAutoship(t, { pm: 'pm_card_chargeDeclined' });
    expect(paid.statusCode).toBe(402);
    expect(subscription).toBeUndefined();
    expect((await orderRow(t.handle.db, orderId)).paymentStatus).toBe('failed');
  });

  it('asks a guest to sign in or create an account, and a member to accept the terms', async () => {
    const product = await productId(t.handle.db, true);
    const spec: CartSpec = { lines: [{ productId: product, quantity: 1, purchaseType: 2 }] };
    const quote = await quoteWithShipping(t.app, t.handle.db, spec);
    const guest = await postOrder(t.app, orderPayload(quote, spec, { autoship_consent: true }));
    expect(guest.statusCode).toBe(401);
    expect(guest.json()).toMatchObject({ error: 'Please sign in or create an account to buy on autoship.', code: 'autoship_sign_in' });

    const member = await newCustomer(t);
    const memberQuote = await quoteWithShipping(t.app, t.handle.db, spec, { token: member.token });
    const unaccepted = await postOrder(t.app, orderPayload(memberQuote, spec), { token: member.token });
    expect(unaccepted.statusCode).toBe(400);
    expect(unaccepted.json()).toMatchObject({ error: 'Please accept the autoship terms to continue.', code: 'autoship_consent_required' });
  });

  it('refuses a coupon on an autoship cart with the spec message', async () => {
    const member = await newCustomer(t);
    const product = await productId(t.handle.db, true);
    const res = await t.app.inject({
      method: 'POST',
      url: '/api/cart/quote',
      payload: { lines: [{ productId: product, quantity: 1, purchaseType: 2 }], currency: 'USD', couponCode: '10OFF' },
      headers: { authorization: `Bearer ${member.token}` },
    });
    expect(JSON.stringify(res.json())).toContain('Autoship discount price is already applied.');
  });
});
