import { and, eq, isNull, sql } from 'drizzle-orm';
import type { Database } from '@upline/db';
import { schema } from '@upline/db';
import type { InboxMessage, MessageDetail } from '@upline/contract/messages';
import { sanitizeMessageHtml } from '../content/sanitize-html.js';

// The In-Box (GET user/messages), one message (GET user/messages/{id}) and Delete
// (DELETE user/messages/{id}). A message is visible only to a recipient who has not deleted it:
// any other id, another member's included, is "not found".

const m = schema.messages;
const r = schema.messageRecipients;
const u = schema.users;

const visibleTo = (userId: number) => and(eq(r.recipientId, userId), isNull(r.deletedAt));

const columns = { id: m.id, subject: m.subject, firstname: u.firstname, lastname: u.lastname, createdAt: m.createdAt, readAt: r.readAt };

function toInbox(row: { id: number; subject: string; firstname: string; lastname: string; createdAt: Date; readAt: Date | null }): InboxMessage {
  return {
    id: row.id,
    subject: row.subject,
    from: `${row.firstname} ${row.lastname}`,
    sender: { firstname: row.firstname, lastname: row.lastname },
    created_at: row.createdAt.toISOString(),
    is_read: row.readAt !== null,
  };
}

export async function listInbox(db: Database, input: { userId: number; page: number; perPage: number }) {
  const [counts] = await db
    .select({ total: sql<number>`count(*)::int`, unread: sql<number>`count(*) filter (where ${r.readAt} is null)::int` })
    .from(r)
    .where(visibleTo(input.userId));
  const rows = await db
    .select(columns)
    .from(r)
    .innerJoin(m, eq(m.id, r.messageId))
    .innerJoin(u, eq(u.id, m.senderId))
    .where(visibleTo(input.userId))
    .orderBy(sql`${m.createdAt} desc`, sql`${m.id} desc`)
    .limit(input.perPage)
    .offset((input.page - 1) * input.perPage);
  const total = counts?.total ?? 0;
  return {
    messages: rows.map(toInbox),
    unread: counts?.unread ?? 0,
    pagination: { page: input.page, per_page: input.perPage, total, pages: Math.ceil(total / input.perPage) },
  };
}

/** One message of the member's In-Box, marked read; null when it is not theirs or was deleted. */
export async function openMessage(db: Database, input: { userId: number; messageId: number; now: Date }): Promise<MessageDetail | null> {
  const [row] = await db
    .select({ ...columns, bodyHtml: m.bodyHtml })
    .from(r)
    .innerJoin(m, eq(m.id, r.messageId))
    .innerJoin(u, eq(u.id, m.senderId))
    .where(and(eq(r.messageId, input.messageId), visibleTo(input.userId)));
  if (!row) return null;
  if (row.readAt === null) {
    await db.update(r).set({ readAt: input.now }).where(and(eq(r.messageId, input.messageId), eq(r.recipientId, input.userId), isNull(r.readAt)));
  }
  // Cleaned again on the way out: a stored body from before a tightening of the allow-list is shown by today's rules.
  return { ...toInbox({ ...row, readAt: row.readAt ?? input.now }), body: sanitizeMessageHtml(row.bodyHtml) };
}

/** Removes a message from the member's In-Box; false when it is not there. */
export async function deleteMessage(db: Database, input: { userId: number; messageId: number; now: Date }): Promise<boolean> {
  const deleted = await db
    .update(r)
    .set({ deletedAt: input.now })
    .where(and(eq(r.messageId, input.messageId), visibleTo(input.userId)))
    .returning({ id: r.messageId });
  return deleted.length > 0;
}
