import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { schema } from '@upline/db';
import { incomeDisclosureResponseSchema, type IncomeDisclosure, type IncomeDisclosureGroup } from '@upline/contract/income-disclosure';
import type { Currency } from '@upline/domain/money';
import { createTestApp, type TestApp } from '../../../test/helpers.js';

// GET income-disclosure (plan §9) on a constructed ledger: exact figures per member type and
// currency, zero earners and closed accounts, the shop's calendar at the year's edges, the
// trailing 12 months, input checks and the cache. The clock stands at 2026-11-21.

let t: TestApp;
let orderId: number;
const ids: Record<string, number> = {};

type Who = { key: string; type: 'ambassador' | 'scholar' | 'customer'; currency?: Currency; joined?: string; isActive?: boolean; isCompany?: boolean };
const people: Who[] = [
  { key: 'a1', type: 'ambassador' },
  { key: 'a2', type: 'ambassador' },
  { key: 'a3', type: 'ambassador' },
  { key: 'a4', type: 'ambassador' },
  { key: 'late', type: 'ambassador', joined: '2026-11-10T12:00:00Z' },
  { key: 'closed', type: 'ambassador', isActive: false },
  { key: 'closedIdle', type: 'ambassador', isActive: false },
  { key: 's1', type: 'scholar' },
  { key: 's2', type: 'scholar' },
  { key: 'c1', type: 'ambassador', currency: 'CAD' },
  { key: 'shopper', type: 'customer' },
  { key: 'company', type: 'ambassador', isCompany: true },
];

async function line(key: string, amountMinor: number, at: string, currency: Currency = 'USD', kind: 'accrual' | 'reversal' = 'accrual') {
  await t.handle.db.insert(schema.commissionLedgerLines).values({
    kind,
    memberId: ids[key]!,
    orderId,
    currency,
    baseMinor: amountMinor * 5,
    rateBps: 2000,
    amountMinor,
    structuralLevel: 1,
    paidLevel: 1,
    createdAt: new Date(at),
  });
}

beforeAll(async () => {
  t = await createTestApp();
  const db = t.handle.db;
  // The demo members joined "later" than every period asked for here, so only this file's people count.
  await db.execute(sql`update users set join_date = '2030-01-01T00:00:00Z'`);
  for (const p of people) {
    const [row] = await db
      .insert(schema.users)
      .values({
        email: `disclosure-${p.key}@upline.test`,
        passwordHash: 'x',
        memberType: p.type,
        firstname: p.key,
        lastname: 'Test',
        currency: p.currency ?? 'USD',
        isActive: p.isActive ?? true,
        isCompany: p.isCompany ?? false,
        joinDate: new Date(p.joined ?? '2025-06-01T12:00:00Z'),
      })
      .returning({ id: schema.users.id });
    ids[p.key] = row!.id;
  }
  const [order] = await db
    .insert(schema.orders)
    .values({ orderNumber: 'DISCLOSURE-1', email: 'shopper@upline.test', firstName: 'S', lastName: 'T', currency: 'USD', shoppingCountryCode: 'US', subtotalMinor: 0, totalMinor: 0 })
    .returning({ id: schema.orders.id });
  orderId = order!.id;

  await line('a1', 10_000, '2026-03-10T15:00:00Z');
  await line('a1', -2_000, '2026-04-01T15:00:00Z', 'USD', 'reversal');
  await line('a2', 500, '2026-06-01T15:00:00Z');
  // 23:30 on 31 December in Toronto: 2025 on the shop's calendar although 2026 in UTC.
  await line('a4', 1_234, '2026-01-01T04:30:00Z');
  await line('closed', 700, '2026-05-05T15:00:00Z');
  await line('s1', 30_000, '2026-07-07T15:00:00Z');
  await line('s1', 1_000, '2026-07-08T15:00:00Z', 'CAD');
  await line('c1', 2_000, '2026-02-02T15:00:00Z', 'CAD');
  await line('company', 99_999, '2026-02-02T15:00:00Z');
  // After the trailing 12 months (which end on 31 October) but in 2026.
  await line('a2', 300, '2026-11-02T15:00:00Z');
});
afterAll(() => t.close());

const get = (query = '') => t.app.inject({ method: 'GET', url: `/api/income-disclosure${query}` });
const groupOf = (body: IncomeDisclosure, type: IncomeDisclosureGroup['member_type'], currency: Currency) =>
  body.groups.find((g) => g.member_type === type && g.currency === currency)!;

