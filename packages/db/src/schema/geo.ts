// Geo: countries and their states or provinces, used by accounts, checkout, shipping and tax
// alike (docs/decisions/0001-foundation.md).
import { boolean, integer, pgTable, text, uniqueIndex } from 'drizzle-orm/pg-core';
import { currencies } from '@upline/domain/money';

/** Countries keep the classic table's ids (Canada 38, United States 231) that clients already send. */
export const countries = pgTable('countries', {
  id: integer('id').primaryKey(),
  name: text('name').notNull(),
  /** ISO 3166-1 alpha-2 code, e.g. CA, US. */
  shortname: text('shortname').notNull().unique(),
  currency: text('currency', { enum: currencies }).notNull(),
  /** Whether the shop ships and sells there. */
  isSelling: boolean('is_selling').notNull().default(false),
});

export const states = pgTable(
  'states',
  {
    id: integer('id').primaryKey(),
    countryId: integer('country_id')
      .notNull()
      .references(() => countries.id),
    code: text('code').notNull(),
    name: text('name').notNull(),
  },
  (t) => [uniqueIndex('states_country_code_key').on(t.countryId, t.code)],
);
