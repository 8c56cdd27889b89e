import { randomUUID } from 'node:crypto';
import { inArray } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { schema } from '@upline/db';
import { startStripeFake, type StripeFake } from '../../../test/fakes/stripe-fake.js';
import { memberIdOf, orderThrough } from '../../../test/commissions-helpers.js';
import { productId } from '../../../test/orders-helpers.js';
import { createPaymentsTestApp, providerEnv, stripeWebhookSecret, type PaymentsTestApp } from '../../../test/payments-helpers.js';
import { accrueOrderCommissions } from './accrue-order-commissions.js';

// Exactly once under load: the same order's payment confirmation (Stripe webhooks under distinct
// event ids and the shopper's calls after 3-D Secure) fired many times at once, and the accrual
// itself run by many transactions at once. On PostgreSQL (TEST_DATABASE_URL) they really overlap;
// the ledger rows are counted afterwards.

let stripe: StripeFake;
let t: PaymentsTestApp;
let product: number;

beforeAll(async () => {
  stripe = await startStripeFake();
  t = await createPaymentsTestApp(providerEnv({ stripe }));
  product = await productId(t.handle.db);
});
afterAll(async () => {
  await t.close();
  await stripe.close();
});

const post = (url: string, payload: string | object, cookies: Record<string, string>, headers: Record<string, string>) => t.app.inject({ method: 'POST', url, payload, cookies, headers });

async function ledgerByOrder(orderIds: number[]) {
  const rows = await t.handle.db.select().from(schema.commissionLedgerLines).where(inArray(schema.commissionLedgerLines.orderId, orderIds));
  return new Map(orderIds.map((id) => [id, rows.filter((r) => r.orderId === id).map((r) => r.memberId).sort((a, b) => a - b)]));
}

describe('one order, many confirmations at once', () => {
  it('writes each order line and beneficiary once when 8 webhooks and 4 shopper calls confirm each of 6 orders together', async () => {
    const [sam, ava] = [await memberIdOf(t.handle.db, 'sam'), await memberIdOf(t.handle.db, 'ava')];
    const orders = await Promise.all(Array.from({ length: 6 }, () => orderThrough(t.app, t.handle.db, 'sam', { lines: [{ productId: product, quantity: 1 }] })));
    const challenges = await Promise.all(
      orders.map(async (order) => {
        const res = await post('/api/process-payment', { order_id: order.id, authorization_key: 'pm_card_authenticationRequired' }, order.cookies, { 'idempotency-key': randomUUID() });
        expect(res.statusCode).toBe(402);
        return (res.json().details as { payment_reference: string }).payment_reference;
      }),
    );
    const succeeded = challenges.map((ref) => stripe.completeAction(ref));
    const calls = orders.flatMap((order, i) => [
      ...Array.from({ length: 8 }, () => {
        const { payload, header } = stripe.sign(stripe.event('payment_intent.succeeded', succeeded[i]!), stripeWebhookSecret, Math.floor(t.clock.now().getTime() / 1000));
        return post('/api/payments/stripe/webhook', payload, {}, { 'content-type': 'application/json', 'stripe-signature': header });
      }),
      ...Array.from({ length: 4 }, () =>
        post('/api/process-payment', { order_id: order.id, authorization_key: 'pm_card_authenticationRequired', payment_reference: challenges[i]! }, order.cookies, { 'idempotency-key': randomUUID() }),
      ),
    ]);
    const answers = await Promise.all(calls);
    expect(answers.filter((a) => a.statusCode >= 500)).toEqual([]);
    const ids = orders.map((o) => o.id);
    const ledger = await ledgerByOrder(ids);
    for (const id of ids) expect(ledger.get(id)).toEqual([sam, ava].sort((a, b) => a - b));
    const succeededPayments = (await t.handle.db.select().from(schema.payments).where(inArray(schema.payments.orderId, ids))).filter((p) => p.status === 'succeeded');
    expect(succeededPayments).toHaveLength(ids.length);
  });

  it('writes the lines once when 10 transactions accrue the same paid order at the same time', async () => {
    const order = await orderThrough(t.app, t.handle.db, 'noah', { lines: [{ productId: product, quantity: 1 }, { productId: product, quantity: 2, purchaseType: 1 }] });
    expect((await post('/api/process-payment', { order_id: order.id, authorization_key: 'pm_card_visa' }, order.cookies, { 'idempotency-key': randomUUID() })).statusCode).toBe(200);
    const before = (await ledgerByOrder([order.id])).get(order.id) ?? [];
    expect(before.length).toBeGreaterThan(0);
    await t.handle.db.delete(schema.commissionLedgerLines).where(inArray(schema.commissionLedgerLines.orderId, [order.id]));
    const written = await Promise.all(Array.from({ length: 10 }, () => t.handle.db.transaction((tx) => accrueOrderCommissions(tx, order.id))));
    expect(written.reduce((a, b) => a + b, 0)).toBe(before.length);
    expect((await ledgerByOrder([order.id])).get(order.id)).toEqual(before);
  });
});