describe('GET income-disclosure?year', () => {
  it('answers every ambassador and scholar of the year, zero earners included, with exact figures per type and currency', async () => {
    const res = await get('?year=2026');
    expect(res.statusCode).toBe(200);
    const body = incomeDisclosureResponseSchema.parse(res.json());
    expect(body.period).toEqual({ kind: 'year', year: 2026, start_date: '2026-01-01', end_date: '2026-12-31', time_zone: 'America/Toronto', is_complete: false });
    // a1 8,000 net of the reversal, a2 800, a3 0, a4 0 (its line is 2025's), late 0, closed 700 (it earned); not closedIdle, not the company.
    expect(groupOf(body, 'ambassador', 'USD')).toEqual({
      member_type: 'ambassador',
      currency: 'USD',
      members: 6,
      zero_earners: 3,
      zero_share_bps: 5000,
      total_minor: 9_500,
      mean_minor: 1_583, // 1,583.33
      median_minor: 350, // 0 0 0 | 700 800 8,000: (0 + 700) / 2
      p10_minor: 0,
      p25_minor: 0,
      p75_minor: 800,
      p90_minor: 8_000,
      p99_minor: 8_000,
      top_1_percent_members: 1,
      top_1_percent_share_bps: 8421, // 8,000 / 9,500
    });
    expect(groupOf(body, 'scholar', 'USD')).toMatchObject({ members: 2, zero_earners: 1, total_minor: 30_000, mean_minor: 15_000, median_minor: 15_000, p10_minor: 0, p75_minor: 30_000, top_1_percent_share_bps: 10_000 });
    expect(groupOf(body, 'all', 'USD')).toMatchObject({ members: 8, zero_earners: 4, total_minor: 39_500, mean_minor: 4_938, median_minor: 350, p90_minor: 30_000, top_1_percent_share_bps: 7595 });
    // CAD: the Canadian ambassador, and the US scholar who earned on a Canadian order.
    expect(groupOf(body, 'ambassador', 'CAD')).toMatchObject({ members: 1, zero_earners: 0, total_minor: 2_000, median_minor: 2_000 });
    expect(groupOf(body, 'scholar', 'CAD')).toMatchObject({ members: 1, total_minor: 1_000 });
    expect(body.groups).toHaveLength(6);
    expect(body.expenses).toEqual([
      { member_type: 'scholar', kind: 'website_fee', plan_months: 1, amount_minor: 1000, yearly_minor: 12_000 },
      { member_type: 'scholar', kind: 'website_fee', plan_months: 12, amount_minor: 9900, yearly_minor: 9900 },
    ]);
    expect(body.years).toEqual([2026, 2025]);
    expect(res.headers['cache-control']).toBe('public, max-age=600');
  });

  it('counts a year on the shop calendar, and leaves out a closed account that earned nothing in it', async () => {
    const body = (await get('?year=2025')).json() as IncomeDisclosure;
    expect(body.period).toMatchObject({ start_date: '2025-01-01', end_date: '2025-12-31', is_complete: true });
    expect(groupOf(body, 'ambassador', 'USD')).toMatchObject({ members: 4, zero_earners: 3, total_minor: 1_234, p99_minor: 1_234, median_minor: 0 });
  });

  it('answers a year before anyone joined with empty groups', async () => {
    const body = (await get('?year=2010')).json() as IncomeDisclosure;
    expect(groupOf(body, 'all', 'USD')).toMatchObject({ members: 0, zero_share_bps: null, mean_minor: null, median_minor: null, p10_minor: null, top_1_percent_share_bps: null });
  });

  it('answers the current year when no period is asked for', async () => {
    const body = (await get()).json() as IncomeDisclosure;
    expect(body.period).toMatchObject({ kind: 'year', year: 2026 });
  });
});

describe('GET income-disclosure?period=trailing-12', () => {
  it('covers the twelve whole months before this one', async () => {
    const body = (await get('?period=trailing-12')).json() as IncomeDisclosure;
    expect(body.period).toEqual({ kind: 'trailing-12', year: null, start_date: '2025-11-01', end_date: '2026-10-31', time_zone: 'America/Toronto', is_complete: true });
    // a1 8,000, a2 500 (its November line is after the period), a3 0, a4 1,234, closed 700; 'late' joined in November.
    expect(groupOf(body, 'ambassador', 'USD')).toMatchObject({ members: 5, zero_earners: 1, total_minor: 10_434, median_minor: 700, p10_minor: 0, p25_minor: 500, p75_minor: 1_234 });
  });
});

describe('input checks', () => {
  it.each(['2027', '1999', 'abc', '20260', '2026.5', ''])('refuses year=%s with a clear 400', async (year) => {
    const res = await get(`?year=${year}`);
    expect(res.statusCode).toBe(400);
    expect(res.json()).toMatchObject({ error: 'The year must be a whole number from 2000 to 2026.', code: 'invalid_year' });
  });
  it('refuses an unknown period, and a year with a period', async () => {
    const unknown = await get('?period=last-week');
    expect(unknown.statusCode).toBe(400);
    expect(unknown.json().error).toBe("The period must be 'trailing-12', or ask for a calendar year with ?year=YYYY.");
    const both = await get('?year=2026&period=trailing-12');
    expect(both.statusCode).toBe(400);
    expect(both.json().error).toBe('Ask for a calendar year or for the trailing 12 months, not both.');
  });
});

describe('cache', () => {
  it('serves a computed disclosure for ten minutes, then computes it again from the ledger', async () => {
    const total = async () => groupOf((await get('?year=2025')).json() as IncomeDisclosure, 'ambassador', 'USD').total_minor;
    expect(await total()).toBe(1_234);
    await line('a3', 4_200, '2025-08-08T15:00:00Z');
    expect(await total()).toBe(1_234);
    t.clock.advance(10 * 60_000 + 1);
    expect(await total()).toBe(5_434);
  });
});
