import { eq, inArray } from 'drizzle-orm';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { schema } from '@upline/db';
import { newSessionToken } from '../../http/session.js';
import { claimJobSlot } from '../../platform/jobs.js';
import { runDueJobs } from '../../jobs-list.js';
import { maxDeliveryAttempts, type MailTransport } from '../../platform/mailer-delivery.js';
import { bearerFor, depsOf, userByEmail } from '../../../test/accounts-fixtures.js';
import { createTestApp, type TestApp } from '../../../test/helpers.js';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp({ MAIL_FROM: 'Upline <shop@example.com>' });
});
afterAll(async () => t.close());

/** A transport that records what it was asked to send, or fails when told to. */
function fakeTransport(fail = false) {
  const sent: { from: string; to: string; subject: string }[] = [];
  const transport: MailTransport = {
    async sendMail(mail) {
      if (fail) throw new Error('connection refused');
      sent.push(mail);
    },
  };
  return { sent, transport };
}

describe('the e-mail outbox', () => {
  beforeEach(async () => {
    await t.handle.db.delete(schema.emailOutbox);
  });

  it('queues every message without SMTP, and staff read them in GET admin/outbox', async () => {
    await t.mailer.send({ to: 'a@example.com', subject: 'One', html: '<p>1</p>', text: '1', template: 'test' });
    await t.mailer.send({ to: 'b@example.com', subject: 'Two', html: '<p>2</p>', text: '2', template: 'test' });
    expect((await runDueJobs(depsOf(t), t.clock.now()))['mail-delivery']).toBeUndefined();

    const admin = await bearerFor(t, 'admin@upline.test', 'Admin#2026');
    const res = await t.app.inject({ url: '/api/admin/outbox', headers: admin });
    expect(res.statusCode).toBe(200);
    expect(res.json().messages.map((m: { subject: string }) => m.subject)).toEqual(['Two', 'One']);
    expect(res.json().messages[0]).toMatchObject({ to: 'b@example.com', status: 'pending', attempts: 0, text: '2', sent_at: null });

    const member = await bearerFor(t, 'ava@upline.test');
    expect((await t.app.inject({ url: '/api/admin/outbox', headers: member })).statusCode).toBe(403);
    expect((await t.app.inject('/api/admin/outbox')).statusCode).toBe(401);
  });

  it('lists at most the latest 50', async () => {
    for (let i = 0; i < 55; i++) await t.mailer.send({ to: `x${i}@example.com`, subject: `S${i}`, html: '', text: '', template: 'test' });
    const admin = await bearerFor(t, 'admin@upline.test', 'Admin#2026');
    const { messages } = (await t.app.inject({ url: '/api/admin/outbox', headers: admin })).json();
    expect(messages).toHaveLength(50);
    expect(messages[0].subject).toBe('S54');
  });

  it('delivers queued messages once with a transport and marks them sent', async () => {
    await t.mailer.send({ to: 'c@example.com', subject: 'Hello', html: '<p>h</p>', text: 'h', template: 'test' });
    const { sent, transport } = fakeTransport();
    expect((await runDueJobs(depsOf(t), t.clock.now(), { mailTransport: transport }))['mail-delivery']).toBe(1);
    expect((await runDueJobs(depsOf(t), t.clock.now(), { mailTransport: transport }))['mail-delivery']).toBe(0);
    expect(sent).toEqual([expect.objectContaining({ from: 'Upline <shop@example.com>', to: 'c@example.com', subject: 'Hello' })]);
    const [row] = await t.handle.db.select().from(schema.emailOutbox);
    expect(row).toMatchObject({ status: 'sent', attempts: 1 });
    expect(row?.sentAt?.toISOString()).toBe(t.clock.now().toISOString());
  });

  it('retries a failed send later, and gives up after the last attempt', async () => {
    await t.mailer.send({ to: 'd@example.com', subject: 'Retry', html: '', text: '', template: 'test' });
    const { transport } = fakeTransport(true);
    await runDueJobs(depsOf(t), t.clock.now(), { mailTransport: transport });
    let [row] = await t.handle.db.select().from(schema.emailOutbox);
    expect(row).toMatchObject({ status: 'pending', attempts: 1, lastError: 'connection refused' });
    expect(row?.nextAttemptAt.getTime()).toBeGreaterThan(t.clock.now().getTime());
    // Not due again straight away.
    await runDueJobs(depsOf(t), t.clock.now(), { mailTransport: transport });
    expect((await t.handle.db.select().from(schema.emailOutbox))[0]?.attempts).toBe(1);

    let at = t.clock.now();
    for (let i = 1; i < maxDeliveryAttempts; i++) {
      at = new Date(at.getTime() + 86_400_000);
      await runDueJobs(depsOf(t), at, { mailTransport: transport });
    }
    [row] = await t.handle.db.select().from(schema.emailOutbox);
    expect(row).toMatchObject({ status: 'failed', attempts: maxDeliveryAttempts });
  });
});

