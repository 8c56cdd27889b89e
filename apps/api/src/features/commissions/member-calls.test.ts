import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { schema } from '@upline/db';
import type { CommissionDetails, CommissionSummary } from '@upline/contract/commissions';
import { bearerOf } from '../../../test/cart-fixtures.js';
import { ledgerOf, memberIdOf, orderLinesOf, orderThrough } from '../../../test/commissions-helpers.js';
import { createTestApp, type TestApp } from '../../../test/helpers.js';
import { payByCard, productId } from '../../../test/orders-helpers.js';
import { amountText } from './commission-text.js';
import { reverseOrderCommissions } from './reverse-order-commissions.js';

// GET user/commissions and POST user/commissionsdetails (accounts §3 and §7): the member's own
// lines only, in the spec's shapes, with why each line was paid.

let t: TestApp;
let sam: string;
let carl: string;
let usdOrder: number;
let cadOrder: number;
const ids: Record<string, number> = {};

beforeAll(async () => {
  t = await createTestApp();
  const product = await productId(t.handle.db);
  for (const key of ['sam', 'noah', 'leo']) ids[key] = await memberIdOf(t.handle.db, key);
  // Paid on Saturday 2026-11-21: noah's link in USD (sam earns the 3% override), leo's link in CAD (sam earns 10%).
  const usd = await orderThrough(t.app, t.handle.db, 'noah', { lines: [{ productId: product, quantity: 2 }] });
  await payByCard(t.app, usd.id, 'pm_card_visa', { cookies: usd.cookies });
  const cad = await orderThrough(t.app, t.handle.db, 'leo', { lines: [{ productId: product, quantity: 1 }], country: 'CA', state: 'QC' });
  await payByCard(t.app, cad.id, 'pm_card_visa', { cookies: cad.cookies });
  [usdOrder, cadOrder] = [usd.id, cad.id];
  sam = await bearerOf(t.handle.db, 'sam@upline.test', t.clock.now());
  carl = await bearerOf(t.handle.db, 'carl@upline.test', t.clock.now());
});
afterAll(() => t.close());

const auth = (token: string) => ({ authorization: `Bearer ${token}` });
const summaryOf = (token?: string) => t.app.inject({ method: 'GET', url: '/api/user/commissions', headers: token ? auth(token) : {} });
const detailsOf = (payload: object, token?: string) => t.app.inject({ method: 'POST', url: '/api/user/commissionsdetails', payload, headers: token ? auth(token) : {} });
const memberLine = async (orderId: number, memberId: number) => (await ledgerOf(t.handle.db, orderId)).find((l) => l.memberId === memberId)!;

describe('GET user/commissions', () => {
  it("answers the member's totals per period, keyed by schedule and currency, as 2-decimal strings, with the current period", async () => {
    const res = await summaryOf(sam);
    expect(res.statusCode).toBe(200);
    const body = res.json() as CommissionSummary;
    const cadLine = await memberLine(cadOrder, ids.sam!);
    const usdLine = await memberLine(usdOrder, ids.sam!);
    expect(cadLine.paidLevel).toBe(2);
    expect(usdLine.paidLevel).toBe(4);
    expect(body.bi_weekly.CAD).toEqual([
      { start_date: '2026-11-09', end_date: '2026-11-22', total_bv: amountText(cadLine.baseMinor), total_commission: amountText(cadLine.amountMinor), status: 'open', is_current: true },
    ]);
    // The USD order paid sam an override only: nothing bi-weekly yet, the running period at zero.
    expect(body.bi_weekly.USD).toEqual([{ start_date: '2026-11-09', end_date: '2026-11-22', total_bv: '0.00', total_commission: '0.00', status: 'open', is_current: true }]);
    expect(body.monthly.USD).toEqual([
      { start_date: '2026-11-01', end_date: '2026-11-30', total_bv: amountText(usdLine.baseMinor), total_commission: amountText(usdLine.amountMinor), status: 'open', is_current: true },
    ]);
    expect(body.monthly.CAD).toEqual([{ start_date: '2026-11-01', end_date: '2026-11-30', total_bv: '0.00', total_commission: '0.00', status: 'open', is_current: true }]);
  });

  it('shows a member with no lines only empty current periods, and asks a guest to sign in', async () => {
    const body = (await summaryOf(carl)).json() as CommissionSummary;
    for (const list of [body.bi_weekly.USD, body.bi_weekly.CAD, body.monthly.USD, body.monthly.CAD]) {
      expect(list).toHaveLength(1);
      expect(list[0]).toMatchObject({ total_bv: '0.00', total_commission: '0.00', is_current: true });
    }
    expect((await summaryOf()).statusCode).toBe(401);
  });
});

