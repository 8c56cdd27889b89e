import { and, count, eq, gt, max } from 'drizzle-orm';
import type { Database } from '@upline/db';
import { schema } from '@upline/db';

/**
 * Failed password checks allowed inside the window before answering 429, keyed so that an
 * attacker can neither guess freely nor lock anyone out:
 * - per account and address together: an address guessing one account is stopped after 5;
 * - per account from addresses it never signed in from: 10, so guesses spread over many
 *   addresses are stopped too, while the member, from an address they signed in from before,
 *   is not locked out by them;
 * - per address, for accounts never signed in from it: 20, so one address cannot spray many
 *   accounts, while the members of an office behind that address still sign in.
 */
export const loginThrottle = { windowMs: 15 * 60_000, maxPerAccountAndAddress: 5, maxPerAccount: 10, maxPerAddress: 20, knownAddressDays: 90 } as const;

/** True when this account signed in successfully from this address in the last 90 days. */
async function isKnownAddress(db: Database, email: string, ip: string, now: Date): Promise<boolean> {
  const { loginAttempts } = schema;
  const since = new Date(now.getTime() - loginThrottle.knownAddressDays * 86_400_000);
  const [row] = await db
    .select({ id: loginAttempts.id })
    .from(loginAttempts)
    .where(and(eq(loginAttempts.email, email), eq(loginAttempts.ip, ip), eq(loginAttempts.isSuccess, true), gt(loginAttempts.at, since)))
    .limit(1);
  return row !== undefined;
}

/**
 * True when a password check for this e-mail from this address must wait. Failures count since
 * the account's last success; refused attempts are not recorded, so the block lifts when the
 * window has passed over the failures that caused it.
 */
export async function isLoginThrottled(db: Database, email: string, ip: string | null, now: Date): Promise<boolean> {
  const { loginAttempts } = schema;
  const since = new Date(now.getTime() - loginThrottle.windowMs);
  // Ids order attempts even when several share a timestamp.
  const [lastSuccess] = await db
    .select({ id: max(loginAttempts.id) })
    .from(loginAttempts)
    .where(and(eq(loginAttempts.email, email), eq(loginAttempts.isSuccess, true), gt(loginAttempts.at, since)));
  const failuresOf = async (...where: Parameters<typeof and>) => {
    const [row] = await db
      .select({ n: count() })
      .from(loginAttempts)
      .where(and(eq(loginAttempts.isSuccess, false), gt(loginAttempts.at, since), ...where));
    return Number(row?.n ?? 0);
  };
  const afterSuccess = gt(loginAttempts.id, lastSuccess?.id ?? 0);
  if (ip !== null && (await failuresOf(eq(loginAttempts.email, email), eq(loginAttempts.ip, ip), afterSuccess)) >= loginThrottle.maxPerAccountAndAddress) return true;
  if (ip !== null && (await isKnownAddress(db, email, ip, now))) return false;
  if ((await failuresOf(eq(loginAttempts.email, email), afterSuccess)) >= loginThrottle.maxPerAccount) return true;
  if (ip === null) return false;
  return (await failuresOf(eq(loginAttempts.ip, ip))) >= loginThrottle.maxPerAddress;
}

export async function recordLoginAttempt(db: Database, email: string, ip: string | null, isSuccess: boolean, now: Date) {
  await db.insert(schema.loginAttempts).values({ email, ip, isSuccess, at: now });
}
