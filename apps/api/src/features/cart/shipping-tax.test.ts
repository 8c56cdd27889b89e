import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { schema } from '@upline/db';
import { dec, offerData, productsWhere, stateIdOf, taxRowsOf, zoneRates } from '../../../test/cart-fixtures.js';
import { createTestApp, type TestApp } from '../../../test/helpers.js';

// The checkout's look-ups (checkout §7): shipping-rates-new, shipping-rates-free and tax/{stateId}.

let t: TestApp;
let freeIds: number[];
let paid: number;

beforeAll(async () => {
  t = await createTestApp();
  freeIds = (await offerData<{ productIds: number[] }>(t.handle.db, 'freeShipping')).flatMap((o) => o.productIds);
  paid = (await productsWhere(t.handle.db, true)).find((id) => !freeIds.includes(id)) ?? 0;
});
afterAll(async () => t.close());

const address = { firstName: 'Cora', lastName: 'Gagnon', to_zip: 'H2X 1Y4', to_street: '1 rue Sainte-Catherine', to_city: 'Montréal', to_state: 'QC' };
const rates = (url: string, payload: object) => t.app.inject({ method: 'POST', url, payload });

describe('shipping rates', () => {
  it('answer the destination zone\'s services for the unit count, by country id or code', async () => {
    const [canada] = await t.handle.db.select().from(schema.countries).where(eq(schema.countries.shortname, 'CA'));
    const expected = (await zoneRates(t.handle.db, 'CA', 'CAD', 3)).map((r) => dec(r.amountMinor));
    for (const to_country of [canada?.id, String(canada?.id), 'ca']) {
      const res = await rates('/api/shipping-rates-new', { ...address, to_country, currency: 'CAD', qty: 3, product: [paid] });
      expect(res.statusCode).toBe(200);
      const list = res.json().shipping_rates;
      expect(list.map((r: { rate: number }) => r.rate)).toEqual(expected);
      expect(list[0]).toMatchObject({ carrier: 'Canada Post', id: expect.stringMatching(/^canada-post:/) });
      expect(list[0].min_days).toBeLessThanOrEqual(list[0].max_days);
    }
  });

  it('are free on both paths only when the server\'s free-shipping rule holds', async () => {
    const items = freeIds.map((id) => ({ id, quantity: 1 }));
    for (const url of ['/api/shipping-rates-free', '/api/shipping-rates-new']) {
      const free = await rates(url, { ...address, to_country: 'US', currency: 'USD', qty: items.length, product: items });
      expect(free.json().shipping_rates.length).toBeGreaterThan(0);
      for (const r of free.json().shipping_rates) expect(r.rate).toBe(0);
    }
    // Asking the free path for a cart that does not qualify still answers the real rates.
    const notFree = await rates('/api/shipping-rates-free', { ...address, to_country: 'US', currency: 'USD', qty: 2, product: [...freeIds, paid] });
    const expected = (await zoneRates(t.handle.db, 'US', 'USD', 2)).map((r) => dec(r.amountMinor));
    expect(notFree.json().shipping_rates.map((r: { rate: number }) => r.rate)).toEqual(expected);
  });

  it('refuse an unknown country and a quantity below 1', async () => {
    const country = await rates('/api/shipping-rates-new', { ...address, to_country: 999_999, qty: 1 });
    expect(country.statusCode).toBe(400);
    expect(country.json().error).toBe('Select country');
    const qty = await rates('/api/shipping-rates-new', { ...address, to_country: 'US', qty: 0 });
    expect(qty.statusCode).toBe(400);
  });
});

describe('tax/{stateId}', () => {
  it('answers Quebec\'s two components with their combined percent', async () => {
    const qc = await stateIdOf(t.handle.db, 'CA', 'QC');
    const res = await t.app.inject(`/api/tax/${qc}`);
    expect(res.statusCode).toBe(200);
    const rows = await taxRowsOf(t.handle.db, qc);
    const combined = rows.reduce((s, r) => s + r.rateBps, 0) / 100;
    expect(res.json().tax).toMatchObject({ isTax: true, state_id: qc, tax_value: combined });
    expect(res.json().tax.lines).toEqual(rows.map((r) => ({ name: r.name, rate: r.rateBps / 100, applies_to_shipping: r.appliesToShipping })));
    expect(combined).toBeCloseTo(14.975, 10);
  });

  it('says a state without sales tax has none, and refuses an unknown state', async () => {
    const taxFree = await stateIdOf(t.handle.db, 'US', 'OR');
    const none = await t.app.inject(`/api/tax/${taxFree}`);
    expect(none.json().tax).toMatchObject({ isTax: false, tax_value: 0 });
    expect((await t.app.inject('/api/tax/99999999')).statusCode).toBe(404);
    expect((await t.app.inject('/api/tax/abc')).statusCode).toBe(400);
  });
});
