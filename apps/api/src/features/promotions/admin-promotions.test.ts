import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { and, desc, eq } from 'drizzle-orm';
import { schema } from '@upline/db';
import { adminCouponListSchema, adminOfferListSchema, couponSavedSchema, offerSavedSchema, promotionsAdminMessages as pm, type AdminOffer } from '@upline/contract/promotions-admin';
import { bearerOf, offerData, productsWhere } from '../../../test/cart-fixtures.js';
import { createTestApp, type TestApp } from '../../../test/helpers.js';

let t: TestApp;
let staff: Record<string, string>;
let member: Record<string, string>;
let plain: number;

beforeAll(async () => {
  t = await createTestApp();
  staff = { authorization: `Bearer ${await bearerOf(t.handle.db, 'admin@upline.test', t.clock.now())}` };
  member = { authorization: `Bearer ${await bearerOf(t.handle.db, 'ava@upline.test', t.clock.now())}` };
  const bogoIds = (await offerData<{ productIds: number[] }>(t.handle.db, 'buyTwoGetOneFree')).flatMap((o) => o.productIds);
  plain = (await productsWhere(t.handle.db, true)).find((id) => !bogoIds.includes(id)) ?? 0;
});
afterAll(async () => t.close());

const call = (method: 'GET' | 'POST', url: string, payload?: unknown, headers: Record<string, string> = staff) =>
  t.app.inject({ method, url: `/api/${url}`, headers, ...(payload === undefined ? {} : { payload: payload as object }) });

async function auditRows(entity: string, id: number) {
  const { auditLog } = schema;
  return t.handle.db.select().from(auditLog).where(and(eq(auditLog.entity, entity), eq(auditLog.entityId, String(id)))).orderBy(desc(auditLog.id));
}

const coupon = (over: Record<string, unknown> = {}) => ({ code: `STAFF${Math.floor(Math.random() * 1e6)}`, kind: 'percentage', target: 'product', amount: 12.5, ...over });
const discount = (name: string) => t.app.inject({ method: 'POST', url: '/api/discount', payload: { name, product: [{ id: plain, quantity: 1, purchaseType: 1 }] } });

describe('staff promotion calls: the admin role is checked on the server', () => {
  const calls: ['GET' | 'POST', string, unknown][] = [
    ['GET', 'admin/coupons', undefined],
    ['GET', 'admin/coupons/1', undefined],
    ['POST', 'admin/coupons', coupon()],
    ['POST', 'admin/coupons/1', coupon()],
    ['GET', 'admin/offers', undefined],
    ['POST', 'admin/offers/1', { data: {}, isActive: true }],
  ];
  it.each(calls)('%s %s answers 401 to a guest and 403 to a member, and writes nothing', async (method, url, payload) => {
    const before = (await t.handle.db.select().from(schema.auditLog)).length;
    expect((await call(method, url, payload, {})).statusCode).toBe(401);
    const asMember = await call(method, url, payload, member);
    expect(asMember.statusCode).toBe(403);
    expect(asMember.json().code).toBe('forbidden');
    expect((await t.handle.db.select().from(schema.auditLog)).length).toBe(before);
  });

  it.each(['admin/coupons/2147483648', 'admin/coupons/0', 'admin/offers/2147483648'])('answers 400 for the id in %s', async (url) => {
    const res = await call(url.includes('offers') ? 'POST' : 'GET', url, url.includes('offers') ? { data: {}, isActive: true } : undefined);
    expect(res.statusCode).toBe(400);
  });

  it('answers 404 for ids that name nothing', async () => {
    expect((await call('GET', 'admin/coupons/2147483647')).statusCode).toBe(404);
    expect((await call('POST', 'admin/coupons/2147483647', coupon())).statusCode).toBe(404);
    expect((await call('POST', 'admin/offers/2147483647', { data: {}, isActive: true })).statusCode).toBe(404);
  });
});

