import { and, eq, isNull } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { schema } from '@upline/db';
import { SESSION_COOKIE } from '../../http/session.js';
import { demoPassword, login, userByEmail } from '../../../test/accounts-fixtures.js';
import { createTestApp, type TestApp } from '../../../test/helpers.js';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(async () => t.close());

describe('POST /api/login', () => {
  it('signs a member in: the user, the top-level session fields and an HttpOnly cookie', async () => {
    const res = await login(t, 'ava@upline.test');
    expect(res.statusCode).toBe(200);
    const body = res.json();
    const ava = await userByEmail(t, 'ava@upline.test');
    expect(body.user).toEqual({
      id: ava?.id,
      firstname: 'Ava',
      lastname: 'Martin',
      email: 'ava@upline.test',
      user_type: 'ambassador',
      plan_status: null,
      urlname: 'ava',
      currency: 'USD',
      language: 'en',
      is_admin: false,
    });
    expect(body).toMatchObject({ user_type: 'ambassador', urlname: 'ava', plan_status: null });
    expect(body.access_token).toMatch(/^[A-Za-z0-9_-]{40,}$/);
    const cookie = String(res.headers['set-cookie']);
    expect(cookie).toContain(`${SESSION_COOKIE}=${body.access_token}`);
    expect(cookie).toMatch(/HttpOnly/i);
    expect(cookie).toMatch(/SameSite=Lax/i);
  });

  it('matches the e-mail whatever its case and surrounding spaces', async () => {
    const res = await login(t, '  AVA@Upline.TEST ');
    expect(res.statusCode).toBe(200);
    expect(res.json().user.email).toBe('ava@upline.test');
  });

  it('answers a wrong password and an unknown e-mail with the same 401', async () => {
    const wrong = await login(t, 'leo@upline.test', 'not-the-password', '10.1.0.1');
    const unknown = await login(t, 'nobody@upline.test', 'whatever', '10.1.0.2');
    expect(wrong.statusCode).toBe(401);
    expect(unknown.statusCode).toBe(401);
    expect(wrong.json()).toEqual({ error: 'Invalid email or password.', code: 'invalid_credentials' });
    expect(unknown.json()).toEqual(wrong.json());
    expect(wrong.headers['set-cookie']).toBeUndefined();
  });

  it('requires both fields with the spec messages', async () => {
    const noEmail = await t.app.inject({ method: 'POST', url: '/api/login', payload: { password: 'x' } });
    expect(noEmail.statusCode).toBe(400);
    expect(noEmail.json().error).toBe('Email address is required');
    const noPassword = await t.app.inject({ method: 'POST', url: '/api/login', payload: { email: 'ava@upline.test', password: '' } });
    expect(noPassword.statusCode).toBe(400);
    expect(noPassword.json().errors).toEqual({ password: 'Password is required' });
  });

  it("answers a lapsed scholar's plan_status 'stop' so the web sends her to the Plan page", async () => {
    const res = await login(t, 'sara@upline.test');
    expect(res.statusCode).toBe(200);
    expect(res.json()).toMatchObject({ user_type: 'scholar', plan_status: 'stop', user: { plan_status: 'stop' } });
  });

  it('tells staff apart by is_admin', async () => {
    const res = await login(t, 'admin@upline.test', 'Admin#2026');
    expect(res.statusCode).toBe(200);
    expect(res.json().user.is_admin).toBe(true);
  });

  it('ends a session already on the browser when someone signs in over it', async () => {
    const first = (await login(t, 'cora@upline.test')).json().access_token as string;
    const second = await t.app.inject({
      method: 'POST',
      url: '/api/login',
      payload: { email: 'carl@upline.test', password: demoPassword },
      cookies: { [SESSION_COOKIE]: first },
    });
    expect(second.statusCode).toBe(200);
    const old = await t.app.inject({ url: '/api/session', headers: { authorization: `Bearer ${first}` } });
    expect(old.json()).toEqual({ user: null });
  });
});

