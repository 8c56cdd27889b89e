import { and, count, desc, eq, inArray, or, sql, type SQL } from 'drizzle-orm';
import type { MemberOrder, MemberOrderTab, PaginationQuery } from '@upline/contract/member-orders';
import { schema } from '@upline/db';
import { returnOptionAt, type RefundPolicy } from '@upline/domain/orders';
import type { AppDeps } from '../../deps.js';
import type { OrderRow } from '../orders/order-draft.js';
import { loadOrderFacts, toPolicyOrder, type OrderFacts } from './order-facts.js';
import { toMemberOrder, toReturnOptionWire } from './member-order-wire.js';
import { loadRefundPolicy } from './refund-policy-settings.js';

type Deps = Pick<AppDeps, 'db' | 'config' | 'clock'>;

/**
 * Which orders each tab holds (accounts §4): open = placed or paid and not yet completed,
 * cancel = cancelled, return = a return was asked for or the order was returned, autoship =
 * bought on autoship, complete = shipped (Order History, returned ones included). No tab = all.
 */
function tabFilter(tab: MemberOrderTab | null): SQL | undefined {
  const { orders } = schema;
  switch (tab) {
    case null:
      return undefined;
    case 'pending':
      return inArray(orders.status, ['Pending', 'Processing']);
    case 'cancel':
      return eq(orders.status, 'Cancelled');
    case 'return':
      return or(eq(orders.status, 'Returned'), sql`exists (select 1 from ${schema.orderReturns} r where r.order_id = "orders"."id")`);
    case 'autoship':
      return eq(orders.isAutoship, true);
    case 'complete':
      return inArray(orders.status, ['Completed', 'Returned']);
  }
}

/** An order as the member sees it, with what its Return action does now. */
export function presentOrder(order: OrderRow, facts: OrderFacts, policy: RefundPolicy, now: Date, timeZone: string): MemberOrder {
  const option = returnOptionAt(toPolicyOrder(order, facts), now, policy);
  return toMemberOrder(order, facts, toReturnOptionWire(option, policy.restockingFeeBps, timeZone), timeZone);
}

/** One page of the member's orders in a tab, newest first, with the total count. */
export async function listMemberOrders(deps: Deps, userId: number, tab: MemberOrderTab | null, page: PaginationQuery) {
  const { orders } = schema;
  const where = and(eq(orders.userId, userId), tabFilter(tab));
  const [rows, [total], policy] = await Promise.all([
    deps.db
      .select()
      .from(orders)
      .where(where)
      .orderBy(desc(orders.createdAt), desc(orders.id))
      .limit(page.per_page)
      .offset((page.page - 1) * page.per_page),
    deps.db.select({ n: count() }).from(orders).where(where),
    loadRefundPolicy(deps.db, deps.config.shopTimeZone),
  ]);
  const facts = await loadOrderFacts(deps.db, rows.map((r) => r.id));
  const now = deps.clock.now();
  const n = total?.n ?? 0;
  return {
    data: rows.map((o) => presentOrder(o, facts.get(o.id) ?? { lines: [], returned: new Map(), hasOpenReturn: false }, policy, now, deps.config.shopTimeZone)),
    pagination: { page: page.page, per_page: page.per_page, total: n, pages: Math.max(1, Math.ceil(n / page.per_page)) },
  };
}
