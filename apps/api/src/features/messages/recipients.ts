import { sql, type SQL } from 'drizzle-orm';
import type { Database } from '@upline/db';
import type { MessageRecipientsResponse } from '@upline/contract/messages';
import { MESSAGE_RECIPIENTS_MAX } from '@upline/contract/messages';
import type { TreeRow } from '../team/downline.js';
import { teamScope } from '../team/list-team-users.js';

// Whom a member may message (accounts §6): their own customers, ambassadors and scholars, exactly
// the members of the three team lists (docs/decisions/0009-team-lists.md). The scope is the team
// capability's own query (sponsor index for customers, path prefix for the rest), not a copy.

/** A member of the sender's team the message will go to, with what the e-mail notice needs. */
export interface Recipient {
  id: number;
  email: string;
  firstname: string;
  language: string;
  isOptedOut: boolean;
}

/** Any of the three groups: the customers the caller enrolled, or an ambassador or scholar of the downline. */
function anyGroup(caller: TreeRow): SQL {
  return sql`((${teamScope(caller, 'customer')}) or (${teamScope(caller, 'ambassador')}) or (${teamScope(caller, 'scholar')}))`;
}

/** Those of `ids` the caller may message; an id outside the team (or unknown) is simply absent. */
export async function recipientsAmong(db: Database, caller: TreeRow, ids: number[]): Promise<Recipient[]> {
  if (ids.length === 0) return [];
  const { rows } = await db.execute<{ id: number; email: string; firstname: string; language: string; opted_out: boolean }>(sql`
    select u.id, u.email, u.firstname, u.language, (o.user_id is not null) as opted_out
    from member_tree mt
    join users u on u.id = mt.member_id
    left join message_notice_opt_outs o on o.user_id = u.id
    where u.id in (${sql.join(ids.map((id) => sql`${id}`), sql`, `)}) and ${anyGroup(caller)}`);
  return rows.map((r) => ({ id: r.id, email: r.email, firstname: r.firstname, language: r.language, isOptedOut: r.opted_out }));
}

type Group = MessageRecipientsResponse['customers'];

async function groupOf(db: Database, caller: TreeRow, type: 'customer' | 'ambassador' | 'scholar'): Promise<Group> {
  const scope = teamScope(caller, type);
  const { rows: counted } = await db.execute<{ total: number }>(sql`select count(*)::int as total from member_tree mt join users u on u.id = mt.member_id where ${scope}`);
  const { rows } = await db.execute<{ id: number; firstname: string; lastname: string }>(sql`
    select u.id, u.firstname, u.lastname from member_tree mt join users u on u.id = mt.member_id
    where ${scope}
    order by lower(u.firstname), lower(u.lastname), u.id
    limit ${MESSAGE_RECIPIENTS_MAX}`);
  return { total: counted[0]?.total ?? 0, members: rows.map((r) => ({ id: r.id, name: `${r.firstname} ${r.lastname}` })) };
}

/** Compose's three multi-selects, by name. */
export async function listMessageRecipients(db: Database, caller: TreeRow): Promise<Omit<MessageRecipientsResponse, 'success'>> {
  return {
    customers: await groupOf(db, caller, 'customer'),
    ambassadors: await groupOf(db, caller, 'ambassador'),
    scholars: await groupOf(db, caller, 'scholar'),
  };
}
