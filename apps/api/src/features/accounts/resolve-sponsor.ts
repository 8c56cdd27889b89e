import { eq, sql } from 'drizzle-orm';
import type { Database } from '@upline/db';
import { schema } from '@upline/db';
import { GUEST_USER_ID } from '@upline/domain/accounts';

export type SponsorResolution = { ok: true; sponsorId: number | null } | { ok: false; message: string };

/**
 * The enrolling sponsor of a new member (accounts §6): the member behind the referral value (a
 * link name or a member id), else the default sponsor. The sponsor always exists before the new
 * member, so nobody can sponsor themselves. Customers have no link to share and sponsor nobody.
 */
export async function resolveSponsor(db: Database, referal: string | number | null | undefined, defaultUrlName: string): Promise<SponsorResolution> {
  const value = referal === null || referal === undefined ? '' : String(referal).trim();
  if (value === '' || value === String(GUEST_USER_ID)) return { ok: true, sponsorId: await defaultSponsorId(db, defaultUrlName) };

  const { users } = schema;
  const where = /^\d{1,9}$/.test(value) ? eq(users.id, Number(value)) : eq(sql`lower(${users.urlName})`, value.toLowerCase());
  const [sponsor] = await db
    .select({ id: users.id, memberType: users.memberType, isActive: users.isActive, isCompany: users.isCompany })
    .from(users)
    .where(where)
    .limit(1);
  if (!sponsor || !sponsor.isActive) return { ok: false, message: 'We could not find your sponsor. Please check the referral link.' };
  if (sponsor.memberType === 'customer' && !sponsor.isCompany) {
    return { ok: false, message: 'This member cannot sponsor new members.' };
  }
  return { ok: true, sponsorId: sponsor.id };
}

/** The configured default sponsor's id; the seeded setting when that link name is missing; else none (a root). */
async function defaultSponsorId(db: Database, urlName: string): Promise<number | null> {
  const { users, settings } = schema;
  const [byName] = await db.select({ id: users.id }).from(users).where(eq(sql`lower(${users.urlName})`, urlName.toLowerCase())).limit(1);
  if (byName) return byName.id;
  const [setting] = await db.select({ value: settings.value }).from(settings).where(eq(settings.key, 'default_sponsor_id')).limit(1);
  return typeof setting?.value === 'number' ? setting.value : null;
}
