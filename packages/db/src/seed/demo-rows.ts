// What the demo history's parts share: its sizes and dates, the generated member, and the two
// ways it writes many rows at once.
import { getTableColumns, getTableName, sql } from 'drizzle-orm';
import type { PgColumn, PgTable } from 'drizzle-orm/pg-core';
import type { UplineMember } from '@upline/domain/commissions';
import type { Database } from '../database.js';
import type { CurrencyCode } from './data/types.js';

/** Sizes and dates of the generated history. */
export const demoHistory = {
  members: 320,
  leaders: 8,
  orders: 1200,
  firstJoin: Date.UTC(2025, 8, 1),
  firstOrder: Date.UTC(2025, 10, 1, 14),
  lastOrder: Date.UTC(2026, 10, 14, 22),
  refundRate: 0.03,
  emailDomain: 'members.upline.test',
} as const;

export interface GenMember extends UplineMember {
  index: number;
  sponsorId: number;
  path: string;
  depth: number;
  joinedAt: Date;
  currency: CurrencyCode;
  firstname: string;
  lastname: string;
  email: string;
  directCount: number;
  downlineCount: number;
  /** downlineCount by member type (member_tree's type counters). */
  downlineByType: Record<'customer' | 'ambassador' | 'scholar', number>;
  /** How often the member (or their customers) buy, relative to others. */
  activity: number;
}

/** Ids drawn from a table's identity sequence, in one statement (safe beside concurrent inserts). */
export async function drawIds(db: Database, table: string, count: number): Promise<number[]> {
  if (count === 0) return [];
  const result = await db.execute<{ id: string | number }>(
    sql`select nextval(pg_get_serial_sequence(${table}, 'id'))::text as id from generate_series(1, ${count}::int)`,
  );
  return result.rows.map((r) => Number(r.id));
}

/**
 * Rows in one statement: a JSON array expanded by jsonb_populate_recordset costs far less to
 * send and plan than thousands of bound parameters. Columns left out take their defaults; an id
 * left null is drawn from the table's identity sequence.
 */
export async function insertJson<T extends PgTable>(db: Database, table: T, rows: T['$inferInsert'][]): Promise<void> {
  if (rows.length === 0) return;
  const columns = getTableColumns(table) as Record<string, PgColumn>;
  const keys = Object.keys(rows[0] as object).filter((key) => columns[key]);
  // Every row names the same columns (a key left out of one row would be null, not its default).
  if (rows.some((row) => Object.keys(row as object).filter((key) => columns[key]).length !== keys.length)) throw new Error(`rows for ${getTableName(table)} differ in their columns`);
  const names = keys.map((key) => (columns[key] as PgColumn).name);
  const payload = rows.map((row) => {
    const record: Record<string, unknown> = {};
    keys.forEach((key, i) => {
      const value = (row as Record<string, unknown>)[key];
      record[names[i] as string] = value instanceof Date ? value.toISOString() : (value ?? null);
    });
    return record;
  });
  const tableName = getTableName(table);
  const list = sql.raw(names.map((n) => `"${n}"`).join(', '));
  const selected = sql.raw(names.map((n) => (n === 'id' ? `coalesce("id", nextval(pg_get_serial_sequence('${tableName}', 'id')))` : `"${n}"`)).join(', '));
  await db.execute(sql`insert into ${sql.identifier(tableName)} (${list}) select ${selected} from jsonb_populate_recordset(null::${sql.identifier(tableName)}, ${JSON.stringify(payload)}::jsonb)`);
}
