import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { schema } from '@upline/db';
import { trackedEventNames } from '@upline/contract/analytics';
import { createTestApp, type TestApp } from '../../../test/helpers.js';

let t: TestApp;

beforeAll(async () => {
  t = await createTestApp({ RATE_LIMIT_PER_MINUTE: '100000' });
});
afterAll(() => t.close());

function track(payload: unknown) {
  return t.app.inject({ method: 'POST', url: '/api/analytics/track-event', payload: payload as object });
}

describe('POST analytics/track-event', () => {
  it('stores each of the checkout events with its data and page', async () => {
    for (const name of trackedEventNames) {
      const res = await track({ event_name: name, event_data: { timestamp: '2026-11-21T12:00:00Z', session_id: 's-1', currency: 'CAD', user_agent: 'test', page: '/checkout' } });
      expect(res.statusCode).toBe(200);
      expect(res.json()).toEqual({ success: true });
    }
    const rows = await t.handle.db.select().from(schema.analyticsEvents).where(eq(schema.analyticsEvents.path, '/checkout'));
    expect(rows.map((r) => r.name).sort()).toEqual([...trackedEventNames].sort());
    expect(rows[0]?.data).toMatchObject({ currency: 'CAD', session_id: 's-1' });
  });

  it('refuses an unknown event name, nested data and an oversized body, storing nothing', async () => {
    const before = (await t.handle.db.select().from(schema.analyticsEvents)).length;
    expect((await track({ event_name: 'page_view' })).statusCode).toBe(400);
    expect((await track({ event_name: 'paypal_error', event_data: { nested: { a: 1 } } })).statusCode).toBe(400);
    const many = Object.fromEntries(Array.from({ length: 31 }, (_, i) => [`k${i}`, i]));
    expect((await track({ event_name: 'paypal_error', event_data: many })).statusCode).toBe(400);
    expect((await track({ event_name: 'paypal_error', event_data: { message: 'x'.repeat(9_000) } })).statusCode).toBe(413);
    expect((await t.handle.db.select().from(schema.analyticsEvents)).length).toBe(before);
  });

  it('limits one address to 60 events a minute', async () => {
    const statuses: number[] = [];
    for (let i = 0; i < 62; i++) statuses.push((await track({ event_name: 'order_created' })).statusCode);
    expect(statuses.filter((s) => s === 200).length).toBeLessThanOrEqual(60);
    expect(statuses.at(-1)).toBe(429);
  });
});
