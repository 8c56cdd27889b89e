import { and, eq } from 'drizzle-orm';
import type { Database } from '@upline/db';
import { schema } from '@upline/db';

/** GET user/details: the caller's own profile (the id comes from the session, never from the request). */
export async function getUserDetails(db: Database, userId: number) {
  const { users } = schema;
  const [u] = await db.select().from(users).where(eq(users.id, userId)).limit(1);
  if (!u) return null;
  const [sponsor] = u.sponsorId
    ? await db
        .select({ id: users.id, firstname: users.firstname, lastname: users.lastname, urlname: users.urlName })
        .from(users)
        .where(eq(users.id, u.sponsorId))
        .limit(1)
    : [];
  return {
    id: u.id,
    firstname: u.firstname,
    lastname: u.lastname,
    email: u.email,
    company_name: u.companyName,
    mobile: u.mobile,
    date_of_birth: u.dateOfBirth,
    current_rank: u.currentRank,
    join_date: u.joinDate.toISOString(),
    user_type: u.memberType,
    urlname: u.urlName,
    ssn_last4: u.ssnLast4,
    plan_status: u.planStatus,
    sponsor: sponsor ? { id: sponsor.id, name: `${sponsor.firstname} ${sponsor.lastname}`.trim(), urlname: sponsor.urlname } : null,
  };
}

/** One of the caller's two addresses with its country and state names, or null when none is saved. */
export async function getAddress(db: Database, userId: number, kind: 'billing' | 'shipping') {
  const { addresses, countries, states } = schema;
  const [row] = await db
    .select({
      address1: addresses.address1,
      address2: addresses.address2,
      city: addresses.city,
      country: addresses.countryId,
      country_name: countries.name,
      state: addresses.stateId,
      state_name: states.name,
      free_state: addresses.stateName,
      postal_code: addresses.postalCode,
      mobile: addresses.mobile,
    })
    .from(addresses)
    .leftJoin(countries, eq(countries.id, addresses.countryId))
    .leftJoin(states, eq(states.id, addresses.stateId))
    .where(and(eq(addresses.userId, userId), eq(addresses.kind, kind)))
    .limit(1);
  if (!row) return null;
  const { free_state, ...rest } = row;
  return { ...rest, state_name: row.state_name ?? free_state };
}
