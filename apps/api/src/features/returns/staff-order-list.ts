// GET admin/orders: the staff's order search, a page at a time, newest first. The text matches the
// order number, the e-mail or the shopper's name (case-insensitive, as typed, LIKE wildcards
// escaped); dates are days in the shop's time zone, both ends included.
import { and, count, desc, eq, ilike, or, sql, type SQL } from 'drizzle-orm';
import type { StaffOrderList, StaffOrderQuery } from '@upline/contract/staff-orders';
import { containsPattern, schema } from '@upline/db';
import { toDecimal } from '@upline/domain/money';
import type { AppDeps } from '../../deps.js';
import type { OrderRow } from '../orders/order-draft.js';


export function toStaffOrderRow(o: OrderRow) {
  return {
    id: o.id,
    order_number: o.orderNumber,
    created_at: o.createdAt.toISOString(),
    customer_name: `${o.firstName} ${o.lastName}`.trim(),
    email: o.email,
    is_guest: o.userId === null,
    status: o.status,
    payment_status: o.paymentStatus,
    shipping_status: o.shippingStatus,
    country: o.shoppingCountryCode,
    currency: o.currency,
    total: toDecimal(o.totalMinor),
    refunded: toDecimal(o.refundedMinor),
  };
}

export async function listStaffOrders(deps: Pick<AppDeps, 'db' | 'config'>, query: StaffOrderQuery): Promise<Omit<StaffOrderList, 'success'>> {
  const { orders } = schema;
  const where: (SQL | undefined)[] = [];
  const q = query.q?.trim();
  if (q) {
    const like = containsPattern(q);
    where.push(or(ilike(orders.orderNumber, like), ilike(orders.email, like), sql`(${orders.firstName} || ' ' || ${orders.lastName}) ilike ${like}`));
  }
  if (query.status) where.push(eq(orders.status, query.status));
  if (query.payment_status) where.push(eq(orders.paymentStatus, query.payment_status));
  if (query.currency) where.push(eq(orders.currency, query.currency));
  if (query.country) where.push(eq(orders.shoppingCountryCode, query.country));
  const tz = deps.config.shopTimeZone;
  if (query.from) where.push(sql`(${orders.createdAt} at time zone ${tz})::date >= ${query.from}::date`);
  if (query.to) where.push(sql`(${orders.createdAt} at time zone ${tz})::date <= ${query.to}::date`);
  const filter = and(...where);
  const [total] = await deps.db.select({ n: count() }).from(orders).where(filter);
  const rows = await deps.db
    .select()
    .from(orders)
    .where(filter)
    .orderBy(desc(orders.createdAt), desc(orders.id))
    .limit(query.per_page)
    .offset((query.page - 1) * query.per_page);
  const n = total?.n ?? 0;
  return { data: rows.map(toStaffOrderRow), pagination: { page: query.page, per_page: query.per_page, total: n, pages: Math.max(1, Math.ceil(n / query.per_page)) } };
}
