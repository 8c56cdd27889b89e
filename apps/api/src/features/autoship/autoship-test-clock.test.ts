import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buyOnAutoship, renewalOrdersOf } from '../../../test/autoship-fixtures.js';
import { createTestApp, type TestApp } from '../../../test/helpers.js';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(async () => t.close());

const run = (app: TestApp, token: string | null, at: string) =>
  app.app.inject({ method: 'POST', url: '/api/test-clock/autoship-renewals', payload: { at }, headers: token ? { authorization: `Bearer ${token}` } : {} });

describe("the journeys' renewal clock (test gateway only)", () => {
  it("renews only the signed-in member's due autoships, once", async () => {
    t.clock.set(new Date('2026-11-21T12:00:00Z'));
    const mine = await buyOnAutoship(t);
    const theirs = await buyOnAutoship(t);
    const due = new Date(mine.subscription!.nextChargeAt!.getTime() + 60_000).toISOString();
    expect((await run(t, mine.member.token, new Date('2026-12-01T00:00:00Z').toISOString())).json()).toMatchObject({ renewed: 0 });
    expect((await run(t, mine.member.token, due)).json()).toMatchObject({ success: true, renewed: 1 });
    expect((await run(t, mine.member.token, due)).json()).toMatchObject({ renewed: 0 });
    expect(await renewalOrdersOf(t, mine.subscription!.id)).toHaveLength(1);
    expect(await renewalOrdersOf(t, theirs.subscription!.id)).toHaveLength(0);
    expect((await run(t, null, due)).statusCode).toBe(401);
    expect((await run(t, mine.member.token, 'tomorrow')).statusCode).toBe(400);
  });

  it('does not exist in production', async () => {
    const prod = await createTestApp({ NODE_ENV: 'production', ENCRYPTION_KEY: 'ab'.repeat(32) });
    try {
      const res = await run(prod, 'x', new Date().toISOString());
      expect(res.statusCode).toBe(404);
    } finally {
      await prod.close();
    }
  });
});
