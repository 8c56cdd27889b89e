import { eq, inArray } from 'drizzle-orm';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { schema } from '@upline/db';
import { cardPaymentKey } from '../payments/card-payments.js';
import { orderById } from '../orders/order-by-id.js';
import { cardAttemptScope, cardPaymentFacts, payOrderByCard } from './pay-order-by-card.js';
import { createTestApp, type TestApp } from '../../../test/helpers.js';
import { payByCard, payFromAddress, placeGuestOrders, productId, slowIntents } from '../../../test/orders-helpers.js';

// A card attempt is claimed without a lock on the order: attempts are numbered and the attempt's
// key is unique, so of two calls that decide the same next attempt one writes it and the other
// decides again on what it wrote. The facts a request read first may be out of date by then;
// these tests hand it out-of-date facts on purpose, and fire many calls at once (on PostgreSQL
// with TEST_DATABASE_URL they really overlap), then check the rows.

let t: TestApp;
let product: number;

beforeAll(async () => {
  t = await createTestApp();
  product = await productId(t.handle.db, true);
  slowIntents(t.payments, 10);
});
afterAll(() => t.close());
// Each test starts with no refused card in the last hour (the limits count per card and address).
beforeEach(() => t.clock.advance(2 * 3_600_000));

const deps = () => ({ db: t.handle.db, clock: t.clock, payments: t.payments });
const placeOrders = (count: number) => placeGuestOrders(t.app, t.handle.db, product, count, 'claim');

const paymentsOf = (orderId: number) => t.handle.db.select().from(schema.payments).where(eq(schema.payments.orderId, orderId)).orderBy(schema.payments.id);

async function orderRow(id: number) {
  const order = await orderById(t.handle.db, id);
  if (!order) throw new Error(`order ${id} not found`);
  return order;
}

describe('claiming a card attempt from facts read earlier', () => {
  it('takes the next attempt when another call wrote the one the facts name (a refused card in between)', async () => {
    const [placed] = await placeOrders(1);
    const scope = cardAttemptScope(deps(), 'pm_card_visa', null);
    const stale = await cardPaymentFacts(deps(), placed!.id, scope);
    expect(stale.payments).toHaveLength(0);
    // Meanwhile another card is tried on the order and refused: attempt 1 is taken.
    expect((await payByCard(t.app, placed!.id, 'pm_card_chargeDeclined', { cookies: placed!.cookies })).statusCode).toBe(402);

    const paid = await payOrderByCard(deps(), await orderRow(placed!.id), 'pm_card_visa', { facts: stale });
    expect(paid.ok).toBe(true);
    const rows = await paymentsOf(placed!.id);
    expect(rows.map((p) => [p.idempotencyKey, p.status])).toEqual([
      [cardPaymentKey(placed!.id, 1), 'failed'],
      [cardPaymentKey(placed!.id, 2), 'succeeded'],
    ]);
    expect(rows[1]!.raw).toMatchObject({ paymentMethodId: 'pm_card_visa', attempt: 2 });
  });

  it('checks a refusal again on fresh facts: an attempt the facts show open has since been refused', async () => {
    const [placed] = await placeOrders(1);
    expect((await payByCard(t.app, placed!.id, 'pm_card_chargeDeclined', { cookies: placed!.cookies })).statusCode).toBe(402);
    const scope = cardAttemptScope(deps(), 'pm_card_visa', null);
    const facts = await cardPaymentFacts(deps(), placed!.id, scope);
    // As read while attempt 1 was still at the provider: open, with another card.
    const stale = { ...facts, payments: facts.payments.map((p) => ({ ...p, status: 'pending' as const })) };

    const paid = await payOrderByCard(deps(), await orderRow(placed!.id), 'pm_card_visa', { facts: stale });
    expect(paid.ok).toBe(true);
    expect((await paymentsOf(placed!.id)).map((p) => p.status)).toEqual(['failed', 'succeeded']);
  });

  it('answers payment_in_progress, writing nothing, when the fresh facts still show another card open', async () => {
    const [placed] = await placeOrders(1);
    await t.handle.db.insert(schema.payments).values({
      orderId: placed!.id,
      provider: 'test',
      method: 'card',
      status: 'pending',
      amountMinor: 100,
      currency: 'USD',
      idempotencyKey: cardPaymentKey(placed!.id, 1),
      raw: { paymentMethodId: 'pm_card_mastercard', attempt: 1 },
    });
    const scope = cardAttemptScope(deps(), 'pm_card_visa', null);
    const answer = await payOrderByCard(deps(), await orderRow(placed!.id), 'pm_card_visa', { facts: await cardPaymentFacts(deps(), placed!.id, scope) });
    expect(answer).toMatchObject({ ok: false, failure: { code: 'payment_in_progress' } });
    expect(await paymentsOf(placed!.id)).toHaveLength(1);
  });

  it('keeps an order to its limit of refused cards when the facts were read before the last refusals', async () => {
    const [placed] = await placeOrders(1);
    const scope = cardAttemptScope(deps(), 'pm_card_visa', null);
    const stale = await cardPaymentFacts(deps(), placed!.id, scope);
    // Two refused cards, so that neither reaches its own limit of three.
    for (let i = 0; i < 5; i++) {
      const card = i % 2 === 0 ? 'pm_card_chargeDeclined' : 'pm_card_chargeDeclinedInsufficientFunds';
      expect((await payByCard(t.app, placed!.id, card, { cookies: placed!.cookies })).statusCode).toBe(402);
    }

    const answer = await payOrderByCard(deps(), await orderRow(placed!.id), 'pm_card_visa', { facts: stale });
    expect(answer).toMatchObject({ ok: false, failure: { code: 'card_attempts_throttled' } });
    expect((await paymentsOf(placed!.id)).map((p) => p.status)).toEqual(Array(5).fill('failed'));
  });
});