describe('coupons', () => {
  it('lists every coupon with its usage', async () => {
    const list = adminCouponListSchema.parse((await call('GET', 'admin/coupons')).json());
    const tenOff = list.coupons.find((c) => c.code === '10OFF');
    expect(tenOff).toMatchObject({ kind: 'percentage', target: 'product', amount: 10, isFirstOrderOnly: true });
    expect(tenOff!.usage).toEqual({ redeemed: 0, reserved: 0, customers: 0 });
  });

  it('creates a coupon a shopper can apply at once, and audits it', async () => {
    const body = coupon({ code: 'STAFF-TWELVE', description: 'Twelve and a half percent', perCustomerLimit: 1, usageLimit: 50 });
    const res = await call('POST', 'admin/coupons', body);
    expect(res.statusCode).toBe(200);
    const saved = couponSavedSchema.parse(res.json());
    expect(saved.message).toBe('Coupon saved');
    expect(saved.coupon).toMatchObject({ code: 'STAFF-TWELVE', amount: 12.5, usageLimit: 50, perCustomerLimit: 1, currency: null, isActive: true });
    const [row] = await t.handle.db.select().from(schema.coupons).where(eq(schema.coupons.id, saved.coupon.id));
    expect(row!.amount).toBe(1250); // basis points
    const applied = await discount('staff-twelve');
    expect(applied.statusCode).toBe(200);
    expect(applied.json()).toMatchObject({ discount_value: 12.5, discount_type: 'percentage', type: 'product' });
    const [audit] = await auditRows('coupon', saved.coupon.id);
    expect(audit).toMatchObject({ action: 'coupon.created', actorId: expect.any(Number) });
    expect((audit!.data as { before: unknown; after: { code: string } }).before).toBeNull();
    expect((audit!.data as { after: { code: string } }).after.code).toBe('STAFF-TWELVE');
  });

  it('changes a coupon (switching it off stops it in the cart) and audits before and after', async () => {
    const created = couponSavedSchema.parse((await call('POST', 'admin/coupons', coupon({ code: 'STAFF-VALUE', kind: 'value', amount: 5, currency: 'USD' }))).json()).coupon;
    expect(created.amount).toBe(5);
    const res = await call('POST', `admin/coupons/${created.id}`, coupon({ code: 'STAFF-VALUE', kind: 'value', amount: 7.25, currency: 'USD', isActive: false }));
    expect(res.statusCode).toBe(200);
    expect(couponSavedSchema.parse(res.json()).coupon).toMatchObject({ amount: 7.25, isActive: false });
    expect((await discount('STAFF-VALUE')).statusCode).not.toBe(200);
    const [audit] = await auditRows('coupon', created.id);
    const data = audit!.data as { before: { amount: number; isActive: boolean }; after: { amount: number; isActive: boolean } };
    expect(audit!.action).toBe('coupon.updated');
    expect(data.before).toMatchObject({ amount: 5, isActive: true });
    expect(data.after).toMatchObject({ amount: 7.25, isActive: false });
  });

  it.each([
    [{ code: 'ab' }, 'code', 'A code is 3 to 40 letters, digits, dashes or underscores'],
    [{ code: 'BAD CODE' }, 'code', 'A code is 3 to 40 letters, digits, dashes or underscores'],
    [{ code: 'NUL\u0000CODE' }, null, null],
    [{ description: 'bad\u0000text' }, null, null],
    [{ kind: 'free' }, 'kind', 'Choose percentage or value'],
    [{ target: 'cart' }, 'target', 'Choose product or shipping'],
    [{ amount: 0 }, 'amount', 'Give the amount: a number above 0 with at most 2 decimals'],
    [{ amount: 1.005 }, 'amount', 'Give the amount: a number above 0 with at most 2 decimals'],
    [{ amount: '10' }, 'amount', 'Give the amount: a number above 0 with at most 2 decimals'],
    [{ amount: 101 }, 'amount', 'A percentage can not be more than 100'],
    [{ kind: 'value', amount: 5 }, 'currency', 'A value coupon needs its currency'],
    [{ usageLimit: 0 }, 'usageLimit', 'A limit is a whole number from 1 to 1000000, or empty'],
    [{ perCustomerLimit: 2147483648 }, 'perCustomerLimit', 'A limit is a whole number from 1 to 1000000, or empty'],
    [{ startsAt: 'tomorrow' }, 'startsAt', 'Give a date and time (ISO 8601), or leave it empty'],
    [{ startsAt: '2026-12-01T00:00:00Z', endsAt: '2026-11-01T00:00:00Z' }, 'endsAt', 'The end must be after the start'],
    [{ productIds: [2147483648] }, null, null],
    [{ productIds: [2147483647] }, 'productIds', 'Unknown product'],
    [{ code: '10off' }, 'code', 'This code is already used'],
  ])('refuses %j with a 4xx naming the field, and stores nothing', async (over, field, message) => {
    const before = (await t.handle.db.select().from(schema.coupons)).length;
    const res = await call('POST', 'admin/coupons', coupon(over));
    expect(res.statusCode).toBeGreaterThanOrEqual(400);
    expect(res.statusCode).toBeLessThan(500);
    if (message) expect(res.json().error).toBe(message);
    if (field) expect(Object.keys(res.json().errors ?? {})).toContain(field);
    expect((await t.handle.db.select().from(schema.coupons)).length).toBe(before);
  });
});

