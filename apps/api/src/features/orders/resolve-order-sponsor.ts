import { eq } from 'drizzle-orm';
import type { Database } from '@upline/db';
import { schema } from '@upline/db';
import { GUEST_USER_ID } from '@upline/domain/accounts';
import { resolveSponsor } from '../accounts/resolve-sponsor.js';

/**
 * The member credited with an order's sale: the member behind the referral the shopper came
 * with (a link name or a member id); without a usable one, a member's own enrolling sponsor, and
 * for a guest the shop's default sponsor. A referral naming the buyer themselves counts as none.
 * An unknown referral never blocks a sale: it is kept on the order as sent (referal_id) and the
 * fallback is credited.
 */
export async function resolveOrderSponsor(
  db: Database,
  input: {
    referal: string | number | null | undefined;
    userId: number | null;
    defaultUrlName: string;
    /** The member under `defaultUrlName` when the caller has read it already (null: none has that link name). */
    defaultByName?: number | null;
  },
): Promise<number | null> {
  const referral = input.referal === null || input.referal === undefined ? '' : String(input.referal).trim();
  if (referral !== '' && referral !== String(GUEST_USER_ID)) {
    const found = await resolveSponsor(db, referral, input.defaultUrlName);
    if (found.ok && found.sponsorId !== null && found.sponsorId !== input.userId) return found.sponsorId;
  }
  if (input.userId !== null) {
    const [member] = await db.select({ sponsorId: schema.users.sponsorId }).from(schema.users).where(eq(schema.users.id, input.userId)).limit(1);
    return member?.sponsorId ?? null;
  }
  if (input.defaultByName != null) return input.defaultByName;
  const fallback = await resolveSponsor(db, null, input.defaultUrlName);
  return fallback.ok ? fallback.sponsorId : null;
}
