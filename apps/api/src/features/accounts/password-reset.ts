import { and, count, eq, gt, isNull, sql } from 'drizzle-orm';
import { schema } from '@upline/db';
import { normaliseEmail } from '@upline/domain/accounts';
import type { AppDeps } from '../../deps.js';
import { hashToken, newSessionToken } from '../../http/session.js';
import { accountFailure, type AccountResult } from './account-failure.js';
import { passwordChangedEmail, passwordResetEmail } from './account-emails.js';
import { recordLoginAttempt } from './login-throttle.js';
import { hashPassword } from './passwords.js';

const tokenTtlMs = 60 * 60_000;
/** Reset e-mails per account per hour, so that the form cannot flood someone's inbox. */
const maxRequestsPerHour = 3;

/**
 * POST forgotpassword. Sends a single-use link valid for one hour when the e-mail belongs to an
 * open account; the caller answers the same either way, so the form reveals no accounts. Only
 * the token's hash is stored, and the token travels in the link's fragment (#token=), which
 * browsers never send to a server.
 */
export async function requestPasswordReset(deps: AppDeps, rawEmail: string): Promise<void> {
  const now = deps.clock.now();
  const { users, passwordResetTokens } = schema;
  const [user] = await deps.db
    .select({ id: users.id, email: users.email, firstname: users.firstname, isActive: users.isActive })
    .from(users)
    .where(eq(sql`lower(${users.email})`, normaliseEmail(rawEmail)))
    .limit(1);
  if (!user || !user.isActive) return;

  const [recent] = await deps.db
    .select({ n: count() })
    .from(passwordResetTokens)
    .where(and(eq(passwordResetTokens.userId, user.id), gt(passwordResetTokens.createdAt, new Date(now.getTime() - tokenTtlMs))));
  if ((recent?.n ?? 0) >= maxRequestsPerHour) return;

  const { token, tokenHash } = newSessionToken();
  await deps.db.transaction(async (tx) => {
    // Only the newest link works: earlier unused ones are retired.
    await tx
      .update(passwordResetTokens)
      .set({ usedAt: now })
      .where(and(eq(passwordResetTokens.userId, user.id), isNull(passwordResetTokens.usedAt)));
    await tx.insert(passwordResetTokens).values({ userId: user.id, tokenHash, createdAt: now, expiresAt: new Date(now.getTime() + tokenTtlMs) });
  });
  const link = `${deps.config.publicUrl}/reset-password#token=${encodeURIComponent(token)}`;
  await deps.mailer.send(passwordResetEmail({ to: user.email, firstname: user.firstname, link }));
}

/**
 * POST reset-password: spends the token (once, before it expires), sets the new password and
 * signs the member out everywhere.
 */
export async function resetPassword(deps: AppDeps, token: string, password: string): Promise<AccountResult<null>> {
  const now = deps.clock.now();
  const { users, sessions, passwordResetTokens } = schema;
  const passwordHash = await hashPassword(password);
  const user = await deps.db.transaction(async (tx) => {
    const [spent] = await tx
      .update(passwordResetTokens)
      .set({ usedAt: now })
      .where(and(eq(passwordResetTokens.tokenHash, hashToken(token)), isNull(passwordResetTokens.usedAt), gt(passwordResetTokens.expiresAt, now)))
      .returning({ userId: passwordResetTokens.userId });
    if (!spent) return null;
    const [updated] = await tx
      .update(users)
      .set({ passwordHash, passwordChangedAt: now, updatedAt: now })
      .where(eq(users.id, spent.userId))
      .returning({ email: users.email, firstname: users.firstname });
    await tx.update(sessions).set({ revokedAt: now }).where(and(eq(sessions.userId, spent.userId), isNull(sessions.revokedAt)));
    return updated ?? null;
  });
  if (!user) return accountFailure('invalid_reset_token', 'This reset link is invalid or has expired.');

  // Proving the mailbox lifts a sign-in block on the account (a success clears its failures).
  await recordLoginAttempt(deps.db, normaliseEmail(user.email), null, true, now);
  await deps.mailer.send(passwordChangedEmail({ to: user.email, firstname: user.firstname, publicUrl: deps.config.publicUrl }));
  return { ok: true, value: null };
}