describe('offers', () => {
  it('lists the offers as their data and saves a change of data checked against its kind, audited', async () => {
    const list = adminOfferListSchema.parse((await call('GET', 'admin/offers')).json());
    const free = list.offers.find((o) => o.kind === 'freeShipping')!;
    const productIds = free.data.productIds as number[];
    const res = await call('POST', `admin/offers/${free.id}`, { data: { productIds: productIds.slice(0, 2), countryCodes: ['US'] }, isActive: true });
    expect(res.statusCode).toBe(200);
    expect(offerSavedSchema.parse(res.json()).offer.data).toEqual({ productIds: productIds.slice(0, 2), countryCodes: ['US'] });
    // The shop reads the new data on its next request.
    const shop = (await t.app.inject('/api/offers')).json() as { offers: { kind: string; product_ids?: number[]; countries?: string[] }[] };
    expect(shop.offers.find((o) => o.kind === 'freeShipping')).toMatchObject({ product_ids: productIds.slice(0, 2), countries: ['US'] });
    const [audit] = await auditRows('offer', free.id);
    expect(audit!.action).toBe('offer.updated');
    expect((audit!.data as { before: { data: { productIds: number[] } } }).before.data.productIds).toEqual(productIds);
  });

  it.each([
    [{ productIds: ['x'], countryCodes: ['US'] }],
    [{ productIds: [1], countryCodes: ['usa'] }],
    [{ productIds: [2147483647], countryCodes: ['US'] }],
    [{ countryCodes: ['US'] }],
  ])('refuses data %j that does not fit its kind with a 400, and keeps the row', async (data) => {
    const list = adminOfferListSchema.parse((await call('GET', 'admin/offers')).json());
    const free = list.offers.find((o) => o.kind === 'freeShipping')!;
    const res = await call('POST', `admin/offers/${free.id}`, { data, isActive: true });
    expect(res.statusCode).toBe(400);
    const after = adminOfferListSchema.parse((await call('GET', 'admin/offers')).json()).offers.find((o) => o.id === free.id);
    expect(after).toEqual(free);
  });

  it('switches an offer off: the shop stops showing it', async () => {
    const list = adminOfferListSchema.parse((await call('GET', 'admin/offers')).json());
    const exit = list.offers.find((o) => o.kind === 'exitOffer')!;
    const res = await call('POST', `admin/offers/${exit.id}`, { data: exit.data, isActive: false });
    expect(res.statusCode).toBe(200);
    const shop = (await t.app.inject('/api/offers')).json() as { offers: { kind: string }[] };
    expect(shop.offers.some((o) => o.kind === 'exitOffer')).toBe(false);
    expect((await call('POST', `admin/offers/${exit.id}`, { data: { ...exit.data, headline: { en: 'bad\u0000' } }, isActive: true })).statusCode).toBe(400);
  });
});

