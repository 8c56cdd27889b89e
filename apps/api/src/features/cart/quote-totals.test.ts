import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  dec,
  offerData,
  pct,
  postQuote,
  priceOf,
  productsWhere,
  stateIdOf,
  taxRowsOf,
  zoneRates,
} from '../../../test/cart-fixtures.js';
import type { Currency } from '@upline/domain/money';
import { createTestApp, type TestApp } from '../../../test/helpers.js';

// POST cart/quote totals: coupons of every kind, shipping options and the free-shipping rule,
// tax per destination (Quebec GST + QST, Ontario HST, a US state), and the invariants that hold
// whatever the cart: nothing negative, and the parts add up to the total.

let t: TestApp;
let plain: number;
let freeIds: number[];
let freeCountries: string[];
let states: { qc: number; on: number; ny: number; ca: number };

beforeAll(async () => {
  t = await createTestApp();
  const db = t.handle.db;
  const bogoIds = (await offerData<{ productIds: number[] }>(db, 'buyTwoGetOneFree')).flatMap((o) => o.productIds);
  const free = (await offerData<{ productIds: number[]; countryCodes: string[] }>(db, 'freeShipping'))[0];
  if (!free) throw new Error('no free-shipping offer in the demo data');
  freeIds = free.productIds;
  freeCountries = free.countryCodes;
  plain = (await productsWhere(db, true)).find((id) => !bogoIds.includes(id) && !freeIds.includes(id)) ?? 0;
  states = {
    qc: await stateIdOf(db, 'CA', 'QC'),
    on: await stateIdOf(db, 'CA', 'ON'),
    ny: await stateIdOf(db, 'US', 'NY'),
    ca: await stateIdOf(db, 'US', 'CA'),
  };
});
afterAll(async () => t.close());

interface Wire {
  itemsTotal: number;
  productDiscount: number;
  shippingDiscount: number;
  discount: number;
  shipping: { amount: number; options: { rate: number }[]; selected: { rate: number } | null; isFree: boolean };
  tax: number;
  shippingTax: number;
  total: number;
  items: { lineTotal: number; couponDiscount: number; unitPrice: number }[];
  taxLines: { name: string; rate: number; tax: number; shippingTax: number }[];
  coupon: null | { applied: boolean; reason?: string; message?: string; discount?: number };
}
const cents = (n: number) => Math.round(n * 100);

/** The spec's net total and its parts, checked in cents. */
function expectConsistent(q: Wire) {
  const amounts = [q.itemsTotal, q.productDiscount, q.shippingDiscount, q.discount, q.shipping.amount, q.tax, q.shippingTax, q.total];
  for (const a of amounts) expect(a).toBeGreaterThanOrEqual(0);
  for (const item of q.items) expect(Math.min(item.lineTotal, item.unitPrice, item.couponDiscount)).toBeGreaterThanOrEqual(0);
  expect(cents(q.itemsTotal)).toBe(q.items.reduce((s, i) => s + cents(i.lineTotal), 0));
  expect(cents(q.productDiscount)).toBe(q.items.reduce((s, i) => s + cents(i.couponDiscount), 0));
  expect(cents(q.discount)).toBe(cents(q.productDiscount) + cents(q.shippingDiscount));
  expect(cents(q.tax)).toBe(q.taxLines.reduce((s, l) => s + cents(l.tax), 0));
  expect(cents(q.shippingTax)).toBe(q.taxLines.reduce((s, l) => s + cents(l.shippingTax), 0));
  expect(cents(q.total)).toBe(cents(q.itemsTotal) - cents(q.discount) + cents(q.shipping.amount) + cents(q.tax) + cents(q.shippingTax));
  expect(cents(q.productDiscount)).toBeLessThanOrEqual(cents(q.itemsTotal));
  expect(cents(q.shippingDiscount)).toBeLessThanOrEqual(cents(q.shipping.amount));
}

async function quote(body: object): Promise<Wire> {
  const res = await postQuote(t.app, body);
  expect(res.statusCode, res.body).toBe(200);
  const q = res.json() as Wire;
  expectConsistent(q);
  return q;
}

