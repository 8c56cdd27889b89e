import type { FastifyInstance, FastifyRequest } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { errorBodySchema } from '@upline/contract/errors';
import {
  teamListKey,
  teamListParamsSchema,
  teamListQuerySchema,
  teamListResponseSchema,
  teamMembersQuerySchema,
  teamMembersResponseSchema,
  teamMessages,
  teamOrderListSchema,
  teamOrdersQuerySchema,
  teamSearchQuerySchema,
  teamSearchResponseSchema,
  teamSummarySchema,
} from '@upline/contract/team';
import type { AppDeps } from '../../deps.js';
import { notFound } from '../../http/errors.js';
import { requireUser } from '../../http/session.js';
import { emptyTreeRow, treeRowOf, type TreeRow } from './downline.js';
import { getTeamMembers } from './get-team-members.js';
import { isInOrderScope, listTeamOrders, type TeamOrderScope } from './list-team-orders.js';
import { listTeamUsers } from './list-team-users.js';
import { searchTeam } from './search-team.js';
import { teamSummary } from './team-summary.js';

const session = { security: [{ cookie: [] as string[] }, { bearer: [] as string[] }] as Record<string, string[]>[], tags: ['team'] };
const errors = { 400: errorBodySchema, 401: errorBodySchema, 404: errorBodySchema };

/**
 * The member's team (accounts §2.10, §6, §7): Genealogy, the three lists, the team's orders and the
 * Dashboard figures. Everything is read below the caller's own place in the tree; a member id
 * outside it answers 404, the same as an id that does not exist.
 */
export function teamRoutes(deps: AppDeps) {
  return async (app: FastifyInstance) => {
    const r = app.withTypeProvider<ZodTypeProvider>();
    const member = { config: { audience: 'member' as const } };
    const timeZone = deps.config.shopTimeZone;
    const callerOf = async (request: FastifyRequest): Promise<TreeRow> => {
      const { id } = requireUser(request);
      return (await treeRowOf(deps.db, id)) ?? emptyTreeRow(id);
    };

    r.get('/user/teammembers', {
      ...member,
      schema: {
        ...session,
        summary: 'Genealogy: me, my direct team and theirs; with root, one member of my downline and their subtree (lazy levels)',
        querystring: teamMembersQuerySchema,
        response: { 200: teamMembersResponseSchema, ...errors },
      },
    }, async (request) => {
      const q = request.query;
      const tree = await getTeamMembers(deps.db, { caller: await callerOf(request), rootId: q.root, depth: q.depth, page: q.page, perPage: q.per_page, timeZone });
      if (!tree) throw notFound(teamMessages.memberNotFound);
      return { success: true as const, ...tree };
    });

    r.get('/team-users/:type', {
      ...member,
      schema: {
        ...session,
        summary: 'My Customers (enrolled by me), My Scholar and My Ambassador (my whole downline of that type): search by name or ID, sort, pages',
        params: teamListParamsSchema,
        querystring: teamListQuerySchema,
        response: { 200: teamListResponseSchema, ...errors },
      },
    }, async (request) => {
      const { type } = request.params;
      const q = request.query;
      const { entries, pagination } = await listTeamUsers(deps.db, { caller: await callerOf(request), type, search: q.search, sort: q.sort, order: q.order, page: q.page, perPage: q.per_page, timeZone });
      return { success: true as const, pagination, [teamListKey[type]]: entries } as { success: true; pagination: typeof pagination; my_customer: typeof entries };
    });

    const orders = (path: string, scope: TeamOrderScope, summary: string) =>
      r.get(path, {
        ...member,
        schema: { ...session, summary, querystring: teamOrdersQuerySchema, response: { 200: teamOrderListSchema, ...errors } },
      }, async (request) => {
        const caller = await callerOf(request);
        const q = request.query;
        if (q.member_id !== undefined && !(await isInOrderScope(deps.db, { caller, scope }, q.member_id))) throw notFound(teamMessages.memberNotFound);
        return { success: true as const, ...(await listTeamOrders(deps.db, { caller, scope, memberId: q.member_id, page: q.page, perPage: q.per_page, timeZone })) };
      });
    orders('/user/team/orders', 'team', 'My Team Order: paid orders of the members of my downline, newest first, with products');
    orders('/user/customer/orders', 'customers', 'Customers Order History: paid orders of the customers I enrolled, newest first, with products');

    r.get('/user/team/search', {
      ...member,
      schema: { ...session, summary: 'Genealogy search: members of my downline by name or member ID, with the path to open', querystring: teamSearchQuerySchema, response: { 200: teamSearchResponseSchema, ...errors } },
    }, async (request) => ({
      success: true as const,
      members: await searchTeam(deps.db, { caller: await callerOf(request), q: request.query.q, limit: request.query.limit, timeZone }),
    }));

    r.get('/user/team/summary', {
      ...member,
      schema: { ...session, summary: "The Dashboard's team figures: direct team and whole downline by type, new this month", response: { 200: teamSummarySchema, 401: errorBodySchema } },
    }, async (request) => ({ success: true as const, ...(await teamSummary(deps.db, { caller: await callerOf(request), now: deps.clock.now(), timeZone })) }));
  };
}