describe('POST user/commissionsdetails', () => {
  it('answers per currency the orders of the dates with the total, the buyer as first name and initial, BV, products and why each line was paid', async () => {
    const res = await detailsOf({ start_date: '2026-11-21', end_date: '2026-11-21' }, sam);
    expect(res.statusCode).toBe(200);
    const { commissions } = res.json() as CommissionDetails;
    const cadLine = await memberLine(cadOrder, ids.sam!);
    const [product] = await orderLinesOf(t.handle.db, cadOrder);
    expect(commissions.CAD.total_commission).toBe(amountText(cadLine.amountMinor));
    expect(commissions.CAD.order_details).toHaveLength(1);
    const detail = commissions.CAD.order_details[0]!;
    const [order] = await t.handle.db.select().from(schema.orders).where(eq(schema.orders.id, cadOrder));
    expect(detail).toMatchObject({
      order_id: cadOrder,
      order_number: order!.orderNumber,
      user_details: { name: 'Gail G.', user_type: 'customer' },
      order_date: '2026-11-21',
      total: amountText(order!.totalMinor),
      commission_value: amountText(cadLine.amountMinor),
      bv: amountText(product!.bvMinor),
      products: [{ name: product!.name, quantity: 1 }],
    });
    expect(detail.lines).toEqual([
      {
        id: cadLine.id,
        kind: 'accrual',
        product: product!.name,
        bv: amountText(product!.bvMinor),
        rate_bps: 1000,
        amount: amountText(cadLine.amountMinor),
        structural_level: 2,
        paid_level: 2,
        compressed_over: [],
        plan_version: 1,
        schedule: 'bi_weekly',
        status: 'held',
        held_until: '2026-12-21T12:00:00.000Z',
        booked_on: '2026-11-21',
        reverses_line_id: null,
        reason: null,
        reversals: [],
      },
    ]);
    expect(commissions.USD.order_details.map((d) => d.lines.map((l) => [l.paid_level, l.structural_level, l.rate_bps, l.schedule]))).toEqual([[[4, 4, 300, 'monthly']]]);
  });

  it('keeps to one schedule when period_kind is given, and answers an empty range with zero totals and no orders', async () => {
    const biweekly = (await detailsOf({ start_date: '2026-11-09', end_date: '2026-11-22', period_kind: 'bi_weekly' }, sam)).json() as CommissionDetails;
    expect(biweekly.commissions.USD.order_details).toEqual([]);
    expect(biweekly.commissions.CAD.order_details).toHaveLength(1);
    const empty = (await detailsOf({ start_date: '2026-10-01', end_date: '2026-10-31' }, sam)).json() as CommissionDetails;
    expect(empty).toEqual({ commissions: { USD: { total_commission: '0.00', order_details: [] }, CAD: { total_commission: '0.00', order_details: [] } } });
  });

  it("shows only the caller's own lines: a user_id in the body is ignored, another member's amounts never appear", async () => {
    const asSam = (await detailsOf({ start_date: '2026-11-01', end_date: '2026-11-30', user_id: ids.noah }, sam)).json() as CommissionDetails;
    const samLineIds = (await t.handle.db.select().from(schema.commissionLedgerLines).where(eq(schema.commissionLedgerLines.memberId, ids.sam!))).map((l) => l.id).sort();
    const shown = [...asSam.commissions.USD.order_details, ...asSam.commissions.CAD.order_details].flatMap((d) => d.lines.map((l) => l.id)).sort();
    expect(shown).toEqual(samLineIds);
    const noahLine = await memberLine(usdOrder, ids.noah!);
    expect(shown).not.toContain(noahLine.id);
    // A customer with no lines sees nothing of anyone's, whatever user_id says.
    const asCarl = (await detailsOf({ start_date: '2026-11-01', end_date: '2026-11-30', user_id: ids.sam }, carl)).json() as CommissionDetails;
    expect(asCarl.commissions.USD.order_details).toEqual([]);
    expect(asCarl.commissions.CAD.order_details).toEqual([]);
    expect((await detailsOf({ start_date: '2026-11-01', end_date: '2026-11-30' })).statusCode).toBe(401);
  });

  it.each([
    [{ start_date: '2026-13-01', end_date: '2026-11-30' }, 'Please enter the start date as YYYY-MM-DD.'],
    [{ start_date: '2026-11-01', end_date: '30/11/2026' }, 'Please enter the end date as YYYY-MM-DD.'],
    [{ end_date: '2026-11-30' }, 'Please enter the start date as YYYY-MM-DD.'],
    [{ start_date: '2026-02-30', end_date: '2026-03-01' }, 'Please enter the start date as YYYY-MM-DD.'],
    [{ start_date: '2026-11-30', end_date: '2026-11-01' }, 'The start date must be on or before the end date.'],
    [{ start_date: '2024-01-01', end_date: '2026-11-30' }, 'Please search at most 366 days at a time.'],
  ])('refuses %o with 400 and a clear message', async (payload, message) => {
    const res = await detailsOf(payload, sam);
    expect(res.statusCode).toBe(400);
    expect(res.json()).toMatchObject({ error: message });
  });

  it('shows a refund as a reversal line with its reason, and on the accrual it reverses', async () => {
    const line = await memberLine(cadOrder, ids.sam!);
    const [adjustment] = await t.handle.db
      .insert(schema.orderAdjustments)
      .values({ orderId: cadOrder, kind: 'refund', currency: 'CAD', amountMinor: 1000, lines: [{ orderLineId: line.orderLineId, quantity: 0, merchandiseMinor: line.baseMinor }], occurredAt: new Date('2026-11-23T15:00:00Z') })
      .returning();
    await t.handle.db.transaction((tx) =>
      reverseOrderCommissions(tx, { adjustmentId: adjustment!.id, orderId: cadOrder, occurredAt: adjustment!.occurredAt, reason: 'refund', lines: [{ orderLineId: line.orderLineId!, refundedMinor: line.baseMinor }] }),
    );
    const { commissions } = (await detailsOf({ start_date: '2026-11-21', end_date: '2026-11-30' }, sam)).json() as CommissionDetails;
    expect(commissions.CAD.total_commission).toBe('0.00');
    const lines = commissions.CAD.order_details.flatMap((d) => d.lines);
    expect(lines.map((l) => [l.kind, l.amount, l.reason, l.reverses_line_id, l.booked_on])).toEqual([
      ['accrual', amountText(line.amountMinor), null, null, '2026-11-21'],
      ['reversal', amountText(-line.amountMinor), 'refund', line.id, '2026-11-23'],
    ]);
    expect(lines[0]?.reversals).toEqual([{ amount: amountText(-line.amountMinor), reason: 'refund', booked_on: '2026-11-23' }]);
    // The reversal is booked in the open bi-weekly period of the refund day.
    const summary = (await summaryOf(sam)).json() as CommissionSummary;
    expect(summary.bi_weekly.CAD.map((p) => [p.start_date, p.total_commission])).toEqual([
      ['2026-11-23', amountText(-line.amountMinor)],
      ['2026-11-09', amountText(line.amountMinor)],
    ]);
  });
});
