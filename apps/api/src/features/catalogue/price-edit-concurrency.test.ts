import { and, asc, eq, inArray } from 'drizzle-orm';
import type { LightMyRequestResponse } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { schema } from '@upline/db';
import { priceFieldNames, productSavedSchema } from '@upline/contract/catalogue-admin-products';
import { bearerOf, postQuote, priceOf } from '../../../test/cart-fixtures.js';
import { createTestApp, type TestApp } from '../../../test/helpers.js';
import { readCatalogueVersion } from './catalogue-version.js';

// Staff editing prices at the same moment (several tabs, several people), while shoppers keep
// pricing carts. Every statement writing a price renews the pricing version (a random token in
// settings, migration 0013) and every product save adds one to the catalogue version, both in the
// save's transaction. On PostgreSQL (TEST_DATABASE_URL) the saves and quotes really overlap; the
// rows are read afterwards: each save is one audit entry whose "before" is the previous save's
// "after" (no save worked from a stale read), the stored price is the last committed one, the
// catalogue version grew by exactly the number of saves, and a quote started after a save
// answered never shows an older price than that save's.

let t: TestApp;
let staff: Record<string, string>;
/** Active shop products with a USD customer price, in id order. */
let productIds: number[];

beforeAll(async () => {
  t = await createTestApp();
  staff = { authorization: `Bearer ${await bearerOf(t.handle.db, 'admin@upline.test', t.clock.now())}` };
  const { products: p, productPrices: pp } = schema;
  const rows = await t.handle.db
    .selectDistinct({ id: p.id })
    .from(p)
    .innerJoin(pp, and(eq(pp.productId, p.id), eq(pp.currency, 'USD'), eq(pp.memberType, 'customer')))
    .where(and(eq(p.isActive, true), eq(p.displayShop, true)))
    .orderBy(asc(p.id));
  productIds = rows.map((r) => r.id);
});
afterAll(() => t.close());

const saveProduct = (id: number, body: object) => t.app.inject({ method: 'POST', url: `/api/product/update/${id}`, headers: staff, payload: body });

/** The audit entries of a product's saves, in the order they were written. */
async function saveHistory(id: number) {
  const { auditLog: a } = schema;
  const rows = await t.handle.db
    .select()
    .from(a)
    .where(and(eq(a.entity, 'product'), eq(a.entityId, String(id)), eq(a.action, 'product.updated')))
    .orderBy(asc(a.id));
  return rows.map((r) => r.data as { before: Record<string, unknown>; after: Record<string, unknown> });
}

async function pricingToken(): Promise<unknown> {
  const [row] = await t.handle.db.select({ value: schema.settings.value }).from(schema.settings).where(eq(schema.settings.key, 'pricing_version'));
  return row?.value;
}

/** A guest's quote of one unit: the customer list price the shop charges now. */
async function quotedPrice(id: number): Promise<number> {
  const res = await postQuote(t.app, { lines: [{ productId: id, quantity: 1 }], currency: 'USD' });
  expect(res.statusCode, res.body).toBe(200);
  return (res.json() as { items: { listPrice: number }[] }).items[0]!.listPrice;
}

/** The saves of one product form one chain: each starts from what the one before it wrote. */
function expectOneChain(history: Awaited<ReturnType<typeof saveHistory>>, fields: readonly string[]) {
  for (let i = 1; i < history.length; i++) {
    for (const field of fields) expect(history[i]!.before[field], `${field} before save ${i + 1}`).toBe(history[i - 1]!.after[field]);
  }
}

const byValue = (a: number, b: number) => a - b;

function expectAllSaved(answers: LightMyRequestResponse[]) {
  expect(answers.map((a) => (a.statusCode === 200 ? 200 : `${a.statusCode} ${a.body}`))).toEqual(answers.map(() => 200));
}

