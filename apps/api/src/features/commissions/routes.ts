import type { FastifyInstance } from 'fastify';
import { commissionRoutes as calls } from '@upline/contract/commission-routes';
import type { AppDeps } from '../../deps.js';
import { registerRoute } from '../../http/route.js';
import { requireUser } from '../../http/session.js';
import { commissionDetails } from './commission-details.js';
import { commissionSummary } from './commission-summary.js';
import { memberStatements } from './member-statements.js';

/** The member's own earnings (Earnings History). Every call reads the caller's lines only: there is no member id to forge. */
export function commissionRoutes(deps: AppDeps) {
  return async (app: FastifyInstance) => {
    const timeZone = deps.config.shopTimeZone;
    registerRoute(app, calls.summary, async (request) => commissionSummary(deps.db, { memberId: requireUser(request).id, now: deps.clock.now(), timeZone }));
    registerRoute(app, calls.statements, async (request) => ({ success: true as const, statements: await memberStatements(deps.db, requireUser(request).id) }));
    registerRoute(app, calls.details, async (request) =>
      commissionDetails(deps.db, { memberId: requireUser(request).id, request: request.body, now: deps.clock.now(), timeZone }),
    );
  };
}
