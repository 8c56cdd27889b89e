import { eq } from 'drizzle-orm';
import type { Database } from '@upline/db';
import { schema } from '@upline/db';
import type { Currency } from '@upline/domain/money';
import type { SessionUser } from '../../http/session.js';

/**
 * The currency prices are answered in: the `currency` query when given, else the signed-in
 * member's account currency, else US dollars (a guest's country choice reaches us as the query).
 */
export async function resolveCurrency(db: Database, requested: Currency | undefined, user: SessionUser | null): Promise<Currency> {
  if (requested) return requested;
  if (!user) return 'USD';
  const { users } = schema;
  const rows = await db.select({ currency: users.currency }).from(users).where(eq(users.id, user.id)).limit(1);
  return rows[0]?.currency ?? 'USD';
}
