import { randomUUID } from 'node:crypto';
import { asc, eq, sql } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import type { Database } from '@upline/db';
import { schema } from '@upline/db';
import { accessCookies, orderPayload, postOrder, quoteWithShipping, type CartSpec, type Shopper } from './orders-helpers.js';

// Shared steps of the commission suites: orders placed through a member's link, the ledger read
// back per order, and members found by their link name or e-mail.

/** The id of a demo member by link name (ava, sam, leo, mia, noah, ...) or e-mail. */
export async function memberIdOf(db: Database, key: string): Promise<number> {
  const { users } = schema;
  const where = key.includes('@') ? eq(sql`lower(${users.email})`, key.toLowerCase()) : eq(sql`lower(${users.urlName})`, key.toLowerCase());
  const [row] = await db.select({ id: users.id }).from(users).where(where);
  if (!row) throw new Error(`no member ${key}`);
  return row.id;
}

/** The ledger lines of an order, in the order they were written. */
export async function ledgerOf(db: Database, orderId: number) {
  const { commissionLedgerLines: ledger } = schema;
  return db.select().from(ledger).where(eq(ledger.orderId, orderId)).orderBy(asc(ledger.id));
}

/** Every ledger row, for counting. */
export async function ledgerCount(db: Database): Promise<number> {
  const [row] = await db.select({ n: sql<number>`count(*)::int` }).from(schema.commissionLedgerLines);
  return row?.n ?? 0;
}

/** The lines of an order as [member id, structural level, paid level, rate, amount] rows. */
export async function ledgerSummary(db: Database, orderId: number) {
  return (await ledgerOf(db, orderId)).map((l) => [l.memberId, l.structuralLevel, l.paidLevel, l.rateBps, l.amountMinor]);
}

/** The order's product lines with their BV. */
export async function orderLinesOf(db: Database, orderId: number) {
  return db.select().from(schema.orderLines).where(eq(schema.orderLines.orderId, orderId)).orderBy(asc(schema.orderLines.id));
}

/** Places an order through a referral (guest unless a member's token is given); returns its id and the browser's cookies. */
export async function orderThrough(app: FastifyInstance, db: Database, referral: string | null, spec: CartSpec, shopper: Shopper = {}) {
  const quote = await quoteWithShipping(app, db, spec, shopper);
  const placed = await postOrder(app, orderPayload(quote, spec, { email: `comm-${randomUUID().slice(0, 8)}@example.com`, referal_id: referral }), shopper);
  if (placed.statusCode !== 201) throw new Error(`order failed: ${placed.body}`);
  return { id: placed.json().data.order.id as number, cookies: { ...accessCookies(placed), ...(shopper.cookies ?? {}) } };
}

/** Half up of bv x rate / 10,000, as the plan rounds each line. */
export const lineAmount = (bvMinor: number, rateBps: number) => Math.floor((bvMinor * rateBps + 5000) / 10_000);
