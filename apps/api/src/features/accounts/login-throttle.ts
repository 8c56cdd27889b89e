import { and, count, eq, gt, max } from 'drizzle-orm';
import type { Database } from '@upline/db';
import { schema } from '@upline/db';

/** Failed sign-ins allowed per account and per address inside the window before answering 429. */
export const loginThrottle = { windowMs: 15 * 60_000, maxPerAccount: 5, maxPerIp: 20 } as const;

/**
 * True when recent failures for this e-mail (since its last success) or from this address
 * reached the limit. Refused attempts are not recorded, so the block lifts when the window
 * has passed over the failures that caused it.
 */
export async function isLoginThrottled(db: Database, email: string, ip: string | null, now: Date): Promise<boolean> {
  const { loginAttempts } = schema;
  const since = new Date(now.getTime() - loginThrottle.windowMs);
  // Ids order attempts even when several share a timestamp.
  const [lastSuccess] = await db
    .select({ id: max(loginAttempts.id) })
    .from(loginAttempts)
    .where(and(eq(loginAttempts.email, email), eq(loginAttempts.isSuccess, true), gt(loginAttempts.at, since)));
  const [perAccount] = await db
    .select({ n: count() })
    .from(loginAttempts)
    .where(
      and(
        eq(loginAttempts.email, email),
        eq(loginAttempts.isSuccess, false),
        gt(loginAttempts.at, since),
        gt(loginAttempts.id, lastSuccess?.id ?? 0),
      ),
    );
  if ((perAccount?.n ?? 0) >= loginThrottle.maxPerAccount) return true;
  if (!ip) return false;
  const [perIp] = await db
    .select({ n: count() })
    .from(loginAttempts)
    .where(and(eq(loginAttempts.ip, ip), eq(loginAttempts.isSuccess, false), gt(loginAttempts.at, since)));
  return (perIp?.n ?? 0) >= loginThrottle.maxPerIp;
}

export async function recordLoginAttempt(db: Database, email: string, ip: string | null, isSuccess: boolean, now: Date) {
  await db.insert(schema.loginAttempts).values({ email, ip, isSuccess, at: now });
}
