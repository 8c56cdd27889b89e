import type { RouteOptions } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '../../test/helpers.js';
import { bearerFor } from '../../test/accounts-fixtures.js';

// Staff calls check the role before they read or validate anything: a guest gets 401 and a
// member 403 whatever the body. Personal answers are never stored by a cache.

let t: TestApp;
let member: Record<string, string>;
let staff: Record<string, string>;
/** Every route as the app registered it, with its method(s), path and declared audience. */
const registered: { methods: string[]; url: string; audience: unknown }[] = [];

beforeAll(async () => {
  t = await createTestApp({}, {
    serveWeb: false,
    logger: false,
    onRoute: (route: RouteOptions) =>
      void registered.push({ methods: [route.method].flat(), url: route.url, audience: (route.config as { audience?: unknown } | undefined)?.audience }),
  });
  member = await bearerFor(t, 'ava@upline.test');
  staff = await bearerFor(t, 'admin@upline.test', 'Admin#2026');
});
afterAll(() => t.close());

const staffCalls = [
  { method: 'GET', url: '/api/admin/outbox' },
  { method: 'GET', url: '/api/admin/translations?status=nonsense' },
  { method: 'PUT', url: '/api/admin/translations/not-an-id', payload: { text: 42 } },
  { method: 'GET', url: '/api/fileUpload' },
  { method: 'POST', url: '/api/fileUpload', payload: { not: 'multipart' } },
] as const;

describe('staff calls', () => {
  it('answer a guest 401 and a member 403 before looking at the request, and staff past the guard', async () => {
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

describe('every staff call (enumerated from the registered routes, so a new one is covered without a change here)', () => {
  const staffRoutes = () => registered.filter((r) => r.audience === 'admin');

  it('is declared for staff when it lives under /api/admin (an admin path without the guard fails here)', () => {
    const unguarded = registered.filter((r) => r.url.startsWith('/api/admin') && r.audience !== 'admin').map((r) => `${r.methods.join(',')} ${r.url}`);
    expect(unguarded).toEqual([]);
  });

  it('answers a guest 401 and a member 403 before reading anything, whatever the parameters and body', async () => {
    const calls = staffRoutes().flatMap((r) => r.methods.filter((method) => method !== 'HEAD').map((method) => ({ method, url: r.url.replace(/:[A-Za-z0-9_]+/g, '1').replace(/\*$/, 'x') })));
    // The admin's every capability: catalogue, orders, returns, members, commissions, content,
    // promotions, operations, media.
    expect(calls.length).toBeGreaterThan(40);
    const failures: string[] = [];
    for (const { method, url } of calls) {
      const payload = method === 'GET' || method === 'DELETE' ? {} : { payload: { nonsense: true } };
      const guest = await t.app.inject({ method: method as 'GET', url, ...payload });
      if (guest.statusCode !== 401) failures.push(`${method} ${url} as a guest -> ${guest.statusCode}`);
      const asMember = await t.app.inject({ method: method as 'GET', url, headers: member, ...payload });
      if (asMember.statusCode !== 403) failures.push(`${method} ${url} as a member -> ${asMember.statusCode}`);
      else expect(asMember.json(), `${method} ${url} as a member`).toMatchObject({ code: expect.any(String), error: expect.any(String) });
    }
    expect(failures).toEqual([]);
  });
});

describe('audience groups (decision 0027)', () => {
  const inGroups = () => t.app.audienceCalls;
  const sample = (url: string) => url.replace(/:[A-Za-z0-9_]+\??/g, '1').replace(/\*$/, 'x');
  const bodyFor = (method: string) => (method === 'GET' || method === 'DELETE' ? {} : { payload: { nonsense: true } });

  it('hold every call once: staff calls in the admin group only, the member group member calls only, every /api/admin path in the admin group', () => {
    const calls = inGroups();
    expect(calls.length).toBeGreaterThan(100);
    const keys = calls.map((c) => `${c.method} ${c.url}`);
    expect(keys.length).toBe(new Set(keys).size);
    const misplaced = calls.filter((c) => (c.audience === 'admin') !== (c.group === 'admin') || (c.group === 'member' && c.audience !== 'member'));
    expect(misplaced).toEqual([]);
    expect(calls.filter((c) => c.url.startsWith('/api/admin') && c.group !== 'admin')).toEqual([]);
    expect(calls.filter((c) => c.group === 'member').length).toBeGreaterThan(20);
  });

  it('list every documented call that needs a sign-in as a member or staff call', async () => {
    const doc = (await t.app.inject({ method: 'GET', url: '/api/docs/json' })).json() as { paths: Record<string, Record<string, { security?: Record<string, unknown>[] }>> };
    const shape = (url: string) => url.replace(/\{[^}]+\}|:[A-Za-z0-9_]+\??/g, '*').replace(/\/$/, '');
    const guarded = new Set(inGroups().filter((c) => c.audience !== 'public').map((c) => `${c.method} ${shape(c.url)}`));
    const missing: string[] = [];
    for (const [path, methods] of Object.entries(doc.paths))
      for (const [method, operation] of Object.entries(methods)) {
        const security = operation.security ?? [];
        if (security.length === 0 || security.some((s) => Object.keys(s).length === 0)) continue;
        const key = `${method.toUpperCase()} ${shape(path)}`;
        if (!guarded.has(key)) missing.push(key);
      }
    expect(missing).toEqual([]);
  });

  it('let staff past the admin guard on every staff call (a guest 401 and a member 403 are proven above)', async () => {
    const failures: string[] = [];
    for (const c of inGroups().filter((x) => x.group === 'admin')) {
      const res = await t.app.inject({ method: c.method as 'GET', url: sample(c.url), headers: staff, ...bodyFor(c.method) });
      if (res.statusCode === 401 || res.statusCode === 403) failures.push(`${c.method} ${c.url} as staff -> ${res.statusCode}`);
    }
    expect(failures).toEqual([]);
  });

  it('answer a guest 401 on every member call before reading anything, and let the member past', async () => {
    const calls = inGroups().filter((c) => c.audience === 'member');
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

describe('every call that needs a sign-in', () => {
  it('answers a guest 401 before reading anything, whatever the body (every documented call with a security requirement)', async () => {
    const doc = (await t.app.inject({ method: 'GET', url: '/api/docs/json' })).json() as {
      paths: Record<string, Record<string, { security?: Record<string, unknown>[] }>>;
    };
    const failures: string[] = [];
    let checked = 0;
    for (const [path, methods] of Object.entries(doc.paths)) {
      for (const [method, operation] of Object.entries(methods)) {
        const security = operation.security;
        // An empty requirement ({}) marks a call open to guests too.
        if (!security || security.length === 0 || security.some((s) => Object.keys(s).length === 0)) continue;
        checked++;
        const url = path.replace(/\{[^}]+\}/g, '1');
        const payload = method === 'get' || method === 'delete' ? {} : { payload: { nonsense: true } };
        const res = await t.app.inject({ method: method.toUpperCase() as 'GET', url, ...payload });
        if (res.statusCode !== 401) failures.push(`${method.toUpperCase()} ${url} -> ${res.statusCode}`);
      }
    }
    expect(checked).toBeGreaterThan(10);
    expect(failures).toEqual([]);
  });
});
