// Platform: settings, idempotency, the e-mail outbox and the audit trail.
import { index, integer, jsonb, pgTable, primaryKey, text } from 'drizzle-orm/pg-core';
import { bigIdColumn, createdAt, timestamptz, updatedAt } from './columns.js';

/** Small typed-by-convention configuration values, e.g. default_sponsor_id. */
export const settings = pgTable('settings', {
  key: text('key').primaryKey(),
  value: jsonb('value').notNull(),
  updatedAt: updatedAt(),
});

/**
 * Replayed answers for requests that carry an Idempotency-Key: the first request locks the key,
 * stores its answer, and repeats with the same request hash get the same answer.
 */
export const idempotencyKeys = pgTable(
  'idempotency_keys',
  {
    scope: text('scope').notNull(),
    key: text('key').notNull(),
    userId: integer('user_id'),
    requestHash: text('request_hash').notNull(),
    statusCode: integer('status_code'),
    response: jsonb('response'),
    createdAt: createdAt(),
    lockedUntil: timestamptz('locked_until'),
    /** The API process running the first request (its session-lock id), to tell a crashed holder from a slow one. */
    holder: integer('holder'),
  },
  (t) => [primaryKey({ columns: [t.scope, t.key] }), index('idempotency_keys_created_at_idx').on(t.createdAt)],
);

/** Every e-mail goes through here first, so sending is retried and staff can read what went out. */
export const emailOutbox = pgTable(
  'email_outbox',
  {
    id: bigIdColumn(),
    to: text('to').notNull(),
    subject: text('subject').notNull(),
    html: text('html').notNull(),
    text: text('text').notNull(),
    template: text('template').notNull(),
    status: text('status', { enum: ['pending', 'sent', 'failed'] }).notNull().default('pending'),
    attempts: integer('attempts').notNull().default(0),
    lastError: text('last_error'),
    nextAttemptAt: timestamptz('next_attempt_at').notNull().defaultNow(),
    sentAt: timestamptz('sent_at'),
    createdAt: createdAt(),
  },
  (t) => [index('email_outbox_status_next_idx').on(t.status, t.nextAttemptAt), index('email_outbox_created_at_idx').on(t.createdAt)],
);

/** Who did what to which record; written in the same transaction as the change. */
export const auditLog = pgTable(
  'audit_log',
  {
    id: bigIdColumn(),
    actorId: integer('actor_id'),
    action: text('action').notNull(),
    entity: text('entity').notNull(),
    entityId: text('entity_id'),
    data: jsonb('data'),
    at: timestamptz('at').notNull().defaultNow(),
  },
  (t) => [index('audit_log_entity_idx').on(t.entity, t.entityId), index('audit_log_actor_at_idx').on(t.actorId, t.at)],
);
