import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '../../test/helpers.js';
import { bearerFor } from '../../test/accounts-fixtures.js';

// Staff calls check the role before they read or validate anything: a guest gets 401 and a
// member 403 whatever the body; member calls answer a guest 401 likewise. The calls are
// enumerated from what the audience groups registered (app.audienceCalls, decision 0027), so a
// new call is covered without a change here. Personal answers are never stored by a cache.

let t: TestApp;
let member: Record<string, string>;
let staff: Record<string, string>;

beforeAll(async () => {
  t = await createTestApp();
  member = await bearerFor(t, 'ava@upline.test');
  staff = await bearerFor(t, 'admin@upline.test', 'Admin#2026');
});
afterAll(() => t.close());

/** A URL for a registered path: every parameter 1, a wildcard x. */
const sample = (url: string) => url.replace(/:[A-Za-z0-9_]+\??/g, '1').replace(/\*$/, 'x');
/** A body no call accepts (none for a GET or DELETE). */
const bodyFor = (method: string) => (method === 'GET' || method === 'DELETE' ? {} : { payload: { nonsense: true } });

const staffCalls = [
  { method: 'GET', url: '/api/admin/outbox' },
  { method: 'GET', url: '/api/admin/translations?status=nonsense' },
  { method: 'PUT', url: '/api/admin/translations/not-an-id', payload: { text: 42 } },
  { method: 'GET', url: '/api/fileUpload' },
  { method: 'POST', url: '/api/fileUpload', payload: { not: 'multipart' } },
] as const;

describe('staff calls', () => {
  it('answer a guest 401 and a member 403 before looking at the query, the path or the body, and staff past the guard', async () => {
    for (const call of staffCalls) {
      const payload = 'payload' in call ? { payload: call.payload } : {};
      const guest = await t.app.inject({ method: call.method, url: call.url, ...payload });
      expect(guest.statusCode, `${call.method} ${call.url} as a guest`).toBe(401);
      const asMember = await t.app.inject({ method: call.method, url: call.url, headers: member, ...payload });
      expect(asMember.statusCode, `${call.method} ${call.url} as a member`).toBe(403);
      const asStaff = await t.app.inject({ method: call.method, url: call.url, headers: staff, ...payload });
      expect([401, 403], `${call.method} ${call.url} as staff`).not.toContain(asStaff.statusCode);
    }
  });
});

