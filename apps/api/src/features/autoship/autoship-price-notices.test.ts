import { and, eq } from 'drizzle-orm';
import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import { schema } from '@upline/db';
import { runDueJobs } from '../../jobs-list.js';
import { depsOf } from '../../../test/accounts-fixtures.js';
import { buyOnAutoship, onlyAutoshipDue } from '../../../test/autoship-fixtures.js';
import { createTestApp, type TestApp } from '../../../test/helpers.js';
import { noticeAutoshipPriceChanges } from './autoship-price-notices.js';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(async () => t.close());

const start = new Date('2026-11-21T12:00:00Z');
const at = (iso: string) => new Date(iso);

const noticesTo = (to: string) =>
  t.handle.db.select().from(schema.emailOutbox).where(and(eq(schema.emailOutbox.to, to), eq(schema.emailOutbox.template, 'autoship_price_change')));

async function setAutoshipPrice(productId: number, minor: number) {
  const [row] = await t.handle.db
    .select({ autoshipMinor: schema.productPrices.autoshipMinor })
    .from(schema.productPrices)
    .where(and(eq(schema.productPrices.productId, productId), eq(schema.productPrices.currency, 'USD'), eq(schema.productPrices.memberType, 'customer')));
  const before = row?.autoshipMinor;
  // The first change of a test is undone after it, so that other tests buy at the seed's price.
  if (before !== undefined && restore.length === 0) restore.push(() => writeAutoshipPrice(productId, before));
  await writeAutoshipPrice(productId, minor);
}

async function writeAutoshipPrice(productId: number, minor: number) {
  await t.handle.db
    .update(schema.productPrices)
    .set({ autoshipMinor: minor })
    .where(and(eq(schema.productPrices.productId, productId), eq(schema.productPrices.currency, 'USD'), eq(schema.productPrices.memberType, 'customer')));
}

async function ownAutoship(opts: { lang?: string } = {}) {
  t.clock.set(start);
  const bought = await buyOnAutoship(t, opts);
  await onlyAutoshipDue(t, bought.subscription!.id);
  return bought;
}

const restore: (() => Promise<void>)[] = [];
afterEach(async () => {
  for (const undo of restore.splice(0)) await undo();
});

describe('the price-change notice a week before a renewal', () => {
  it('tells the member once, a week before, when today’s autoship price differs from the one last charged', async () => {
    const { member, product, quote } = await ownAutoship();
    const paidItems = Number(quote.items[0]!.lineTotal);
    await setAutoshipPrice(product, 1234);
    // The renewal is due on 2026-12-21 at noon: eight days before, nothing yet.
    expect((await runDueJobs(depsOf(t), at('2026-12-13T11:00:00Z')))['autoship-price-notices']).toBe(0);
    expect(await noticesTo(member.email)).toHaveLength(0);
    expect((await runDueJobs(depsOf(t), at('2026-12-14T13:00:00Z')))['autoship-price-notices']).toBe(1);
    expect(await noticeAutoshipPriceChanges(depsOf(t), at('2026-12-15T13:00:00Z'))).toBe(0);
    expect(await noticeAutoshipPriceChanges(depsOf(t), at('2026-12-20T13:00:00Z'))).toBe(0);
    const notices = await noticesTo(member.email);
    expect(notices).toHaveLength(1);
    expect(notices[0]?.subject).toBe('The price of your autoship is changing');
    const was = `$${paidItems.toFixed(2)}`;
    expect(notices[0]?.text).toContain(`Your autoship order of 2026-12-21 will cost $24.68 (plus shipping and tax) at today's autoship prices, instead of ${was} last time.`);
  });

  it('says nothing when only the quantities changed, and nothing twice when runners race', async () => {
    const { member, subscription } = await ownAutoship();
    t.clock.set(at('2026-12-01T10:00:00Z'));
    const token = member.token;
    const res = await t.app.inject({
      method: 'PUT',
      url: `/api/user/autoships/${subscription!.id}/items`,
      headers: { authorization: `Bearer ${token}` },
      payload: { items: [{ product_id: (await t.handle.db.select().from(schema.subscriptionItems).where(eq(schema.subscriptionItems.subscriptionId, subscription!.id)))[0]!.productId, quantity: 5 }] },
    });
    expect(res.statusCode).toBe(200);
    const runs = await Promise.all(Array.from({ length: 5 }, () => noticeAutoshipPriceChanges(depsOf(t), at('2026-12-15T13:00:00Z'))));
    expect(runs.reduce((s, n) => s + n, 0)).toBe(1);
    expect(await noticesTo(member.email)).toHaveLength(0);
  });

  it('writes in French for a French autoship, and again for the next cycle when the price changes again', async () => {
    const { member, product, subscription } = await ownAutoship({ lang: 'fr' });
    await setAutoshipPrice(product, 1500);
    expect(await noticeAutoshipPriceChanges(depsOf(t), at('2026-12-15T13:00:00Z'))).toBe(1);
    const [notice] = await noticesTo(member.email);
    expect(notice?.subject).toBe('Le prix de votre autoship change');
    expect(notice?.text).toContain('Votre commande autoship du 2026-12-21 coûtera 30,00');
    // The renewal is charged at 15.00; the next cycle's check compares with that.
    await runDueJobs(depsOf(t), at('2026-12-21T12:01:00Z'));
    const [sub] = await t.handle.db.select().from(schema.subscriptions).where(eq(schema.subscriptions.id, subscription!.id));
    expect(sub).toMatchObject({ cycle: 1, status: 'active' });
    expect(await noticeAutoshipPriceChanges(depsOf(t), at('2027-01-15T13:00:00Z'))).toBe(1);
    expect(await noticesTo(member.email)).toHaveLength(1);
    await runDueJobs(depsOf(t), at('2027-01-21T12:01:00Z'));
    await setAutoshipPrice(product, 1600);
    expect(await noticeAutoshipPriceChanges(depsOf(t), at('2027-02-15T13:00:00Z'))).toBe(1);
    const all = await noticesTo(member.email);
    expect(all).toHaveLength(2);
    expect(all[1]?.text).toContain('32,00');
    expect(all[1]?.text).toContain('30,00');
  });
});
