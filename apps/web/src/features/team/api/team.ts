import { keepPreviousData, queryOptions, useQuery } from '@tanstack/react-query';
import { teamRoutes, type TeamListEntry, type TeamListType, type TeamPagination } from '@upline/contract/team';
import { call } from '../../../shared/api/call';

// Every key starts with 'member' so that signing out drops the member's team with the rest.
export const teamKey = ['member', 'team'] as const;

/** Members shown on one page of a team list or of the team's orders. */
export const TEAM_PER_PAGE = 20;
/** Direct team members loaded at once when a Genealogy node is opened. */
export const TREE_PAGE = 50;

/** GET user/teammembers: the member, their direct team and each one's own direct team (Genealogy's first view). */
export const teamMembersQueryOptions = () =>
  queryOptions({
    queryKey: [...teamKey, 'members'],
    queryFn: ({ signal }) => call(teamRoutes.members, { query: { per_page: TREE_PAGE }, signal }),
    staleTime: 30_000,
  });

/** GET user/teammembers?root={id}&depth=1: one page of a member's direct team (a node opened in Genealogy). */
export const subtreeQueryOptions = (rootId: number, page = 1) =>
  queryOptions({
    queryKey: [...teamKey, 'subtree', rootId, page],
    queryFn: ({ signal }) => call(teamRoutes.members, { query: { root: rootId, depth: 1, page, per_page: TREE_PAGE }, signal }),
    staleTime: 30_000,
  });

/** GET user/team/search: members of the downline by name or member ID, with the path to open. */
export const teamSearchQueryOptions = (q: string) =>
  queryOptions({
    queryKey: [...teamKey, 'search', q],
    queryFn: ({ signal }) => call(teamRoutes.search, { query: { q, limit: 20 }, signal }),
    staleTime: 30_000,
    retry: false,
  });

export type TeamListSort = 'name' | 'join_date' | 'id' | 'level';
export interface TeamListRequest {
  type: TeamListType;
  search: string;
  sort: TeamListSort;
  order: 'asc' | 'desc';
  page: number;
}

/** One page of a team list, whatever its key in the answer (my_customer, my_scholar, my_ambassador). */
export interface TeamListPage {
  entries: TeamListEntry[];
  pagination: TeamPagination;
}

/** GET team-users/{type}: My Customers, My Scholar or My Ambassador, searched, sorted and paged. */
export const teamListQueryOptions = (request: TeamListRequest) =>
  queryOptions({
    queryKey: [...teamKey, 'list', request.type, request.search, request.sort, request.order, request.page],
    queryFn: async ({ signal }): Promise<TeamListPage> => {
      const answer = await call(teamRoutes.list, {
        params: { type: request.type },
        query: { search: request.search, sort: request.sort, order: request.order, page: request.page, per_page: TEAM_PER_PAGE },
        signal,
      });
      const entries: TeamListEntry[] =
        'my_customer' in answer ? answer.my_customer : 'my_scholar' in answer ? answer.my_scholar : 'my_ambassador' in answer ? answer.my_ambassador : [];
      return { entries, pagination: answer.pagination };
    },
    staleTime: 30_000,
    placeholderData: keepPreviousData,
  });

export type TeamOrdersScope = 'team' | 'customers';

/** GET user/team/orders (My Team Order) or GET user/customer/orders (Customers Order History), one page. */
export const teamOrdersQueryOptions = (scope: TeamOrdersScope, page: number) =>
  queryOptions({
    queryKey: [...teamKey, 'orders', scope, page],
    queryFn: ({ signal }) => call(scope === 'team' ? teamRoutes.teamOrders : teamRoutes.customerOrders, { query: { page, per_page: TEAM_PER_PAGE }, signal }),
    staleTime: 30_000,
    placeholderData: keepPreviousData,
  });

/** GET user/team/summary: the Dashboard's team figures. */
export const teamSummaryQueryOptions = () =>
  queryOptions({
    queryKey: [...teamKey, 'summary'],
    queryFn: ({ signal }) => call(teamRoutes.summary, { signal }),
    staleTime: 30_000,
  });

export function useTeamList(request: TeamListRequest) {
  return useQuery(teamListQueryOptions(request));
}

export function useTeamOrders(scope: TeamOrdersScope, page: number) {
  return useQuery(teamOrdersQueryOptions(scope, page));
}

export function useTeamSummary(enabled = true) {
  return useQuery({ ...teamSummaryQueryOptions(), enabled });
}
