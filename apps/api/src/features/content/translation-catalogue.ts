import { and, asc, count, desc, eq, isNotNull, isNull, type SQL } from 'drizzle-orm';
import type { Database } from '@upline/db';
import { schema } from '@upline/db';
import type { TranslationEntry } from '@upline/contract/content';

export const translationsPageSize = 50;

const entryColumns = {
  id: schema.translations.id,
  lang: schema.translations.lang,
  source_text: schema.translations.sourceText,
  text: schema.translations.text,
  request_count: schema.translations.requestCount,
  firstRequestedAt: schema.translations.firstRequestedAt,
};

type EntryRow = { firstRequestedAt: Date } & Omit<TranslationEntry, 'first_requested_at'>;
const toEntry = ({ firstRequestedAt, ...rest }: EntryRow): TranslationEntry => ({
  ...rest,
  first_requested_at: firstRequestedAt.toISOString(),
});

/** Staff's view of the catalogue: pending texts first by how often visitors asked for them. */
export async function listTranslations(
  db: Database,
  filter: { status: 'pending' | 'translated' | 'all'; lang?: string | undefined; page: number },
) {
  const tr = schema.translations;
  const conditions: SQL[] = [];
  if (filter.lang) conditions.push(eq(tr.lang, filter.lang));
  if (filter.status === 'pending') conditions.push(isNull(tr.text));
  if (filter.status === 'translated') conditions.push(isNotNull(tr.text));
  const where = and(...conditions);
  const [rows, totals] = await Promise.all([
    db
      .select(entryColumns)
      .from(tr)
      .where(where)
      .orderBy(desc(tr.requestCount), asc(tr.firstRequestedAt), asc(tr.id))
      .limit(translationsPageSize)
      .offset((filter.page - 1) * translationsPageSize),
    db.select({ n: count() }).from(tr).where(where),
  ]);
  return { translations: rows.map(toEntry), total: totals[0]?.n ?? 0, page: filter.page, page_size: translationsPageSize };
}

/** Saves a translation by staff, with an audit line (before and after) in the same transaction; null when the id is unknown. */
export async function saveTranslation(db: Database, id: number, text: string, actorId: number, now: Date): Promise<TranslationEntry | null> {
  return db.transaction(async (tx) => {
    const tr = schema.translations;
    const [current] = await tx.select(entryColumns).from(tr).where(eq(tr.id, id)).for('update');
    if (!current) return null;
    const [row] = await tx.update(tr).set({ text, updatedAt: now }).where(eq(tr.id, id)).returning(entryColumns);
    const before = toEntry(current);
    const after = toEntry(row!);
    await tx.insert(schema.auditLog).values({
      actorId,
      action: 'translation.update',
      entity: 'translation',
      entityId: String(id),
      data: { lang: after.lang, before, after },
      at: now,
    });
    return after;
  });
}
