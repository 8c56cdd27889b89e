import { eq, sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { schema } from '@upline/db';
import { bearerOf } from '../../../test/cart-fixtures.js';
import { memberIdOf } from '../../../test/commissions-helpers.js';
import { createTestApp, type TestApp } from '../../../test/helpers.js';

// Many sends from one member at the same moment (a script, a double-clicking member, a stolen
// session): the daily limits hold exactly. On PostgreSQL (TEST_DATABASE_URL) the transactions
// really overlap; the sender's advisory lock makes them count one after another. The rows are
// checked afterwards: messages, recipients and e-mails match the answers.

let t: TestApp;
let ava: number;
let token: string;
let team: number[];

beforeAll(async () => {
  t = await createTestApp({ MESSAGE_LIMIT_PER_DAY: '5', MESSAGE_RECIPIENTS_PER_DAY: '12' });
  ava = await memberIdOf(t.handle.db, 'ava');
  token = await bearerOf(t.handle.db, 'ava@upline.test', t.clock.now());
  team = [await memberIdOf(t.handle.db, 'carl@upline.test'), await memberIdOf(t.handle.db, 'leo'), await memberIdOf(t.handle.db, 'mia')];
});
afterAll(() => t.close());

const sendAtOnce = (count: number, recipients: number[]) =>
  Promise.all(
    Array.from({ length: count }, (_, i) =>
      t.app.inject({ method: 'POST', url: '/api/user/messages', headers: { authorization: `Bearer ${token}` }, payload: { subject: `Rush ${i}`, body: '<p>Now</p>', recipient_ids: recipients } }),
    ),
  );

async function rowsSince(since: Date) {
  const m = schema.messages;
  const [row] = await t.handle.db
    .select({ messages: sql<number>`count(*)::int`, recipients: sql<number>`coalesce(sum(${m.recipientCount}), 0)::int` })
    .from(m)
    .where(sql`${m.senderId} = ${ava} and ${m.createdAt} >= ${since}`);
  const [stored] = await t.handle.db
    .select({ n: sql<number>`count(*)::int` })
    .from(schema.messageRecipients)
    .innerJoin(m, eq(m.id, schema.messageRecipients.messageId))
    .where(sql`${m.senderId} = ${ava} and ${m.createdAt} >= ${since}`);
  const [mails] = await t.handle.db.select({ n: sql<number>`count(*)::int` }).from(schema.emailOutbox).where(sql`${schema.emailOutbox.template} = 'message_notice' and ${schema.emailOutbox.createdAt} >= ${since}`);
  return { ...row!, stored: stored!.n, mails: mails!.n };
}

describe('the daily flood limit under many sends at once', () => {
  it('lets exactly 5 of 30 simultaneous messages through; the others get 429 and leave nothing', async () => {
    const since = t.clock.now();
    const answers = await sendAtOnce(30, [team[0]!]);
    const statuses = answers.map((a) => a.statusCode);
    expect(statuses.filter((s) => s === 200)).toHaveLength(5);
    expect(statuses.filter((s) => s === 429)).toHaveLength(25);
    expect(await rowsSince(since)).toEqual({ messages: 5, recipients: 5, stored: 5, mails: 5 });
  });

  it('lets through only as many simultaneous messages as fit 12 recipients a day', async () => {
    t.clock.advance(25 * 3_600_000);
    const since = t.clock.now();
    const answers = await sendAtOnce(20, team);
    const statuses = answers.map((a) => a.statusCode);
    expect(statuses.filter((s) => s === 200)).toHaveLength(4);
    expect(statuses.filter((s) => s === 429)).toHaveLength(16);
    for (const refused of answers.filter((a) => a.statusCode === 429)) expect(refused.json()).toMatchObject({ code: 'message_daily_limit' });
    expect(await rowsSince(since)).toEqual({ messages: 4, recipients: 12, stored: 12, mails: 12 });
  });
});
