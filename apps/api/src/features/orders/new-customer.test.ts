import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '../../../test/helpers.js';
import { bearerFor, customerSignup, register } from '../../../test/accounts-fixtures.js';
import { orderPayload, orderRow, postOrder, productId, quoteWithShipping, type CartSpec } from '../../../test/orders-helpers.js';

let t: TestApp;
let product: number;

beforeAll(async () => {
  t = await createTestApp();
  product = await productId(t.handle.db, true);
});
afterAll(() => t.close());

// A new account (signed up through POST register, then signed in) is priced at order time as the
// checkout's quote priced it, in its own currency and with the first-order coupon.
describe('a customer who just signed up', () => {
  for (const variant of [
    { name: 'US account', extra: {}, spec: { country: 'US', state: 'IL' } },
    { name: 'Canadian account', extra: { currency: 'CAD', shopping_country_code: 'ca' }, spec: { country: 'CA', state: 'QC' } },
    { name: 'US account, first-order coupon', extra: {}, spec: { country: 'US', state: 'IL', couponCode: '10OFF' } },
    { name: 'Canadian account, first-order coupon', extra: { currency: 'CAD', shopping_country_code: 'ca' }, spec: { country: 'CA', state: 'QC', couponCode: '10OFF' } },
  ]) {
    it(`is charged the total the checkout quoted (${variant.name})`, async () => {
      const payload = await customerSignup(t, variant.extra);
      const res = await register(t, payload);
      expect(res.statusCode).toBe(200);
      const { authorization } = await bearerFor(t, payload.email, payload.password);
      const token = authorization.replace('Bearer ', '');
      const spec: CartSpec = { lines: [{ productId: product, quantity: 1 }], ...variant.spec };
      const quote = await quoteWithShipping(t.app, t.handle.db, spec, { token });
      if (spec.couponCode) expect(quote.discount).toBeGreaterThan(0);
      // As the checkout sends it: the total before the discount and the net total.
      const sent = { email: payload.email, first_name: 'Nora', last_name: 'Field', total: Math.round((quote.total + quote.discount) * 100) / 100, netTotal: quote.total };
      const placed = await postOrder(t.app, orderPayload(quote, spec, sent), { token });
      expect(placed.statusCode, placed.body).toBe(201);
      const order = await orderRow(t.handle.db, placed.json().data.order.id);
      expect(order).toMatchObject({ totalMinor: Math.round(quote.total * 100), currency: quote.currency, pricingMemberType: 'customer' });
    });
  }
});
