import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { eq } from 'drizzle-orm';
import { schema } from '@upline/db';
import { createTestApp, type TestApp } from '../../test/helpers.js';
import { bearerFor } from '../../test/accounts-fixtures.js';
import { orderPayload, productId, quoteWithShipping } from '../../test/orders-helpers.js';

// Inputs an attacker (or a broken client) sends: ids past the database's integer, negative and
// fractional ids, words where ids belong, NUL and other control characters, direction
// overrides. Every call answers them with a 4xx, never a 500, and writes nothing.

let t: TestApp;
let staff: Record<string, string>;
let member: Record<string, string>;

beforeAll(async () => {
  t = await createTestApp();
  staff = await bearerFor(t, 'admin@upline.test', 'Admin#2026');
  member = await bearerFor(t, 'ava@upline.test');
});
afterAll(() => t.close());

interface Operation {
  method: string;
  path: string;
}

/** Every documented call with a parameter in its path. */
async function parameterisedOperations(): Promise<Operation[]> {
  const doc = (await t.app.inject({ method: 'GET', url: '/api/docs/json' })).json() as { paths: Record<string, Record<string, unknown>> };
  return Object.entries(doc.paths)
    .filter(([path]) => path.includes('{'))
    .flatMap(([path, methods]) => Object.keys(methods).filter((m) => ['get', 'post', 'put', 'patch', 'delete'].includes(m)).map((method) => ({ method: method.toUpperCase(), path })));
}

const badIds = ['2147483648', '99999999999999999999', '-1', '1.5', 'abc', '0x10'];

describe('ids in paths', () => {
  it('answers every call with an out-of-range or malformed id in its path with a 4xx, as a member and as staff', async () => {
    const operations = await parameterisedOperations();
    expect(operations.length).toBeGreaterThan(10);
    const failures: string[] = [];
    for (const op of operations) {
      for (const bad of badIds) {
        const url = op.path.replace(/\{[^}]+\}/g, bad);
        for (const headers of [staff, member]) {
          const res = await t.app.inject({ method: op.method as 'GET', url, headers, ...(op.method === 'GET' || op.method === 'DELETE' ? {} : { payload: {} }) });
          if (res.statusCode >= 500) failures.push(`${op.method} ${url} -> ${res.statusCode} ${res.body.slice(0, 120)}`);
        }
      }
    }
    expect(failures).toEqual([]);
  });
});

/** Every route the app registered (documented or not), read from Fastify's own route tree. */
function registeredRoutes(): Operation[] {
  const stack: string[] = [];
  const routes: Operation[] = [];
  for (const line of t.app.printRoutes({ commonPrefix: false }).split('\n')) {
    const match = /^((?:[│ ] {3})*)[├└]── (.+?)(?: \(([A-Z, ]+)\))?$/.exec(line);
    if (!match) continue;
    const depth = match[1]!.length / 4;
    const parent = depth > 0 ? stack[depth - 1]! : '';
    // Two routes that differ only in a parameter's name share a node, shown as ':a|:b'.
    const variants = match[2]!.split('|').map((part, i) => (i === 0 ? part : match[2]!.slice(0, match[2]!.indexOf(':')) + part));
    stack[depth] = parent + variants[0]!;
    for (const method of (match[3] ?? '').split(', ').filter((m) => m && m !== 'HEAD')) {
      for (const variant of variants) routes.push({ method, path: parent + variant });
    }
  }
  return routes;
}

/** Id parameters by name (id, stateId, productId...); other parameters get a harmless value. */
const isIdParameter = (name: string) => /(^id|Id)$/.test(name);

describe('ids in the path of every registered route', () => {
  it('never answers 2^31, -1, 1.5 or a word in an id parameter with a 500, as a guest, a member and staff', async () => {
    const routes = registeredRoutes().filter((r) => /:(\w+)/.test(r.path) && [...r.path.matchAll(/:(\w+)/g)].some((m) => isIdParameter(m[1]!)));
    expect(routes.map((r) => `${r.method} ${r.path}`)).toEqual(expect.arrayContaining(['GET /api/tax/:stateId', 'GET /api/states/:countryId', 'GET /api/review/product/:id']));
    const failures: string[] = [];
    for (const route of routes) {
      for (const bad of ['2147483648', '-1', '1.5', 'abc']) {
        const url = route.path.replace(/:(\w+)/g, (_, name: string) => (isIdParameter(name) ? bad : name === 'lang' ? 'en' : name === 'userType' ? 'customer' : 'x'));
        for (const headers of [{}, member, staff]) {
          const res = await t.app.inject({ method: route.method as 'GET', url, headers, ...(route.method === 'GET' || route.method === 'DELETE' ? {} : { payload: {} }) });
          if (res.statusCode >= 500) failures.push(`${route.method} ${url} -> ${res.statusCode} ${res.body.slice(0, 120)}`);
        }
      }
    }
    expect(failures).toEqual([]);
  });
});

