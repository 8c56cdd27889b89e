import { eq } from 'drizzle-orm';
import type { Database } from '@upline/db';
import { schema } from '@upline/db';
import type { SessionUser } from '../../http/session.js';
import type { Shopper } from './shopper.js';

/** The shopper of a request: the signed-in member (with their e-mail) or an anonymous browser. */
export async function sessionShopper(db: Database, user: SessionUser | null, visitorId: string | null): Promise<Shopper> {
  if (!user) return { visitorId };
  const [row] = await db.select({ email: schema.users.email }).from(schema.users).where(eq(schema.users.id, user.id)).limit(1);
  return { userId: user.id, email: row?.email ?? null, visitorId };
}
