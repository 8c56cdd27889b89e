// Identity sequences must move past ids the seed gave explicitly, or the next insert collides.
import { sql } from 'drizzle-orm';
import type { Database } from '../database.js';

/** Tables whose seeded rows carry explicit ids. */
const tablesWithExplicitIds = ['products', 'categories', 'reviews', 'offers', 'testimonials', 'team_members'] as const;

export async function bumpSequences(db: Database): Promise<void> {
  for (const table of tablesWithExplicitIds) {
    // is_called = false: the next value handed out is max(id) + 1 (or 1 for an empty table).
    await db.execute(
      sql.raw(`select setval(pg_get_serial_sequence('"${table}"', 'id'), coalesce((select max(id) from "${table}"), 0) + 1, false)`),
    );
  }
}
