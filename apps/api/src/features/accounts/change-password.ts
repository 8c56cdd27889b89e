import { and, eq, isNull, ne } from 'drizzle-orm';
import { schema } from '@upline/db';
import { normaliseEmail } from '@upline/domain/accounts';
import type { AppDeps } from '../../deps.js';
import type { SessionUser } from '../../http/session.js';
import { accountFailure, type AccountResult } from './account-failure.js';
import { passwordChangedEmail } from './account-emails.js';
import { isLoginThrottled, recordLoginAttempt } from './login-throttle.js';
import { hashPassword, verifyPassword } from './passwords.js';

/**
 * POST user/change_password: needs the current password; signs out every other session of the
 * member. A wrong current password counts as a failed sign-in of the member from this address,
 * under the sign-in's throttle: a stolen session cannot be used to guess the password.
 */
export async function changePassword(
  deps: AppDeps,
  caller: SessionUser,
  oldPassword: string,
  newPassword: string,
  ip: string | null = null,
): Promise<AccountResult<null>> {
  const now = deps.clock.now();
  const { users, sessions } = schema;
  const [user] = await deps.db
    .select({ passwordHash: users.passwordHash, email: users.email, firstname: users.firstname })
    .from(users)
    .where(eq(users.id, caller.id))
    .limit(1);
  if (!user) return wrongPassword();
  const email = normaliseEmail(user.email);
  if (await isLoginThrottled(deps.db, email, ip, now)) return accountFailure('password_attempts_throttled', 'Too many attempts. Please wait a few minutes and try again.');
  const isMatch = await verifyPassword(user.passwordHash, oldPassword);
  if (!isMatch) {
    await recordLoginAttempt(deps.db, email, ip, false, now);
    return wrongPassword();
  }
  const passwordHash = await hashPassword(newPassword);
  await deps.db.transaction(async (tx) => {
    await tx.update(users).set({ passwordHash, passwordChangedAt: now, updatedAt: now }).where(eq(users.id, caller.id));
    await tx
      .update(sessions)
      .set({ revokedAt: now })
      .where(and(eq(sessions.userId, caller.id), isNull(sessions.revokedAt), ne(sessions.id, caller.sessionId)));
  });
  await deps.mailer.send(passwordChangedEmail({ to: user.email, firstname: user.firstname, publicUrl: deps.config.publicUrl }));
  return { ok: true, value: null };
}

const wrongPasswordMessage = 'Your current password is incorrect.';
const wrongPassword = () => accountFailure('wrong_password', wrongPasswordMessage, { old_password: wrongPasswordMessage });