describe('the daily cleanup', () => {
  it('deletes expired sessions, spent reset tokens and old sign-in attempts, once a day across processes', async () => {
    const cora = await userByEmail(t, 'cora@upline.test');
    // Later than the other tests' runs, which already took today's cleanup slot.
    const now = new Date(t.clock.now().getTime() + 10 * 86_400_000);
    const old = new Date(now.getTime() - 3 * 86_400_000);
    const live = newSessionToken();
    const expired = newSessionToken();
    await t.handle.db.insert(schema.sessions).values([
      { userId: cora?.id ?? 0, tokenHash: live.tokenHash, expiresAt: new Date(now.getTime() + 86_400_000) },
      { userId: cora?.id ?? 0, tokenHash: expired.tokenHash, expiresAt: old },
    ]);
    const spent = newSessionToken();
    await t.handle.db.insert(schema.passwordResetTokens).values({ userId: cora?.id ?? 0, tokenHash: spent.tokenHash, expiresAt: old, usedAt: old });
    await t.handle.db.insert(schema.loginAttempts).values([
      { email: 'old@example.com', ip: '10.8.0.1', isSuccess: false, at: old },
      { email: 'new@example.com', ip: '10.8.0.1', isSuccess: false, at: now },
    ]);

    const first = await runDueJobs(depsOf(t), now);
    expect(first['accounts-cleanup']).toBeGreaterThanOrEqual(3);
    const sessions = await t.handle.db
      .select({ hash: schema.sessions.tokenHash })
      .from(schema.sessions)
      .where(inArray(schema.sessions.tokenHash, [live.tokenHash, expired.tokenHash]));
    expect(sessions.map((s) => s.hash)).toEqual([live.tokenHash]);
    expect(await t.handle.db.select().from(schema.passwordResetTokens).where(eq(schema.passwordResetTokens.tokenHash, spent.tokenHash))).toHaveLength(0);
    const attempts = await t.handle.db.select().from(schema.loginAttempts).where(eq(schema.loginAttempts.ip, '10.8.0.1'));
    expect(attempts.map((a) => a.email)).toEqual(['new@example.com']);

    expect((await runDueJobs(depsOf(t), new Date(now.getTime() + 3_600_000)))['accounts-cleanup']).toBe('skipped');
    expect((await runDueJobs(depsOf(t), new Date(now.getTime() + 86_400_000)))['accounts-cleanup']).not.toBe('skipped');
  });

  it('gives an interval slot to exactly one of several claimants', async () => {
    const at = new Date('2030-01-01T00:00:00Z');
    const claims = await Promise.all([1, 2, 3, 4].map(() => claimJobSlot(t.handle.db, 'slot-test', at, 60_000)));
    expect(claims.filter(Boolean)).toHaveLength(1);
    expect(await claimJobSlot(t.handle.db, 'slot-test', new Date(at.getTime() + 30_000), 60_000)).toBe(false);
    expect(await claimJobSlot(t.handle.db, 'slot-test', new Date(at.getTime() + 60_000), 60_000)).toBe(true);
  });
});
