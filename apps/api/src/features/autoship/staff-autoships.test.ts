import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { schema } from '@upline/db';
import { errorCodes } from '@upline/contract/errors';
import { textInputMessage } from '@upline/contract/input';
import { depsOf } from '../../../test/accounts-fixtures.js';
import { buyOnAutoship, onlyAutoshipDue } from '../../../test/autoship-fixtures.js';
import { bearerOf } from '../../../test/cart-fixtures.js';
import { createTestApp, type TestApp } from '../../../test/helpers.js';
import { renewDueAutoships } from './renew-autoships.js';

// Staff's autoship list and one autoship (issue 17 item 4): search by member, status filters with
// dunning and paused, and every renewal order with its payment attempts.

let t: TestApp;
let admin: string;
beforeAll(async () => {
  t = await createTestApp();
  admin = await bearerOf(t.handle.db, 'admin@upline.test', t.clock.now());
});
afterAll(async () => t.close());

const start = new Date('2026-11-21T12:00:00Z');
const call = (url: string, token: string | null) => t.app.inject({ method: 'GET', url: `/api${url}`, headers: token ? { authorization: `Bearer ${token}` } : {} });

describe('staff autoships', () => {
  it('finds an autoship by the member e-mail, name or its number, and shows each refused attempt of a renewal', async () => {
    t.clock.set(start);
    const { subscription, member } = await buyOnAutoship(t);
    const other = await buyOnAutoship(t);
    const id = subscription!.id;
    await t.handle.db.update(schema.subscriptions).set({ paymentMethodRef: 'pm_card_chargeDeclined' }).where(eq(schema.subscriptions.id, id));
    await onlyAutoshipDue(t, id);
    await renewDueAutoships(depsOf(t), new Date('2026-12-21T12:01:00Z'));
    await t.handle.db.update(schema.users).set({ firstname: 'Quentin', lastname: 'Dunning' }).where(eq(schema.users.email, member.email));

    for (const q of [member.email.toUpperCase(), 'quentin dunning']) {
      const res = await call(`/admin/subscriptions?q=${encodeURIComponent(q)}`, admin);
      expect(res.statusCode).toBe(200);
      const ids = res.json().data.map((s: { id: number }) => s.id);
      expect(ids, q).toContain(id);
      expect(ids, q).not.toContain(other.subscription!.id);
    }
    // Digits find the autoship of that number (and members whose e-mail or name holds them).
    expect((await call(`/admin/subscriptions?q=${id}`, admin)).json().data.map((s: { id: number }) => s.id)).toContain(id);
    expect((await call(`/admin/subscriptions?q=${encodeURIComponent(member.email)}&status=active`, admin)).json().data).toEqual([]);
    const dunning = (await call(`/admin/subscriptions?q=${encodeURIComponent(member.email)}&status=past_due`, admin)).json().data;
    expect(dunning).toEqual([expect.objectContaining({ id, status: 'past_due', failures: 1 })]);
    expect(dunning[0].first_failed_at).toBe('2026-12-21T12:01:00.000Z');

    const detail = (await call(`/admin/subscriptions/${id}`, admin)).json().data;
    expect(detail.renewal_orders).toHaveLength(1);
    expect(detail.renewal_orders[0].attempts).toEqual([expect.objectContaining({ status: 'failed', failure_message: 'Your card was declined.' })]);
  });

  it('refuses guests (401), members (403), unknown statuses, NUL characters and ids of 2^31 (400)', async () => {
    t.clock.set(start);
    const { member } = await buyOnAutoship(t);
    expect((await call('/admin/subscriptions?q=a', null)).statusCode).toBe(401);
    expect((await call('/admin/subscriptions?q=a', member.token)).statusCode).toBe(403);
    expect((await call('/admin/subscriptions/1', member.token)).statusCode).toBe(403);
    expect((await call('/admin/subscriptions?status=dunning', admin)).statusCode).toBe(400);
    expect((await call('/admin/subscriptions?q=a%00b', admin)).statusCode).toBe(400);
    expect((await call('/admin/subscriptions/2147483648', admin)).statusCode).toBe(400);
    expect((await call('/admin/subscriptions/2147483647', admin)).statusCode).toBe(404);
    expect((await call('/admin/subscriptions?q=%25', admin)).json().data).toEqual([]);
  });
});

