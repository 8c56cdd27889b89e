import { randomUUID } from 'node:crypto';
import { eq, inArray } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { schema } from '@upline/db';
import { ENDED_EXPRESS_SESSION_KEEP_MS, IDEMPOTENCY_KEY_KEEP_MS } from '../orders/cleanup-checkout-records.js';
import { runDueJobs } from '../../jobs-list.js';
import { depsOf } from '../../../test/accounts-fixtures.js';
import { createTestApp, type TestApp } from '../../../test/helpers.js';
import { orderPayload, postOrder, productId, quoteWithShipping } from '../../../test/orders-helpers.js';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(async () => t.close());

const day = 86_400_000;
const ago = (ms: number) => new Date(t.clock.now().getTime() - ms);

async function addKey(key: string, createdAt: Date, lockedUntil: Date | null) {
  await t.handle.db.insert(schema.idempotencyKeys).values({ scope: 'test', key, requestHash: 'h', createdAt, lockedUntil, statusCode: 201, response: {} });
}

async function addSession(status: 'open' | 'expired' | 'failed' | 'completed', expiresAt: Date, orderId: number | null = null) {
  const checkoutId = randomUUID();
  await t.handle.db.insert(schema.expressCheckoutSessions).values({
    checkoutId,
    cart: {},
    currency: 'USD',
    subtotalMinor: 1000,
    totalMinor: 1000,
    status,
    orderId,
    createdAt: expiresAt,
    updatedAt: expiresAt,
    expiresAt,
  });
  return checkoutId;
}

describe('the daily checkout clean-up job', () => {
  it('deletes idempotency keys past their replay window, never one still locked by a running request', async () => {
    const old = randomUUID();
    const recent = randomUUID();
    const oldButLocked = randomUUID();
    await addKey(old, ago(IDEMPOTENCY_KEY_KEEP_MS + day), null);
    await addKey(recent, ago(IDEMPOTENCY_KEY_KEEP_MS - day), null);
    await addKey(oldButLocked, ago(IDEMPOTENCY_KEY_KEEP_MS + day), new Date(t.clock.now().getTime() + 60_000));

    const outcome = await runDueJobs(depsOf(t), t.clock.now());
    expect(outcome['checkout-cleanup']).toBeGreaterThanOrEqual(1);

    const k = schema.idempotencyKeys;
    const left = await t.handle.db.select({ key: k.key }).from(k).where(inArray(k.key, [old, recent, oldButLocked]));
    expect(left.map((r) => r.key).sort()).toEqual([recent, oldButLocked].sort());
  });

  it('marks open express sessions past their expiry expired, and deletes ended ones without an order after the keep period', async () => {
    t.clock.advance(day + 1000); // the job runs once a day
    const quote = await quoteWithShipping(t.app, t.handle.db, { lines: [{ productId: await productId(t.handle.db), quantity: 1 }] });
    const placed = await postOrder(t.app, orderPayload(quote, { lines: [{ productId: await productId(t.handle.db), quantity: 1 }] }));
    expect(placed.statusCode).toBe(201);
    const orderId = placed.json().data.order.id as number;

    const openPast = await addSession('open', ago(60_000));
    const openFresh = await addSession('open', new Date(t.clock.now().getTime() + 60_000));
    const endedLongAgo = await addSession('expired', ago(ENDED_EXPRESS_SESSION_KEEP_MS + day));
    const failedLongAgo = await addSession('failed', ago(ENDED_EXPRESS_SESSION_KEEP_MS + day));
    const endedWithOrder = await addSession('failed', ago(ENDED_EXPRESS_SESSION_KEEP_MS + day), orderId);
    const completed = await addSession('completed', ago(ENDED_EXPRESS_SESSION_KEEP_MS + day), orderId);

    const outcome = await runDueJobs(depsOf(t), t.clock.now());
    expect(outcome['checkout-cleanup']).toBeGreaterThanOrEqual(3);

    const s = schema.expressCheckoutSessions;
    const rows = await t.handle.db
      .select({ id: s.checkoutId, status: s.status })
      .from(s)
      .where(inArray(s.checkoutId, [openPast, openFresh, endedLongAgo, failedLongAgo, endedWithOrder, completed]));
    const statusOf = new Map(rows.map((r) => [r.id, r.status]));
    expect(statusOf.get(openPast)).toBe('expired');
    expect(statusOf.get(openFresh)).toBe('open');
    expect(statusOf.has(endedLongAgo)).toBe(false);
    expect(statusOf.has(failedLongAgo)).toBe(false);
    expect(statusOf.get(endedWithOrder)).toBe('failed');
    expect(statusOf.get(completed)).toBe('completed');

    // The order itself is untouched.
    const [order] = await t.handle.db.select().from(schema.orders).where(eq(schema.orders.id, orderId));
    expect(order).toBeDefined();
  });

  it('runs at most once a day', async () => {
    const stale = randomUUID();
    await addKey(stale, ago(IDEMPOTENCY_KEY_KEEP_MS + day), null);
    expect((await runDueJobs(depsOf(t), t.clock.now()))['checkout-cleanup']).toBe('skipped');
    t.clock.advance(day + 1000);
    expect((await runDueJobs(depsOf(t), t.clock.now()))['checkout-cleanup']).toBeGreaterThanOrEqual(1);
  });
});
