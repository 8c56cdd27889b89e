import { eq, sql } from 'drizzle-orm';
import type { Database } from '@upline/db';
import { schema } from '@upline/db';
import { normaliseEmail } from '@upline/domain/accounts';
import { isLoginThrottled, recordLoginAttempt } from './login-throttle.js';
import { verifyAgainstDummy, verifyPassword } from './passwords.js';

export type LoginResult = { ok: true; userId: number } | { ok: false; reason: 'invalid-credentials' | 'throttled' | 'inactive' };

/**
 * Checks an e-mail and password. Unknown e-mails cost the same argon2 work as wrong passwords
 * and get the same answer; failures are counted for throttling, a success clears the account's count.
 */
export async function verifyLogin(
  db: Database,
  input: { email: string; password: string; ip: string | null },
  now: Date,
): Promise<LoginResult> {
  const email = normaliseEmail(input.email);
  if (await isLoginThrottled(db, email, input.ip, now)) return { ok: false, reason: 'throttled' };

  const { users } = schema;
  const [user] = await db
    .select({ id: users.id, passwordHash: users.passwordHash, isActive: users.isActive })
    .from(users)
    .where(eq(sql`lower(${users.email})`, email))
    .limit(1);
  let isMatch = false;
  if (user) isMatch = await verifyPassword(user.passwordHash, input.password);
  else await verifyAgainstDummy(input.password);

  await recordLoginAttempt(db, email, input.ip, isMatch, now);
  if (!user || !isMatch) return { ok: false, reason: 'invalid-credentials' };
  if (!user.isActive) return { ok: false, reason: 'inactive' };
  await db.update(users).set({ lastLoginAt: now }).where(eq(users.id, user.id));
  return { ok: true, userId: user.id };
}