describe('coupons in the quote', () => {
  it('a percentage product coupon takes its percent off the items', async () => {
    const sale = (await priceOf(t.handle.db, plain, 'USD', 'customer')).saleMinor;
    const q = await quote({ lines: [{ productId: plain, quantity: 1 }], currency: 'USD', couponCode: ' 10off ' });
    expect(q.coupon).toMatchObject({ applied: true, code: '10OFF', discount_type: 'percentage', type: 'product', discount_value: 10 });
    expect(q.productDiscount).toBe(dec(pct(sale, 1000)));
    expect(q.total).toBe(dec(sale - pct(sale, 1000)));
  });

  it('a value coupon takes a fixed amount off once its minimum is reached', async () => {
    const sale = (await priceOf(t.handle.db, plain, 'USD', 'customer')).saleMinor;
    const enough = Math.ceil(5000 / sale);
    const applied = await quote({ lines: [{ productId: plain, quantity: enough }], currency: 'USD', couponCode: 'SAVE5' });
    expect(applied.coupon).toMatchObject({ applied: true, discount_type: 'value', discount_value: 5 });
    expect(applied.discount).toBe(5);
    if (sale < 5000) {
      const below = await quote({ lines: [{ productId: plain, quantity: 1 }], currency: 'USD', couponCode: 'SAVE5' });
      expect(below.coupon).toMatchObject({ applied: false, reason: 'coupon_below_minimum' });
      expect(below.discount).toBe(0);
    }
  });

  it('a shipping coupon takes its percent off the chosen shipping, not the items', async () => {
    const rates = await zoneRates(t.handle.db, 'CA', 'CAD', 2);
    const cheapest = rates[0];
    if (!cheapest) throw new Error('no Canadian rates');
    const q = await quote({
      lines: [{ productId: plain, quantity: 2 }],
      currency: 'CAD',
      couponCode: 'FREESHIP',
      address: { countryCode: 'CA', stateId: states.on },
      shippingOptionId: 'canada-post:expedited-parcel',
    });
    expect(q.coupon).toMatchObject({ applied: true, type: 'shipping', discount: dec(cheapest.amountMinor) });
    expect(q.shipping.amount).toBe(dec(cheapest.amountMinor));
    expect(q.shippingDiscount).toBe(dec(cheapest.amountMinor));
    expect(q.productDiscount).toBe(0);
    expect(q.shippingTax).toBe(0);
  });

  it('reports why a coupon is refused and prices the cart without it', async () => {
    const cases: [string, object[], string][] = [
      ['NOPE', [{ productId: plain, quantity: 1 }], 'coupon_invalid'],
      ['SUMMER25', [{ productId: plain, quantity: 1 }], 'coupon_expired'],
      ['FLASH16', [{ productId: plain, quantity: 1 }], 'coupon_no_eligible_product'],
      ['10OFF', [{ productId: plain, quantity: 1, purchaseType: 2 }], 'coupon_autoship_in_cart'],
    ];
    for (const [code, lines, reason] of cases) {
      const q = await quote({ lines, currency: 'USD', couponCode: code });
      expect(q.coupon, code).toMatchObject({ applied: false, reason });
      expect(q.discount).toBe(0);
      expect(q.total).toBe(q.itemsTotal);
    }
  });

  it('a product-restricted coupon discounts only its product\'s line', async () => {
    const flash = (await offerData<{ productId: number; couponCode: string }>(t.handle.db, 'flashSale'))[0];
    if (!flash) throw new Error('no flash sale in the demo data');
    const q = await quote({
      lines: [{ productId: plain, quantity: 1 }, { productId: flash.productId, quantity: 1 }],
      currency: 'USD',
      couponCode: flash.couponCode,
    });
    const sale = (await priceOf(t.handle.db, flash.productId, 'USD', 'customer')).saleMinor;
    expect(q.coupon).toMatchObject({ applied: true });
    expect(q.items[0]?.couponDiscount).toBe(0);
    expect(q.items[1]?.couponDiscount).toBe(dec(pct(sale, 1000)));
  });
});

describe('shipping', () => {
  it('lists the zone\'s services for the unit count, cheapest first, and charges none until one is chosen', async () => {
    const q = await quote({ lines: [{ productId: plain, quantity: 4 }], currency: 'USD', address: { countryCode: 'US', stateId: states.ny } });
    const expected = await zoneRates(t.handle.db, 'US', 'USD', 4);
    expect(q.shipping.options.map((o) => o.rate)).toEqual(expected.map((r) => dec(r.amountMinor)));
    expect(q.shipping.selected).toBeNull();
    expect(q.shipping.amount).toBe(0);
  });

  it('uses the catch-all zone for other countries', async () => {
    const q = await quote({ lines: [{ productId: plain, quantity: 1 }], currency: 'USD', address: { countryCode: 'GB' } });
    const expected = await zoneRates(t.handle.db, 'INTL', 'USD', 1);
    expect(q.shipping.options.map((o) => o.rate)).toEqual(expected.map((r) => dec(r.amountMinor)));
    expect(q.taxLines).toEqual([]);
  });

  it('ships free when every product is a free-shipping product and the country is listed', async () => {
    const lines = freeIds.slice(0, 2).map((productId) => ({ productId, quantity: 1 }));
    const country = freeCountries[0] ?? 'CA';
    const free = await quote({ lines, currency: 'USD', address: { countryCode: country }, shippingOptionId: undefined });
    expect(free.shipping.isFree).toBe(true);
    expect(free.shipping.options.length).toBeGreaterThan(0);
    for (const o of free.shipping.options) expect(o.rate).toBe(0);

    const mixed = await quote({ lines: [...lines, { productId: plain, quantity: 1 }], currency: 'USD', address: { countryCode: country } });
    expect(mixed.shipping.isFree).toBe(false);
    expect(Math.min(...mixed.shipping.options.map((o) => o.rate))).toBeGreaterThan(0);

    const abroad = await quote({ lines, currency: 'USD', address: { countryCode: 'AU' } });
    expect(freeCountries).not.toContain('AU');
    expect(abroad.shipping.isFree).toBe(false);
  });

  it('refuses an unknown option, an option without an address, and a state outside the country', async () => {
    const unknown = await postQuote(t.app, { lines: [{ productId: plain, quantity: 1 }], address: { countryCode: 'US' }, shippingOptionId: 'pigeon:fast' });
    expect(unknown.statusCode).toBe(400);
    expect(unknown.json().errors).toEqual({ shippingOptionId: 'Please select shipping method' });
    const noAddress = await postQuote(t.app, { lines: [{ productId: plain, quantity: 1 }], shippingOptionId: 'canada-post:xpresspost' });
    expect(noAddress.statusCode).toBe(400);
    expect(noAddress.json()).toMatchObject({ code: 'no_shipping_method', error: 'No Shipping Method found. Please change address.' });
    const wrongState = await postQuote(t.app, { lines: [{ productId: plain, quantity: 1 }], address: { countryCode: 'US', stateId: states.qc } });
    expect(wrongState.statusCode).toBe(400);
    expect(wrongState.json().errors).toEqual({ 'address.stateId': 'Select state/province' });
  });
});

