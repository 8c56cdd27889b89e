// Analytics: first-party events (page views, add to cart, conversions), append-only.
import { index, integer, jsonb, pgTable, text } from 'drizzle-orm/pg-core';
import { bigIdColumn, createdAt } from './columns.js';

export const analyticsEvents = pgTable(
  'analytics_events',
  {
    id: bigIdColumn(),
    name: text('name').notNull(),
    userId: integer('user_id'),
    /** Anonymous visitor id from the browser. */
    visitorKey: text('visitor_key'),
    path: text('path'),
    data: jsonb('data'),
    createdAt: createdAt(),
  },
  (t) => [index('analytics_events_name_created_idx').on(t.name, t.createdAt), index('analytics_events_created_idx').on(t.createdAt)],
);
