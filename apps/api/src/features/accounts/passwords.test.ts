import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { schema } from '@upline/db';
import { hashToken } from '../../http/session.js';
import { demoPassword, lastMailTo, login, userByEmail } from '../../../test/accounts-fixtures.js';
import { createTestApp, type TestApp } from '../../../test/helpers.js';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp({ PUBLIC_URL: 'https://shop.example.com' });
});
afterAll(async () => t.close());

const sameAnswer = { message: 'If an account exists for this e-mail, we have sent a link to reset your password.' };
let visitor = 0;
/** Each request from its own visitor: the form is limited per address (decision 0007). */
const forgot = (email: string) => t.app.inject({ method: 'POST', url: '/api/forgotpassword', payload: { email }, remoteAddress: `10.60.0.${++visitor}` });
const reset = (token: string, password: string) => t.app.inject({ method: 'POST', url: '/api/reset-password', payload: { token, password } });

/** The token from the newest reset e-mail to the address (the link's #token= fragment). */
async function mailedToken(email: string) {
  const mail = await lastMailTo(t, email, 'password_reset');
  const match = mail?.text.match(/https:\/\/shop\.example\.com\/reset-password#token=([A-Za-z0-9_-]+)/);
  if (!match?.[1]) throw new Error(`no reset link in ${mail?.text}`);
  return decodeURIComponent(match[1]);
}

describe('POST /api/forgotpassword', () => {
  it('answers the same for an unknown e-mail and sends nothing', async () => {
    const known = await forgot('leo@upline.test');
    const unknown = await forgot('nobody-here@upline.test');
    expect(known.statusCode).toBe(200);
    expect(unknown.statusCode).toBe(200);
    expect(known.json()).toEqual(sameAnswer);
    expect(unknown.json()).toEqual(sameAnswer);
    expect(await lastMailTo(t, 'nobody-here@upline.test')).toBeNull();
    expect(await lastMailTo(t, 'leo@upline.test', 'password_reset')).not.toBeNull();
  });

  it('requires a valid e-mail', async () => {
    expect((await forgot('')).json().error).toBe('Email address is required');
    expect((await forgot('leo')).json().error).toBe('Please enter a valid email address.');
  });

  it('stores only the hash of the token, in a link fragment that expires in an hour', async () => {
    await forgot('Cora@Upline.test');
    const token = await mailedToken('cora@upline.test');
    const [row] = await t.handle.db.select().from(schema.passwordResetTokens).where(eq(schema.passwordResetTokens.tokenHash, hashToken(token)));
    expect(row).toBeDefined();
    expect(JSON.stringify(row)).not.toContain(token);
    expect((row?.expiresAt.getTime() ?? 0) - t.clock.now().getTime()).toBe(3_600_000);
  });

  it('sends at most 3 links an hour to one account', async () => {
    for (let i = 0; i < 5; i++) await forgot('ethan@upline.test');
    const mails = await t.handle.db.select().from(schema.emailOutbox).where(eq(schema.emailOutbox.to, 'ethan@upline.test'));
    expect(mails.filter((m) => m.template === 'password_reset')).toHaveLength(3);
  });
});

describe('POST /api/reset-password', () => {
  it('sets the new password with the e-mailed token, once, and signs out every session', async () => {
    const before = (await login(t, 'carl@upline.test')).json().access_token as string;
    await forgot('carl@upline.test');
    const token = await mailedToken('carl@upline.test');

    const ok = await reset(token, 'Brand-New#Pass1');
    expect(ok.statusCode).toBe(200);
    expect(ok.json()).toEqual({ message: 'Your password has been reset. Please log in.' });
    expect((await t.app.inject({ url: '/api/session', headers: { authorization: `Bearer ${before}` } })).json().user).toBeNull();
    expect((await login(t, 'carl@upline.test', demoPassword)).statusCode).toBe(401);
    expect((await login(t, 'carl@upline.test', 'Brand-New#Pass1')).statusCode).toBe(200);

    const again = await reset(token, 'Another#Pass2');
    expect(again.statusCode).toBe(400);
    expect(again.json()).toEqual({ error: 'This reset link is invalid or has expired.', code: 'invalid_reset_token' });
    expect(await lastMailTo(t, 'carl@upline.test', 'password_changed')).not.toBeNull();
  });

  it('refuses a token after one hour', async () => {
    await forgot('chloe@upline.test');
    const token = await mailedToken('chloe@upline.test');
    t.clock.advance(60 * 60_000 + 1);
    try {
      expect((await reset(token, 'Too-Late#1')).statusCode).toBe(400);
    } finally {
      t.clock.advance(-(60 * 60_000 + 1));
    }
    expect((await login(t, 'chloe@upline.test')).statusCode).toBe(200);
  });

  it('retires an earlier link when a newer one is sent', async () => {
    await forgot('olivia@upline.test');
    const first = await mailedToken('olivia@upline.test');
    await forgot('olivia@upline.test');
    const second = await mailedToken('olivia@upline.test');
    expect(second).not.toBe(first);
    expect((await reset(first, 'Old-Link#1')).statusCode).toBe(400);
    expect((await reset(second, 'New-Link#1')).statusCode).toBe(200);
  });

  it('refuses a made-up token', async () => {
    expect((await reset('made-up-token', 'Whatever#1')).statusCode).toBe(400);
  });
});

describe('POST /api/user/change_password', () => {
  const change = (headers: Record<string, string>, payload: Record<string, unknown>) =>
    t.app.inject({ method: 'POST', url: '/api/user/change_password', headers, payload });

  it('needs a session', async () => {
    expect((await change({}, { old_password: 'a', new_password: 'b' })).statusCode).toBe(401);
    expect((await change({}, {})).statusCode).toBe(401);
  });

  it('refuses a wrong current password', async () => {
    const token = (await login(t, 'mia@upline.test')).json().access_token as string;
    const res = await change({ authorization: `Bearer ${token}` }, { old_password: 'wrong', new_password: 'Next#Pass1' });
    expect(res.statusCode).toBe(400);
    expect(res.json()).toMatchObject({ error: 'Your current password is incorrect.', code: 'wrong_password' });
    expect((await login(t, 'mia@upline.test')).statusCode).toBe(200);
  });

  it('requires both fields', async () => {
    const token = (await login(t, 'mia@upline.test')).json().access_token as string;
    const res = await change({ authorization: `Bearer ${token}` }, { old_password: demoPassword });
    expect(res.statusCode).toBe(400);
    expect(res.json().errors).toEqual({ new_password: 'This field is required' });
  });

  it('changes it, keeps the current session and revokes the others', async () => {
    const phone = (await login(t, 'noah@upline.test')).json().access_token as string;
    const laptop = (await login(t, 'noah@upline.test')).json().access_token as string;
    const res = await change({ authorization: `Bearer ${laptop}` }, { old_password: demoPassword, new_password: 'Changed#Pass9' });
    expect(res.statusCode).toBe(200);
    expect(res.json()).toEqual({ message: 'Your password has been changed.' });
    const still = await t.app.inject({ url: '/api/session', headers: { authorization: `Bearer ${laptop}` } });
    expect(still.json().user.email).toBe('noah@upline.test');
    const gone = await t.app.inject({ url: '/api/session', headers: { authorization: `Bearer ${phone}` } });
    expect(gone.json().user).toBeNull();
    expect((await login(t, 'noah@upline.test', 'Changed#Pass9')).statusCode).toBe(200);
    const noah = await userByEmail(t, 'noah@upline.test');
    expect(noah?.passwordChangedAt?.toISOString()).toBe(t.clock.now().toISOString());
  });
});
