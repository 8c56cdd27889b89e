import { eq, sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { schema } from '@upline/db';
import { outboxRetrySchema } from '@upline/contract/staff-operations';
import { bearerOf } from '../../test/cart-fixtures.js';
import { createTestApp, type TestApp } from '../../test/helpers.js';
import { deliverOutbox, type MailTransport } from './mailer-delivery.js';

// Staff send a failed e-mail again (issue 16 item 9). On PostgreSQL (TEST_DATABASE_URL) the ten
// clicks below really overlap; the outbox row, the audit rows and the sends are counted afterwards.

let t: TestApp;
let admin: string;
let carl: string;

beforeAll(async () => {
  t = await createTestApp();
  [admin, carl] = await Promise.all([bearerOf(t.handle.db, 'admin@upline.test', t.clock.now()), bearerOf(t.handle.db, 'carl@upline.test', t.clock.now())]);
});
afterAll(() => t.close());

const retry = (id: number | string, token: string | null = admin) =>
  t.app.inject({ method: 'POST', url: `/api/admin/outbox/${id}/retry`, headers: token ? { authorization: `Bearer ${token}` } : {} });

async function failedEmail(subject: string): Promise<number> {
  const [row] = await t.handle.db
    .insert(schema.emailOutbox)
    .values({ to: 'shopper@example.com', subject, html: '<p>Hi</p>', text: 'Hi', template: 'order_confirmed', status: 'failed', attempts: 8, lastError: 'connection refused' })
    .returning({ id: schema.emailOutbox.id });
  return row!.id;
}

/** A transport that counts what it sends, per subject. */
function countingTransport() {
  const sent: string[] = [];
  const transport: MailTransport = { sendMail: async (mail) => void sent.push(mail.subject) };
  return { sent, transport };
}

async function auditsOf(id: number) {
  return t.handle.db.select().from(schema.auditLog).where(sql`${schema.auditLog.action} = 'email.retried' and ${schema.auditLog.entityId} = ${String(id)}`);
}

describe('POST admin/outbox/{id}/retry', () => {
  it('refuses guests (401) and members (403) before reading anything, and answers 400 and 404 for bad and unknown ids', async () => {
    const id = await failedEmail('Role check');
    expect((await retry(id, null)).statusCode).toBe(401);
    expect((await retry(id, carl)).statusCode).toBe(403);
    for (const bad of ['0', 'abc', '2147483648']) expect((await retry(bad)).statusCode, bad).toBe(400);
    const missing = await retry(2147483647);
    expect(missing.statusCode).toBe(404);
    expect(missing.json().error).toBe('E-mail not found');
    const [row] = await t.handle.db.select().from(schema.emailOutbox).where(eq(schema.emailOutbox.id, id));
    expect(row!.status).toBe('failed');
    expect(await auditsOf(id)).toEqual([]);
  });

  it('puts a failed e-mail back in the queue once when staff click ten times at once: one audit row, one new send', async () => {
    const id = await failedEmail('Ten clicks');
    const answers = await Promise.all(Array.from({ length: 10 }, () => retry(id)));
    expect(answers.map((a) => a.statusCode)).toEqual(Array.from({ length: 10 }, () => 200));
    const parsed = answers.map((a) => outboxRetrySchema.parse(a.json()));
    expect(parsed.filter((a) => a.is_requeued)).toHaveLength(1);
    expect(parsed.filter((a) => !a.is_requeued).every((a) => a.message === 'This e-mail is already waiting to be sent')).toBe(true);
    const [row] = await t.handle.db.select().from(schema.emailOutbox).where(eq(schema.emailOutbox.id, id));
    expect(row).toMatchObject({ status: 'pending', attempts: 0, lastError: null });
    const audits = await auditsOf(id);
    expect(audits).toHaveLength(1);
    expect(audits[0]!.data).toMatchObject({ before: { status: 'failed', attempts: 8, lastError: 'connection refused' }, after: { status: 'pending' } });

    // Two delivery workers at once send it exactly once; a retry after it was sent changes nothing.
    const { sent, transport } = countingTransport();
    await Promise.all([1, 2].map(() => deliverOutbox(t.handle.db, transport, { from: 'shop@upline.test', now: t.clock.now() })));
    expect(sent.filter((s) => s === 'Ten clicks')).toHaveLength(1);
    const later = outboxRetrySchema.parse((await retry(id)).json());
    expect(later).toMatchObject({ is_requeued: false, status: 'sent', message: 'This e-mail was sent' });
    await deliverOutbox(t.handle.db, transport, { from: 'shop@upline.test', now: t.clock.now() });
    expect(sent.filter((s) => s === 'Ten clicks')).toHaveLength(1);
    expect(await auditsOf(id)).toHaveLength(1);
  });
});