describe('audience groups (decision 0027)', () => {
  const inGroups = () => t.app.audienceCalls;

  it('hold every call once: staff calls in the admin group only, member calls in the member group only, public calls in the shop group only, every /api/admin path in the admin group', () => {
    const calls = inGroups();
    expect(calls.length).toBeGreaterThan(100);
    const keys = calls.map((c) => `${c.method} ${c.url}`);
    expect(keys.length).toBe(new Set(keys).size);
    const misplaced = calls.filter((c) => c.group !== (c.audience === 'public' ? 'shop' : c.audience));
    expect(misplaced).toEqual([]);
    expect(calls.filter((c) => c.url.startsWith('/api/admin') && c.group !== 'admin')).toEqual([]);
    expect(calls.filter((c) => c.group === 'member').length).toBeGreaterThan(20);
  });

  it('answer a guest 401 and a member 403 (an error body) on every staff call before reading anything, whatever the parameters and body, and let staff past', async () => {
    const calls = inGroups().filter((c) => c.group === 'admin');
    // The admin's every capability: catalogue, orders, returns, members, commissions, content,
    // promotions, operations, media.
    expect(calls.length).toBeGreaterThan(40);
    const failures: string[] = [];
    for (const c of calls) {
      const url = sample(c.url);
      const guest = await t.app.inject({ method: c.method as 'GET', url, ...bodyFor(c.method) });
      if (guest.statusCode !== 401) failures.push(`${c.method} ${c.url} as a guest -> ${guest.statusCode}`);
      const asMember = await t.app.inject({ method: c.method as 'GET', url, headers: member, ...bodyFor(c.method) });
      if (asMember.statusCode !== 403) failures.push(`${c.method} ${c.url} as a member -> ${asMember.statusCode}`);
      else expect(asMember.json(), `${c.method} ${c.url} as a member`).toMatchObject({ code: expect.any(String), error: expect.any(String) });
      const asStaff = await t.app.inject({ method: c.method as 'GET', url, headers: staff, ...bodyFor(c.method) });
      if (asStaff.statusCode === 401 || asStaff.statusCode === 403) failures.push(`${c.method} ${c.url} as staff -> ${asStaff.statusCode}`);
    }
    expect(failures).toEqual([]);
  });

  it('answer a guest 401 on every member call before reading anything, and let the member past', async () => {
    const calls = inGroups().filter((c) => c.group === 'member');
    const failures: string[] = [];
    for (const c of calls) {
      const guest = await t.app.inject({ method: c.method as 'GET', url: sample(c.url), ...bodyFor(c.method) });
      if (guest.statusCode !== 401) failures.push(`${c.method} ${c.url} as a guest -> ${guest.statusCode}`);
    }
    for (const c of calls) {
      const asMember = await t.app.inject({ method: c.method as 'GET', url: sample(c.url), headers: member, ...bodyFor(c.method) });
      if (asMember.statusCode === 401 || asMember.statusCode === 403) failures.push(`${c.method} ${c.url} as a member -> ${asMember.statusCode}`);
    }
    expect(failures).toEqual([]);
  });

  it('hold every documented call; each that needs a sign-in is a member or staff call and answers a guest 401 whatever the body', async () => {
    const doc = (await t.app.inject({ method: 'GET', url: '/api/docs/json' })).json() as { paths: Record<string, Record<string, { security?: Record<string, unknown>[] }>> };
    const shape = (url: string) => url.replace(/\{[^}]+\}\??|:[A-Za-z0-9_]+\??/g, '*').replace(/\/$/, '');
    const keyOf = (c: { method: string; url: string }) => `${c.method} ${shape(c.url)}`;
    const listed = new Set(inGroups().map(keyOf));
    const guarded = new Set(inGroups().filter((c) => c.group !== 'shop').map(keyOf));
    const failures: string[] = [];
    let checked = 0;
    for (const [path, methods] of Object.entries(doc.paths))
      for (const [method, operation] of Object.entries(methods)) {
        const key = keyOf({ method: method.toUpperCase(), url: path });
        if (!listed.has(key)) failures.push(`${key} is in no group`);
        const security = operation.security ?? [];
        // An empty requirement ({}) marks a call open to guests too.
        if (security.length === 0 || security.some((s) => Object.keys(s).length === 0)) continue;
        checked++;
        if (!guarded.has(key)) failures.push(`${key} is in no guarded group`);
        const res = await t.app.inject({ method: method.toUpperCase() as 'GET', url: path.replace(/\{[^}]+\}\??/g, '1'), ...bodyFor(method.toUpperCase()) });
        if (res.statusCode !== 401) failures.push(`${key} as a guest -> ${res.statusCode}`);
      }
    expect(checked).toBeGreaterThan(10);
    expect(failures).toEqual([]);
  });
});

describe('personal answers', () => {
  it('carry Cache-Control: no-store (member details, the session, orders), while the catalogue keeps its revalidation', async () => {
    for (const url of ['/api/user/details', '/api/user/orders', '/api/session']) {
      const res = await t.app.inject({ method: 'GET', url, headers: member });
      expect(res.headers['cache-control'], url).toBe('no-store');
    }
    const login = await t.app.inject({ method: 'POST', url: '/api/login', payload: { email: 'ava@upline.test', password: 'Demo#2026' }, remoteAddress: '10.77.0.1' });
    expect(login.headers['cache-control']).toBe('no-store');
    const catalogue = await t.app.inject({ method: 'GET', url: '/api/product' });
    expect(catalogue.headers['cache-control']).toBe('no-cache');
  });
});
