// Demo members, the staff admin and the company account, placed in the sponsor tree.
// Existing accounts (matched on lower(email)) are left as they are: passwords are only hashed for
// accounts that do not exist yet, so seeding again is cheap and changes nothing.
import { randomBytes } from 'node:crypto';
import { hash } from '@node-rs/argon2';
import { inArray, sql } from 'drizzle-orm';
import type { Database } from '../database.js';
import { addresses, users } from '../schema/accounts.js';
import { settings } from '../schema/platform.js';
import { insertIntoTree } from '../tree.js';
import { loadCountryIds, loadStateIds } from './geo.js';
import { members } from './data/members.js';
import type { MemberSeed } from './data/types.js';

export interface SeedMembersOptions {
  /** Password for the staff admin account(s); defaults to the data file's. */
  adminPassword?: string;
  /**
   * Whether to create the demo sponsor tree (default true). Without it only the company account
   * and the admin are created, and the company account gets a random password nobody knows.
   */
  includeDemoMembers?: boolean;
}

/** Inserts the demo accounts and their tree rows; returns the user id of each member key. */
export async function seedMembers(db: Database, opts: SeedMembersOptions = {}): Promise<Map<string, number>> {
  const includeDemo = opts.includeDemoMembers ?? true;
  const selected = members.filter((m) => includeDemo || m.isAdmin || m.isCompany);
  const emails = selected.map((m) => m.email.toLowerCase());
  const existing = await db
    .select({ id: users.id, email: users.email })
    .from(users)
    .where(inArray(sql`lower(${users.email})`, emails));
  const idByEmail = new Map(existing.map((u) => [u.email.toLowerCase(), u.id]));
  const idByKey = new Map<string, number>();

  for (const member of selected) {
    const sponsorId = member.sponsorKey === null ? null : idByKey.get(member.sponsorKey);
    if (sponsorId === undefined) throw new Error(`Member '${member.key}' is listed before its sponsor '${member.sponsorKey}'`);
    let id = idByEmail.get(member.email.toLowerCase());
    if (id === undefined) {
      const password = passwordFor(member, opts.adminPassword, includeDemo);
      id = await insertMember(db, member, sponsorId, await hash(password));
    }
    idByKey.set(member.key, id);
    await insertIntoTree(db, id, sponsorId);
  }

  await seedMemberAddresses(db, idByKey);
  const companyKey = selected.find((m) => m.isCompany)?.key;
  const companyId = companyKey === undefined ? undefined : idByKey.get(companyKey);
  if (companyId !== undefined) {
    // New sign-ups without a referral are placed under the company account.
    await db.insert(settings).values({ key: 'default_sponsor_id', value: companyId }).onConflictDoNothing();
  }
  return idByKey;
}

function passwordFor(member: MemberSeed, adminPassword: string | undefined, includeDemo: boolean): string {
  if (member.isAdmin && adminPassword) return adminPassword;
  if (member.isCompany && !includeDemo) return randomBytes(32).toString('base64url');
  return member.password;
}

async function insertMember(db: Database, m: MemberSeed, sponsorId: number | null, passwordHash: string): Promise<number> {
  const isCanada = m.countryCode === 'CA';
  const [row] = await db
    .insert(users)
    .values({
      email: m.email,
      passwordHash,
      memberType: m.memberType,
      isAdmin: m.isAdmin,
      isCompany: m.isCompany ?? false,
      firstname: m.firstname,
      lastname: m.lastname,
      companyName: m.companyName ?? null,
      mobile: m.mobile,
      urlName: m.urlName,
      currency: isCanada ? 'CAD' : 'USD',
      shoppingCountryCode: isCanada ? 'ca' : 'usa',
      planStatus: m.planStatus,
      currentRank: m.memberType === 'customer' ? null : 'Member',
      sponsorId,
      referalId: null,
    })
    .onConflictDoNothing()
    .returning({ id: users.id });
  if (row) return row.id;
  // Lost a race with a concurrent seed: read the winner's row.
  const [found] = await db.select({ id: users.id }).from(users).where(sql`lower(${users.email}) = ${m.email.toLowerCase()}`);
  if (!found) throw new Error(`Could not insert member ${m.email}`);
  return found.id;
}

async function seedMemberAddresses(db: Database, idByKey: Map<string, number>): Promise<void> {
  const countryIds = await loadCountryIds(db);
  const stateIds = await loadStateIds(db);
  const rows = members.flatMap((m) => {
    const userId = idByKey.get(m.key);
    if (!m.address || userId === undefined) return [];
    const address = m.address;
    const base = {
      userId,
      firstName: m.firstname,
      lastName: m.lastname,
      address1: address.address1,
      city: address.city,
      countryId: countryIds.get(m.countryCode) ?? null,
      stateId: stateIds.get(`${m.countryCode}:${address.stateCode}`) ?? null,
      stateName: address.stateCode,
      postalCode: address.postalCode,
      mobile: m.mobile,
    };
    return [
      { ...base, kind: 'billing' as const },
      { ...base, kind: 'shipping' as const },
    ];
  });
  if (rows.length > 0) await db.insert(addresses).values(rows).onConflictDoNothing();
}