describe('card attempts fired at once', () => {
  it('numbers each order’s attempts without a gap or a twin and charges each order once, with refused and good cards mixed', async () => {
    const orders = await placeOrders(8);
    const cards = ['pm_card_chargeDeclined', 'pm_card_visa', 'pm_card_chargeDeclinedInsufficientFunds', 'pm_card_mastercard'];
    // Three waves of four calls at once per order, all orders at once, each order from its own
    // address: refusals free an order for its next attempt, so later calls claim attempts 2, 3, ...
    // while others are in flight. Each wave starts a new hour, so the refused cards' own limit
    // (three each) lets refusals through in every wave.
    const codes = new Set<number>();
    for (let wave = 0; wave < 3; wave++) {
      t.clock.advance(2 * 3_600_000);
      const answers = await Promise.all(orders.flatMap((o, i) => cards.map((_, n) => payFromAddress(t.app, o, cards[(i + n + wave) % cards.length]!, `10.41.${wave}.${i + 1}`))));
      for (const a of answers) {
        expect([200, 402, 409, 429], a.body).toContain(a.statusCode);
        codes.add(a.statusCode);
      }
    }
    // Then each order once more with a good card: the unpaid ones pay now, the paid ones answer with their payment.
    for (const o of orders) expect((await payFromAddress(t.app, o, 'pm_card_visa', '10.41.9.1')).statusCode).toBe(200);
    expect(codes).toContain(402);
    expect(codes).toContain(409);

    const rows = await t.handle.db.select().from(schema.payments).where(inArray(schema.payments.orderId, orders.map((o) => o.id)));
    for (const order of orders) {
      const own = rows.filter((p) => p.orderId === order.id).sort((a, b) => a.id - b.id);
      expect(own.map((p) => p.idempotencyKey)).toEqual(own.map((_, n) => cardPaymentKey(order.id, n + 1)));
      expect(own.map((p) => (p.raw as { attempt: number }).attempt)).toEqual(own.map((_, n) => n + 1));
      // Every attempt but the last was refused before the next was written; the last paid.
      expect(own.slice(0, -1).every((p) => p.status === 'failed')).toBe(true);
      expect(own.at(-1)?.status).toBe('succeeded');
    }
    const paid = await t.handle.db.select().from(schema.orders).where(inArray(schema.orders.id, orders.map((o) => o.id)));
    expect(paid.every((o) => o.paymentStatus === 'paid')).toBe(true);
    expect(rows.filter((p) => p.status === 'succeeded')).toHaveLength(orders.length);
  });
});
