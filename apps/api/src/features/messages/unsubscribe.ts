import { eq } from 'drizzle-orm';
import { schema, type Database } from '@upline/db';
import { memberOfNoticeToken } from './notice-token.js';

/**
 * Records a member's wish to get no more new-message e-mails (the first time is kept; a second
 * click changes nothing). False when the token was not made by this server or names no member.
 */
export async function unsubscribeFromNotices(db: Database, input: { token: string; serverKey: Buffer; now: Date }): Promise<boolean> {
  const memberId = memberOfNoticeToken(input.token, input.serverKey);
  if (memberId === null) return false;
  const [member] = await db.select({ id: schema.users.id }).from(schema.users).where(eq(schema.users.id, memberId));
  if (!member) return false;
  await db.insert(schema.messageNoticeOptOuts).values({ userId: memberId, optedOutAt: input.now }).onConflictDoNothing();
  return true;
}
