// Messages: a member's in-box; one message, many recipients, each with its own read/deleted state.
import { index, integer, pgTable, primaryKey, text } from 'drizzle-orm/pg-core';
import { createdAt, idColumn, timestamptz } from './columns.js';
import { users } from './accounts.js';

export const messages = pgTable(
  'messages',
  {
    id: idColumn(),
    senderId: integer('sender_id')
      .notNull()
      .references(() => users.id),
    subject: text('subject').notNull(),
    /** Sanitised HTML from the rich-text editor. */
    bodyHtml: text('body_html').notNull(),
    /** How many members it went to, so the daily flood limit is a sum over the sender's recent rows. */
    recipientCount: integer('recipient_count').notNull().default(0),
    createdAt: createdAt(),
    senderDeletedAt: timestamptz('sender_deleted_at'),
  },
  (t) => [index('messages_sender_created_idx').on(t.senderId, t.createdAt)],
);

export const messageRecipients = pgTable(
  'message_recipients',
  {
    messageId: integer('message_id')
      .notNull()
      .references(() => messages.id, { onDelete: 'cascade' }),
    recipientId: integer('recipient_id')
      .notNull()
      .references(() => users.id),
    readAt: timestamptz('read_at'),
    deletedAt: timestamptz('deleted_at'),
  },
  (t) => [primaryKey({ columns: [t.messageId, t.recipientId] }), index('message_recipients_recipient_idx').on(t.recipientId, t.deletedAt)],
);

/**
 * Members who asked for no e-mail notice of new messages (the unsubscribe link in every notice).
 * The message still reaches their In-Box; only the e-mail stops.
 */
export const messageNoticeOptOuts = pgTable('message_notice_opt_outs', {
  userId: integer('user_id')
    .primaryKey()
    .references(() => users.id, { onDelete: 'cascade' }),
  optedOutAt: timestamptz('opted_out_at').notNull(),
});
