import { eq, sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { schema } from '@upline/db';
import { bearerOf } from '../../../test/cart-fixtures.js';
import { createTestApp, type TestApp } from '../../../test/helpers.js';

// Staff saving the same new code at once (two tabs, two people): on PostgreSQL (TEST_DATABASE_URL)
// the requests really overlap; exactly one coupon and one audit row come out, the others hear 409.

let t: TestApp;
let staff: Record<string, string>;

beforeAll(async () => {
  t = await createTestApp();
  staff = { authorization: `Bearer ${await bearerOf(t.handle.db, 'admin@upline.test', t.clock.now())}` };
});
afterAll(() => t.close());

describe('one new code saved many times at once', () => {
  it('creates one coupon, audits it once and answers the rest 409', async () => {
    const answers = await Promise.all(
      Array.from({ length: 10 }, (_, i) =>
        t.app.inject({ method: 'POST', url: '/api/admin/coupons', headers: staff, payload: { code: i % 2 ? 'RACE-CODE' : 'race-code', kind: 'percentage', target: 'product', amount: 10 + i } }),
      ),
    );
    expect(answers.filter((a) => a.statusCode === 200)).toHaveLength(1);
    expect(answers.filter((a) => a.statusCode !== 200).map((a) => [a.statusCode, a.json().error])).toEqual(Array.from({ length: 9 }, () => [409, 'This code is already used']));
    const rows = await t.handle.db.select().from(schema.coupons).where(eq(sql`lower(${schema.coupons.code})`, 'race-code'));
    expect(rows).toHaveLength(1);
    const audits = await t.handle.db.select().from(schema.auditLog).where(eq(schema.auditLog.entityId, String(rows[0]!.id)));
    expect(audits.filter((a) => a.entity === 'coupon')).toHaveLength(1);
  });
});
