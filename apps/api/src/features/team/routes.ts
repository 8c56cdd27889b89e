import type { FastifyInstance, FastifyRequest } from 'fastify';
import { teamListKey, teamMessages, teamRoutes as calls } from '@upline/contract/team';
import type { AppDeps } from '../../deps.js';
import { notFound } from '../../http/errors.js';
import { registerRoute } from '../../http/route.js';
import { requireUser } from '../../http/session.js';
import { emptyTreeRow, treeRowOf, type TreeRow } from './downline.js';
import { getTeamMembers } from './get-team-members.js';
import { isInOrderScope, listTeamOrders, type TeamOrderScope } from './list-team-orders.js';
import { listTeamUsers } from './list-team-users.js';
import { searchTeam } from './search-team.js';
import { teamSummary } from './team-summary.js';

/**
 * The member's team (accounts §2.10, §6, §7): Genealogy, the three lists, the team's orders and the
 * Dashboard figures. Everything is read below the caller's own place in the tree; a member id
 * outside it answers 404, the same as an id that does not exist.
 */
export function teamRoutes(deps: AppDeps) {
  return async (app: FastifyInstance) => {
    const timeZone = deps.config.shopTimeZone;
    const callerOf = async (request: Pick<FastifyRequest, 'currentUser'>): Promise<TreeRow> => {
      const { id } = requireUser(request);
      return (await treeRowOf(deps.db, id)) ?? emptyTreeRow(id);
    };

    registerRoute(app, calls.members, async (request) => {
      const q = request.query;
      const tree = await getTeamMembers(deps.db, { caller: await callerOf(request), rootId: q.root, depth: q.depth, page: q.page, perPage: q.per_page, timeZone });
      if (!tree) throw notFound(teamMessages.memberNotFound);
      return { success: true as const, ...tree };
    });

    registerRoute(app, calls.list, async (request) => {
      const { type } = request.params;
      const q = request.query;
      const { entries, pagination } = await listTeamUsers(deps.db, { caller: await callerOf(request), type, search: q.search, sort: q.sort, order: q.order, page: q.page, perPage: q.per_page, timeZone });
      return { success: true as const, pagination, [teamListKey[type]]: entries } as { success: true; pagination: typeof pagination; my_customer: typeof entries };
    });

    const orders = (call: typeof calls.teamOrders | typeof calls.customerOrders, scope: TeamOrderScope) =>
      registerRoute(app, call, async (request) => {
        const caller = await callerOf(request);
        const q = request.query;
        if (q.member_id !== undefined && !(await isInOrderScope(deps.db, { caller, scope }, q.member_id))) throw notFound(teamMessages.memberNotFound);
        return { success: true as const, ...(await listTeamOrders(deps.db, { caller, scope, memberId: q.member_id, page: q.page, perPage: q.per_page, timeZone })) };
      });
    orders(calls.teamOrders, 'team');
    orders(calls.customerOrders, 'customers');

    registerRoute(app, calls.search, async (request) => ({
      success: true as const,
      members: await searchTeam(deps.db, { caller: await callerOf(request), q: request.query.q, limit: request.query.limit, timeZone }),
    }));

    registerRoute(app, calls.summary, async (request) => ({ success: true as const, ...(await teamSummary(deps.db, { caller: await callerOf(request), now: deps.clock.now(), timeZone })) }));
  };
}