describe('offers: each kind has its own rules, refused field by field with the field\'s message', () => {
  const offerOf = async (kind: AdminOffer['kind']) => adminOfferListSchema.parse((await call('GET', 'admin/offers')).json()).offers.find((o) => o.kind === kind)!;

  it.each([
    ['buyTwoGetOneFree', { productIds: [1, 'two'] }, 'data.productIds.1', pm.offerProducts],
    ['landing', { productId: 16, hidesHeaderStrip: 'yes', checkoutMessage: { en: 'Hi' } }, 'data.hidesHeaderStrip', pm.offerFlag],
    ['landing', { productId: 0, hidesHeaderStrip: true, checkoutMessage: {} }, 'data.productId', pm.offerProduct],
    ['exitOffer', { productId: 16, delaySeconds: 3601, couponCode: '10OFF', headline: { en: 'Wait' } }, 'data.delaySeconds', pm.offerDelay],
    ['exitOffer', { productId: 16, delaySeconds: 20, couponCode: 'no spaces', headline: { en: 'Wait' } }, 'data.couponCode', pm.offerCouponCode],
    ['exitOffer', { productId: 16, delaySeconds: 20, couponCode: '10OFF', headline: { en: ' ', fr: 'Attendez' } }, 'data.headline.en', pm.offerTextRequired],
    ['flashSale', { productId: 16, couponCode: 'FLASH16', hours: 0, headline: { en: 'Now' } }, 'data.hours', pm.offerHours],
    ['flashSale', { productId: 16, couponCode: 'FLASH16', hours: 24, headline: { en: 'x'.repeat(1001) } }, 'data.headline.en', pm.offerText],
    ['flashSale', { productId: 16, couponCode: 'NOSUCHCODE', hours: 24, headline: { en: 'Now' } }, 'data.couponCode', pm.unknownCoupon],
    ['exitOffer', { productId: 2147483647, delaySeconds: 20, couponCode: '10OFF', headline: { en: 'Wait' } }, 'data.productId', pm.unknownProduct],
    ['freeShipping', { productIds: [4], countryCodes: ['Canada'] }, 'data.countryCodes.0', pm.offerCountries],
  ] as const)('%s: refuses %j with a 400 naming %s, and keeps the row', async (kind, data, field, message) => {
    const before = await offerOf(kind);
    const res = await call('POST', `admin/offers/${before.id}`, { data, isActive: true });
    expect(res.statusCode).toBe(400);
    expect(res.json()).toMatchObject({ error: message, errors: { [field]: message } });
    expect(await offerOf(kind)).toEqual(before);
  });

  it('saves each kind from its form\'s fields (texts in English and French), the kind from the row, never from the body', async () => {
    const flash = await offerOf('flashSale');
    const data = { kind: 'landing', productId: 16, couponCode: 'flash16', hours: 48, headline: { en: 'Two days only', fr: 'Deux jours seulement' } };
    const res = await call('POST', `admin/offers/${flash.id}`, { data, isActive: true, startsAt: null, endsAt: null });
    expect(res.statusCode).toBe(200);
    const saved = offerSavedSchema.parse(res.json()).offer;
    expect(saved.kind).toBe('flashSale');
    expect(saved.data).toEqual({ productId: 16, couponCode: 'flash16', hours: 48, headline: { en: 'Two days only', fr: 'Deux jours seulement' } });
    const landing = await offerOf('landing');
    const ok = await call('POST', `admin/offers/${landing.id}`, { data: { productId: 16, hidesHeaderStrip: false, checkoutMessage: { en: 'Thanks' } }, isActive: true });
    expect(offerSavedSchema.parse(ok.json()).offer.data).toEqual({ productId: 16, hidesHeaderStrip: false, checkoutMessage: { en: 'Thanks' } });
    await call('POST', `admin/offers/${landing.id}`, { data: landing.data, isActive: landing.isActive });
    await call('POST', `admin/offers/${flash.id}`, { data: flash.data, isActive: flash.isActive });
  });
});
