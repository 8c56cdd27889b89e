import { z } from 'zod';
import { currencySchema } from './currency.js';
import { countInput, idInput, INT32_MAX, textInput } from './input.js';
import { defineRoute } from './route.js';

// The member's team in the back office (accounts §2.10 Genealogy, My Ambassador, My Scholar,
// Customers, My Team Order, Customers Order History and the Dashboard figures; §3 Team member and
// Team listing entry; §6 and §7 the team calls). Every call answers only inside the caller's own
// downline: a member outside it is a 404, never a different answer. Which members each list holds
// is docs/decisions/0009-team-lists.md.

export const memberTypes = ['customer', 'ambassador', 'scholar'] as const;
export const memberTypeSchema = z.enum(memberTypes);

export const teamPaginationSchema = z.object({ page: z.number().int(), per_page: z.number().int(), total: z.number().int(), pages: z.number().int() });
export type TeamPagination = z.infer<typeof teamPaginationSchema>;

const page = countInput('page must be a whole number from 1', { min: 1, max: INT32_MAX }).default(1);
const perPage = (max: number, fallback: number) => countInput(`per_page must be a whole number from 1 to ${max}`, { min: 1, max }).default(fallback);

/** Below the first level of an answer, each member lists at most this many of their own direct team. */
export const TEAM_NESTED_CHILDREN = 5;

/**
 * Team member (accounts §3): user_id, firstname, lastname and the nested team_members, plus what a
 * Genealogy node shows: type, join date (YYYY-MM-DD in the shop's time zone), direct team size
 * (direct_count) and whole team size (team_count). `team_members` may list fewer than
 * direct_count members: ask `?root={user_id}` for the rest.
 */
export interface TeamMemberNode {
  user_id: number;
  firstname: string;
  lastname: string;
  user_type: z.infer<typeof memberTypeSchema>;
  join_date: string;
  level: number;
  direct_count: number;
  team_count: number;
  team_members: TeamMemberNode[];
}
export const teamMemberNodeSchema: z.ZodType<TeamMemberNode> = z.lazy(() =>
  z.object({
    user_id: z.number().int(),
    firstname: z.string(),
    lastname: z.string(),
    user_type: memberTypeSchema,
    join_date: z.string(),
    /** 0 for the member at the root of the answer when it is the caller; levels below the caller otherwise. */
    level: z.number().int(),
    direct_count: z.number().int(),
    team_count: z.number().int(),
    team_members: z.array(teamMemberNodeSchema),
  }),
);

/**
 * GET user/teammembers: without `root`, the caller with their direct team, each with their own
 * direct team (depth 2). With `root` (a member of the caller's downline, or the caller), that
 * member's subtree `depth` levels deep: the lazy form Genealogy asks when a node is opened.
 * page and per_page page the root's direct team; deeper levels list at most TEAM_NESTED_CHILDREN each.
 */
export const teamMembersQuerySchema = z.object({
  root: idInput('Unknown member').optional(),
  depth: countInput('depth must be a whole number from 1 to 3', { min: 1, max: 3 }).default(2),
  page,
  per_page: perPage(200, 50),
});
export type TeamMembersQuery = z.input<typeof teamMembersQuerySchema>;

export const teamMembersResponseSchema = z.object({
  success: z.literal(true),
  user_id: z.number().int(),
  firstname: z.string(),
  lastname: z.string(),
  user_type: memberTypeSchema,
  join_date: z.string(),
  level: z.number().int(),
  direct_count: z.number().int(),
  team_count: z.number().int(),
  team_members: z.array(teamMemberNodeSchema),
  /** Pages of the root's direct team. */
  pagination: teamPaginationSchema,
});
export type TeamMembersResponse = z.infer<typeof teamMembersResponseSchema>;

/** The three team lists, as the path names them (GET team-users/{type}). */
export const teamListTypes = ['customer', 'scholar', 'ambassador'] as const;
export const teamListTypeSchema = z.enum(teamListTypes, { error: 'Unknown team list' });
export type TeamListType = z.infer<typeof teamListTypeSchema>;
export const teamListParamsSchema = z.object({ type: teamListTypeSchema });

