import { and, asc, eq } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import type { Database, DbHandle } from '@upline/db';
import { schema } from '@upline/db';
import type { Currency } from '@upline/domain/money';
import { newSessionToken } from '../src/http/session.js';

// Facts for the cart, promotions and wishlist suites, read from the tables so that the tests
// hold whatever the demo data is, and a few writers (sessions, orders) for their scenarios.

export type MemberType = 'customer' | 'ambassador' | 'scholar';

export async function userIdOf(db: Database, email: string): Promise<number> {
  const [row] = await db.select({ id: schema.users.id }).from(schema.users).where(eq(schema.users.email, email));
  if (!row) throw new Error(`no demo user ${email}`);
  return row.id;
}

/** A signed-in session for a demo member: its bearer token. */
export async function bearerOf(db: Database, email: string, now: Date): Promise<string> {
  const { token, tokenHash } = newSessionToken();
  await db.insert(schema.sessions).values({ userId: await userIdOf(db, email), tokenHash, expiresAt: new Date(now.getTime() + 30 * 86_400_000) });
  return token;
}

/** A demo member of the given type (first by id). */
export async function memberEmail(db: Database, memberType: MemberType): Promise<string> {
  const { users } = schema;
  const [row] = await db
    .select({ email: users.email })
    .from(users)
    .where(and(eq(users.memberType, memberType), eq(users.isAdmin, false), eq(users.isCompany, false)))
    .orderBy(asc(users.id))
    .limit(1);
  if (!row) throw new Error(`no demo ${memberType}`);
  return row.email;
}

export async function priceOf(db: Database, productId: number, currency: Currency, memberType: MemberType) {
  const p = schema.productPrices;
  const [row] = await db
    .select()
    .from(p)
    .where(and(eq(p.productId, productId), eq(p.currency, currency), eq(p.memberType, memberType)));
  if (!row) throw new Error(`no ${currency} ${memberType} price for product ${productId}`);
  return row;
}

export async function tiersOf(db: Database, productId: number, audience: 'member' | 'customer') {
  const t = schema.productTiers;
  return db.select().from(t).where(and(eq(t.productId, productId), eq(t.audience, audience))).orderBy(asc(t.position));
}

/** The stored data of the active offers of a kind. */
export async function offerData<T>(db: Database, kind: 'buyTwoGetOneFree' | 'landing' | 'exitOffer' | 'flashSale' | 'freeShipping'): Promise<T[]> {
  const o = schema.offers;
  const rows = await db.select({ data: o.data }).from(o).where(and(eq(o.kind, kind), eq(o.isActive, true))).orderBy(asc(o.id));
  return rows.map((r) => r.data as T);
}

/** Active products with or without autoship, in id order. */
export async function productsWhere(db: Database, isAutoshipAvailable: boolean): Promise<number[]> {
  const p = schema.products;
  const rows = await db
    .select({ id: p.id })
    .from(p)
    .where(and(eq(p.isActive, true), eq(p.isAutoshipAvailable, isAutoshipAvailable)))
    .orderBy(asc(p.id));
  return rows.map((r) => r.id);
}

export async function stateIdOf(db: Database, countryCode: string, stateCode: string): Promise<number> {
  const { states, countries } = schema;
  const [row] = await db
    .select({ id: states.id })
    .from(states)
    .innerJoin(countries, eq(countries.id, states.countryId))
    .where(and(eq(countries.shortname, countryCode), eq(states.code, stateCode)));
  if (!row) throw new Error(`no state ${countryCode}:${stateCode}`);
  return row.id;
}

export async function taxRowsOf(db: Database, stateId: number) {
  const t = schema.taxRates;
  return db.select().from(t).where(eq(t.stateId, stateId)).orderBy(asc(t.id));
}

/** Shipping rates of a zone and currency covering a unit count, cheapest first. */
export async function zoneRates(db: Database, zoneCode: string, currency: Currency, quantity: number) {
  const { shippingRates: r, shippingZones: z } = schema;
  const rows = await db.select({ rate: r }).from(r).innerJoin(z, eq(z.id, r.zoneId)).where(and(eq(z.code, zoneCode), eq(r.currency, currency)));
  return rows
    .map((x) => x.rate)
    .filter((x) => quantity >= x.minQuantity && (x.maxQuantity === null || quantity <= x.maxQuantity))
    .sort((a, b) => a.amountMinor - b.amountMinor);
}

/** amount × bps / 10,000 rounded half-up, in integers (bps may carry one decimal: 997.5). */
export function pct(amountMinor: number, bps: number): number {
  const tenths = Math.round(bps * 10);
  return Math.floor((amountMinor * tenths + 50_000) / 100_000);
}

/** Minor units to the wire's 2-decimal number. */
export const dec = (minor: number) => minor / 100;

let orderSeq = 0;
/** An order row (paid or not) for a member or a guest e-mail. */
export async function insertOrder(
  db: Database,
  input: { userId?: number | null; email: string; paidAt?: Date | null; totalMinor?: number },
): Promise<number> {
  orderSeq += 1;
  const [row] = await db
    .insert(schema.orders)
    .values({
      orderNumber: `T-${process.pid}-${Date.now()}-${orderSeq}-${Math.random().toString(36).slice(2, 8)}`,
      userId: input.userId ?? null,
      email: input.email,
      firstName: 'Test',
      lastName: 'Shopper',
      currency: 'USD',
      shoppingCountryCode: 'US',
      subtotalMinor: input.totalMinor ?? 1000,
      totalMinor: input.totalMinor ?? 1000,
      paymentStatus: input.paidAt ? 'paid' : 'unpaid',
      paidAt: input.paidAt ?? null,
    })
    .returning({ id: schema.orders.id });
  if (!row) throw new Error('order insert returned nothing');
  return row.id;
}

/** POST cart/quote, signed in when a bearer token is given. */
export function postQuote(app: FastifyInstance, body: unknown, token?: string) {
  return app.inject({
    method: 'POST',
    url: '/api/cart/quote',
    payload: body as object,
    ...(token ? { headers: { authorization: `Bearer ${token}` } } : {}),
  });
}

interface PoolLike {
  idleCount: number;
  connect(): Promise<{ once(event: 'end', listener: () => void): void; release(destroy: boolean): void }>;
}

/**
 * Closes a PostgreSQL pool's idle connections one by one, waiting for each to end. The test
 * database is dropped with FORCE right after the pool is ended, and pool.end() does not wait for
 * its connections' sockets: after many concurrent transactions the drop would otherwise race
 * with connections still closing, which then report an error nobody listens to.
 */
export async function closeIdleConnections(handle: DbHandle): Promise<void> {
  if (handle.kind !== 'postgres') return;
  const pool = (handle.db as unknown as { $client: PoolLike }).$client;
  while (pool.idleCount > 0) {
    const client = await pool.connect();
    await new Promise<void>((resolve) => {
      client.once('end', resolve);
      client.release(true);
    });
  }
}
