import { eq } from 'drizzle-orm';
import type { Database } from '@upline/db';
import { schema } from '@upline/db';
import type { AccountUser, AuthResponse } from '@upline/contract/accounts';

const { users } = schema;

/** The columns behind the wire shape of the signed-in member. */
export const accountUserColumns = {
  id: users.id,
  firstname: users.firstname,
  lastname: users.lastname,
  email: users.email,
  memberType: users.memberType,
  planStatus: users.planStatus,
  urlName: users.urlName,
  currency: users.currency,
  language: users.language,
  isAdmin: users.isAdmin,
};

interface AccountUserRow {
  id: number;
  firstname: string;
  lastname: string;
  email: string;
  memberType: AccountUser['user_type'];
  planStatus: AccountUser['plan_status'];
  urlName: string | null;
  currency: AccountUser['currency'];
  language: string;
  isAdmin: boolean;
}

export function toAccountUser(row: AccountUserRow): AccountUser {
  return {
    id: row.id,
    firstname: row.firstname,
    lastname: row.lastname,
    email: row.email,
    user_type: row.memberType,
    plan_status: row.planStatus,
    urlname: row.urlName,
    currency: row.currency,
    language: row.language,
    is_admin: row.isAdmin,
  };
}

export async function loadAccountUser(db: Database, userId: number): Promise<AccountUser | null> {
  const [row] = await db.select(accountUserColumns).from(users).where(eq(users.id, userId)).limit(1);
  return row ? toAccountUser(row) : null;
}

/** The login and register answer: the user plus the top-level fields the web's session stores. */
export function authResponse(accessToken: string, message: string, user: AccountUser): AuthResponse {
  return { access_token: accessToken, message, user, user_type: user.user_type, urlname: user.urlname, plan_status: user.plan_status };
}
