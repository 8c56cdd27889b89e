import { eq } from 'drizzle-orm';
import { schema } from '@upline/db';
import { customerSignup, register } from './accounts-fixtures.js';
import type { TestApp } from './helpers.js';
import { orderPayload, payByCard, postOrder, productId, quoteWithShipping, type CartSpec } from './orders-helpers.js';

// A member who buys a product on autoship and pays by card, the way the checkout does it.

export async function newCustomer(t: TestApp) {
  const payload = await customerSignup(t);
  const res = await register(t, payload);
  if (res.statusCode !== 200) throw new Error(`signup failed: ${res.body}`);
  return { id: res.json().user.id as number, email: payload.email as string, token: res.json().access_token as string };
}

export async function buyOnAutoship(t: TestApp, opts: { pm?: string; quantity?: number; lang?: string } = {}) {
  const member = await newCustomer(t);
  const product = await productId(t.handle.db, true);
  const spec: CartSpec = { lines: [{ productId: product, quantity: opts.quantity ?? 2, purchaseType: 2 }] };
  const quote = await quoteWithShipping(t.app, t.handle.db, spec, { token: member.token });
  const placed = await postOrder(t.app, orderPayload(quote, spec, { autoship_consent: true, ...(opts.lang ? { lang: opts.lang } : {}) }), { token: member.token });
  if (placed.statusCode !== 201) throw new Error(`order failed: ${placed.body}`);
  const orderId = placed.json().data.order.id as number;
  const paid = await payByCard(t.app, orderId, opts.pm ?? 'pm_card_visa', { token: member.token });
  const [subscription] = await t.handle.db.select().from(schema.subscriptions).where(eq(schema.subscriptions.sourceOrderId, orderId));
  return { member, product, quote, orderId, paid, subscription };
}

/** Moves every other autoship out of the way so that a test sees only its own. */
export async function onlyAutoshipDue(t: TestApp, subscriptionId: number) {
  const { subscriptions } = schema;
  const [sub] = await t.handle.db.select().from(subscriptions).where(eq(subscriptions.id, subscriptionId));
  await t.handle.db.update(subscriptions).set({ nextChargeAt: new Date('2100-01-01T00:00:00Z'), currentPeriodEnd: new Date('2100-01-01T00:00:00Z') }).where(eq(subscriptions.kind, 'autoship'));
  await t.handle.db.update(subscriptions).set({ nextChargeAt: sub?.nextChargeAt ?? null, currentPeriodEnd: sub?.currentPeriodEnd ?? null }).where(eq(subscriptions.id, subscriptionId));
  return sub;
}

export const renewalOrdersOf = (t: TestApp, subscriptionId: number) =>
  t.handle.db.select().from(schema.orders).where(eq(schema.orders.subscriptionId, subscriptionId)).orderBy(schema.orders.subscriptionCycle);

export const subscriptionRow = async (t: TestApp, id: number) => (await t.handle.db.select().from(schema.subscriptions).where(eq(schema.subscriptions.id, id)))[0];
