import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { FastifyInstance } from 'fastify';
import { and, eq, sql } from 'drizzle-orm';
import { schema } from '@upline/db';
import { productsResponseSchema, type Product } from '@upline/contract/catalogue';
import { createTestDatabase } from '@upline/db/testing';
import { buildApp } from '../../app.js';
import { CatalogueCache } from './catalogue-cache.js';
import { bumpCatalogueVersion, catalogueTransaction, readCatalogueVersion } from './catalogue-version.js';
import { createTestApp, testClock, type TestApp } from '../../../test/helpers.js';

// Two API instances on one database stand for two API processes: each has its own catalogue
// cache, and a change must reach both.
let t: TestApp;
let second: FastifyInstance;
beforeAll(async () => {
  t = await createTestApp();
  const { payments, mailer, storage } = t;
  second = await buildApp({ db: t.handle.db, config: t.config, clock: t.clock, payments, mailer, storage }, { serveWeb: false, logger: false });
  await second.ready();
});
afterAll(async () => {
  await second.close();
  await t.close();
});

async function shop(app: FastifyInstance, path = '/api/products/customer'): Promise<Product[]> {
  const res = await app.inject(path);
  expect(res.statusCode, res.body).toBe(200);
  return productsResponseSchema.parse(res.json()).products;
}

async function renameProduct(id: number, name: string) {
  const { productTranslations: pt } = schema;
  await t.handle.db.update(pt).set({ name }).where(and(eq(pt.productId, id), eq(pt.lang, 'en')));
}

/** What another API process's bump looks like from here: the shared row changes, nobody local is told. */
async function bumpFromAnotherProcess() {
  const { settings } = schema;
  await t.handle.db
    .insert(settings)
    .values({ key: 'catalogue_version', value: sql`'1'::jsonb` })
    .onConflictDoUpdate({ target: settings.key, set: { value: sql`to_jsonb((${settings.value} #>> '{}')::bigint + 1)` } });
}

describe('hidden and inactive products', () => {
  it('keeps products hidden from the shop out of the list, yet answers them by id', async () => {
    const hidden = await t.handle.db
      .select({ id: schema.products.id })
      .from(schema.products)
      .where(and(eq(schema.products.isActive, true), eq(schema.products.displayShop, false)));
    const listed = (await shop(t.app)).map((p) => p.id);
    for (const { id } of hidden) {
      expect(listed).not.toContain(id);
      const [product] = productsResponseSchema.parse((await t.app.inject(`/api/product/${id}/customer`)).json()).products;
      expect(product?.display_shop).toBe('no');
    }
  });

  it('hides a product once it is marked hidden, and answers 404 once it is inactive', async () => {
    const [target] = await shop(t.app);
    if (!target) throw new Error('empty shop');
    await t.handle.db.update(schema.products).set({ displayShop: false }).where(eq(schema.products.id, target.id));
    await bumpCatalogueVersion(t.handle.db);
    expect((await shop(t.app)).map((p) => p.id)).not.toContain(target.id);
    expect((await t.app.inject(`/api/product/${target.slug}/customer`)).statusCode).toBe(200);

    await t.handle.db.update(schema.products).set({ isActive: false }).where(eq(schema.products.id, target.id));
    await bumpCatalogueVersion(t.handle.db);
    expect((await t.app.inject(`/api/product/${target.id}/customer`)).statusCode).toBe(404);

    await t.handle.db.update(schema.products).set({ isActive: true, displayShop: true }).where(eq(schema.products.id, target.id));
    await bumpCatalogueVersion(t.handle.db);
    expect((await shop(t.app)).map((p) => p.id)).toContain(target.id);
  });
});

