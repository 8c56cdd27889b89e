import { eq, sql } from 'drizzle-orm';
import type { Database } from '@upline/db';
import { schema } from '@upline/db';
import type { SponsorInfo } from '@upline/contract/accounts';

/** The member behind a referral link name (case-insensitive), as the sponsor banner shows them. */
export async function findSponsorByUrlName(db: Database, urlName: string): Promise<SponsorInfo | null> {
  const { users } = schema;
  const rows = await db
    .select({ firstname: users.firstname, lastname: users.lastname, id: users.id, memberType: users.memberType, urlName: users.urlName })
    .from(users)
    .where(eq(sql`lower(${users.urlName})`, urlName.toLowerCase()))
    .limit(1);
  const row = rows[0];
  if (!row) return null;
  return {
    enrolling_sponsor_name: `${row.firstname} ${row.lastname}`.trim(),
    id: row.id,
    user_type: row.memberType,
    urlname: row.urlName,
  };
}