describe('tax', () => {
  async function taxedQuote(countryCode: string, stateId: number, currency: Currency) {
    return quote({
      lines: [{ productId: plain, quantity: 3 }],
      currency,
      couponCode: '10OFF',
      address: { countryCode, stateId },
      shippingOptionId: countryCode === 'CA' ? 'canada-post:xpresspost' : 'canada-post:tracked-packet-usa',
    });
  }

  it('charges Quebec GST and QST on the discounted items and on shipping', async () => {
    const q = await taxedQuote('CA', states.qc, 'CAD');
    const rows = await taxRowsOf(t.handle.db, states.qc);
    expect(q.taxLines.map((l) => l.name)).toEqual(['GST', 'QST']);
    const base = cents(q.itemsTotal) - cents(q.productDiscount);
    const shipping = cents(q.shipping.amount) - cents(q.shippingDiscount);
    for (const row of rows) {
      const line = q.taxLines.find((l) => l.name === row.name);
      expect(line?.rate).toBe(row.rateBps / 100);
      expect(line?.tax).toBe(dec(pct(base, row.rateBps)));
      expect(line?.shippingTax).toBe(dec(row.appliesToShipping ? pct(shipping, row.rateBps) : 0));
    }
    expect(q.shippingTax).toBeGreaterThan(0);
  });

  it('charges Ontario HST as one line', async () => {
    const q = await taxedQuote('CA', states.on, 'CAD');
    const [hst] = await taxRowsOf(t.handle.db, states.on);
    expect(q.taxLines).toHaveLength(1);
    expect(q.taxLines[0]).toMatchObject({ name: 'HST', rate: (hst?.rateBps ?? 0) / 100 });
    expect(q.tax).toBe(dec(pct(cents(q.itemsTotal) - cents(q.productDiscount), hst?.rateBps ?? 0)));
  });

  it('charges a US state\'s rate, on shipping only where the state taxes it', async () => {
    for (const stateId of [states.ny, states.ca]) {
      const q = await taxedQuote('US', stateId, 'USD');
      const [row] = await taxRowsOf(t.handle.db, stateId);
      if (!row) throw new Error('no US tax row');
      expect(q.taxLines).toHaveLength(1);
      expect(q.tax).toBe(dec(pct(cents(q.itemsTotal) - cents(q.productDiscount), row.rateBps)));
      expect(q.shippingTax).toBe(dec(row.appliesToShipping ? pct(cents(q.shipping.amount), row.rateBps) : 0));
    }
  });
});

describe('invariants', () => {
  it('nothing is negative and the parts add up, across carts, coupons and destinations', async () => {
    const coupons = [undefined, '10OFF', 'SAVE5', 'FREESHIP', 'LIMITED1'];
    const destinations = [
      undefined,
      { countryCode: 'CA', stateId: states.qc },
      { countryCode: 'CA', stateId: states.on },
      { countryCode: 'US', stateId: states.ny },
    ];
    const carts = [
      [{ productId: plain, quantity: 1 }],
      [{ productId: plain, quantity: 13 }, { productId: freeIds[0] ?? plain, quantity: 2 }],
      freeIds.map((productId) => ({ productId, quantity: 1 })),
    ];
    let checked = 0;
    for (const lines of carts)
      for (const couponCode of coupons)
        for (const address of destinations) {
          const body = { lines, currency: address?.countryCode === 'CA' ? 'CAD' : 'USD', couponCode, address };
          const listed = await quote(body);
          const first = listed.shipping.options[0];
          if (first) await quote({ ...body, shippingOptionId: (first as unknown as { id: string }).id });
          checked += 1;
        }
    expect(checked).toBe(carts.length * coupons.length * destinations.length);
  });
});