describe('the catalogue cache', () => {
  it('serves from memory: a change nobody announced is not seen, however much time passes', async () => {
    const [first] = await shop(second);
    if (!first) throw new Error('empty shop');
    await renameProduct(first.id, 'Unannounced name');
    t.clock.advance(5_000);
    expect((await shop(second))[0]?.name).toBe(first.name);
    await renameProduct(first.id, first.name);
  });

  it('shows a change made through bumpCatalogueVersion on the other instance at once', async () => {
    const [first] = await shop(t.app);
    await shop(second);
    if (!first) throw new Error('empty shop');
    const before = await readCatalogueVersion(t.handle.db);
    await renameProduct(first.id, 'Renamed through the admin');
    expect(await bumpCatalogueVersion(t.handle.db)).toBe(before + 1);
    expect((await shop(second))[0]?.name).toBe('Renamed through the admin');
    expect((await shop(t.app))[0]?.name).toBe('Renamed through the admin');
    await renameProduct(first.id, first.name);
    await bumpCatalogueVersion(t.handle.db);
    expect((await shop(second))[0]?.name).toBe(first.name);
  });

  it("sees another process's bump within one check interval (one second)", async () => {
    const [first] = await shop(second);
    if (!first) throw new Error('empty shop');
    t.clock.advance(1_000); // the last look at the version is now due again
    await shop(second);
    await renameProduct(first.id, 'Renamed elsewhere');
    await bumpFromAnotherProcess();
    t.clock.advance(999);
    expect((await shop(second))[0]?.name).toBe(first.name);
    t.clock.advance(1);
    expect((await shop(second))[0]?.name).toBe('Renamed elsewhere');
    await renameProduct(first.id, first.name);
    await bumpCatalogueVersion(t.handle.db);
  });

  it('serves a request made after a write answered from the new catalogue, even when a version read begun before the commit is still in flight', async () => {
    const clock = testClock();
    let release: () => void = () => {};
    const held = new Promise<void>((resolve) => (release = resolve));
    let readDone: () => void = () => {};
    const versionRead = new Promise<void>((resolve) => (readDone = resolve));
    let holdNextRead = false;
    // The next version read is held once it has read: a read that began before the write commits.
    const readVersion = async (db: typeof t.handle.db) => {
      if (!holdNextRead) return readCatalogueVersion(db);
      holdNextRead = false;
      const version = await readCatalogueVersion(db);
      readDone();
      await held;
      return version;
    };
    const cache = new CatalogueCache(t.handle.db, clock, 1_000, readVersion);
    try {
      const first = (await cache.snapshot('en', 'USD')).data.products[0];
      if (!first) throw new Error('empty shop');
      clock.advance(1_000);
      holdNextRead = true;
      const before = cache.snapshot('en', 'USD');
      await versionRead;
      await catalogueTransaction(t.handle.db, async (tx) => {
        await tx.update(schema.productTranslations).set({ name: 'Saved while a read was in flight' }).where(and(eq(schema.productTranslations.productId, first.id), eq(schema.productTranslations.lang, 'en')));
        await bumpCatalogueVersion(tx);
      });
      const after = cache.snapshot('en', 'USD');
      release();
      await before;
      expect((await after).productById(first.id)?.name).toBe('Saved while a read was in flight');
      await renameProduct(first.id, first.name);
      await bumpCatalogueVersion(t.handle.db);
    } finally {
      cache.close();
    }
  });

  it('keeps languages and currencies apart in the cache', async () => {
    const en = await shop(second, '/api/products/customer/en');
    const fr = await shop(second, '/api/products/customer/fr?currency=CAD');
    const enAgain = await shop(second, '/api/products/customer/en?currency=USD');
    expect(enAgain).toEqual(en);
    expect(fr.every((p) => p.currency === 'CAD')).toBe(true);
  });
});

describe('when the database stops answering', () => {
  it('keeps serving the catalogue in memory and says so', async () => {
    const handle = await createTestDatabase();
    const clock = testClock();
    const cache = new CatalogueCache(handle.db, clock);
    const errors: unknown[] = [];
    cache.onStaleServed = (error) => errors.push(error);
    let isClosed = false;
    try {
      const before = await cache.snapshot('fr', 'CAD');
      await handle.close();
      isClosed = true;
      clock.advance(1_000);
      const after = await cache.snapshot('fr', 'CAD');
      expect(after).toBe(before);
      expect(errors).toHaveLength(1);
      await expect(cache.snapshot('en', 'USD')).rejects.toThrow();
    } finally {
      cache.close();
      if (!isClosed) await handle.close();
    }
  });
});
