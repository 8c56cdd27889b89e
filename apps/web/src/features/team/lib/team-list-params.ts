import type { TeamListType } from '@upline/contract/team';
import type { TeamListRequest, TeamListSort } from '../api/team';
import { pageOf } from './team-format';

/** The sort choices the lists offer, as `{sort}-{order}` (the first is the default). */
export const teamListSortChoices = ['join_date-desc', 'join_date-asc', 'name-asc', 'name-desc', 'level-asc', 'id-asc'] as const;
export type TeamListSortChoice = (typeof teamListSortChoices)[number];

/** Sort choices that make sense for a list: every customer in "my customers" is on level 1. */
export function sortChoicesFor(type: TeamListType): readonly TeamListSortChoice[] {
  return type === 'customer' ? teamListSortChoices.filter((choice) => choice !== 'level-asc') : teamListSortChoices;
}

/** The list request a page's `?search=&sort=&page=` query asks for; unknown values fall back to the defaults. */
export function teamListRequestOf(type: TeamListType, params: URLSearchParams): TeamListRequest {
  const raw = params.get('sort');
  const choice = sortChoicesFor(type).find((c) => c === raw) ?? 'join_date-desc';
  const [sort, order] = choice.split('-') as [TeamListSort, 'asc' | 'desc'];
  return { type, search: (params.get('search') ?? '').trim().slice(0, 100), sort, order, page: pageOf(params.get('page')) };
}

/** The sort choice of a request, as the select shows it. */
export function sortChoiceOf(request: Pick<TeamListRequest, 'sort' | 'order'>): TeamListSortChoice {
  return `${request.sort}-${request.order}` as TeamListSortChoice;
}

/** The query after a new search or sort: back to page 1, empty values dropped. */
export function nextListParams(params: URLSearchParams, change: { search?: string; sort?: TeamListSortChoice }): URLSearchParams {
  const next = new URLSearchParams(params);
  next.delete('page');
  if (change.search !== undefined) {
    const search = change.search.trim();
    if (search) next.set('search', search);
    else next.delete('search');
  }
  if (change.sort !== undefined) {
    if (change.sort === 'join_date-desc') next.delete('sort');
    else next.set('sort', change.sort);
  }
  return next;
}