describe('sign-in throttling', () => {
  it('stops one address guessing one account after 5 failures, even with the right password, until the window passes', async () => {
    for (let i = 0; i < 5; i++) expect((await login(t, 'mia@upline.test', `wrong-${i}`, '10.2.0.1')).statusCode).toBe(401);
    const blocked = await login(t, 'mia@upline.test', demoPassword, '10.2.0.1');
    expect(blocked.statusCode).toBe(429);
    expect(blocked.json()).toEqual({ error: 'Too many sign-in attempts. Please wait a few minutes and try again.', code: 'rate_limited' });
    // Mia herself, elsewhere, is not locked out by those guesses.
    expect((await login(t, 'mia@upline.test', demoPassword, '10.2.0.50')).statusCode).toBe(200);

    for (let i = 0; i < 5; i++) await login(t, 'mia@upline.test', `wrong-again-${i}`, '10.2.0.1');
    t.clock.advance(14 * 60_000);
    expect((await login(t, 'mia@upline.test', demoPassword, '10.2.0.1')).statusCode).toBe(429);
    t.clock.advance(60_000 + 1000);
    expect((await login(t, 'mia@upline.test', demoPassword, '10.2.0.1')).statusCode).toBe(200);
  });

  it('stops guesses spread over many addresses after 10, except from an address the member signed in from before', async () => {
    expect((await login(t, 'cora@upline.test', demoPassword, '10.6.0.200')).statusCode).toBe(200);
    for (let i = 0; i < 10; i++) expect((await login(t, 'cora@upline.test', `wrong-${i}`, `10.6.1.${i}`)).statusCode).toBe(401);
    expect((await login(t, 'cora@upline.test', demoPassword, '10.6.2.1')).statusCode).toBe(429);
    expect((await login(t, 'cora@upline.test', demoPassword, '10.6.0.200')).statusCode).toBe(200);
  });

  it('clears the account count on a successful sign-in', async () => {
    for (let i = 0; i < 4; i++) await login(t, 'noah@upline.test', 'wrong', '10.3.0.1');
    expect((await login(t, 'noah@upline.test', demoPassword, '10.3.0.1')).statusCode).toBe(200);
    for (let i = 0; i < 4; i++) await login(t, 'noah@upline.test', 'wrong', '10.3.0.1');
    expect((await login(t, 'noah@upline.test', demoPassword, '10.3.0.1')).statusCode).toBe(200);
    for (let i = 0; i < 5; i++) await login(t, 'noah@upline.test', 'wrong', '10.3.0.1');
    expect((await login(t, 'noah@upline.test', demoPassword, '10.3.0.1')).statusCode).toBe(429);
  });

  it('refuses an address after 20 failures in 15 minutes, whichever accounts it tried', async () => {
    for (let i = 0; i < 20; i++) expect((await login(t, `guess${i}@example.com`, 'x', '10.4.4.4')).statusCode).toBe(401);
    expect((await login(t, 'olivia@upline.test', demoPassword, '10.4.4.4')).statusCode).toBe(429);
    // The account itself is not blocked: the same member signs in from elsewhere.
    expect((await login(t, 'olivia@upline.test', demoPassword, '10.4.4.5')).statusCode).toBe(200);
  });

  it('does not lock out the members of an office behind an address that an attacker uses', async () => {
    // Chloe signed in from the office before; an attacker there then sprays 20 accounts.
    expect((await login(t, 'chloe@upline.test', demoPassword, '10.7.7.7')).statusCode).toBe(200);
    for (let i = 0; i < 20; i++) await login(t, `spray${i}@example.com`, 'x', '10.7.7.7');
    expect((await login(t, `spray-more@example.com`, 'x', '10.7.7.7')).statusCode).toBe(429);
    expect((await login(t, 'chloe@upline.test', demoPassword, '10.7.7.7')).statusCode).toBe(200);
  });

  it('records attempts with the lower-cased e-mail and never the password', async () => {
    await login(t, 'Ethan@Upline.test', 'Secret-Guess-1', '10.5.0.1');
    const rows = await t.handle.db.select().from(schema.loginAttempts).where(eq(schema.loginAttempts.ip, '10.5.0.1'));
    expect(rows).toHaveLength(1);
    expect(rows[0]).toMatchObject({ email: 'ethan@upline.test', isSuccess: false });
    expect(JSON.stringify(rows)).not.toContain('Secret-Guess-1');
  });
});

describe('GET /api/session', () => {
  it('answers the signed-in member from the cookie, and null without one', async () => {
    const token = (await login(t, 'chloe@upline.test')).json().access_token as string;
    const res = await t.app.inject({ url: '/api/session', cookies: { [SESSION_COOKIE]: token } });
    expect(res.json().user).toMatchObject({ email: 'chloe@upline.test', user_type: 'customer' });
    expect((await t.app.inject('/api/session')).json()).toEqual({ user: null });
  });

  it('answers null after logout', async () => {
    const token = (await login(t, 'chloe@upline.test')).json().access_token as string;
    await t.app.inject({ method: 'POST', url: '/api/logout', cookies: { [SESSION_COOKIE]: token } });
    expect((await t.app.inject({ url: '/api/session', cookies: { [SESSION_COOKIE]: token } })).json()).toEqual({ user: null });
    const chloe = await userByEmail(t, 'chloe@upline.test');
    const live = await t.handle.db
      .select()
      .from(schema.sessions)
      .where(and(eq(schema.sessions.userId, chloe?.id ?? 0), isNull(schema.sessions.revokedAt)));
    expect(live.every((s) => s.tokenHash !== token)).toBe(true);
  });
});
