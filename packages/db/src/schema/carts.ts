// The signed-in member's cart, kept on the server as well as in the browser, so that the legacy
// cart call (GET cart/) answers it and the member finds it again on another device.
import { integer, jsonb, pgTable, text } from 'drizzle-orm/pg-core';
import { updatedAt } from './columns.js';
import { users } from './accounts.js';
import { currencies } from '@upline/domain/money';

export const memberCarts = pgTable('member_carts', {
  userId: integer('user_id')
    .primaryKey()
    .references(() => users.id, { onDelete: 'cascade' }),
  /** [{ productId, quantity, purchaseType }] as the browser's cart holds them; priced again on every read. */
  lines: jsonb('lines').notNull(),
  currency: text('currency', { enum: currencies }).notNull(),
  updatedAt: updatedAt(),
});
