import { sql, type SQL } from 'drizzle-orm';
import { containsPattern, type Database } from '@upline/db';
import type { TeamListEntry, TeamListType, TeamPagination } from '@upline/contract/team';
import { localDate } from '@upline/domain/commissions';
import { downlineOf, type TreeRow } from './downline.js';

// My Customers, My Scholar and My Ambassador (accounts §2.10, §3 Team listing entry). Who is in
// each list is docs/decisions/0009-team-lists.md: customers are the ones the member enrolled
// (direct), ambassadors and scholars the whole downline of that type, level 1, 2 and deeper.

export interface TeamListInput {
  caller: TreeRow;
  type: TeamListType;
  search?: string;
  sort: 'name' | 'join_date' | 'id' | 'level';
  order: 'asc' | 'desc';
  page: number;
  perPage: number;
  timeZone: string;
}

type EntryRow = {
  id: number;
  firstname: string;
  lastname: string;
  email: string;
  mobile: string | null;
  join_date: Date | string;
  depth: number;
  country: string | null;
  sponsor_firstname: string | null;
  sponsor_lastname: string | null;
};

/** The members a list holds: an index lookup by sponsor for customers, a path-prefix range for the rest. */
export function teamScope(caller: TreeRow, type: TeamListType): SQL {
  return type === 'customer'
    ? sql`mt.sponsor_id = ${caller.memberId} and u.member_type = 'customer'`
    : sql`mt.path like ${downlineOf(caller)} and u.member_type = ${type}`;
}

/** Name (any part of first and last name) or member ID; LIKE's own characters are taken literally. */
export function searchFilter(search: string | undefined): SQL {
  const q = search?.trim();
  if (!q) return sql`true`;
  const like = containsPattern(q);
  const byName = sql`(u.firstname || ' ' || u.lastname) ilike ${like}`;
  return /^\d{1,9}$/.test(q) ? sql`(u.id = ${Number(q)} or ${byName})` : byName;
}

function orderBy(sort: TeamListInput['sort'], order: 'asc' | 'desc'): SQL {
  const dir = order === 'asc' ? sql`asc` : sql`desc`;
  switch (sort) {
    case 'name':
      return sql`lower(u.firstname) ${dir}, lower(u.lastname) ${dir}, u.id ${dir}`;
    case 'id':
      return sql`u.id ${dir}`;
    case 'level':
      return sql`mt.depth ${dir}, u.id ${dir}`;
    case 'join_date':
      return sql`u.join_date ${dir}, u.id ${dir}`;
  }
}

/**
 * The size of a whole-downline list without a search: the caller's counter of that type, a
 * primary-key read already done (decision 0002). My Customers (direct only) is counted.
 */
function unfilteredTotal(caller: TreeRow, type: TeamListType): number | undefined {
  if (type === 'ambassador') return caller.downlineAmbassadors;
  if (type === 'scholar') return caller.downlineScholars;
  return undefined;
}

async function countTeamUsers(db: Database, where: SQL): Promise<number> {
  const { rows } = await db.execute<{ total: number }>(sql`select count(*)::int as total from member_tree mt join users u on u.id = mt.member_id where ${where}`);
  return rows[0]?.total ?? 0;
}

export async function listTeamUsers(db: Database, input: TeamListInput): Promise<{ entries: TeamListEntry[]; pagination: TeamPagination }> {
  const where = sql`${teamScope(input.caller, input.type)} and ${searchFilter(input.search)}`;
  const total = (input.search?.trim() ? undefined : unfilteredTotal(input.caller, input.type)) ?? (await countTeamUsers(db, where));
  const { rows } = await db.execute<EntryRow>(sql`
    select u.id, u.firstname, u.lastname, u.email, u.mobile, u.join_date, mt.depth,
           (select c.name from addresses a join countries c on c.id = a.country_id where a.user_id = u.id order by a.kind limit 1) as country,
           s.firstname as sponsor_firstname, s.lastname as sponsor_lastname
    from member_tree mt
    join users u on u.id = mt.member_id
    left join users s on s.id = mt.sponsor_id
    where ${where}
    order by ${orderBy(input.sort, input.order)}
    limit ${input.perPage} offset ${(input.page - 1) * input.perPage}`);
  const entries = rows.map((r) => ({
    id: r.id,
    name: `${r.firstname} ${r.lastname}`,
    email: r.email,
    mobile: r.mobile,
    country: r.country,
    join_date: localDate(new Date(r.join_date), input.timeZone),
    level: r.depth - input.caller.depth,
    sponsor_name: `${r.sponsor_firstname ?? ''} ${r.sponsor_lastname ?? ''}`.trim(),
  }));
  return { entries, pagination: { page: input.page, per_page: input.perPage, total, pages: Math.ceil(total / input.perPage) } };
}
