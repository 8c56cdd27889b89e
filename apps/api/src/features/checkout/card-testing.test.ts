import { randomUUID } from 'node:crypto';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { schema } from '@upline/db';
import { cardPaymentKey } from '../payments/card-payments.js';
import { cardAttemptLimits } from './pay-order-by-card.js';
import { createTestApp, type TestApp } from '../../../test/helpers.js';
import { payFromAddress, placeGuestOrders, productId, type PlacedOrder } from '../../../test/orders-helpers.js';

// Card testing: stolen card numbers tried one after another against the shop. Refused cards
// are limited per order, per card and per client address, with a clear 429 and no new charge.

let t: TestApp;
let product: number;

beforeAll(async () => {
  t = await createTestApp();
  product = await productId(t.handle.db, true);
});
afterAll(() => t.close());

const newOrder = async () => (await placeGuestOrders(t.app, t.handle.db, product, 1, 'tester'))[0]!;
const pay = (order: PlacedOrder, pm: string, ip: string) => payFromAddress(t.app, order, pm, ip);

/** Refused attempts made earlier (other cards, other orders), as the payments table keeps them. */
async function pastRefusals(orderId: number, count: number, raw: (i: number) => Record<string, unknown>) {
  for (let i = 0; i < count; i++) {
    await t.handle.db.insert(schema.payments).values({
      orderId,
      provider: 'test',
      method: 'card',
      status: 'failed',
      amountMinor: 100,
      currency: 'USD',
      idempotencyKey: cardPaymentKey(orderId, `past-${randomUUID()}`),
      failureCode: 'card_declined',
      raw: { attempt: 100 + i, ...raw(i) },
      createdAt: t.clock.now(),
    });
  }
}

const paymentsOf = (orderId: number) => t.handle.db.select().from(schema.payments).where(eq(schema.payments.orderId, orderId));

describe('card testing', () => {
  it('stops one card after 3 refusals in an hour, on any order, while another card still pays', async () => {
    for (let i = 0; i < cardAttemptLimits.perCard; i++) {
      const res = await pay(await newOrder(), 'pm_card_chargeDeclined', `10.31.0.${i + 1}`);
      expect(res.statusCode).toBe(402);
    }
    const order = await newOrder();
    const blocked = await pay(order, 'pm_card_chargeDeclined', '10.31.0.9');
    expect(blocked.statusCode).toBe(429);
    expect(blocked.json()).toEqual({
      error: 'Too many declined payment attempts. Please wait an hour, or contact us if you need help with your order.',
      code: 'rate_limited',
    });
    expect(await paymentsOf(order.id)).toHaveLength(0);
    expect((await pay(order, 'pm_card_visa', '10.31.0.9')).statusCode).toBe(200);
  });

  it('stops an order after 5 refused cards', async () => {
    const order = await newOrder();
    await pastRefusals(order.id, cardAttemptLimits.perOrder, (i) => ({ paymentMethodId: `pm_stolen_${randomUUID()}_${i}` }));
    const blocked = await pay(order, 'pm_card_visa', '10.32.0.1');
    expect(blocked.statusCode).toBe(429);
    expect(await paymentsOf(order.id)).toHaveLength(cardAttemptLimits.perOrder);
  });

  it('stops an address after 10 refused cards in an hour, across orders; another address pays', async () => {
    const ip = '10.33.0.1';
    for (let i = 0; i < cardAttemptLimits.perAddress; i++) {
      const past = await newOrder();
      await pastRefusals(past.id, 1, () => ({ paymentMethodId: `pm_stolen_${randomUUID()}`, ip }));
    }
    const order = await newOrder();
    expect((await pay(order, 'pm_card_visa', ip)).statusCode).toBe(429);
    expect((await pay(order, 'pm_card_visa', '10.33.0.2')).statusCode).toBe(200);
  });

  it('lists the 429 answer in the API documentation of process-payment', async () => {
    const doc = (await t.app.inject('/api/docs/json')).json() as { paths: Record<string, { post?: { responses?: Record<string, unknown> } }> };
    expect(Object.keys(doc.paths['/api/process-payment']?.post?.responses ?? {})).toContain('429');
  });
});
