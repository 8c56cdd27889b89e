// Staff operations: the dashboard's figures and the audit log. They read the tables of several
// capabilities and call none of them, so they live with the platform (like the outbox).
import type { FastifyInstance } from 'fastify';
import { and, count, desc, eq, ilike, inArray, isNotNull, ne, or, sql } from 'drizzle-orm';
import { containsPattern, schema } from '@upline/db';
import { staffOperationsRoutes as calls } from '@upline/contract/staff-operations';
import { toDecimal } from '@upline/domain/money';
import type { AppDeps } from '../deps.js';
import { registerRoute } from '../http/route.js';

export function adminOperationsRoutes(deps: AppDeps) {
  return async (app: FastifyInstance) => {
    registerRoute(app, calls.overview, async () => {
      const { orders, orderReturns, subscriptions, emailOutbox } = schema;
      const tz = deps.config.shopTimeZone;
      const now = deps.clock.now();
      const paid = inArray(orders.paymentStatus, ['paid', 'partially_refunded', 'refunded']);
      const localPaid = sql`(${orders.paidAt} at time zone ${tz})`;
      const localNow = sql`(${now.toISOString()}::timestamptz at time zone ${tz})`;
      const salesWhere = (unit: 'day' | 'month') => and(paid, isNotNull(orders.paidAt), sql`date_trunc(${unit}, ${localPaid}) = date_trunc(${unit}, ${localNow})`);
      const salesOf = (unit: 'day' | 'month') =>
        deps.db
          .select({ currency: orders.currency, orders: count(), total: sql<number>`coalesce(sum(${orders.totalMinor}), 0)`.mapWith(Number) })
          .from(orders)
          .where(salesWhere(unit))
          .groupBy(orders.currency)
          .orderBy(orders.currency);
      const [today, month, [toShip], [returns], [renewals], [outbox]] = await Promise.all([
        salesOf('day'),
        salesOf('month'),
        deps.db.select({ n: count() }).from(orders).where(and(eq(orders.shippingStatus, 'Not Shipped'), inArray(orders.paymentStatus, ['paid', 'partially_refunded']), ne(orders.status, 'Cancelled'))),
        deps.db.select({ n: count() }).from(orderReturns).where(eq(orderReturns.status, 'requested')),
        deps.db.select({ n: count() }).from(subscriptions).where(and(eq(subscriptions.kind, 'autoship'), or(eq(subscriptions.status, 'past_due'), and(eq(subscriptions.status, 'paused'), sql`${subscriptions.failures} > 0`)))),
        deps.db.select({ n: count() }).from(emailOutbox).where(eq(emailOutbox.status, 'failed')),
      ]);
      const wire = (rows: typeof today) => rows.map((x) => ({ currency: x.currency, orders: x.orders, total: toDecimal(x.total) }));
      return {
        success: true as const,
        sales_today: wire(today),
        sales_month: wire(month),
        orders_to_ship: toShip?.n ?? 0,
        returns_waiting: returns?.n ?? 0,
        failed_renewals: renewals?.n ?? 0,
        outbox_failed: outbox?.n ?? 0,
      };
    });

    registerRoute(app, calls.audit, async (request) => {
      const { auditLog, users } = schema;
      const { q, entity, page, per_page: perPage } = request.query;
      const text = q?.trim();
      const like = text ? containsPattern(text) : null;
      const where = and(
        entity ? eq(auditLog.entity, entity) : undefined,
        like ? or(ilike(auditLog.action, like), ilike(auditLog.entity, like), eq(auditLog.entityId, text!), ilike(users.email, like)) : undefined,
      );
      const [total] = await deps.db.select({ n: count() }).from(auditLog).leftJoin(users, eq(users.id, auditLog.actorId)).where(where);
      const rows = await deps.db
        .select({ row: auditLog, email: users.email, firstname: users.firstname, lastname: users.lastname })
        .from(auditLog)
        .leftJoin(users, eq(users.id, auditLog.actorId))
        .where(where)
        .orderBy(desc(auditLog.at), desc(auditLog.id))
        .limit(perPage)
        .offset((page - 1) * perPage);
      const n = total?.n ?? 0;
      return {
        success: true as const,
        data: rows.map(({ row, email, firstname, lastname }) => ({
          id: row.id,
          at: row.at.toISOString(),
          actor: row.actorId !== null ? { id: row.actorId, name: `${firstname ?? ''} ${lastname ?? ''}`.trim(), email: email ?? '' } : null,
          action: row.action,
          entity: row.entity,
          entity_id: row.entityId,
          data: row.data,
        })),
        pagination: { page, per_page: perPage, total: n, pages: Math.max(1, Math.ceil(n / perPage)) },
      };
    });
  };
}
