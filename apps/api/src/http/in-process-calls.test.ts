import Fastify from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { inProcessFetch, isInProcessCall } from './in-process-calls.js';

// A server render reads through the API in-process and never writes on a visitor's behalf.

const app = Fastify();
let writes = 0;
let marked: boolean[] = [];

beforeAll(async () => {
  app.get('/api/thing', async (request) => {
    marked.push(isInProcessCall(request));
    return { ok: true };
  });
  app.post('/api/thing', async () => {
    writes++;
    return { ok: true };
  });
  await app.ready();
});
afterAll(() => app.close());

describe('the in-process fetch of a server render', () => {
  it('answers a read from the API, marked as in-process', async () => {
    marked = [];
    const res = await inProcessFetch(app)('/api/thing');
    expect(res.status).toBe(200);
    expect(await res.json()).toEqual({ ok: true });
    expect(marked).toEqual([true]);
  });

  it('answers 405 to any call that could write, without reaching the API', async () => {
    const fetchApi = inProcessFetch(app);
    for (const method of ['POST', 'post', 'PUT', 'PATCH', 'DELETE']) {
      const res = await fetchApi('/api/thing', { method, body: '{}' });
      expect(res.status, method).toBe(405);
    }
    expect(writes).toBe(0);
  });

  it('a request from outside is not an in-process call, whatever header name it guesses', async () => {
    marked = [];
    await app.inject({ url: '/api/thing', headers: { 'x-upline-in-process': 'guess' } });
    expect(marked).toEqual([false]);
  });
});
