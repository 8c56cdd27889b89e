import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { planVersion1 } from '@upline/domain/commissions';
import type { DbHandle } from '../database.js';
import { createTestDatabase } from '../testing.js';
import { demoHistory, seedDemoHistory } from './demo-history.js';

// The generated year of demo business: members under the company account, paid orders and
// commission lines that follow the plan, written once and the same on every run.

let handle: DbHandle;
const rows = async <T extends Record<string, unknown>>(query: ReturnType<typeof sql>) => (await handle.db.execute<T>(query)).rows;
const one = async (query: ReturnType<typeof sql>) => Number(Object.values((await rows(query))[0] ?? {})[0]);

beforeAll(async () => {
  handle = await createTestDatabase();
  const started = performance.now();
  await seedDemoHistory(handle.db);
  console.log(`demo history seeded in ${Math.round(performance.now() - started)} ms`);
});
afterAll(() => handle.close());

describe('demo history', () => {
  it('adds the generated members under the company account with a consistent tree', async () => {
    const domain = `%@${demoHistory.emailDomain}`;
    expect(await one(sql`select count(*) from users where email like ${domain}`)).toBe(demoHistory.members);
    expect(await one(sql`select count(*) from users where email like ${domain} and member_type in ('ambassador', 'scholar')`)).toBeGreaterThan(150);
    // Every generated member's path runs through the company account, and the counters match the paths.
    expect(await one(sql`select count(*) from member_tree t join users u on u.id = t.member_id
      where u.email like ${domain} and t.path not like (select path || '%' from member_tree c join users cu on cu.id = c.member_id where cu.is_company)`)).toBe(0);
    expect(await one(sql`select count(*) from member_tree t where t.downline_count <> (select count(*) from member_tree d where d.path like t.path || '_%')`)).toBe(0);
    expect(await one(sql`select count(*) from member_tree t where t.direct_count <> (select count(*) from member_tree d where d.sponsor_id = t.member_id)`)).toBe(0);
  });

  it('writes a year of paid orders whose lines add up', async () => {
    expect(await one(sql`select count(*) from orders where order_number like 'UP%-D%'`)).toBe(demoHistory.orders);
    expect(await one(sql`select count(*) from orders o where o.subtotal_minor <> (select sum(line_total_minor) from order_lines l where l.order_id = o.id)`)).toBe(0);
    expect(await one(sql`select count(*) from orders where paid_at < '2025-11-01' or paid_at > '2026-11-15'`)).toBe(0);
    expect(await one(sql`select count(*) from orders o join users u on u.id = o.user_id where o.paid_at < u.join_date`)).toBe(0);
  });

  it('pays commissions as the plan does: rates of BV rounded half up, at most 40% of an order line, never to customers or the company', async () => {
    expect(await one(sql`select count(*) from commission_ledger_lines where kind = 'accrual' and amount_minor <> floor((base_minor * rate_bps + 5000) / 10000)`)).toBe(0);
    expect(await one(sql`select count(*) from (select order_line_id from commission_ledger_lines l join order_lines ol on ol.id = l.order_line_id
      where l.kind = 'accrual' group by order_line_id, ol.bv_minor having sum(l.amount_minor) * 10000 > ol.bv_minor * ${planVersion1.maxPayoutBps}) over_limit`)).toBe(0);
    expect(await one(sql`select count(*) from commission_ledger_lines l join users u on u.id = l.member_id where u.member_type = 'customer' or u.is_company`)).toBe(0);
    // Overrides (paid levels 3 to 5) go to scholars only, and sit in monthly periods.
    expect(await one(sql`select count(*) from commission_ledger_lines l join users u on u.id = l.member_id where l.paid_level >= 3 and u.member_type <> 'scholar'`)).toBe(0);
    expect(await one(sql`select count(*) from commission_ledger_lines where (paid_level >= 3) <> (monthly_period_id is not null)`)).toBe(0);
    expect(await one(sql`select count(*) from commission_ledger_lines where paid_level >= 3`)).toBeGreaterThan(0);
  });

  it('reverses refunded orders exactly', async () => {
    expect(await one(sql`select count(*) from orders where payment_status = 'refunded' and order_number like 'UP%-D%'`)).toBeGreaterThan(0);
    expect(await one(sql`select count(*) from (select a.id from commission_ledger_lines a join commission_ledger_lines r on r.reverses_line_id = a.id group by a.id, a.amount_minor having a.amount_minor + sum(r.amount_minor) <> 0) open_reversals`)).toBe(0);
    expect(await one(sql`select count(*) from commission_ledger_lines a join orders o on o.id = a.order_id
      where a.kind = 'accrual' and o.payment_status = 'refunded' and not exists (select 1 from commission_ledger_lines r where r.reverses_line_id = a.id)`)).toBe(0);
  });

  it('gives a skewed distribution: many earn little or nothing, a few earn much', async () => {
    const nets = (await rows<{ net: string }>(sql`select coalesce(sum(l.amount_minor), 0)::text as net from users u left join commission_ledger_lines l on l.member_id = u.id and l.currency = 'USD'
      where u.email like ${`%@${demoHistory.emailDomain}`} and u.member_type in ('ambassador', 'scholar') and u.currency = 'USD' group by u.id`)).map((r) => Number(r.net)).sort((a, b) => a - b);
    const zero = nets.filter((n) => n <= 0).length;
    expect(zero / nets.length).toBeGreaterThan(0.2);
    expect(nets[nets.length - 1]!).toBeGreaterThan(10 * (nets[Math.floor(nets.length / 2)] ?? 0));
  });

  it('is the same history on every run, and seeding again adds nothing', async () => {
    const fingerprint = () => rows(sql`select count(*)::int as lines, sum(amount_minor)::text as total, sum(member_id::bigint * amount_minor)::text as weighted from commission_ledger_lines`);
    const before = await fingerprint();
    await seedDemoHistory(handle.db);
    expect(await fingerprint()).toEqual(before);
    const other = await createTestDatabase();
    try {
      await seedDemoHistory(other.db);
      const offset = await one(sql`select min(id) from users where email like ${`%@${demoHistory.emailDomain}`}`);
      const otherOffset = Number(Object.values((await other.db.execute(sql`select min(id) as m from users where email like ${`%@${demoHistory.emailDomain}`}`)).rows[0] ?? {})[0]);
      const shape = async (db: DbHandle['db'], first: number) =>
        (await db.execute(sql`select count(*)::int as lines, sum(amount_minor)::text as total, sum((member_id - ${first})::bigint * amount_minor)::text as weighted from commission_ledger_lines`)).rows;
      expect(await shape(other.db, otherOffset)).toEqual(await shape(handle.db, offset));
    } finally {
      await other.close();
    }
  });
});
