import { inArray } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { schema } from '@upline/db';
import { createTestApp, type TestApp } from '../../../test/helpers.js';
import { payByCard, placeGuestOrders, productId, slowIntents } from '../../../test/orders-helpers.js';

// One order, one charge: whatever the Idempotency-Keys (a retry with a new key, a second tab, a
// double tap on a slow phone), whatever the timing, an order never holds two succeeded payments.
// On PostgreSQL (TEST_DATABASE_URL) the requests really overlap; the rows are checked afterwards.

let t: TestApp;
let product: number;

beforeAll(async () => {
  t = await createTestApp();
  product = await productId(t.handle.db, true);
  slowIntents(t.payments, 15);
});
afterAll(() => t.close());

const sleep = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));
const placeOrders = (count: number) => placeGuestOrders(t.app, t.handle.db, product, count, 'once');

async function succeededByOrder(orderIds: number[]) {
  const rows = await t.handle.db.select().from(schema.payments).where(inArray(schema.payments.orderId, orderIds));
  const counts = new Map(orderIds.map((id) => [id, 0]));
  for (const row of rows) if (row.status === 'succeeded') counts.set(row.orderId!, (counts.get(row.orderId!) ?? 0) + 1);
  return counts;
}

describe('process-payment twice for one order, with different keys', () => {
  it('charges each order once when the second call comes a few milliseconds after the first', async () => {
    const orders = await placeOrders(20);
    const chargesBefore = t.payments.charges.length + t.payments.intents.size;
    const answers = await Promise.all(
      orders.map(async (order, i) => {
        const first = payByCard(t.app, order.id, 'pm_card_visa', { cookies: order.cookies });
        await sleep(i % 20);
        const second = payByCard(t.app, order.id, 'pm_card_visa', { cookies: order.cookies });
        return Promise.all([first, second]);
      }),
    );
    // Either call may reach the order first (on PostgreSQL the later one can overtake): one of
    // the two pays, the other answers with that payment or 409 while it is still in flight.
    for (const pair of answers) {
      const codes = pair.map((c) => c.statusCode);
      expect(codes.every((c) => c === 200 || c === 409), JSON.stringify(codes)).toBe(true);
      const ok = pair.filter((c) => c.statusCode === 200);
      expect(ok.length).toBeGreaterThan(0);
      expect(new Set(ok.map((c) => c.json().data.transaction_id ?? null)).size).toBe(1);
      for (const refused of pair.filter((c) => c.statusCode === 409)) expect(refused.json()).toMatchObject({ code: 'payment_in_progress' });
    }
    const counts = await succeededByOrder(orders.map((o) => o.id));
    expect([...counts.values()]).toEqual(Array(20).fill(1));
    expect(t.payments.charges.length + t.payments.intents.size - chargesBefore).toBe(20);
    const paid = await t.handle.db.select().from(schema.orders).where(inArray(schema.orders.id, orders.map((o) => o.id)));
    expect(paid.every((o) => o.paymentStatus === 'paid' && o.status === 'Processing')).toBe(true);
  });

  it('charges each order once with five simultaneous calls, same card or another', async () => {
    const orders = await placeOrders(10);
    const answers = await Promise.all(
      orders.map((order, i) =>
        Promise.all(
          Array.from({ length: 5 }, (_, n) => payByCard(t.app, order.id, i % 2 === 0 || n === 0 ? 'pm_card_visa' : 'pm_card_mastercard', { cookies: order.cookies })),
        ),
      ),
    );
    const counts = await succeededByOrder(orders.map((o) => o.id));
    expect([...counts.values()]).toEqual(Array(10).fill(1));
    for (const calls of answers) {
      const codes = calls.map((c) => c.statusCode);
      expect(codes.every((c) => c === 200 || c === 409), JSON.stringify(codes)).toBe(true);
      expect(codes).toContain(200);
      for (const refused of calls.filter((c) => c.statusCode === 409)) expect(refused.json()).toMatchObject({ code: 'payment_in_progress' });
    }
  });

  it('answers a new call for a paid order with the payment it has, without charging again', async () => {
    const [order] = await placeOrders(1);
    const first = await payByCard(t.app, order!.id, 'pm_card_visa', { cookies: order!.cookies });
    expect(first.statusCode).toBe(200);
    const chargesBefore = t.payments.charges.length + t.payments.intents.size;
    const again = await payByCard(t.app, order!.id, 'pm_card_mastercard', { cookies: order!.cookies });
    expect(again.statusCode).toBe(200);
    expect(again.json().data).toMatchObject({ order_id: order!.id, payment_status: 'paid' });
    expect(t.payments.charges.length + t.payments.intents.size).toBe(chargesBefore);
    expect((await succeededByOrder([order!.id])).get(order!.id)).toBe(1);
  });
});