describe('staff autoship search with hostile input', () => {
  /** The autoship ids a staff search answers, after checking it answered 200. */
  async function found(q: string): Promise<number[]> {
    const res = await call(`/admin/subscriptions?q=${encodeURIComponent(q)}`, admin);
    expect(res.statusCode, `${q}: ${res.body}`).toBe(200);
    return res.json().data.map((s: { id: number }) => s.id);
  }

  /** Every autoship with its member's name and e-mail. */
  function autoshipsWithMembers() {
    const { subscriptions: s, users: u } = schema;
    return t.handle.db
      .select({ id: s.id, firstname: u.firstname, lastname: u.lastname, email: u.email })
      .from(s)
      .innerJoin(u, eq(u.id, s.userId))
      .where(eq(s.kind, 'autoship'))
      .orderBy(s.id);
  }

  /** A member with an autoship, renamed to the given last name. */
  async function autoshipOf(lastname: string): Promise<number> {
    const { subscription, member } = await buyOnAutoship(t);
    await t.handle.db.update(schema.users).set({ firstname: 'Hostile', lastname }).where(eq(schema.users.email, member.email));
    return subscription!.id;
  }

  it("matches %, _, a quote and a backslash literally: a name that holds them is found, one a pattern's wildcard would match is not", async () => {
    t.clock.set(start);
    // Each pair: the name holding the character, and a name the character would match as a LIKE wildcard or escape.
    const cases = [
      { q: '50%off', holds: '50%Off', lookalike: '50 and more Off' },
      { q: 'snake_case', holds: 'Snake_Case', lookalike: 'SnakeXCase' },
      { q: 'back\\slash', holds: 'Back\\Slash', lookalike: 'BackSlash' },
      { q: "o'brien", holds: "O'Brien", lookalike: 'OBrien' },
    ];
    for (const { q, holds, lookalike } of cases) {
      const [holding, lookingAlike] = [await autoshipOf(holds), await autoshipOf(lookalike)];
      const ids = await found(q);
      expect(ids, q).toEqual([holding]);
      expect(ids, q).not.toContain(lookingAlike);
      expect(await found(lookalike), lookalike).toEqual([lookingAlike]);
    }
  });

  it('treats SQL-looking text as text: found only in a name that holds it, nothing changed, and a lone wildcard finds only the names that hold it', async () => {
    t.clock.set(start);
    const target = await autoshipOf("Tables' or 1=1 --");
    await autoshipOf('Percent%Sign');
    const before = await autoshipsWithMembers();
    expect(before.length).toBeGreaterThan(2);
    // Found only where a member's name really holds the text.
    expect(await found("' or 1=1 --")).toEqual([target]);
    for (const q of ["'; drop table subscriptions; --", '" or ""="', "x' union select * from users --", "' or '1'='1"]) expect(await found(q), q).toEqual([]);
    for (const q of ['%', '_', '%%', '\\', '%_%', "'"]) {
      const holding = before.filter((s) => `${s.firstname} ${s.lastname}`.toLowerCase().includes(q) || s.email.toLowerCase().includes(q)).map((s) => s.id);
      expect(holding.length, q).toBeLessThan(before.length);
      expect((await found(q)).sort((a, b) => a - b), q).toEqual(holding.sort((a, b) => a - b));
    }
    expect(await autoshipsWithMembers()).toEqual(before);
  });

  it('refuses a NUL character and a search over 100 characters with the validation body, not a 500; 100 characters is a search', async () => {
    const refused = (field: string) => ({ error: textInputMessage, code: errorCodes.validation, errors: { [field]: textInputMessage } });
    // The text guard (every call, before validation) and the query schema name the field alike.
    const cases: [string, object][] = [
      ['a\u0000b', refused('q')],
      ['\u0000', refused('q')],
      ["' or 1=1 --\u0000", refused('q')],
      ['x'.repeat(101), refused('q')],
      ['y'.repeat(20_000), refused('q')],
    ];
    for (const [q, body] of cases) {
      const res = await call(`/admin/subscriptions?q=${encodeURIComponent(q)}`, admin);
      expect(res.statusCode, q.slice(0, 20)).toBe(400);
      expect(res.json(), q.slice(0, 20)).toEqual(body);
    }
    expect(await found('x'.repeat(100))).toEqual([]);
  });

  it('answers a guest 401 and a member 403 whatever the search holds, before reading it', async () => {
    t.clock.set(start);
    const { member } = await buyOnAutoship(t);
    for (const q of ['%', "' or 1=1 --", 'a\u0000b']) {
      const url = `/admin/subscriptions?q=${encodeURIComponent(q)}`;
      const guest = await call(url, null);
      expect([guest.statusCode, guest.json().code]).toEqual([401, errorCodes.unauthenticated]);
      const asMember = await call(url, member.token);
      expect([asMember.statusCode, asMember.json().code]).toEqual([403, errorCodes.forbidden]);
    }
  });
});
