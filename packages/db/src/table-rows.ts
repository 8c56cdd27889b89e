import { getTableColumns, type InferInsertModel, type InferSelectModel } from 'drizzle-orm';
import type { PgTable } from 'drizzle-orm/pg-core';

// Hot statements written as SQL text (queryPrepared) still answer the rows drizzle would: these
// helpers are built once per table at start-up from the drizzle schema, so a column renamed in
// the schema is renamed here too, and values are decoded by the column's own driver mapping.
//
// A row or record is a copy of a template object that already has every key (in order, all
// null), then filled in. An object given dozens of properties one computed key at a time turns
// into a hash table in V8 (several kilobytes for an order's 65 columns, grown as it fills, and
// slower to read and to serialise); a copy of a template keeps the template's compact layout.

/** The TypeScript name of one of a table's columns. */
type ColumnKey<T extends PgTable> = keyof T['_']['columns'] & string;

type Decoder = { key: string; name: string; decode: (value: unknown) => unknown };

/**
 * Reads rows of `table` selected by SQL text (`select *` or `returning *`: database column
 * names) into the shape drizzle's `select().from(table)` answers (TypeScript keys, each value
 * decoded by its column, null for a column the row lacks).
 */
export function tableRowReader<T extends PgTable>(table: T): (raw: Record<string, unknown>) => InferSelectModel<T> {
  const decoders: Decoder[] = Object.entries(getTableColumns(table)).map(([key, column]) => ({
    key,
    name: column.name,
    decode: (value: unknown) => column.mapFromDriverValue(value),
  }));
  const template = Object.fromEntries(decoders.map(({ key }) => [key, null]));
  return (raw) => {
    const row: Record<string, unknown> = { ...template };
    for (const { key, name, decode } of decoders) {
      const value = raw[name];
      row[key] = value === null || value === undefined ? null : decode(value);
    }
    return row as InferSelectModel<T>;
  };
}

/** The database names of some columns of `table`, quoted, comma-separated, in the order given. */
export function columnList<T extends PgTable>(table: T, keys: readonly (ColumnKey<T>)[]): string {
  const columns = getTableColumns(table) as Record<string, { name: string }>;
  return keys
    .map((key) => {
      const column = columns[key];
      if (!column) throw new Error(`${key} is not a column of this table`);
      return `"${column.name}"`;
    })
    .join(', ');
}

/**
 * Values for `table` as one JSON record keyed by database column names (for
 * `jsonb_populate_record(null::<table>, $n)` in a statement's text): dates as ISO strings, JSON
 * columns nested, a missing value as null.
 */
export function tableRecord<T extends PgTable>(table: T, keys: readonly (ColumnKey<T>)[], values: Partial<InferInsertModel<T>>): Record<string, unknown> {
  const { names, template } = recordShapeOf(table, keys);
  const record: Record<string, unknown> = { ...template };
  for (let i = 0; i < keys.length; i++) {
    const value = (values as Record<string, unknown>)[keys[i] as string];
    record[names[i] as string] = value === undefined ? null : value;
  }
  return record;
}

type RecordShape = { table: PgTable; names: string[]; template: Record<string, null> };
/** Per list of keys (the callers' constant lists): the columns' database names and the record's template. */
const recordShapes = new WeakMap<readonly string[], RecordShape>();

function recordShapeOf(table: PgTable, keys: readonly string[]): RecordShape {
  const known = recordShapes.get(keys);
  if (known?.table === table) return known;
  const columns = getTableColumns(table) as Record<string, { name: string }>;
  const names = keys.map((key) => {
    const column = columns[key];
    if (!column) throw new Error(`${key} is not a column of this table`);
    return column.name;
  });
  const shape = { table, names, template: Object.fromEntries(names.map((name) => [name, null])) };
  recordShapes.set(keys, shape);
  return shape;
}
