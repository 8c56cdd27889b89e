import { sql } from 'drizzle-orm';
import type { Database } from '@upline/db';

/**
 * Every member_tree row that disagrees with users.sponsor_id (decision 0002): its sponsor, path,
 * depth or counters (direct, whole downline, and downline by member type). An empty list means the tree is a tree and its derived columns are right.
 */
export async function treeInconsistencies(db: Database): Promise<unknown[]> {
  const rows = await db.execute(sql`
    select t.member_id, t.path, t.depth, t.direct_count, t.downline_count
    from member_tree t
    join users u on u.id = t.member_id
    left join member_tree s on s.member_id = t.sponsor_id
    where t.sponsor_id is distinct from u.sponsor_id
       or t.path <> coalesce(s.path, '/') || t.member_id || '/'
       or t.depth <> coalesce(s.depth + 1, 0)
       or t.direct_count <> (select count(*) from member_tree c where c.sponsor_id = t.member_id)
       or t.downline_count <> (select count(*) from member_tree d where d.path like t.path || '_%')
       or t.downline_customers <> (select count(*) from member_tree d join users du on du.id = d.member_id where d.path like t.path || '_%' and du.member_type = 'customer')
       or t.downline_ambassadors <> (select count(*) from member_tree d join users du on du.id = d.member_id where d.path like t.path || '_%' and du.member_type = 'ambassador')
       or t.downline_scholars <> (select count(*) from member_tree d join users du on du.id = d.member_id where d.path like t.path || '_%' and du.member_type = 'scholar')
  `);
  return (rows as unknown as { rows?: unknown[] }).rows ?? (rows as unknown as unknown[]);
}
