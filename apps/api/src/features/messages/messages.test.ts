import { and, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { schema } from '@upline/db';
import type { InboxResponse, MessageDetailResponse, MessageRecipientsResponse } from '@upline/contract/messages';
import { bearerOf } from '../../../test/cart-fixtures.js';
import { memberIdOf } from '../../../test/commissions-helpers.js';
import { createTestApp, type TestApp } from '../../../test/helpers.js';

// The message calls (accounts §2.10, §3 Message, §5, §6, §7) on the demo tree (decision 0009):
//   upline (company) -> ava (ambassador) -> sam (scholar) -> leo (ambassador) -> cora (customer)
//                                                                             -> mia (ambassador) -> noah (scholar)
//                                                        -> chloe (customer)
//                                       -> carl (customer), sara (scholar)
//                    -> olivia (ambassador) -> ethan (customer)
// Ava may message Carl (her customer), Leo and Mia (ambassadors below her), Sam, Sara and Noah
// (scholars below her); not Chloe (Sam's customer), Olivia, Ethan or the company.

let t: TestApp;
const ids: Record<string, number> = {};
const tokens: Record<string, string> = {};

beforeAll(async () => {
  t = await createTestApp({ MESSAGE_LIMIT_PER_DAY: '6', MESSAGE_RECIPIENTS_PER_DAY: '10' });
  for (const key of ['upline', 'ava', 'sam', 'leo', 'mia', 'noah', 'sara', 'olivia']) ids[key] = await memberIdOf(t.handle.db, key);
  for (const key of ['cora', 'carl', 'chloe', 'ethan']) ids[key] = await memberIdOf(t.handle.db, `${key}@upline.test`);
  for (const key of ['ava', 'sam', 'leo', 'mia', 'olivia', 'carl', 'cora', 'chloe']) tokens[key] = await bearerOf(t.handle.db, `${key}@upline.test`, t.clock.now());
  await t.handle.db.update(schema.users).set({ language: 'fr' }).where(eq(schema.users.id, ids.leo!));
});
afterAll(() => t.close());

const call = (method: 'GET' | 'POST' | 'DELETE', url: string, who?: string, payload?: object) =>
  t.app.inject({ method, url: `/api/${url}`, headers: who ? { authorization: `Bearer ${tokens[who]}` } : {}, ...(payload ? { payload } : {}) });
const send = (who: string, payload: object) => call('POST', 'user/messages', who, payload);
const inboxOf = async (who: string) => (await call('GET', 'user/messages', who)).json() as InboxResponse;
const counts = async () => ({
  messages: await t.handle.db.$count(schema.messages),
  recipients: await t.handle.db.$count(schema.messageRecipients),
  outbox: await t.handle.db.$count(schema.emailOutbox),
});
const noticesTo = (email: string) =>
  t.handle.db.select().from(schema.emailOutbox).where(and(eq(schema.emailOutbox.template, 'message_notice'), eq(schema.emailOutbox.to, email)));

describe('GET user/messages/recipients', () => {
  it('offers the same members as the team lists: the customers I enrolled, the ambassadors and scholars of my whole downline', async () => {
    const res = await call('GET', 'user/messages/recipients', 'ava');
    expect(res.statusCode).toBe(200);
    const body = res.json() as MessageRecipientsResponse;
    expect(body.customers).toEqual({ total: 1, members: [{ id: ids.carl, name: 'Carl Johnson' }] });
    expect(body.ambassadors.members.map((m) => m.name)).toEqual(['Leo Tremblay', 'Mia Roy']);
    expect(body.scholars.members.map((m) => m.name)).toEqual(['Noah Clark', 'Sam Nguyen', 'Sara Lopez']);
    const lists = await Promise.all(['customer', 'ambassador', 'scholar'].map(async (type) => (await call('GET', `team-users/${type}`, 'ava')).json() as Record<string, { id: number }[]>));
    const listIds = (i: number, key: string) => lists[i]![key]!.map((e) => e.id).sort();
    expect(body.customers.members.map((m) => m.id).sort()).toEqual(listIds(0, 'my_customer'));
    expect(body.ambassadors.members.map((m) => m.id).sort()).toEqual(listIds(1, 'my_ambassador'));
    expect(body.scholars.members.map((m) => m.id).sort()).toEqual(listIds(2, 'my_scholar'));
  });

  it('gives a customer nobody to message, and a guest a 401', async () => {
    const body = (await call('GET', 'user/messages/recipients', 'carl')).json() as MessageRecipientsResponse;
    expect([body.customers.total, body.ambassadors.total, body.scholars.total]).toEqual([0, 0, 0]);
    expect((await call('GET', 'user/messages/recipients')).statusCode).toBe(401);
  });
});

describe('POST user/messages and the In-Box', () => {
  let messageId: number;

  it('sends to my customer and an ambassador of my downline; each finds it in the In-Box with the sender and subject', async () => {
    const res = await send('ava', { subject: 'Welcome to the team', body: '<p>Hello <strong>team</strong>!</p>', recipient_ids: [ids.carl, ids.leo, ids.carl] });
    expect(res.statusCode, res.body).toBe(200);
    const sent = res.json() as { message: string; id: number; recipients: number };
    expect(sent).toMatchObject({ message: 'Message sent successfully.', recipients: 2 });
    messageId = sent.id;
    for (const who of ['carl', 'leo']) {
      const inbox = await inboxOf(who);
      expect(inbox.messages[0]).toMatchObject({ id: messageId, subject: 'Welcome to the team', from: 'Ava Martin', sender: { firstname: 'Ava', lastname: 'Martin' }, is_read: false });
      expect(Object.keys(inbox.messages[0]!).sort()).toEqual(['created_at', 'from', 'id', 'is_read', 'sender', 'subject']);
      expect(inbox.unread).toBeGreaterThanOrEqual(1);
    }
    expect((await inboxOf('mia')).messages.map((m) => m.id)).not.toContain(messageId);
  });

  it('opens the message for a recipient with its body and marks it read', async () => {
    const res = await call('GET', `user/messages/${messageId}`, 'carl');
    expect(res.statusCode).toBe(200);
    const { message } = res.json() as MessageDetailResponse;
    expect(message).toMatchObject({ id: messageId, subject: 'Welcome to the team', from: 'Ava Martin', body: '<p>Hello <strong>team</strong>!</p>', is_read: true });
    expect((await inboxOf('carl')).messages.find((m) => m.id === messageId)?.is_read).toBe(true);
    expect((await inboxOf('leo')).messages.find((m) => m.id === messageId)?.is_read).toBe(false);
  });

  it('queues one e-mail notice per recipient in their language, naming the sender, with a link to read and one to unsubscribe', async () => {
    const [toCarl] = await noticesTo('carl@upline.test');
    expect(toCarl).toMatchObject({ subject: 'New message from Ava Martin', status: 'pending' });
    expect(toCarl!.text).toContain(`Ava Martin (member ID ${ids.ava})`);
    expect(toCarl!.text).toContain('Subject: Welcome to the team');
    expect(toCarl!.text).toContain(`${t.config.publicUrl}/user/message-details/${messageId}`);
    expect(toCarl!.text).toMatch(new RegExp(`${t.config.publicUrl}/message-notices/unsubscribe#token=${ids.carl}\\.[\\w-]{43}`));
    expect(toCarl!.html).not.toContain('<strong>team</strong>');
    // Who sends it and where the company can be reached by post (anti-spam law).
    expect(toCarl!.text).toContain(t.config.companyPostalAddress);
    expect(toCarl!.html).toContain('Toronto, ON M5X 1C7');
    const [toLeo] = await noticesTo('leo@upline.test');
    expect(toLeo).toMatchObject({ subject: 'Nouveau message de Ava Martin' });
    expect(toLeo!.text).toContain('Objet : Welcome to the team');
    expect(toLeo!.text).toContain(t.config.companyPostalAddress);
  });

  it('answers 404 for another member’s message, the sender included, exactly as for an id that does not exist', async () => {
    const missing = await call('GET', 'user/messages/2000000000', 'mia');
    expect(missing.statusCode).toBe(404);
    expect(missing.json()).toEqual({ error: 'Message not found', code: 'not_found' });
    for (const who of ['mia', 'ava', 'olivia', 'chloe']) {
      const res = await call('GET', `user/messages/${messageId}`, who);
      expect(res.statusCode, who).toBe(404);
      expect(res.json()).toEqual(missing.json());
      expect((await call('DELETE', `user/messages/${messageId}`, who)).statusCode, who).toBe(404);
    }
    expect((await call('GET', `user/messages/${messageId}`)).statusCode).toBe(401);
    expect((await call('GET', 'user/messages/abc', 'carl')).statusCode).toBe(400);
    // Nobody else's attempt removed it.
    expect((await call('GET', `user/messages/${messageId}`, 'leo')).statusCode).toBe(200);
  });

  it('deletes with DELETE user/messages/{id} (and on the spec’s path); a GET on the spec’s path answers 405 naming DELETE', async () => {
    const viaGet = await call('GET', `user/delete/messages/${messageId}`, 'carl');
    expect(viaGet.statusCode).toBe(405);
    expect(viaGet.headers.allow).toBe('DELETE');
    expect(viaGet.json()).toEqual({ error: 'Use DELETE user/messages/{id} to delete a message.', code: 'method_not_allowed' });
    expect((await call('GET', `user/messages/${messageId}`, 'carl')).statusCode).toBe(200);

    const res = await call('DELETE', `user/messages/${messageId}`, 'carl');
    expect(res.statusCode).toBe(200);
    expect(res.json()).toEqual({ message: 'Message deleted successfully.' });
    expect((await inboxOf('carl')).messages.map((m) => m.id)).not.toContain(messageId);
    expect((await call('GET', `user/messages/${messageId}`, 'carl')).statusCode).toBe(404);
    expect((await call('DELETE', `user/messages/${messageId}`, 'carl')).statusCode).toBe(404);
    // Leo's copy is his own.
    expect((await inboxOf('leo')).messages.map((m) => m.id)).toContain(messageId);
    expect((await call('DELETE', `user/delete/messages/${messageId}`, 'leo')).statusCode).toBe(200);
    expect((await inboxOf('leo')).messages.map((m) => m.id)).not.toContain(messageId);
  });
});

describe('who may be messaged', () => {
  it('refuses with 403 any recipient outside my customers, ambassadors and scholars, and stores nothing, not even for the others', async () => {
    const before = await counts();
    for (const outsider of ['chloe', 'olivia', 'ethan', 'upline', 'ava']) {
      const res = await send('ava', { subject: 'Hi', body: '<p>Hi</p>', recipient_ids: [ids.carl, ids[outsider]] });
      expect(res.statusCode, outsider).toBe(403);
      expect(res.json()).toEqual({ error: 'You can only message your own customers, ambassadors and scholars.', code: 'recipient_not_in_team' });
    }
    // Upwards and sideways too: Sam may not write to Ava (his sponsor) or Sara (his sister in the tree).
    for (const other of ['ava', 'sara', 'carl']) expect((await send('sam', { subject: 'Hi', body: 'Hi', recipient_ids: [ids[other]] })).statusCode, other).toBe(403);
    expect((await send('ava', { subject: 'Hi', body: 'Hi', recipient_ids: [2000000000] })).statusCode).toBe(403);
    expect(await counts()).toEqual(before);
  });

  it('checks the §5 rules with their messages and stores nothing', async () => {
    const before = await counts();
    const cases: [object, string, string][] = [
      [{ subject: 'Hi', body: '<p>Hi</p>', recipient_ids: [] }, 'recipient_ids', 'Please select'],
      [{ subject: 'Hi', body: '<p>Hi</p>' }, 'recipient_ids', 'Please select'],
      [{ subject: 'Hi', body: '', recipient_ids: [ids.carl] }, 'body', 'Please enter message'],
      [{ subject: 'Hi', body: '<p> &nbsp; </p><p><br></p>', recipient_ids: [ids.carl] }, 'body', 'Please enter message'],
      [{ subject: 'Hi', body: '<script>alert(1)</script><img src=x onerror=alert(1)>', recipient_ids: [ids.carl] }, 'body', 'Please enter message'],
      [{ subject: '   ', body: '<p>Hi</p>', recipient_ids: [ids.carl] }, 'subject', 'This field is required'],
      [{ body: '<p>Hi</p>', recipient_ids: [ids.carl] }, 'subject', 'This field is required'],
      [{ subject: 'x'.repeat(201), body: '<p>Hi</p>', recipient_ids: [ids.carl] }, 'subject', 'The subject can have at most 200 characters.'],
    ];
    for (const [payload, field, message] of cases) {
      const res = await send('ava', payload);
      expect(res.statusCode, JSON.stringify(payload)).toBe(400);
      const body = res.json() as { error: string; errors: Record<string, string> };
      expect(body.error).toBe(message);
      expect(body.errors[field]).toBe(message);
    }
    expect((await send('ava', { subject: 'Hi', body: 'Hi', recipient_ids: ['x'] })).statusCode).toBe(400);
    expect((await call('POST', 'user/messages', undefined, { subject: 'Hi', body: 'Hi', recipient_ids: [ids.carl] })).statusCode).toBe(401);
    expect(await counts()).toEqual(before);
  });
});

describe('sanitising', () => {
  const hostile: [string, string][] = [
    ['<p>Hi<script>alert(1)</script></p>', '<p>Hi</p>'],
    ['<p onclick="alert(1)" style="color:red">Hi</p>', '<p>Hi</p>'],
    ['<img src="https://evil.example/pixel.gif" onerror="alert(1)"><p>Hi</p>', '<p>Hi</p>'],
    ['<a href="javascript:alert(1)">Hi</a>', '<a target="_blank" rel="noopener noreferrer nofollow">Hi</a>'],
    ['<a href="https://example.com/x" target="_self" onmouseover="x()">Hi</a>', '<a href="https://example.com/x" target="_blank" rel="noopener noreferrer nofollow">Hi</a>'],
    ['<iframe src="https://www.youtube.com/embed/x"></iframe><p>Hi</p>', '<p>Hi</p>'],
    ['<svg><script>alert(1)</script></svg><p>Hi</p>', '<p>Hi</p>'],
    ['<style>body{display:none}</style><p id="x" class="y">Hi</p>', '<p>Hi</p>'],
    ['<form action="https://evil.example"><input name="p"><button>Go</button></form><p>Hi</p>', 'Go<p>Hi</p>'],
    ['<a href="data:text/html;base64,PHNjcmlwdD4=">Hi</a>', '<a target="_blank" rel="noopener noreferrer nofollow">Hi</a>'],
    ['<p>Keep <em>this</em>, <u>that</u> and <s>those</s></p><ul><li>one</li></ul><blockquote>q</blockquote>', '<p>Keep <em>this</em>, <u>that</u> and <s>those</s></p><ul><li>one</li></ul><blockquote>q</blockquote>'],
  ];

  it('stores a hostile body cleaned by the allow-list, and shows what was stored', async () => {
    t.clock.advance(25 * 3_600_000);
    for (const [dirty, clean] of hostile) {
      const res = await send('sam', { subject: 'Test', body: dirty, recipient_ids: [ids.chloe] });
      expect(res.statusCode, dirty).toBe(200);
      const { id } = res.json() as { id: number };
      const [stored] = await t.handle.db.select({ body: schema.messages.bodyHtml }).from(schema.messages).where(eq(schema.messages.id, id));
      expect(stored!.body, dirty).toBe(clean);
      const shown = (await call('GET', `user/messages/${id}`, 'chloe')).json() as MessageDetailResponse;
      expect(shown.message.body).toBe(clean);
      t.clock.advance(25 * 3_600_000);
    }
  });

  it('cleans a stored body again before showing it', async () => {
    const [row] = await t.handle.db
      .insert(schema.messages)
      .values({ senderId: ids.sam!, subject: 'Old', bodyHtml: '<p onmouseover="steal()">Old<script>steal()</script><img src=x onerror=steal()></p>', recipientCount: 1, createdAt: t.clock.now() })
      .returning({ id: schema.messages.id });
    await t.handle.db.insert(schema.messageRecipients).values({ messageId: row!.id, recipientId: ids.chloe! });
    const shown = (await call('GET', `user/messages/${row!.id}`, 'chloe')).json() as MessageDetailResponse;
    expect(shown.message.body).toBe('<p>Old</p>');
  });

  it('keeps the subject as plain text: markup in it is the member’s words, escaped in the e-mail', async () => {
    t.clock.advance(25 * 3_600_000);
    const res = await send('sam', { subject: '<b>Big</b> news', body: '<p>Hi</p>', recipient_ids: [ids.leo] });
    expect(res.statusCode).toBe(200);
    const notices = await noticesTo('leo@upline.test');
    const last = notices.at(-1)!;
    expect(last.html).toContain('&lt;b&gt;Big&lt;/b&gt; news');
    expect(last.html).not.toContain('<b>Big</b>');
  });
});

describe('unsubscribing from the e-mail notices', () => {
  it('stops the e-mails through the signed link; messages still arrive; the link keeps working; a forged token is refused', async () => {
    t.clock.advance(25 * 3_600_000);
    const [notice] = await noticesTo('carl@upline.test');
    const token = /#token=([\w.-]+)/.exec(notice!.text)![1]!;
    for (const bad of [`${ids.carl}.${'A'.repeat(43)}`, `${ids.mia}.${token.split('.')[1]}`, 'nonsense']) {
      const res = await call('POST', 'messages/unsubscribe', undefined, { token: bad });
      expect(res.statusCode, bad).toBe(404);
      expect(res.json()).toMatchObject({ error: 'This unsubscribe link is not valid.' });
    }
    const res = await call('POST', 'messages/unsubscribe', undefined, { token });
    expect(res.statusCode).toBe(200);
    expect(res.json()).toEqual({ message: 'You will no longer receive e-mails about new messages. Messages still arrive in your In-Box.' });
    expect((await call('POST', 'messages/unsubscribe', undefined, { token })).statusCode).toBe(200);
    const optOuts = await t.handle.db.select().from(schema.messageNoticeOptOuts).where(eq(schema.messageNoticeOptOuts.userId, ids.carl!));
    expect(optOuts).toHaveLength(1);

    const carlBefore = (await noticesTo('carl@upline.test')).length;
    const miaBefore = (await noticesTo('mia@upline.test')).length;
    const sent = await send('ava', { subject: 'Second', body: '<p>Again</p>', recipient_ids: [ids.carl, ids.mia] });
    expect(sent.statusCode).toBe(200);
    expect((await noticesTo('carl@upline.test')).length).toBe(carlBefore);
    expect((await noticesTo('mia@upline.test')).length).toBe(miaBefore + 1);
    expect((await inboxOf('carl')).messages[0]).toMatchObject({ subject: 'Second' });
  });
});

describe('the daily flood limit', () => {
  it('refuses with 429 the message past the daily number of messages, and again once 24 hours have passed it allows', async () => {
    t.clock.advance(25 * 3_600_000);
    for (let i = 0; i < 6; i++) expect((await send('leo', { subject: `n${i}`, body: 'Hi', recipient_ids: [ids.cora] })).statusCode).toBe(200);
    const before = await counts();
    const refused = await send('leo', { subject: 'n6', body: 'Hi', recipient_ids: [ids.cora] });
    expect(refused.statusCode).toBe(429);
    expect(refused.json()).toEqual({ error: 'You can send at most 6 messages a day. Please try again tomorrow.', code: 'message_daily_limit' });
    expect(await counts()).toEqual(before);
    t.clock.advance(24 * 3_600_000 + 1000);
    expect((await send('leo', { subject: 'next day', body: 'Hi', recipient_ids: [ids.cora] })).statusCode).toBe(200);
  });

  it('refuses with 429 a message whose recipients pass the daily number of members, saying how many are left', async () => {
    t.clock.advance(25 * 3_600_000);
    const six = [ids.carl, ids.leo, ids.mia, ids.sam, ids.sara, ids.noah];
    expect((await send('ava', { subject: 'All', body: 'Hi', recipient_ids: six })).statusCode).toBe(200);
    const before = await counts();
    const refused = await send('ava', { subject: 'All again', body: 'Hi', recipient_ids: six });
    expect(refused.statusCode).toBe(429);
    expect(refused.json()).toEqual({
      error: 'You can message at most 10 members a day; 4 more today. Please choose fewer members or try again tomorrow.',
      code: 'message_daily_limit',
    });
    expect(await counts()).toEqual(before);
    expect((await send('ava', { subject: 'Four', body: 'Hi', recipient_ids: six.slice(0, 4) })).statusCode).toBe(200);
  });

});
