import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { schema } from '@upline/db';
import { customerSignup, register } from '../../../test/accounts-fixtures.js';
import { bearerOf } from '../../../test/cart-fixtures.js';
import { createTestApp, type TestApp } from '../../../test/helpers.js';
import { treeInconsistencies } from '../../../test/tree-check.js';

// Two staff moves that are each fine alone but together would make a cycle (A under B while B goes
// under A). On PostgreSQL (TEST_DATABASE_URL) the requests really overlap; the tree is checked after.

let t: TestApp;
let staff: Record<string, string>;
const today = '2026-11-21';

async function idOf(key: string) {
  const [user] = await t.handle.db.select({ id: schema.users.id, sponsorId: schema.users.sponsorId }).from(schema.users).where(eq(schema.users.email, `${key}@upline.test`));
  return user!;
}

beforeAll(async () => {
  t = await createTestApp();
  staff = { authorization: `Bearer ${await bearerOf(t.handle.db, 'admin@upline.test', t.clock.now())}` };
});
afterAll(() => t.close());

const move = (memberId: number, sponsorId: number) =>
  t.app.inject({ method: 'POST', url: `/api/admin/members/${memberId}/sponsor`, headers: staff, payload: { sponsorId, effectiveFrom: today, reason: 'Concurrent staff move' } });

describe('sponsor moves racing each other', () => {
  it('lets exactly one of A-under-B and B-under-A through, however many are fired, and the tree stays a tree', async () => {
    const ava = await idOf('ava');
    const olivia = await idOf('olivia');
    expect(ava.sponsorId).toBe(olivia.sponsorId);
    const answers = await Promise.all(Array.from({ length: 12 }, (_, i) => (i % 2 === 0 ? move(ava.id, olivia.id) : move(olivia.id, ava.id))));
    const ok = answers.filter((a) => a.statusCode === 200);
    expect(ok).toHaveLength(1);
    expect(answers.filter((a) => a.statusCode !== 200).map((a) => a.statusCode)).toEqual(Array.from({ length: 11 }, () => 400));
    const avaNow = await idOf('ava');
    const oliviaNow = await idOf('olivia');
    // One is under the other, never both.
    expect([avaNow.sponsorId === olivia.id, oliviaNow.sponsorId === ava.id].filter(Boolean)).toHaveLength(1);
    expect(await treeInconsistencies(t.handle.db)).toEqual([]);
    const audits = await t.handle.db.select().from(schema.auditLog).where(eq(schema.auditLog.action, 'member.sponsor_changed'));
    expect(audits).toHaveLength(1);
  });

  it('keeps the tree consistent when moves cross two branches at once (X under a member of P, P under a member of X)', async () => {
    // ava's and olivia's branches: whoever moved above, move both branches' leaders back to the company first.
    const company = await idOf('company');
    const ava = await idOf('ava');
    const olivia = await idOf('olivia');
    for (const m of [ava, olivia]) if (m.sponsorId !== company.id) expect((await move(m.id, company.id)).statusCode).toBe(200);
    const sam = await idOf('sam'); // in ava's branch
    const leo = await idOf('leo'); // in ava's branch, under sam
    // ava under leo would be a cycle; olivia under sam and then sam's leader under olivia's child: fire both orders at once.
    const answers = await Promise.all([move(olivia.id, sam.id), move(ava.id, olivia.id), move(olivia.id, leo.id), move(ava.id, olivia.id)]);
    expect(answers.some((a) => a.statusCode === 200)).toBe(true);
    for (const a of answers) expect([200, 400]).toContain(a.statusCode);
    expect(await treeInconsistencies(t.handle.db)).toEqual([]);
  });

  it('lets signups under a member being moved finish while the member moves back and forth: no failure, no deadlock, the tree consistent', async () => {
    const company = await idOf('company');
    const ava = await idOf('ava');
    const olivia = await idOf('olivia');
    for (const m of [ava, olivia]) if (m.sponsorId !== company.id) expect((await move(m.id, company.id)).statusCode).toBe(200);
    const signups = await Promise.all(Array.from({ length: 8 }, async () => customerSignup(t, { referal_id: 'sam' })));
    const answers = await Promise.all([
      ...signups.slice(0, 4).map((payload) => register(t, payload)),
      move((await idOf('sam')).id, olivia.id),
      ...signups.slice(4).map((payload) => register(t, payload)),
      move((await idOf('sam')).id, ava.id),
    ]);
    const statuses = answers.map((a) => a.statusCode);
    expect(statuses.filter((s) => s >= 500)).toEqual([]);
    for (const res of [...answers.slice(0, 4), ...answers.slice(5, 9)]) expect(res.statusCode, res.body).toBeLessThan(300);
    const sam = await idOf('sam');
    const children = await t.handle.db.select({ id: schema.users.id }).from(schema.users).where(eq(schema.users.sponsorId, sam.id));
    for (const payload of signups) {
      const [user] = await t.handle.db.select({ id: schema.users.id, sponsorId: schema.users.sponsorId }).from(schema.users).where(eq(schema.users.email, String(payload.email)));
      expect(user?.sponsorId).toBe(sam.id);
    }
    expect(children.length).toBeGreaterThanOrEqual(8);
    expect(await treeInconsistencies(t.handle.db)).toEqual([]);
  });
});
