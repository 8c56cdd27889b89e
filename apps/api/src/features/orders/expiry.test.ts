import { randomUUID } from 'node:crypto';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { runDueJobs } from '../../jobs-list.js';
import { depsOf } from '../../../test/accounts-fixtures.js';
import { createTestApp, type TestApp } from '../../../test/helpers.js';
import { accessCookies, orderPayload, orderRow, payByCard, postOrder, productId, quoteWithShipping, redemptionOf } from '../../../test/orders-helpers.js';

let t: TestApp;
let product: number;

beforeAll(async () => {
  t = await createTestApp({ UNPAID_ORDER_HOLD_HOURS: '48' });
  product = await productId(t.handle.db, true);
});
afterAll(() => t.close());

describe('abandoned checkouts', () => {
  it('cancel an order left unpaid past the hold, give the first-order coupon back, and leave paid orders alone', async () => {
    const email = `abandon-${randomUUID().slice(0, 8)}@example.com`;
    const spec = { lines: [{ productId: product, quantity: 1 }], couponCode: '10OFF' };
    const quote = await quoteWithShipping(t.app, t.handle.db, spec);
    const abandoned = await postOrder(t.app, orderPayload(quote, spec, { email }));
    expect(abandoned.statusCode).toBe(201);
    const abandonedId = abandoned.json().data.order.id as number;
    expect((await redemptionOf(t.handle.db, abandonedId))?.status).toBe('reserved');

    const paidSpec = { lines: [{ productId: product, quantity: 1 }] };
    const paidQuote = await quoteWithShipping(t.app, t.handle.db, paidSpec);
    const paidOrder = await postOrder(t.app, orderPayload(paidQuote, paidSpec, { email: `paid-${randomUUID().slice(0, 8)}@example.com` }));
    const paidId = paidOrder.json().data.order.id as number;
    expect((await payByCard(t.app, paidId, 'pm_card_visa', { cookies: accessCookies(paidOrder) })).statusCode).toBe(200);

    // Within the hold nothing happens.
    await runDueJobs(depsOf(t), new Date(t.clock.now().getTime() + 47 * 3_600_000));
    expect((await orderRow(t.handle.db, abandonedId)).status).toBe('Pending');

    const later = new Date(t.clock.now().getTime() + 49 * 3_600_000);
    const outcome = await runDueJobs(depsOf(t), later);
    expect(outcome['unpaid-order-expiry']).toBe(1);
    expect((await orderRow(t.handle.db, abandonedId)).status).toBe('Cancelled');
    expect((await redemptionOf(t.handle.db, abandonedId))?.status).toBe('released');
    expect((await orderRow(t.handle.db, paidId)).status).toBe('Processing');

    // The shopper comes back: the first-order coupon applies again.
    t.clock.set(later);
    const again = await quoteWithShipping(t.app, t.handle.db, spec);
    expect(again.coupon).toMatchObject({ applied: true });
    const retry = await postOrder(t.app, orderPayload(again, spec, { email }));
    expect(retry.statusCode).toBe(201);
  });
});
