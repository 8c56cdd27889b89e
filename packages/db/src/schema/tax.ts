// Tax: sales-tax components per state or province, in basis points.
import { boolean, integer, numeric, pgTable, text, uniqueIndex } from 'drizzle-orm/pg-core';
import { idColumn } from './columns.js';
import { states } from './geo.js';

export const taxRates = pgTable(
  'tax_rates',
  {
    id: idColumn(),
    stateId: integer('state_id')
      .notNull()
      .references(() => states.id, { onDelete: 'cascade' }),
    /** Component name: GST, HST, PST, QST, RST or 'State sales tax'. */
    name: text('name').notNull(),
    /** Basis points with up to three decimals: Quebec's QST is 997.5 (9.975%). */
    rateBps: numeric('rate_bps', { precision: 8, scale: 3, mode: 'number' }).notNull(),
    appliesToShipping: boolean('applies_to_shipping').notNull().default(false),
  },
  (t) => [uniqueIndex('tax_rates_state_name_key').on(t.stateId, t.name)],
);
