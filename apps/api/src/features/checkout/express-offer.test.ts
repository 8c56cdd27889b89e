import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { CartQuote } from '@upline/contract/cart';
import { schema } from '@upline/db';
import { dec, offerData, priceOf, productsWhere, stateIdOf } from '../../../test/cart-fixtures.js';
import { createTestApp, type TestApp } from '../../../test/helpers.js';
import { orderPayload, postOrder, quoteWithShipping } from '../../../test/orders-helpers.js';

// Express checkout with the buy-2-get-1-free offer (checkout §4: products 1 and 6, 3 units at two
// thirds of the sale price): the wallet session is priced as the regular order of the same cart,
// and an offer on a product that does not run it is refused as the regular order refuses it.

let t: TestApp;
let bogo: number;
let plain: number;

beforeAll(async () => {
  t = await createTestApp();
  const bogoIds = (await offerData<{ productIds: number[] }>(t.handle.db, 'buyTwoGetOneFree')).flatMap((o) => o.productIds);
  bogo = bogoIds.includes(1) ? 1 : (bogoIds[0] ?? 0);
  plain = (await productsWhere(t.handle.db, false)).find((id) => !bogoIds.includes(id)) ?? 0;
});
afterAll(() => t.close());

const walletAddress = { first_name: 'Bea', last_name: 'Bogo', email: 'bea@example.com', phone: '5550123', address: '12 Elm Street', city: 'Springfield', state: 'IL', postal_code: '62701', country: 'US' };

async function sessionCount() {
  return (await t.handle.db.select({ id: schema.expressCheckoutSessions.checkoutId }).from(schema.expressCheckoutSessions)).length;
}

/** POST cart/quote for the cart sent to Illinois with the cheapest service, with or without the offer. */
async function offerQuote(lines: { productId: number; quantity: number }[], offer: { kind: 'buyTwoGetOneFree'; productId: number } | null): Promise<CartQuote> {
  const base = { lines, currency: 'USD', address: { countryCode: 'US', stateId: await stateIdOf(t.handle.db, 'US', 'IL') }, ...(offer ? { offer } : {}) };
  const listed = await t.app.inject({ method: 'POST', url: '/api/cart/quote', payload: base });
  const option = (listed.json() as CartQuote).shipping.options[0];
  if (!option) throw new Error(`no shipping option: ${listed.body}`);
  return (await t.app.inject({ method: 'POST', url: '/api/cart/quote', payload: { ...base, shippingOptionId: option.id } })).json() as CartQuote;
}

function createExpress(items: object[], extra: Record<string, unknown> = {}) {
  return t.app.inject({ method: 'POST', url: '/api/express-checkout/create', payload: { cart_items: items, currency: 'USD', payment_method: 'paypal', ...extra } });
}

describe('express-checkout/create with the buy-2-get-1-free offer', () => {
  it('prices a double=true cart of product 1 (3 units) at two thirds of the sale price per unit, like the regular order', async () => {
    expect(bogo).toBe(1);
    const sale = (await priceOf(t.handle.db, bogo, 'USD', 'customer')).saleMinor;
    const line = { id: bogo, product_id: bogo, quantity: 3, price: 0.01, name: 'forged', purchaseType: 1, isBogoOffer: true };
    const offer = { kind: 'buyTwoGetOneFree', productId: bogo } as const;

    // The widget sends the flag and the offer, as the order payload does; the flag alone is read alike.
    const session = await createExpress([line], { offer });
    expect(session.statusCode).toBe(200);
    expect(session.json()).toMatchObject({ total_amount: dec(2 * sale), shipping_amount: 0, tax_amount: 0 });
    expect((await createExpress([line])).json().total_amount).toBe(dec(2 * sale));

    // With the address, the session costs what the regular order's quote says for the same cart and service.
    const lines = [{ productId: bogo, quantity: 3 }];
    const quote = await offerQuote(lines, offer);
    expect(quote.items[0]).toMatchObject({ isBogo: true, quantity: 3, lineTotal: dec(2 * sale) });
    const confirmed = await t.app.inject({ method: 'POST', url: '/api/express-checkout/confirm-address', payload: { checkout_id: session.json().checkout_id, shipping_address: walletAddress } });
    expect(confirmed.statusCode).toBe(200);
    expect(confirmed.json()).toMatchObject({ total_amount: quote.total, shipping_amount: quote.shipping.amount, tax_amount: quote.tax });
    // Without the offer the same three units cost more.
    expect((await offerQuote(lines, null)).total).toBeGreaterThan(quote.total);

    // The regular order at that total is accepted.
    const order = await postOrder(t.app, { ...orderPayload(quote, { lines }), products: [{ product_id: bogo, quantity: 3, isBogoOffer: true }], offer });
    expect(order.statusCode).toBe(201);
    expect(order.json().data.order.total).toBe(quote.total);
  });

  it('refuses a forged offer on a product that does not run it, with the regular order’s answer', async () => {
    expect(plain).toBeGreaterThan(0);
    const lines = [{ productId: plain, quantity: 3 }];
    const payload = orderPayload(await quoteWithShipping(t.app, t.handle.db, { lines }), { lines });
    const order = await postOrder(t.app, { ...payload, products: [{ product_id: plain, quantity: 3, isBogoOffer: true }] });
    expect(order.statusCode).toBe(400);
    const refusal = order.json() as { error: string; code: string; errors: Record<string, string> };
    expect(refusal).toMatchObject({ error: 'The Buy 2 Get 1 Free offer does not apply to this product.', errors: { offer: expect.any(String) } });

    const sessions = await sessionCount();
    const flagged = await createExpress([{ id: plain, product_id: plain, quantity: 3, isBogoOffer: true }]);
    expect(flagged.statusCode).toBe(400);
    expect(flagged.json()).toEqual(refusal);
    const named = await createExpress([{ id: plain, product_id: plain, quantity: 3 }], { offer: { kind: 'buyTwoGetOneFree', productId: plain } });
    expect(named.statusCode).toBe(400);
    expect(named.json()).toEqual(refusal);
    expect(await sessionCount()).toBe(sessions);
  });
});
