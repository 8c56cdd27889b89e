import { and, desc, eq, ilike, inArray, isNotNull, or, sql, type SQL } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import { autoshipStaffRoutes as calls } from '@upline/contract/autoship-staff-routes';
import { containsPattern, schema } from '@upline/db';
import type { AppDeps } from '../../deps.js';
import { notFound } from '../../http/errors.js';
import { registerRoute } from '../../http/route.js';
import { staffAutoshipWires } from './staff-autoships.js';

/** Staff: every autoship by status or in dunning, and one autoship with its renewals and failures. */
export function staffAutoshipRoutes(deps: AppDeps) {
  return async (app: FastifyInstance) => {
    registerRoute(app, calls.autoships, async (request) => {
      const { subscriptions } = schema;
      const where: SQL[] = [eq(subscriptions.kind, 'autoship')];
      if (request.query.status) where.push(eq(subscriptions.status, request.query.status));
      if (request.query.failed) where.push(or(isNotNull(subscriptions.firstFailedAt), inArray(subscriptions.status, ['past_due', 'paused'])) as SQL);
      const q = request.query.q?.trim();
      if (q) {
        const like = containsPattern(q);
        const byMember = deps.db.select({ id: schema.users.id }).from(schema.users).where(or(ilike(schema.users.email, like), sql`(${schema.users.firstname} || ' ' || ${schema.users.lastname}) ilike ${like}`));
        where.push((/^\d{1,9}$/.test(q) ? or(eq(subscriptions.id, Number(q)), inArray(subscriptions.userId, byMember)) : inArray(subscriptions.userId, byMember)) as SQL);
      }
      const rows = await deps.db.select().from(subscriptions).where(and(...where)).orderBy(desc(subscriptions.id)).limit(200);
      return { success: true as const, data: await staffAutoshipWires(deps.db, rows, deps.clock.now()) };
    });

    registerRoute(app, calls.autoship, async (request) => {
      const { subscriptions } = schema;
      const rows = await deps.db.select().from(subscriptions).where(and(eq(subscriptions.id, request.params.id), eq(subscriptions.kind, 'autoship')));
      const [wire] = await staffAutoshipWires(deps.db, rows, deps.clock.now());
      if (!wire) throw notFound('Autoship not found');
      return { success: true as const, data: wire };
    });
  };
}