export const teamListSorts = ['name', 'join_date', 'id', 'level'] as const;

/** Search by name (any part of first or last name) or by member ID; sort and pages. */
export const teamListQuerySchema = z.object({
  search: textInput(100).trim().optional(),
  sort: z.enum(teamListSorts, { error: 'sort must be name, join_date, id or level' }).default('join_date'),
  order: z.enum(['asc', 'desc'], { error: 'order must be asc or desc' }).default('desc'),
  page,
  per_page: perPage(100, 20),
});
export type TeamListQuery = z.input<typeof teamListQuerySchema>;

/**
 * Team listing entry (accounts §3): id, name, email, mobile, country, join_date; level says how
 * far below the caller the member is (1: enrolled by the caller) and sponsor_name who enrolled them.
 */
export const teamListEntrySchema = z.object({
  id: z.number().int(),
  name: z.string(),
  email: z.string(),
  mobile: z.string().nullable(),
  country: z.string().nullable(),
  join_date: z.string(),
  level: z.number().int(),
  sponsor_name: z.string(),
});
export type TeamListEntry = z.infer<typeof teamListEntrySchema>;

const listBase = { success: z.literal(true), pagination: teamPaginationSchema };
export const myCustomerListSchema = z.object({ ...listBase, my_customer: z.array(teamListEntrySchema) });
export const myScholarListSchema = z.object({ ...listBase, my_scholar: z.array(teamListEntrySchema) });
export const myAmbassadorListSchema = z.object({ ...listBase, my_ambassador: z.array(teamListEntrySchema) });
/** GET team-users/{type}: the list under my_customer, my_scholar or my_ambassador (accounts §7). */
export const teamListResponseSchema = z.union([myCustomerListSchema, myScholarListSchema, myAmbassadorListSchema]);
export type TeamListResponse = z.infer<typeof teamListResponseSchema>;
export const teamListKey = { customer: 'my_customer', scholar: 'my_scholar', ambassador: 'my_ambassador' } as const satisfies Record<TeamListType, string>;

/** GET user/team/orders and GET user/customer/orders: pages, and optionally one member's orders (inside the list's members). */
export const teamOrdersQuerySchema = z.object({
  member_id: idInput('Unknown member').optional(),
  page,
  per_page: perPage(100, 20),
});
export type TeamOrdersQuery = z.input<typeof teamOrdersQuerySchema>;

/** Order product (accounts §3) as the team's orders show it. */
export const teamOrderProductSchema = z.object({
  product_id: z.number().int().nullable(),
  name: z.string(),
  image_url: z.string().nullable(),
  thumbnail_url: z.string().nullable(),
  imageURL: z.string().nullable(),
  price: z.number(),
  quantity: z.number().int(),
  pivot: z.object({ quantity: z.number().int(), price: z.number() }),
});

/** A paid order of the team (accounts §3 Order, with user_details). Amounts are 2-decimal numbers in the order's currency. */
export const teamOrderSchema = z.object({
  id: z.number().int(),
  order_id: z.number().int(),
  order_number: z.string(),
  /** ISO date-time of payment. */
  order_date: z.string(),
  /** YYYY-MM-DD in the shop's time zone. */
  formatted_order_date: z.string(),
  currency: currencySchema,
  total: z.number(),
  totalPrice: z.number(),
  autoship: z.boolean(),
  order_status: z.string(),
  user_details: z.object({ id: z.number().int(), name: z.string(), user_type: memberTypeSchema, level: z.number().int() }),
  products: z.array(teamOrderProductSchema),
});
export type TeamOrder = z.infer<typeof teamOrderSchema>;

export const teamOrderListSchema = z.object({ success: z.literal(true), orders: z.array(teamOrderSchema), pagination: teamPaginationSchema });
export type TeamOrderList = z.infer<typeof teamOrderListSchema>;

