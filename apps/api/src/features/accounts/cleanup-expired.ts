import { isNotNull, lt, or } from 'drizzle-orm';
import type { Database } from '@upline/db';
import { schema } from '@upline/db';

/** Expired and revoked rows are kept a day (for support questions), then deleted. */
const keepMs = 86_400_000;

/** The daily cleanup: sessions, password reset tokens and login attempts that no longer matter. */
export async function cleanupExpiredAccountsData(db: Database, now: Date): Promise<number> {
  const { sessions, passwordResetTokens, loginAttempts } = schema;
  const cutoff = new Date(now.getTime() - keepMs);
  const gone = await Promise.all([
    db
      .delete(sessions)
      .where(or(lt(sessions.expiresAt, cutoff), lt(sessions.revokedAt, cutoff)))
      .returning({ id: sessions.id }),
    db
      .delete(passwordResetTokens)
      .where(or(lt(passwordResetTokens.expiresAt, cutoff), isNotNull(passwordResetTokens.usedAt)))
      .returning({ id: passwordResetTokens.id }),
    db.delete(loginAttempts).where(lt(loginAttempts.at, cutoff)).returning({ id: loginAttempts.id }),
  ]);
  return gone.reduce((n, rows) => n + rows.length, 0);
}
