// Team: the sponsor tree as a materialised path with maintained counters.
// See docs/decisions/0002-sponsor-tree-storage.md for why.
import { index, integer, pgTable, text } from 'drizzle-orm/pg-core';
import { users } from './accounts.js';

/**
 * One row per user. path lists the ids from the root down to the member, e.g. '/1/5/9/', so the
 * downline of m is `path LIKE m.path || '%'` (a btree prefix scan with text_pattern_ops) and the
 * upline is the path itself. The counters are kept by insertIntoTree and moveInTree.
 */
export const memberTree = pgTable(
  'member_tree',
  {
    memberId: integer('member_id')
      .primaryKey()
      .references(() => users.id, { onDelete: 'cascade' }),
    sponsorId: integer('sponsor_id').references(() => users.id),
    path: text('path').notNull(),
    /** 0 for a root. */
    depth: integer('depth').notNull(),
    directCount: integer('direct_count').notNull().default(0),
    downlineCount: integer('downline_count').notNull().default(0),
    /** downline_count by member type: My Ambassador's and My Scholar's totals and the Dashboard's figures are a primary-key read. */
    downlineCustomers: integer('downline_customers').notNull().default(0),
    downlineAmbassadors: integer('downline_ambassadors').notNull().default(0),
    downlineScholars: integer('downline_scholars').notNull().default(0),
  },
  (t) => [
    index('member_tree_path_idx').on(t.path.op('text_pattern_ops')),
    // Children in id order: a member's first n children are read straight from the index,
    // whatever the size of their team (Genealogy's nested levels, bench/team.ts).
    index('member_tree_sponsor_member_idx').on(t.sponsorId, t.memberId),
  ],
);
