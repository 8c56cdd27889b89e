import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { schema } from '@upline/db';
import { hashToken, newSessionToken, SESSION_COOKIE } from './session.js';
import { createTestApp, type TestApp } from '../../test/helpers.js';

let t: TestApp;

async function userId(email: string) {
  const rows = await t.handle.db.select({ id: schema.users.id }).from(schema.users).where(eq(schema.users.email, email));
  if (!rows[0]) throw new Error(`no demo user ${email}`);
  return rows[0].id;
}

async function sessionFor(email: string) {
  const { token, tokenHash } = newSessionToken();
  await t.handle.db.insert(schema.sessions).values({
    userId: await userId(email),
    tokenHash,
    expiresAt: new Date(t.clock.now().getTime() + 86_400_000),
  });
  return token;
}

beforeAll(async () => {
  t = await createTestApp();
});
afterAll(async () => t.close());

// A member route (requireUser) and an admin route (requireAdmin) exercise the guards.
const memberUrl = '/api/user/details';
const adminUrl = '/api/admin/outbox';

describe('sessions', () => {
  it('stores only the hash of a token', async () => {
    const token = await sessionFor('cora@upline.test');
    const rows = await t.handle.db.select().from(schema.sessions).where(eq(schema.sessions.tokenHash, hashToken(token)));
    expect(rows).toHaveLength(1);
    expect(JSON.stringify(rows[0])).not.toContain(token);
  });

  it('accepts the token as a bearer header or as the HttpOnly cookie', async () => {
    const token = await sessionFor('cora@upline.test');
    const id = await userId('cora@upline.test');
    const bearer = await t.app.inject({ url: memberUrl, headers: { authorization: `Bearer ${token}` } });
    const cookie = await t.app.inject({ url: memberUrl, cookies: { [SESSION_COOKIE]: token } });
    expect(bearer.json().userDetails.id).toBe(id);
    expect(cookie.json().userDetails.id).toBe(id);
  });

  it('refuses member routes without a session (401) and admin routes to members (403)', async () => {
    const anonymous = await t.app.inject(memberUrl);
    expect(anonymous.statusCode).toBe(401);
    expect(anonymous.json().code).toBe('unauthenticated');
    const member = await sessionFor('ava@upline.test');
    const refused = await t.app.inject({ url: adminUrl, headers: { authorization: `Bearer ${member}` } });
    expect(refused.statusCode).toBe(403);
    const admin = await sessionFor('admin@upline.test');
    expect((await t.app.inject({ url: adminUrl, headers: { authorization: `Bearer ${admin}` } })).statusCode).toBe(200);
  });

  it('ignores an expired session', async () => {
    const token = await sessionFor('cora@upline.test');
    t.clock.advance(2 * 86_400_000);
    try {
      const res = await t.app.inject({ url: memberUrl, headers: { authorization: `Bearer ${token}` } });
      expect(res.statusCode).toBe(401);
    } finally {
      t.clock.advance(-2 * 86_400_000);
    }
  });

  it('logout revokes the session on the server and clears the cookie', async () => {
    const token = await sessionFor('cora@upline.test');
    const res = await t.app.inject({ method: 'POST', url: '/api/logout', cookies: { [SESSION_COOKIE]: token } });
    expect(res.statusCode).toBe(200);
    expect(String(res.headers['set-cookie'])).toMatch(new RegExp(`${SESSION_COOKIE}=;`));
    const after = await t.app.inject({ url: memberUrl, headers: { authorization: `Bearer ${token}` } });
    expect(after.statusCode).toBe(401);
  });
});

describe('GET /api/get-user-info/{urlName}', () => {
  it('answers the sponsor behind a link name, case-insensitively', async () => {
    const res = await t.app.inject('/api/get-user-info/AVA');
    expect(res.statusCode).toBe(200);
    expect(res.json()).toMatchObject({ id: await userId('ava@upline.test'), user_type: 'ambassador', urlname: 'ava' });
    expect(res.json().enrolling_sponsor_name).toMatch(/\w+ \w+/);
  });

  it('answers the default sponsor without a link name', async () => {
    const res = await t.app.inject('/api/get-user-info');
    expect(res.statusCode).toBe(200);
    expect(res.json().urlname).toBe(t.config.defaultSponsorUrlName);
  });

  it('answers 404 for an unknown link name and 400 for a malformed one', async () => {
    expect((await t.app.inject('/api/get-user-info/nobody-here')).statusCode).toBe(404);
    expect((await t.app.inject('/api/get-user-info/%3Cscript%3E')).statusCode).toBe(400);
  });
});