/** GET user/team/search: members of the caller's downline by name or member ID (Genealogy's search). */
export const teamSearchQuerySchema = z.object({
  q: textInput(100).trim().min(1, 'Enter a name or a member ID'),
  limit: countInput('limit must be a whole number from 1 to 50', { min: 1, max: 50 }).default(20),
});

export const teamSearchHitSchema = z.object({
  user_id: z.number().int(),
  firstname: z.string(),
  lastname: z.string(),
  user_type: memberTypeSchema,
  join_date: z.string(),
  level: z.number().int(),
  direct_count: z.number().int(),
  team_count: z.number().int(),
  /** The ids from the caller's direct team member down to this member (the nodes to open to reach it). */
  path: z.array(z.number().int()),
});
export type TeamSearchHit = z.infer<typeof teamSearchHitSchema>;
export const teamSearchResponseSchema = z.object({ success: z.literal(true), members: z.array(teamSearchHitSchema) });
export type TeamSearchResponse = z.infer<typeof teamSearchResponseSchema>;

export const teamCountsSchema = z.object({ customer: z.number().int(), ambassador: z.number().int(), scholar: z.number().int(), total: z.number().int() });
export type TeamCounts = z.infer<typeof teamCountsSchema>;

/** GET user/team/summary: the Dashboard's team figures: direct team and whole downline by type, and who joined this month. */
export const teamSummarySchema = z.object({
  success: z.literal(true),
  direct: teamCountsSchema,
  downline: teamCountsSchema,
  /** Members who joined since the first of this month in the shop's time zone (month_start). */
  new_this_month: z.object({ direct: z.number().int(), downline: z.number().int() }),
  month_start: z.string(),
});
export type TeamSummary = z.infer<typeof teamSummarySchema>;

export const teamMessages = {
  memberNotFound: 'Member not found',
} as const;

const teamCall = { audience: 'member', tags: ['team'] } as const;

/** The team calls (accounts §2.10, §7), one descriptor each (route.ts). */
export const teamRoutes = {
  members: defineRoute({
    ...teamCall,
    method: 'GET',
    path: '/user/teammembers',
    summary: 'Genealogy: me, my direct team and theirs; with root, one member of my downline and their subtree (lazy levels)',
    query: teamMembersQuerySchema,
    response: teamMembersResponseSchema,
    errors: [400, 401, 404],
  }),
  list: defineRoute({
    ...teamCall,
    method: 'GET',
    path: '/team-users/:type',
    summary: 'My Customers (enrolled by me), My Scholar and My Ambassador (my whole downline of that type): search by name or ID, sort, pages',
    params: teamListParamsSchema,
    query: teamListQuerySchema,
    response: teamListResponseSchema,
    errors: [400, 401, 404],
  }),
  teamOrders: defineRoute({
    ...teamCall,
    method: 'GET',
    path: '/user/team/orders',
    summary: 'My Team Order: paid orders of the members of my downline, newest first, with products',
    query: teamOrdersQuerySchema,
    response: teamOrderListSchema,
    errors: [400, 401, 404],
  }),
  customerOrders: defineRoute({
    ...teamCall,
    method: 'GET',
    path: '/user/customer/orders',
    summary: 'Customers Order History: paid orders of the customers I enrolled, newest first, with products',
    query: teamOrdersQuerySchema,
    response: teamOrderListSchema,
    errors: [400, 401, 404],
  }),
  search: defineRoute({
    ...teamCall,
    method: 'GET',
    path: '/user/team/search',
    summary: 'Genealogy search: members of my downline by name or member ID, with the path to open',
    query: teamSearchQuerySchema,
    response: teamSearchResponseSchema,
    errors: [400, 401, 404],
  }),
  summary: defineRoute({
    ...teamCall,
    method: 'GET',
    path: '/user/team/summary',
    summary: "The Dashboard's team figures: direct team and whole downline by type, new this month",
    response: teamSummarySchema,
    errors: [401],
  }),
};
