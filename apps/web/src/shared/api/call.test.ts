import { afterEach, describe, expect, it, vi } from 'vitest';
import { z } from 'zod';
import { defineRoute, routeRefs } from '@upline/contract/route';
import { teamRoutes } from '@upline/contract/team';
import { ApiError } from './api-error';
import { call } from './call';

const json = (body: unknown) => new Response(JSON.stringify(body), { status: 200, headers: { 'content-type': 'application/json' } });

const rename = defineRoute({
  method: 'PUT',
  path: '/things/:id/name',
  audience: 'member',
  summary: 'Renames a thing',
  tags: ['test'],
  params: z.object({ id: z.coerce.number() }),
  body: z.object({ name: z.string() }),
  response: z.object({ success: z.literal(true), name: z.string() }),
  errors: [400, 401, 404],
});

afterEach(() => {
  vi.unstubAllGlobals();
  vi.restoreAllMocks();
});

describe('call', () => {
  it('builds the URL from the descriptor: parameters filled in, the query without empty values', async () => {
    const fetchMock = vi.fn().mockResolvedValue(json({ success: true, pagination: { page: 2, per_page: 20, total: 21, pages: 2 }, my_scholar: [] }));
    vi.stubGlobal('fetch', fetchMock);
    const answer = await call(teamRoutes.list, { params: { type: 'scholar' }, query: { search: '', sort: 'name', page: 2 } });
    expect(answer.pagination.total).toBe(21);
    const [url, init] = fetchMock.mock.calls[0] as [string, RequestInit];
    expect(url).toBe('/api/team-users/scholar?sort=name&page=2');
    expect(init.method).toBe('GET');
  });

  it('sends the body as JSON with the descriptor’s method, the parameters encoded', async () => {
    const fetchMock = vi.fn().mockResolvedValue(json({ success: true, name: 'New' }));
    vi.stubGlobal('fetch', fetchMock);
    await expect(call(rename, { params: { id: '7/x' }, body: { name: 'New' } })).resolves.toEqual({ success: true, name: 'New' });
    const [url, init] = fetchMock.mock.calls[0] as [string, RequestInit];
    expect(url).toBe('/api/things/7%2Fx/name');
    expect(init.method).toBe('PUT');
    expect(JSON.parse(init.body as string)).toEqual({ name: 'New' });
  });

  it('refuses, in development and tests, an answer that does not match the contract', async () => {
    vi.stubGlobal('fetch', vi.fn().mockResolvedValue(json({ success: true, direct: { customer: 'three' } })));
    const logged = vi.spyOn(console, 'error').mockImplementation(() => undefined);
    const failure = await call(teamRoutes.summary).catch((e: unknown) => e);
    expect(failure).toBeInstanceOf(ApiError);
    expect(failure).toMatchObject({ code: 'bad_response' });
    expect(logged).toHaveBeenCalledWith('GET /user/team/summary: the answer does not match the contract', expect.any(Array));
  });
});

describe('call through a zod-free reference', () => {
  const ref = routeRefs<{ rename: typeof rename }>(async () => ({ rename }), { rename: { method: 'PUT', path: '/things/:id/name' } }).rename;

  it('calls the same URL with the same method and body as the descriptor', async () => {
    const fetchMock = vi.fn().mockResolvedValue(json({ success: true, name: 'New' }));
    vi.stubGlobal('fetch', fetchMock);
    await expect(call(ref, { params: { id: 7 }, body: { name: 'New' } })).resolves.toEqual({ success: true, name: 'New' });
    const [url, init] = fetchMock.mock.calls[0] as [string, RequestInit];
    expect(url).toBe('/api/things/7/name');
    expect(init.method).toBe('PUT');
  });

  it('loads the descriptor to refuse, in development and tests, an answer that does not match the contract', async () => {
    vi.stubGlobal('fetch', vi.fn().mockResolvedValue(json({ success: true })));
    const logged = vi.spyOn(console, 'error').mockImplementation(() => undefined);
    await expect(call(ref, { params: { id: 7 }, body: { name: 'New' } })).rejects.toMatchObject({ code: 'bad_response' });
    expect(logged).toHaveBeenCalledWith('PUT /things/:id/name: the answer does not match the contract', expect.any(Array));
  });
});

describe('call with an idempotency key', () => {
  const pay = defineRoute({
    method: 'POST',
    path: '/things/:id/pay',
    audience: 'public',
    summary: 'Pays for a thing',
    tags: ['test'],
    idempotencyKey: 'required',
    params: z.object({ id: z.coerce.number() }),
    body: z.object({ card: z.string() }),
    response: z.object({ success: z.literal(true) }),
    errors: [402],
  });
  const capture = defineRoute({ ...pay, path: '/things/:id/capture', idempotencyKey: 'optional' });

  it('sends the key in the Idempotency-Key header the descriptor declares', async () => {
    const fetchMock = vi.fn().mockResolvedValue(json({ success: true }));
    vi.stubGlobal('fetch', fetchMock);
    await call(pay, { params: { id: 7 }, body: { card: 'pm_1' }, idempotencyKey: 'key-1234' });
    const [url, init] = fetchMock.mock.calls[0] as [string, RequestInit];
    expect(url).toBe('/api/things/7/pay');
    expect(init.headers).toMatchObject({ 'idempotency-key': 'key-1234', 'Content-Type': 'application/json' });
    // @ts-expect-error a call whose descriptor requires the key does not build without it
    const withoutKey = () => call(pay, { params: { id: 7 }, body: { card: 'pm_1' } });
    expect(withoutKey).toBeTypeOf('function');
  });

  it('sends no such header when an optional key is left out', async () => {
    const fetchMock = vi.fn().mockResolvedValue(json({ success: true }));
    vi.stubGlobal('fetch', fetchMock);
    await call(capture, { params: { id: 7 }, body: { card: 'pm_1' } });
    const [, init] = fetchMock.mock.calls[0] as [string, RequestInit];
    expect(Object.keys(init.headers as Record<string, string>).map((name) => name.toLowerCase())).not.toContain('idempotency-key');
  });

  it('keeps the whole error answer, for errors that carry more than the error body', async () => {
    const body = { error: 'Declined', code: 'card_declined', details: { reason: 'insufficient_funds' } };
    vi.stubGlobal('fetch', vi.fn().mockResolvedValue(new Response(JSON.stringify(body), { status: 402, headers: { 'content-type': 'application/json' } })));
    const failure = await call(pay, { params: { id: 7 }, body: { card: 'pm_1' }, idempotencyKey: 'key-1234' }).catch((e: unknown) => e);
    expect(failure).toBeInstanceOf(ApiError);
    expect(failure).toMatchObject({ status: 402, code: 'card_declined', payload: body });
  });
});