describe('ids and counts in bodies', () => {
  it('refuses ids past 2^31 in quotes, orders, payments, wishlists and coupons with a 4xx', async () => {
    const product = await productId(t.handle.db);
    const spec = { lines: [{ productId: product, quantity: 1 }] };
    const quote = await quoteWithShipping(t.app, t.handle.db, spec);
    const big = 2147483648;
    const calls: { url: string; payload: object; headers?: Record<string, string> }[] = [
      { url: '/api/cart/quote', payload: { lines: [{ productId: big, quantity: 1 }], currency: 'USD' } },
      { url: '/api/cart/quote', payload: { lines: [{ productId: product, quantity: 1 }], currency: 'USD', address: { countryCode: 'US', stateId: big } } },
      { url: '/api/guest/orders', payload: orderPayload(quote, spec, { products: [{ product_id: big, quantity: 1, price: 1 }] }), headers: { 'idempotency-key': `big-${Date.now()}-1` } },
      { url: '/api/guest/orders', payload: orderPayload(quote, spec, { country: big }), headers: { 'idempotency-key': `big-${Date.now()}-2` } },
      { url: '/api/guest/orders', payload: orderPayload(quote, spec, { state: big }), headers: { 'idempotency-key': `big-${Date.now()}-3` } },
      { url: '/api/guest/orders', payload: orderPayload(quote, spec, { discount_coupan_id: big }), headers: { 'idempotency-key': `big-${Date.now()}-4` } },
      { url: '/api/process-payment', payload: { order_id: big, authorization_key: 'pm_card_visa' }, headers: { 'idempotency-key': `big-${Date.now()}-6` } },
      { url: '/api/process-payment', payload: { order_id: '99999999999', authorization_key: 'pm_card_visa' }, headers: { 'idempotency-key': `big-${Date.now()}-7` } },
      { url: '/api/discount', payload: { name: 'SAVE5', product: [{ id: big, quantity: 1 }] } },
      { url: '/api/wishlist', payload: { product_id: big }, headers: member },
    ];
    for (const call of calls) {
      const res = await t.app.inject({ method: 'POST', url: call.url, payload: call.payload, headers: call.headers ?? {} });
      expect(res.statusCode, `${call.url} ${JSON.stringify(call.payload).slice(0, 80)}: ${res.body.slice(0, 160)}`).toBeGreaterThanOrEqual(400);
      expect(res.statusCode, `${call.url}: ${res.body.slice(0, 160)}`).toBeLessThan(500);
    }
  });

  it('takes a sponsor reference of eleven digits as a link name (none: the default sponsor), never as an id', async () => {
    const product = await productId(t.handle.db);
    const spec = { lines: [{ productId: product, quantity: 1 }] };
    const quote = await quoteWithShipping(t.app, t.handle.db, spec);
    const res = await t.app.inject({ method: 'POST', url: '/api/guest/orders', payload: orderPayload(quote, spec, { referal_id: '21474836480' }), headers: { 'idempotency-key': `big-${Date.now()}-sponsor` } });
    expect(res.statusCode).toBeLessThan(500);
  });

  it('refuses quantities sent as an array or a boolean instead of pricing them', async () => {
    const product = await productId(t.handle.db);
    for (const quantity of [[2], true, '2abc', 1.5]) {
      const res = await t.app.inject({ method: 'POST', url: '/api/discount', payload: { name: 'SAVE5', product: [{ id: product, quantity }] } });
      expect(res.statusCode, JSON.stringify(quantity)).toBe(400);
      const quote = await t.app.inject({ method: 'POST', url: '/api/cart/quote', payload: { lines: [{ productId: product, quantity }], currency: 'USD' } });
      expect(quote.statusCode, JSON.stringify(quantity)).toBe(400);
    }
  });
});

describe('the 60-unit limit', () => {
  it('applies per product: one product split over two lines of 60 is refused, two products of 60 each are priced', async () => {
    const [a, b] = await t.handle.db.select({ id: schema.products.id }).from(schema.products).where(eq(schema.products.isActive, true)).limit(2);
    const split = await t.app.inject({ method: 'POST', url: '/api/cart/quote', payload: { lines: [{ productId: a!.id, quantity: 60 }, { productId: a!.id, quantity: 60, purchaseType: 2 }], currency: 'USD' } });
    expect(split.statusCode).toBe(400);
    expect(JSON.stringify(split.json())).toContain('Quantity can not be more than 60.');
    const two = await t.app.inject({ method: 'POST', url: '/api/cart/quote', payload: { lines: [{ productId: a!.id, quantity: 60 }, { productId: b!.id, quantity: 60 }], currency: 'USD' } });
    expect(two.statusCode).toBe(200);
  });
});

describe('control characters', () => {
  const unsafe = ['a\u0000b', 'bell\u0007', 'esc\u001b[31m', 'del\u007f', 'evil\u202Etxt.exe', 'iso\u2066late'];

  it('refuses them in logins, signups, coupon codes and addresses with a 400 naming the field, and stores nothing', async () => {
    for (const text of unsafe) {
      const login = await t.app.inject({ method: 'POST', url: '/api/login', payload: { email: `ava${text}@upline.test`, password: 'Demo#2026' } });
      expect(login.statusCode).toBe(400);
      expect(login.json()).toMatchObject({ code: 'validation_failed', errors: { email: expect.any(String) } });
      const coupon = await t.app.inject({ method: 'POST', url: '/api/discount', payload: { name: `SAVE${text}`, product: [{ id: 1, quantity: 1 }] } });
      expect(coupon.statusCode).toBe(400);
      const email = `ctrl-${Date.now()}@example.com`;
      const signup = await t.app.inject({ method: 'POST', url: '/api/register', payload: { first_name: `Ann${text}`, last_name: 'Smith', email, password: 'Long-enough-2026', user_type: 'customer' } });
      expect(signup.statusCode).toBe(400);
      expect(signup.json().errors).toHaveProperty('first_name');
    }
    const query = await t.app.inject({ method: 'GET', url: '/api/products?search=a%00b' });
    expect(query.statusCode).toBe(400);
  });

  it('keeps tabs and line breaks, which notes and addresses may hold', async () => {
    const res = await t.app.inject({ method: 'POST', url: '/api/discount', payload: { name: 'SAVE5', product: [{ id: await productId(t.handle.db), quantity: 1 }], note: 'line one\nline\ttwo\r\n' } });
    expect(res.statusCode).not.toBe(400);
  });
});