describe('many price edits of one product at once', () => {
  it('keeps one chain of 12 saves: the last committed sale price is the one stored and quoted, the catalogue version grows by 12', async () => {
    const id = productIds[0]!;
    const startPrice = await quotedPrice(id);
    const startVersion = await readCatalogueVersion(t.handle.db);
    const startToken = await pricingToken();
    const prices = Array.from({ length: 12 }, (_, i) => 70 + i + (i + 1) / 100);

    const answers = await Promise.all(prices.map((sale_price) => saveProduct(id, { sale_price })));

    expectAllSaved(answers);
    answers.forEach((a, i) => expect(productSavedSchema.parse(a.json()).product.sale_price).toBe(prices[i]));
    const history = await saveHistory(id);
    expect(history).toHaveLength(prices.length);
    expect(history[0]!.before.sale_price).toBe(startPrice);
    expectOneChain(history, priceFieldNames);
    expect(history.map((h) => h.after.sale_price as number).sort(byValue)).toEqual([...prices].sort(byValue));
    const last = history.at(-1)!.after.sale_price as number;
    expect((await priceOf(t.handle.db, id, 'USD', 'customer')).saleMinor).toBe(Math.round(last * 100));
    expect(await quotedPrice(id)).toBe(last);
    expect(await readCatalogueVersion(t.handle.db)).toBe(startVersion + prices.length);
    expect(await pricingToken()).not.toEqual(startToken);
  });

  it('loses no field when 8 saves at once each change a different price of the product', async () => {
    const id = productIds[1]!;
    const fields = priceFieldNames.filter((f) => f !== 'sale_price');
    const edits = fields.map((field, i) => ({ field, value: 200 + i + 0.25 }));
    const before = await saveHistory(id);

    const answers = await Promise.all(edits.map(({ field, value }) => saveProduct(id, { [field]: value })));

    expectAllSaved(answers);
    const stored = (await t.app.inject({ method: 'GET', url: `/api/admin/products/${id}`, headers: staff })).json() as { product: Record<string, unknown> };
    for (const { field, value } of edits) expect(stored.product[field], field).toBe(value);
    const history = (await saveHistory(id)).slice(before.length);
    expect(history).toHaveLength(edits.length);
    expectOneChain(history, priceFieldNames);
    // Each save changed its own field only, on top of everything saved before it.
    const changed = history.map((h) => priceFieldNames.filter((f) => h.before[f] !== h.after[f]));
    expect(changed.flat().sort()).toEqual([...fields].sort());
    for (const fieldsOfSave of changed) expect(fieldsOfSave).toHaveLength(1);
  });
});

describe('price edits of several products at once, with shoppers quoting meanwhile', () => {
  it('answers every save and quote, keeps each product one chain, and never quotes a price older than a save already answered', async () => {
    const ids = productIds.slice(2, 6);
    expect(ids).toHaveLength(4);
    const perProduct = 6;
    const startPrices = new Map(await Promise.all(ids.map(async (id) => [id, await quotedPrice(id)] as const)));
    const startVersion = await readCatalogueVersion(t.handle.db);
    const startToken = await pricingToken();
    const priceOfEdit = (p: number, k: number) => 300 + p * 10 + k + (k + 1) / 100;

    // Each save, once answered, is followed by a quote of its product: that quote must show the
    // save's own price or one committed after it.
    const [readAfterSave, background] = await Promise.all([
      Promise.all(
        ids.flatMap((id, p) =>
          Array.from({ length: perProduct }, async (_, k) => {
            const answer = await saveProduct(id, { sale_price: priceOfEdit(p, k) });
            return { id, answer, saved: priceOfEdit(p, k), token: await pricingToken(), quoted: answer.statusCode === 200 ? await quotedPrice(id) : null };
          }),
        ),
      ),
      Promise.all(ids.flatMap((id) => Array.from({ length: 3 }, () => postQuote(t.app, { lines: [{ productId: id, quantity: 1 }], currency: 'USD' })))),
    ]);

    expectAllSaved(readAfterSave.map((r) => r.answer));
    expect(background.map((b) => b.statusCode)).toEqual(background.map(() => 200));
    // Whatever else was still running, a save that answered has left a new pricing version.
    for (const read of readAfterSave) expect(read.token).not.toEqual(startToken);
    expect(await readCatalogueVersion(t.handle.db)).toBe(startVersion + ids.length * perProduct);
    for (const [p, id] of ids.entries()) {
      const history = await saveHistory(id);
      expect(history).toHaveLength(perProduct);
      expect(history[0]!.before.sale_price).toBe(startPrices.get(id));
      expectOneChain(history, priceFieldNames);
      const committed = history.map((h) => h.after.sale_price as number);
      expect([...committed].sort(byValue)).toEqual(Array.from({ length: perProduct }, (_, k) => priceOfEdit(p, k)).sort(byValue));
      expect(await quotedPrice(id)).toBe(committed.at(-1));
      expect((await priceOf(t.handle.db, id, 'USD', 'customer')).saleMinor).toBe(Math.round(committed.at(-1)! * 100));
      for (const read of readAfterSave.filter((r) => r.id === id)) {
        expect(committed.indexOf(read.quoted!), `quote after the save of ${read.saved}`).toBeGreaterThanOrEqual(committed.indexOf(read.saved));
      }
    }
    const stored = await t.handle.db.select().from(schema.productPrices).where(and(inArray(schema.productPrices.productId, ids), eq(schema.productPrices.currency, 'USD')));
    // Every save rewrote the product's price list whole: still one row per member type.
    for (const id of ids) expect(stored.filter((r) => r.productId === id).map((r) => r.memberType).sort()).toEqual(['ambassador', 'customer', 'scholar']);
  });
});
