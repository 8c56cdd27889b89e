import { eq, sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { schema } from '@upline/db';
import { newsletterUnsubscribePath } from '@upline/contract/content';
import { createUnsubscribeLink, hashUnsubscribeToken } from './newsletter-token.js';
import { createTestApp, type TestApp } from '../../../test/helpers.js';

let t: TestApp;
const consentText = 'Yes, send me news and offers by e-mail. I can unsubscribe at any time.';

const subscribe = (payload: Record<string, unknown>) => t.app.inject({ method: 'POST', url: '/api/newsletter', payload });
const unsubscribe = (token: string) => t.app.inject({ method: 'POST', url: '/api/newsletter/unsubscribe', payload: { token } });

async function rowsFor(email: string) {
  const s = schema.newsletterSubscribers;
  return t.handle.db.select().from(s).where(eq(sql`lower(${s.email})`, email.toLowerCase()));
}

async function tokenFor(email: string) {
  const link = await createUnsubscribeLink({ db: t.handle.db, config: t.config }, email);
  if (!link) throw new Error(`${email} is not subscribed`);
  return { link, token: new URL(link).hash.replace(/^#token=/, '') };
}

beforeAll(async () => {
  t = await createTestApp();
});
afterAll(async () => t.close());

describe('POST /api/newsletter', () => {
  it('subscribes with the consent text and time, and answers only a message', async () => {
    const res = await subscribe({ email: ' Nora@Example.test ', consent: true, consent_text: consentText });
    expect(res.statusCode).toBe(200);
    expect(res.json()).toEqual({ message: 'Thank you for subscribing!' });
    const rows = await rowsFor('nora@example.test');
    expect(rows).toHaveLength(1);
    expect(rows[0]).toMatchObject({ email: 'Nora@Example.test', consentText, language: 'en', unsubscribedAt: null });
    expect(rows[0]?.consentedAt.toISOString()).toBe(t.clock.now().toISOString());
  });

  it('does not duplicate a second signup with the same address, and keeps the first consent', async () => {
    await subscribe({ email: 'dup@example.test', consent: true, consent_text: consentText });
    t.clock.advance(60_000);
    const again = await subscribe({ email: 'DUP@example.test', consent: true, consent_text: 'Another wording' });
    expect(again.statusCode).toBe(200);
    expect(again.json()).toEqual({ message: 'Thank you for subscribing!' });
    const rows = await rowsFor('dup@example.test');
    expect(rows).toHaveLength(1);
    expect(rows[0]?.consentText).toBe(consentText);
  });

  it('refuses a signup without consent', async () => {
    for (const payload of [
      { email: 'noconsent@example.test', consent: false, consent_text: consentText },
      { email: 'noconsent@example.test', consent_text: consentText },
    ]) {
      const res = await subscribe(payload);
      expect(res.statusCode).toBe(400);
      expect(res.json()).toMatchObject({ error: 'Please accept to receive e-mails from us.', errors: { consent: 'Please accept to receive e-mails from us.' } });
    }
    expect(await rowsFor('noconsent@example.test')).toHaveLength(0);
  });

  it('refuses an invalid e-mail address with the field message', async () => {
    const res = await subscribe({ email: 'not-an-address', consent: true, consent_text: consentText });
    expect(res.statusCode).toBe(400);
    expect(res.json()).toMatchObject({ error: 'Please enter a valid email address.', errors: { email: 'Please enter a valid email address.' } });
  });

  it('stores the language asked for and refuses an unknown one', async () => {
    await subscribe({ email: 'fr@example.test', consent: true, consent_text: 'Oui', language: 'fr' });
    expect((await rowsFor('fr@example.test'))[0]?.language).toBe('fr');
    const res = await subscribe({ email: 'xx@example.test', consent: true, consent_text: 'x', language: 'xx' });
    expect(res.statusCode).toBe(400);
  });
});

describe('unsubscribing', () => {
  it('builds a link to the web page with a token stored only as its hash', async () => {
    await subscribe({ email: 'link@example.test', consent: true, consent_text: consentText });
    const { link, token } = await tokenFor('LINK@example.test');
    expect(link.startsWith(`${t.config.publicUrl}${newsletterUnsubscribePath}#token=`)).toBe(true);
    expect(token.length).toBeGreaterThanOrEqual(40);
    const [row] = await rowsFor('link@example.test');
    expect(row?.unsubscribeTokenHash).toBe(hashUnsubscribeToken(token));
    expect(JSON.stringify(row)).not.toContain(token);
    // The same link every time: links in earlier newsletters keep working.
    expect((await tokenFor('link@example.test')).token).toBe(token);
    expect(await createUnsubscribeLink({ db: t.handle.db, config: t.config }, 'stranger@example.test')).toBeNull();
  });

  it('keeps links working after the server key changes: the next link carries a fresh token', async () => {
    await subscribe({ email: 'rotate@example.test', consent: true, consent_text: consentText });
    const before = await tokenFor('rotate@example.test');
    const rotated = { ...t.config, encryptionKey: Buffer.alloc(32, 7) };
    const link = await createUnsubscribeLink({ db: t.handle.db, config: rotated }, 'rotate@example.test');
    const token = new URL(link!).hash.replace(/^#token=/, '');
    expect(token).not.toBe(before.token);
    expect((await rowsFor('rotate@example.test'))[0]?.unsubscribeTokenHash).toBe(hashUnsubscribeToken(token));
    expect((await unsubscribe(token)).statusCode).toBe(200);
  });

  it('unsubscribes with the token, harmlessly twice, and refuses an unknown token', async () => {
    await subscribe({ email: 'leave@example.test', consent: true, consent_text: consentText });
    const { token } = await tokenFor('leave@example.test');
    const res = await unsubscribe(token);
    expect(res.statusCode).toBe(200);
    expect(res.json().message).toMatch(/unsubscribed/);
    const [row] = await rowsFor('leave@example.test');
    expect(row?.unsubscribedAt?.toISOString()).toBe(t.clock.now().toISOString());
    expect(await createUnsubscribeLink({ db: t.handle.db, config: t.config }, 'leave@example.test')).toBeNull();
    expect((await unsubscribe(token)).statusCode).toBe(200);

    expect((await tokenFor('link@example.test')).token).not.toBe(token);
    const unknown = await unsubscribe('A'.repeat(43));
    expect(unknown.statusCode).toBe(404);
    expect((await unsubscribe('short')).statusCode).toBe(400);
  });

  it('subscribes again after unsubscribing, with the new consent', async () => {
    await subscribe({ email: 'back@example.test', consent: true, consent_text: consentText });
    await unsubscribe((await tokenFor('back@example.test')).token);
    t.clock.advance(86_400_000);
    const res = await subscribe({ email: 'back@example.test', consent: true, consent_text: 'New wording' });
    expect(res.json()).toEqual({ message: 'Thank you for subscribing!' });
    const rows = await rowsFor('back@example.test');
    expect(rows).toHaveLength(1);
    expect(rows[0]).toMatchObject({ consentText: 'New wording', unsubscribedAt: null });
    expect(rows[0]?.consentedAt.toISOString()).toBe(t.clock.now().toISOString());
  });
});

describe('the welcome e-mail', () => {
  async function outboxFor(email: string) {
    const o = schema.emailOutbox;
    return t.handle.db.select().from(o).where(eq(o.to, email));
  }

  it('is sent once, in the subscriber language, with a working unsubscribe link', async () => {
    const email = 'welcome.fr@example.test';
    await subscribe({ email, consent: true, consent_text: consentText, language: 'fr' });
    await subscribe({ email, consent: true, consent_text: consentText, language: 'fr' });
    const mails = await outboxFor(email);
    expect(mails).toHaveLength(1);
    expect(mails[0]).toMatchObject({ template: 'newsletter_welcome', subject: expect.stringContaining('Bienvenue') });
    expect(mails[0]?.text).toContain('Upline Wellness Inc., 100 King Street West');
    const link = mails[0]?.text.match(/https?:\/\/\S+#token=\S+/)?.[0];
    expect(link).toContain(newsletterUnsubscribePath);
    const token = new URL(link ?? '').hash.replace(/^#token=/, '');
    expect((await unsubscribe(token)).statusCode).toBe(200);
    expect((await rowsFor(email))[0]?.unsubscribedAt).not.toBeNull();
  });
});
