import { randomUUID } from 'node:crypto';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { schema } from '@upline/db';
import { createTestApp, type TestApp } from '../../../test/helpers.js';
import { accessCookies, countRows, orderPayload, orderRow, payByCard, paymentsOf, postOrder, productId, quoteWithShipping, redemptionOf } from '../../../test/orders-helpers.js';

let t: TestApp;
let product: number;

beforeAll(async () => {
  t = await createTestApp();
  product = await productId(t.handle.db, true);
});
afterAll(() => t.close());

const email = () => `guest-${randomUUID().slice(0, 8)}@example.com`;

describe('guest checkout: POST guest/orders then process-payment', () => {
  it('places a Pending order priced by the server, pays it by card and redeems the coupon', async () => {
    const spec = { lines: [{ productId: product, quantity: 2 }], couponCode: '10OFF' };
    const quote = await quoteWithShipping(t.app, t.handle.db, spec);
    expect(quote.coupon).toMatchObject({ applied: true });
    const placed = await postOrder(t.app, orderPayload(quote, spec, { email: email() }));
    expect(placed.statusCode).toBe(201);
    const order = placed.json().data.order as { id: number; total: number; order_status: string; payment_status: string };
    expect(order).toMatchObject({ total: quote.total, order_status: 'Pending', payment_status: 'unpaid' });

    const stored = await orderRow(t.handle.db, order.id);
    expect(stored).toMatchObject({ status: 'Pending', shippingStatus: 'Not Shipped', userId: null, totalMinor: Math.round(quote.total * 100) });
    expect(stored.sponsorId).not.toBeNull();
    const lines = await t.handle.db.select().from(schema.orderLines).where(eq(schema.orderLines.orderId, order.id));
    expect(lines).toHaveLength(1);
    // Commission volume is the line after its coupon share: no shipping, no tax.
    expect(lines[0]?.bvMinor).toBe(Math.round((quote.itemsTotal - quote.productDiscount) * 100));
    expect((await redemptionOf(t.handle.db, order.id))?.status).toBe('reserved');

    const charges = t.payments.charges.length + t.payments.intents.size;
    const paid = await payByCard(t.app, order.id, 'pm_card_visa', { cookies: accessCookies(placed) });
    expect(paid.statusCode).toBe(200);
    expect(paid.json()).toMatchObject({ success: true, data: { order_id: order.id, payment_status: 'paid', order_status: 'Processing' } });
    expect(t.payments.intents.size + t.payments.charges.length).toBe(charges + 1);

    const after = await orderRow(t.handle.db, order.id);
    expect(after).toMatchObject({ status: 'Processing', paymentStatus: 'paid', paymentMethod: 'card' });
    const [payment] = await paymentsOf(t.handle.db, order.id);
    expect(payment).toMatchObject({ status: 'succeeded', provider: 'test', amountMinor: stored.totalMinor, idempotencyKey: `order:${order.id}:pay:1` });
    expect((await redemptionOf(t.handle.db, order.id))?.status).toBe('redeemed');
    const events = await t.handle.db.select().from(schema.orderStatusEvents).where(eq(schema.orderStatusEvents.orderId, order.id));
    expect(events.map((e) => `${e.field}:${e.toStatus}`)).toEqual(['status:Pending', 'payment_status:paid', 'status:Processing']);
  });

  it('refuses a forged total with 409 and the fresh quote, writing nothing', async () => {
    const spec = { lines: [{ productId: product, quantity: 1 }] };
    const quote = await quoteWithShipping(t.app, t.handle.db, spec);
    const before = await countRows(t.handle.db, schema.orders);
    const linesBefore = await countRows(t.handle.db, schema.orderLines);
    const forged = await postOrder(t.app, orderPayload(quote, spec, { email: email(), total: 1, products: [{ product_id: product, quantity: 1, price: 0.01 }] }));
    expect(forged.statusCode).toBe(409);
    expect(forged.json()).toMatchObject({ code: 'price_changed', quote: { total: quote.total } });
    expect(await countRows(t.handle.db, schema.orders)).toBe(before);
    expect(await countRows(t.handle.db, schema.orderLines)).toBe(linesBefore);
    // The client's unit price is never read: the right total with a fake price is accepted.
    const honest = await postOrder(t.app, orderPayload(quote, spec, { email: email(), products: [{ product_id: product, quantity: 1, price: 0.01 }] }));
    expect(honest.statusCode).toBe(201);
  });

  it('answers a double-click (same key, in turn and at once) with one order and one charge', async () => {
    const spec = { lines: [{ productId: product, quantity: 1 }] };
    const quote = await quoteWithShipping(t.app, t.handle.db, spec);
    const body = orderPayload(quote, spec, { email: email() });
    const key = randomUUID();
    const before = await countRows(t.handle.db, schema.orders);
    const [a, b] = await Promise.all([postOrder(t.app, body, {}, key), postOrder(t.app, body, {}, key)]);
    const c = await postOrder(t.app, body, {}, key);
    expect([a.statusCode, b.statusCode, c.statusCode]).toEqual([201, 201, 201]);
    const id = a.json().data.order.id as number;
    expect(b.json().data.order.id).toBe(id);
    expect(c.json().data.order.id).toBe(id);
    expect(await countRows(t.handle.db, schema.orders)).toBe(before + 1);
    // The stored answer lost (the process stopped right after the order was written): the retry
    // still finds that order rather than writing a second one.
    await t.handle.db.delete(schema.idempotencyKeys).where(eq(schema.idempotencyKeys.key, key));
    expect((await postOrder(t.app, body, {}, key)).json().data.order.id).toBe(id);
    expect(await countRows(t.handle.db, schema.orders)).toBe(before + 1);

    const payKey = randomUUID();
    const intents = t.payments.intents.size;
    const cookies = accessCookies(a);
    const [p1, p2] = await Promise.all([payByCard(t.app, id, 'pm_card_visa', { cookies }, payKey), payByCard(t.app, id, 'pm_card_visa', { cookies }, payKey)]);
    const p3 = await payByCard(t.app, id, 'pm_card_visa', { cookies }, payKey);
    expect([p1.statusCode, p2.statusCode, p3.statusCode]).toEqual([200, 200, 200]);
    expect(p2.json()).toEqual(p1.json());
    expect(t.payments.intents.size).toBe(intents + 1);
    expect(await paymentsOf(t.handle.db, id)).toHaveLength(1);
    // Another click with a new key on a paid order charges nothing either.
    expect((await payByCard(t.app, id, 'pm_card_visa', { cookies })).json()).toMatchObject({ data: { payment_status: 'paid' } });
    expect(t.payments.intents.size).toBe(intents + 1);
  });

  it('refuses the same key with another body (422) and a missing key (400)', async () => {
    const spec = { lines: [{ productId: product, quantity: 1 }] };
    const quote = await quoteWithShipping(t.app, t.handle.db, spec);
    const key = randomUUID();
    expect((await postOrder(t.app, orderPayload(quote, spec, { email: email() }), {}, key)).statusCode).toBe(201);
    const reused = await postOrder(t.app, orderPayload(quote, spec, { email: email() }), {}, key);
    expect(reused.statusCode).toBe(422);
    expect(reused.json()).toMatchObject({ code: 'idempotency_key_reused' });
    const missing = await postOrder(t.app, orderPayload(quote, spec, { email: email() }), {}, null);
    expect(missing.json()).toMatchObject({ code: 'idempotency_key_required' });
  });

  it('refuses zero and negative quantities and a missing e-mail with field messages', async () => {
    const spec = { lines: [{ productId: product, quantity: 1 }] };
    const quote = await quoteWithShipping(t.app, t.handle.db, spec);
    for (const quantity of [0, -2]) {
      const res = await postOrder(t.app, orderPayload(quote, spec, { email: email(), products: [{ product_id: product, quantity }] }));
      expect(res.statusCode).toBe(400);
      expect(res.json().errors['products.0.quantity']).toBe('Quantity can not be zero.');
    }
    const noEmail = await postOrder(t.app, orderPayload(quote, spec, { email: '' }));
    expect(noEmail.json()).toMatchObject({ errors: { email: 'Email address is required' } });
    const noShipping = await postOrder(t.app, orderPayload(quote, spec, { email: email(), shipping_method: null }));
    expect(noShipping.json()).toMatchObject({ error: 'Please select shipping method' });
  });

  it('answers each refusal a shopper can correct with its status and exact body, writing nothing', async () => {
    const spec = { lines: [{ productId: product, quantity: 1 }] };
    const quote = await quoteWithShipping(t.app, t.handle.db, spec);
    const before = await countRows(t.handle.db, schema.orders);
    const answer = async (extra: Record<string, unknown>) => {
      const res = await postOrder(t.app, orderPayload(quote, spec, { email: email(), ...extra }));
      return { status: res.statusCode, body: res.json() as unknown };
    };
    expect(await answer({ email: '' })).toEqual({
      status: 400,
      body: { error: 'Email address is required', code: 'validation_failed', errors: { email: 'Email address is required' } },
    });
    expect(await answer({ email: 'not-an-address' })).toEqual({
      status: 400,
      body: { error: 'Please enter a valid email address.', code: 'validation_failed', errors: { email: 'Please enter a valid email address.' } },
    });
    expect(await answer({ user_id: 424242 })).toEqual({ status: 403, body: { error: 'You can only place orders for yourself.', code: 'forbidden' } });
    expect(await answer({ shipping_method: null })).toEqual({
      status: 400,
      body: { error: 'Please select shipping method', code: 'shipping_method_required', errors: { shipping_method: 'Please select shipping method' } },
    });
    // The cart's own refusal keeps the cart's code, its fields named as the order payload names them.
    expect(await answer({ products: [{ product_id: 2_000_000_000, quantity: 1 }] })).toEqual({
      status: 400,
      body: { error: 'Unknown product', code: 'invalid_cart', errors: { 'products.0.product_id': 'Unknown product' } },
    });
    expect(await countRows(t.handle.db, schema.orders)).toBe(before);
  });

  it('prices a Quebec order in CAD and stores GST and QST as separate tax lines', async () => {
    const spec = { lines: [{ productId: product, quantity: 1 }], country: 'CA', state: 'QC', currency: 'CAD' as const };
    const quote = await quoteWithShipping(t.app, t.handle.db, spec);
    expect(quote.currency).toBe('CAD');
    const placed = await postOrder(t.app, orderPayload(quote, spec, { email: email(), currency: undefined }));
    expect(placed.statusCode).toBe(201);
    const id = placed.json().data.order.id as number;
    expect(await orderRow(t.handle.db, id)).toMatchObject({ currency: 'CAD', shoppingCountryCode: 'CA', shipState: 'Quebec' });
    const taxes = await t.handle.db.select().from(schema.orderTaxLines).where(eq(schema.orderTaxLines.orderId, id));
    const items = taxes.filter((x) => !x.onShipping);
    expect(items.map((x) => x.name).sort()).toEqual(['GST', 'QST']);
    // The exact Quebec rate is stored, not a rounded one.
    expect(items.find((x) => x.name === 'QST')?.rateBps).toBe(997.5);
    const byName = Object.fromEntries(quote.taxLines.map((l) => [l.name, l]));
    for (const line of taxes) {
      const wire = byName[line.name];
      expect(line.amountMinor).toBe(Math.round((line.onShipping ? (wire?.shippingTax ?? 0) : (wire?.tax ?? 0)) * 100));
    }
    expect(taxes.reduce((s, x) => s + x.amountMinor, 0)).toBe(Math.round((quote.tax + quote.shippingTax) * 100));
  });

  it('shows a guest order only to the browser that placed it, and answers others 404', async () => {
    const spec = { lines: [{ productId: product, quantity: 1 }] };
    const quote = await quoteWithShipping(t.app, t.handle.db, spec);
    const placed = await postOrder(t.app, orderPayload(quote, spec, { email: email() }));
    const id = placed.json().data.order.id as number;
    const token = placed.json().order_access_token as string;

    const own = await t.app.inject({ method: 'GET', url: `/api/orders/${id}`, cookies: accessCookies(placed) });
    expect(own.statusCode).toBe(200);
    expect(own.json()).toMatchObject({ success: true, order: { id, order_number: placed.json().data.order.order_number } });
    expect((await t.app.inject({ method: 'GET', url: `/api/orders/${id}`, headers: { 'x-order-access': token } })).statusCode).toBe(200);

    expect((await t.app.inject({ method: 'GET', url: `/api/orders/${id}` })).statusCode).toBe(404);
    const forged = `${id}.${token.split('.')[1]}.${'A'.repeat(32)}`;
    expect((await t.app.inject({ method: 'GET', url: `/api/orders/${id}`, headers: { 'x-order-access': forged } })).statusCode).toBe(404);
    const other = await postOrder(t.app, orderPayload(quote, spec, { email: email() }));
    const stranger = await t.app.inject({ method: 'GET', url: `/api/orders/${id}`, cookies: accessCookies(other) });
    expect(stranger.statusCode).toBe(404);
    // Nor can a stranger pay (or probe) it.
    expect((await payByCard(t.app, id, 'pm_card_visa', { cookies: accessCookies(other) })).statusCode).toBe(404);
    expect((await t.app.inject({ method: 'GET', url: '/api/orders/999999999' })).statusCode).toBe(404);
  });
});
