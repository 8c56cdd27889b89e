import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '../../../test/helpers.js';
import { bearerFor, customerSignup, register } from '../../../test/accounts-fixtures.js';

// A session (stolen, or left open on a shared computer) must not let anyone guess the member's
// password through change_password, and the reset form must not be a free e-mail cannon.

let t: TestApp;

beforeAll(async () => {
  t = await createTestApp({ RATE_LIMIT_PER_MINUTE: '100000' });
});
afterAll(() => t.close());

describe('change_password', () => {
  it('throttles wrong current passwords like sign-ins: after 5 from one address, even the right one waits', async () => {
    const body = await customerSignup(t);
    expect((await register(t, body)).statusCode).toBe(200);
    const auth = await bearerFor(t, body.email, body.password);
    const change = (old: string) =>
      t.app.inject({ method: 'POST', url: '/api/user/change_password', headers: auth, remoteAddress: '10.8.0.1', payload: { old_password: old, new_password: 'Brand#New#Pass9' } });
    for (let i = 0; i < 5; i++) expect((await change(`guess-${i}`)).statusCode).toBe(400);
    const blocked = await change(body.password);
    expect(blocked.statusCode).toBe(429);
    // Nothing changed: the old password still signs in.
    expect((await bearerFor(t, body.email, body.password)).authorization).toMatch(/^Bearer /);
    t.clock.advance(16 * 60_000);
    expect((await change(body.password)).statusCode).toBe(200);
  });
});

describe('forgotpassword', () => {
  it('answers 429 after 10 requests from one address in 15 minutes, and sends at most 3 e-mails an hour to one account', async () => {
    const body = await customerSignup(t);
    expect((await register(t, body)).statusCode).toBe(200);
    const codes: number[] = [];
    for (let i = 0; i < 12; i++) {
      const res = await t.app.inject({ method: 'POST', url: '/api/forgotpassword', remoteAddress: '10.9.0.1', payload: { email: body.email } });
      codes.push(res.statusCode);
    }
    expect(codes.slice(0, 10)).toEqual(Array(10).fill(200));
    expect(codes.slice(10)).toEqual([429, 429]);
    const { schema } = await import('@upline/db');
    const { eq } = await import('drizzle-orm');
    const sent = await t.handle.db.select().from(schema.emailOutbox).where(eq(schema.emailOutbox.to, body.email));
    expect(sent.filter((m) => m.template === 'password_reset')).toHaveLength(3);
  });
});
