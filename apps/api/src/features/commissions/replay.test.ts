import { eq, inArray } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { schema } from '@upline/db';
import { depsOf } from '../../../test/accounts-fixtures.js';
import { ledgerOf, memberIdOf, orderThrough } from '../../../test/commissions-helpers.js';
import { createTestApp, type TestApp } from '../../../test/helpers.js';
import { payByCard, productId } from '../../../test/orders-helpers.js';
import { runDueJobs } from '../../jobs-list.js';
import { replayMissingAccruals } from './replay-missing-accruals.js';

// The replay job accrues paid orders that hold no ledger line and recomputes nothing booked.

let t: TestApp;
let product: number;

beforeAll(async () => {
  t = await createTestApp();
  product = await productId(t.handle.db);
});
afterAll(() => t.close());

const hour = 3_600_000;
const later = (ms: number) => new Date(t.clock.now().getTime() + ms);
const { orders, commissionLedgerLines: ledger } = schema;

/** A paid order whose ledger lines were lost, as an order paid before the engine ran would have none. */
async function paidWithoutLines(referral = 'noah') {
  const order = await orderThrough(t.app, t.handle.db, referral, { lines: [{ productId: product, quantity: 1 }] });
  expect((await payByCard(t.app, order.id, 'pm_card_visa', { cookies: order.cookies })).statusCode).toBe(200);
  const booked = await ledgerOf(t.handle.db, order.id);
  await t.handle.db.delete(ledger).where(eq(ledger.orderId, order.id));
  return { id: order.id, booked };
}

const strip = (rows: Awaited<ReturnType<typeof ledgerOf>>) => rows.map(({ id: _id, ...rest }) => rest);

describe('replayMissingAccruals', () => {
  it('accrues paid orders without lines exactly as payment would have, once, and leaves booked orders as they are', async () => {
    const missing = await paidWithoutLines();
    const missingToo = await paidWithoutLines('sam');
    // An order with one of its lines already booked is not recomputed.
    const partly = await paidWithoutLines();
    await t.handle.db.insert(ledger).values(partly.booked.slice(0, 1).map(({ id: _id, ...rest }) => rest));
    // A refunded order with no lines stays without them.
    const refunded = await paidWithoutLines();
    await t.handle.db.update(orders).set({ paymentStatus: 'refunded' }).where(eq(orders.id, refunded.id));

    expect(await replayMissingAccruals(t.handle.db, later(hour))).toBe(2);
    expect(strip(await ledgerOf(t.handle.db, missing.id))).toEqual(strip(missing.booked));
    expect(strip(await ledgerOf(t.handle.db, missingToo.id))).toEqual(strip(missingToo.booked));
    expect(await ledgerOf(t.handle.db, partly.id)).toHaveLength(1);
    expect(await ledgerOf(t.handle.db, refunded.id)).toEqual([]);

    // Run again, and with lines deleted behind the cursor: nothing more, nothing twice.
    expect(await replayMissingAccruals(t.handle.db, later(2 * hour))).toBe(0);
    expect(await ledgerOf(t.handle.db, missing.id)).toHaveLength(missing.booked.length);
  });

  it('leaves an order paid in the last minutes to a later run, then accrues it from where it stopped, in batches', async () => {
    const fresh = await paidWithoutLines();
    const more = [await paidWithoutLines('sam'), await paidWithoutLines('sam'), await paidWithoutLines('sam')];
    expect(await replayMissingAccruals(t.handle.db, later(60_000))).toBe(0);
    expect(await ledgerOf(t.handle.db, fresh.id)).toEqual([]);
    expect(await replayMissingAccruals(t.handle.db, later(hour), { batch: 2 })).toBe(4);
    const rows = await t.handle.db.select().from(ledger).where(inArray(ledger.orderId, [fresh.id, ...more.map((m) => m.id)]));
    expect(rows).toHaveLength(fresh.booked.length + more.reduce((s, m) => s + m.booked.length, 0));
  });

  it('runs hourly among the jobs', async () => {
    const missing = await paidWithoutLines('sam');
    const outcome = await runDueJobs(depsOf(t), later(3 * hour));
    expect(outcome['commission-replay']).toBe(1);
    expect((await ledgerOf(t.handle.db, missing.id)).map((l) => l.memberId)).toEqual([await memberIdOf(t.handle.db, 'sam'), await memberIdOf(t.handle.db, 'ava')]);
    expect((await runDueJobs(depsOf(t), later(3 * hour + 60_000)))['commission-replay']).toBe('skipped');
  });
});
