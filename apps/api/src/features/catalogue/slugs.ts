import { like, or, eq } from 'drizzle-orm';
import type { schema, Database } from '@upline/db';

/** A slug from a name: lower-case ASCII letters and digits joined by single dashes ('Vitamin C+ 500' -> 'vitamin-c-500'). */
export function slugify(name: string): string {
  return name
    .normalize('NFKD')
    .replace(/[\u0300-\u036f]/g, '')
    .toLowerCase()
    .replace(/[^a-z0-9]+/g, '-')
    .replace(/^-+|-+$/g, '')
    .slice(0, 100)
    .replace(/-+$/, '');
}

/** The base slug, or base-2, base-3... whichever is free in the table; a slug always holds a letter. */
export async function uniqueSlug(db: Database, table: typeof schema.products | typeof schema.categories, base: string): Promise<string> {
  const start = /[a-z]/.test(base) ? base : `item-${base}`;
  const rows = await db.select({ slug: table.slug }).from(table).where(or(eq(table.slug, start), like(table.slug, `${start}-%`)));
  const used = new Set(rows.map((r) => r.slug));
  if (!used.has(start)) return start;
  for (let n = 2; ; n++) if (!used.has(`${start}-${n}`)) return `${start}-${n}`;
}
