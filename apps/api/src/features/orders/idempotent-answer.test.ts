import { randomUUID } from 'node:crypto';
import { and, eq, sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { schema } from '@upline/db';
import { runIdempotent } from './idempotent-request.js';
import { createTestApp, type TestApp } from '../../../test/helpers.js';
import { accessCookies, orderPayload, orderRow, payByCard, postOrder, productId, quoteWithShipping, type CartSpec } from '../../../test/orders-helpers.js';

// A request can keep its answer from inside the transaction that decides it (the card payment
// keeps its paid answer with the paid order): one write, committed with that transaction.

let t: TestApp;

beforeAll(async () => {
  t = await createTestApp();
  // Each answer written, and each order made paid, with the transaction that wrote it.
  await t.handle.exec(`
    create table answer_writes (key text not null, tx bigint not null);
    create table paid_writes (order_id int not null, tx bigint not null);
    create function note_answer_write() returns trigger language plpgsql as $$
    begin
      insert into answer_writes values (new.key, txid_current());
      return new;
    end $$;
    create function note_paid_write() returns trigger language plpgsql as $$
    begin
      if new.payment_status = 'paid' then insert into paid_writes values (new.id, txid_current()); end if;
      return new;
    end $$;
    create table order_writes (order_id int not null, tx bigint not null);
    create function note_order_write() returns trigger language plpgsql as $$
    begin
      insert into order_writes values (new.id, txid_current());
      return new;
    end $$;
    create trigger note_order_write after insert on orders for each row execute function note_order_write();
    create trigger note_answer_write before update of status_code on idempotency_keys for each row execute function note_answer_write();
    create trigger note_paid_write before update of payment_status on orders for each row execute function note_paid_write();
  `);
});
afterAll(() => t.close());

const deps = () => ({ db: t.handle.db, clock: t.clock });
const answerWrites = async (key: string) => (await t.handle.db.execute<{ tx: string }>(sql`select tx::text from answer_writes where key = ${key}`)).rows.map((r) => r.tx);
const paidWrites = async (orderId: number) => (await t.handle.db.execute<{ tx: string }>(sql`select tx::text from paid_writes where order_id = ${orderId}`)).rows.map((r) => r.tx);
const orderWrites = async (orderId: number) => (await t.handle.db.execute<{ tx: string }>(sql`select tx::text from order_writes where order_id = ${orderId}`)).rows.map((r) => r.tx);
const keyRow = async (key: string, scope = 'process-payment') =>
  (await t.handle.db.select().from(schema.idempotencyKeys).where(and(eq(schema.idempotencyKeys.scope, scope), eq(schema.idempotencyKeys.key, key))))[0];

describe('an answer kept inside the deciding transaction', () => {
  it('is written once, with that transaction, and replayed', async () => {
    const key = `kept-${Date.now()}-inside`;
    const answer = { statusCode: 200, body: { paid: true } };
    const first = await runIdempotent(deps(), { scope: 'process-payment', key, userId: null, body: { o: 1 } }, async (_read, keep) => {
      await t.handle.db.transaction(async (tx) => keep?.inTransaction(tx, answer));
      return answer;
    });
    expect(first).toEqual({ ok: true, value: { ...answer, isReplay: false } });
    expect(await answerWrites(key)).toHaveLength(1);
    expect(await keyRow(key)).toMatchObject({ statusCode: 200, response: { paid: true }, lockedUntil: null });
    const again = await runIdempotent(deps(), { scope: 'process-payment', key, userId: null, body: { o: 1 } }, async () => ({ statusCode: 200, body: { paid: false } }));
    expect(again).toEqual({ ok: true, value: { ...answer, isReplay: true } });
  });

  it('goes with a transaction that fails: the key is given back and the next request runs', async () => {
    const key = `kept-${Date.now()}-rolled-back`;
    const failed = runIdempotent(deps(), { scope: 'process-payment', key, userId: null, body: { o: 2 } }, async (_read, keep) => {
      await t.handle.db.transaction(async (tx) => {
        await keep?.inTransaction(tx, { statusCode: 200, body: { paid: true } });
        throw new Error('the paying transaction failed');
      });
      return { statusCode: 200, body: { paid: true } };
    });
    await expect(failed).rejects.toThrow('the paying transaction failed');
    expect(await keyRow(key)).toBeUndefined();
    let runs = 0;
    const retry = await runIdempotent(deps(), { scope: 'process-payment', key, userId: null, body: { o: 2 } }, async () => {
      runs++;
      return { statusCode: 200, body: { paid: 'retry' } };
    });
    expect(runs).toBe(1);
    expect(retry).toEqual({ ok: true, value: { statusCode: 200, body: { paid: 'retry' }, isReplay: false } });
  });

  it('is replaced by the answer the run returns when that one differs', async () => {
    const key = `kept-${Date.now()}-replaced`;
    await runIdempotent(deps(), { scope: 'process-payment', key, userId: null, body: { o: 3 } }, async (_read, keep) => {
      await t.handle.db.transaction(async (tx) => keep?.inTransaction(tx, { statusCode: 200, body: { step: 'inside' } }));
      return { statusCode: 200, body: { step: 'returned' } };
    });
    expect(await keyRow(key)).toMatchObject({ statusCode: 200, response: { step: 'returned' } });
  });
});

describe('the card payment', () => {
  it('keeps its paid answer in the transaction that pays the order, once; the repeat replays it and charges nothing', async () => {
    const spec: CartSpec = { lines: [{ productId: await productId(t.handle.db), quantity: 1 }] };
    const quote = await quoteWithShipping(t.app, t.handle.db, spec);
    const placed = await postOrder(t.app, orderPayload(quote, spec, { email: `kept-${randomUUID().slice(0, 8)}@example.com` }));
    expect(placed.statusCode).toBe(201);
    const id = placed.json().data.order.id as number;
    const cookies = accessCookies(placed);
    const key = randomUUID();
    const paid = await payByCard(t.app, id, 'pm_card_visa', { cookies }, key);
    expect(paid.statusCode).toBe(200);
    const [paidTx] = await paidWrites(id);
    expect(paidTx).toBeDefined();
    expect(await answerWrites(key)).toEqual([paidTx]);
    expect(await keyRow(key)).toMatchObject({ statusCode: 200, response: paid.json() });
    expect((await orderRow(t.handle.db, id)).paymentStatus).toBe('paid');
    const intents = t.payments.intents.size;
    const again = await payByCard(t.app, id, 'pm_card_visa', { cookies }, key);
    expect(again.json()).toEqual(paid.json());
    expect(t.payments.intents.size).toBe(intents);
  });
});

describe('placing an order', () => {
  it('keeps its answer in the statement that writes the order, once; the repeat replays it and writes no other order', async () => {
    const spec: CartSpec = { lines: [{ productId: await productId(t.handle.db), quantity: 2 }] };
    const quote = await quoteWithShipping(t.app, t.handle.db, spec);
    const payload = orderPayload(quote, spec, { email: `kept-order-${randomUUID().slice(0, 8)}@example.com` });
    const key = randomUUID();
    const placed = await postOrder(t.app, payload, {}, key);
    expect(placed.statusCode).toBe(201);
    const body = placed.json();
    const id = body.data.order.id as number;
    const [orderTx] = await orderWrites(id);
    expect(orderTx).toBeDefined();
    expect(await answerWrites(key)).toEqual([orderTx]);
    expect(await keyRow(key, 'guest-orders')).toMatchObject({ statusCode: 201, response: body, lockedUntil: null });
    const again = await postOrder(t.app, payload, {}, key);
    expect(again.statusCode).toBe(201);
    expect(again.json()).toEqual(body);
    expect((await orderRow(t.handle.db, id)).id).toBe(id);
    expect(await t.handle.db.select({ id: schema.orders.id }).from(schema.orders).where(eq(schema.orders.email, payload.email as string))).toHaveLength(1);
  });
});
