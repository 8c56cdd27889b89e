// Column helpers shared by every schema file, so that money, time and ids look the same everywhere.
import { bigint, integer, timestamp } from 'drizzle-orm/pg-core';

/** Money in integer minor units (cents). Read back as a JS number: amounts stay far below 2^53. */
export const money = (name: string) => bigint(name, { mode: 'number' });

/** A point in time, always with its zone. */
export const timestamptz = (name: string) => timestamp(name, { withTimezone: true, mode: 'date' });

/** created_at defaulting to now(). */
export const createdAt = () => timestamptz('created_at').notNull().defaultNow();

/** updated_at defaulting to now(); writers set it explicitly. */
export const updatedAt = () => timestamptz('updated_at').notNull().defaultNow();

/**
 * Integer primary key that accepts explicit values (seeded ids such as product 16) and otherwise
 * draws from its identity sequence; the seed moves the sequence past explicit ids.
 */
export const idColumn = () => integer('id').primaryKey().generatedByDefaultAsIdentity();

/** Same as idColumn for tables that may grow past 2^31 rows (ledger, events). */
export const bigIdColumn = () => bigint('id', { mode: 'number' }).primaryKey().generatedByDefaultAsIdentity();
