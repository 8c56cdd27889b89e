import { randomUUID } from 'node:crypto';
import { and, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { schema } from '@upline/db';
import { reconcileOrderPayments } from '../orders/reconcile-order-payments.js';
import { runDueJobs } from '../../jobs-list.js';
import { createTestApp, type TestApp } from '../../../test/helpers.js';
import { accessCookies, orderPayload, orderRow, payByCard, paymentsOf, postOrder, productId, quoteWithShipping, redemptionOf, type CartSpec } from '../../../test/orders-helpers.js';

let t: TestApp;
let product: number;

beforeAll(async () => {
  t = await createTestApp();
  product = await productId(t.handle.db, true);
});
afterAll(() => t.close());

/** A placed guest order (with the first-order coupon when asked) and its browser's cookies. */
async function placedOrder(opts: { coupon?: boolean; quantity?: number } = {}) {
  const spec: CartSpec = { lines: [{ productId: product, quantity: opts.quantity ?? 1 }], ...(opts.coupon ? { couponCode: '10OFF' } : {}) };
  const quote = await quoteWithShipping(t.app, t.handle.db, spec);
  const res = await postOrder(t.app, orderPayload(quote, spec, { email: `card-${randomUUID().slice(0, 8)}@example.com` }));
  if (res.statusCode !== 201) throw new Error(res.body);
  return { id: res.json().data.order.id as number, cookies: accessCookies(res) };
}

/**
 * Makes the next update of a column fail once, as a crash between two writes would. A sequence
 * counts the updates: unlike a row, it is not rolled back with the failed transaction.
 */
/** The next `times` updates of `column` in `table` fail, as if the process had died there. */
async function failNextUpdate(table: 'orders' | 'payments', column: string, times = 1) {
  await t.handle.exec(`
    drop sequence if exists crash_${table};
    create sequence crash_${table};
    create or replace function crash_once_${table}() returns trigger language plpgsql as $$
    begin
      if nextval('crash_${table}') <= ${times} then
        raise exception 'simulated crash';
      end if;
      return new;
    end $$;
    drop trigger if exists crash_once_${table} on ${table};
    create trigger crash_once_${table} before update of ${column} on ${table} for each row execute function crash_once_${table}();
  `);
}

const deps = () => ({ db: t.handle.db, config: t.config, clock: t.clock, payments: t.payments, mailer: t.mailer, storage: t.storage });
const laterThanReconcile = () => new Date(t.clock.now().getTime() + (t.config.payments.reconcileAfterMinutes + 1) * 60_000);

describe('POST process-payment: refusals and retries', () => {
  it('answers a declined card 402 with the provider message; the retry with another card pays and keeps the coupon', async () => {
    const { id, cookies } = await placedOrder({ coupon: true });
    const key = randomUUID();
    const declined = await payByCard(t.app, id, 'pm_card_chargeDeclined', { cookies }, key);
    expect(declined.statusCode).toBe(402);
    expect(declined.json()).toMatchObject({ error: 'Your card was declined.', code: 'card_declined' });
    expect(await orderRow(t.handle.db, id)).toMatchObject({ status: 'Pending', paymentStatus: 'failed' });
    expect((await redemptionOf(t.handle.db, id))?.status).toBe('released');

    // The same click again is the same answer, not a second attempt.
    const intents = t.payments.intents.size;
    const replay = await payByCard(t.app, id, 'pm_card_chargeDeclined', { cookies }, key);
    expect(replay.statusCode).toBe(402);
    expect(replay.json()).toEqual(declined.json());
    expect(t.payments.intents.size).toBe(intents);

    const paid = await payByCard(t.app, id, 'pm_card_visa', { cookies });
    expect(paid.statusCode).toBe(200);
    expect(await orderRow(t.handle.db, id)).toMatchObject({ status: 'Processing', paymentStatus: 'paid' });
    const payments = await paymentsOf(t.handle.db, id);
    expect(payments.map((p) => [p.status, p.idempotencyKey])).toEqual([
      ['failed', `order:${id}:pay:1`],
      ['succeeded', `order:${id}:pay:2`],
    ]);
    expect((await redemptionOf(t.handle.db, id))?.status).toBe('redeemed');
  });

  it('answers a card that needs 3-D Secure 402 with a clear message, and takes another card afterwards', async () => {
    const { id, cookies } = await placedOrder();
    const res = await payByCard(t.app, id, 'pm_card_authenticationRequired', { cookies });
    expect(res.statusCode).toBe(402);
    expect(res.json()).toMatchObject({ code: 'authentication_required', error: expect.stringContaining('3-D Secure') });
    expect((await orderRow(t.handle.db, id)).status).toBe('Pending');
    expect((await payByCard(t.app, id, 'pm_card_mastercard', { cookies })).statusCode).toBe(200);
  });

  it('refuses to charge an order whose prices changed since it was placed: 409 with the fresh quote, the order cancelled', async () => {
    const { id, cookies } = await placedOrder({ coupon: true, quantity: 2 });
    const prices = schema.productPrices;
    const row = and(eq(prices.productId, product), eq(prices.currency, 'USD'), eq(prices.memberType, 'customer'));
    const [price] = await t.handle.db.select().from(prices).where(row);
    if (!price) throw new Error('no price');
    await t.handle.db.update(prices).set({ saleMinor: price.saleMinor + 500 }).where(row);
    try {
      const fresh = await quoteWithShipping(t.app, t.handle.db, { lines: [{ productId: product, quantity: 2 }], couponCode: '10OFF' });
      const res = await payByCard(t.app, id, 'pm_card_visa', { cookies });
      expect(res.statusCode).toBe(409);
      expect(res.json()).toMatchObject({ code: 'price_changed', quote: { total: fresh.total } });
      expect(fresh.total).not.toBe((await orderRow(t.handle.db, id)).totalMinor / 100);
      expect(await paymentsOf(t.handle.db, id)).toHaveLength(0);
      expect((await orderRow(t.handle.db, id)).status).toBe('Cancelled');
      expect((await redemptionOf(t.handle.db, id))?.status).toBe('released');
    } finally {
      await t.handle.db.update(prices).set({ saleMinor: price.saleMinor }).where(row);
    }
  });
});

describe('exactly once across failures', () => {
  // The answer and the order are applied in one transaction; when the order's part fails, the
  // answer is recorded on the payment alone.
  it('settles an order whose update failed after the charge, through reconciliation, without charging again', async () => {
    const { id, cookies } = await placedOrder({ coupon: true });
    await failNextUpdate('orders', 'payment_status');
    const intents = t.payments.intents.size;
    const crashed = await payByCard(t.app, id, 'pm_card_visa', { cookies });
    expect(crashed.statusCode).toBe(500);
    expect(crashed.json().error).not.toMatch(/simulated/);
    expect(t.payments.intents.size).toBe(intents + 1);
    expect((await orderRow(t.handle.db, id)).paymentStatus).toBe('unpaid');
    expect((await paymentsOf(t.handle.db, id))[0]?.status).toBe('succeeded');

    const outcome = await runDueJobs(deps(), laterThanReconcile());
    expect(typeof outcome['payment-reconciliation']).toBe('number');
    expect(await orderRow(t.handle.db, id)).toMatchObject({ paymentStatus: 'paid', status: 'Processing' });
    expect((await redemptionOf(t.handle.db, id))?.status).toBe('redeemed');
    expect(t.payments.intents.size).toBe(intents + 1);
    // The shopper's retry finds the order paid and charges nothing.
    expect((await payByCard(t.app, id, 'pm_card_visa', { cookies })).json()).toMatchObject({ data: { payment_status: 'paid' } });
    expect(t.payments.intents.size).toBe(intents + 1);
    expect(await paymentsOf(t.handle.db, id)).toHaveLength(1);
  });

  it('replays an attempt whose provider answer was never recorded, under its own key: one charge, order paid', async () => {
    const { id, cookies } = await placedOrder();
    // Both the answer's transaction (payment and order) and the retry on the payment alone.
    await failNextUpdate('payments', 'status', 2);
    const intents = t.payments.intents.size;
    expect((await payByCard(t.app, id, 'pm_card_visa', { cookies })).statusCode).toBe(500);
    const [open] = await paymentsOf(t.handle.db, id);
    expect(open).toMatchObject({ status: 'pending', providerRef: null });
    expect(t.payments.intents.size).toBe(intents + 1);

    expect(await reconcileOrderPayments(deps(), laterThanReconcile())).toBe(1);
    expect(await orderRow(t.handle.db, id)).toMatchObject({ paymentStatus: 'paid', status: 'Processing' });
    expect(await paymentsOf(t.handle.db, id)).toMatchObject([{ status: 'succeeded', providerRef: expect.stringMatching(/^test_pi_/) }]);
    expect(t.payments.intents.size).toBe(intents + 1);
  });
});
