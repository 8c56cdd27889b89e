import { createHash } from 'node:crypto';
import { and, count, eq, inArray, isNull, sql } from 'drizzle-orm';
import type { Database } from '@upline/db';
import { schema } from '@upline/db';

/** Texts in the catalogue are written in English; English is answered as it came. */
export const sourceLanguage = 'en';

/**
 * How many untranslated texts a language may collect. translateany is public, so without a bound
 * anyone could fill the catalogue with junk; past it, new texts are still answered in English
 * but no longer recorded until staff work through the queue.
 */
export const maxPendingPerLanguage = 10_000;

/** The catalogue's lookup key of a source text: SHA-256 hex of its UTF-8 bytes (as the seed writes it). */
export function sourceHash(text: string): string {
  return createHash('sha256').update(text, 'utf8').digest('hex');
}

/** Only texts with a letter in them are worth a translator's time ('$49.99', '—' are not). */
const isTranslatable = (text: string) => /\p{L}/u.test(text);

/**
 * Translates a map of English texts into `lang` from the translation catalogue. A text with no
 * translation yet comes back in English and is recorded once as pending (its request count goes
 * up on every ask), so staff can see what visitors need most.
 */
export async function translateTexts(
  db: Database,
  texts: Record<string, string>,
  lang: string,
  now: Date,
): Promise<Record<string, string>> {
  if (lang === sourceLanguage) return { ...texts };
  const byHash = new Map<string, string>();
  for (const text of Object.values(texts)) if (isTranslatable(text)) byHash.set(sourceHash(text), text);
  if (byHash.size === 0) return { ...texts };

  const { translations: tr } = schema;
  const rows = await db
    .select({ sourceHash: tr.sourceHash, text: tr.text })
    .from(tr)
    .where(and(eq(tr.lang, lang), inArray(tr.sourceHash, [...byHash.keys()])));
  const known = new Map(rows.map((r) => [r.sourceHash, r.text]));

  const translated: Record<string, string> = {};
  for (const [key, text] of Object.entries(texts)) translated[key] = known.get(sourceHash(text)) ?? text;

  const pendingKnown = [...byHash.keys()].filter((h) => known.has(h) && known.get(h) === null);
  let fresh = [...byHash.keys()].filter((h) => !known.has(h));
  if (fresh.length > 0) {
    const [pending] = await db.select({ n: count() }).from(tr).where(and(eq(tr.lang, lang), isNull(tr.text)));
    const room = Math.max(0, maxPendingPerLanguage - (pending?.n ?? 0));
    fresh = fresh.slice(0, room);
  }
  const toRecord = [...pendingKnown, ...fresh];
  if (toRecord.length > 0) {
    await db
      .insert(tr)
      .values(toRecord.map((h) => ({ sourceHash: h, sourceText: byHash.get(h) ?? '', lang, text: null, requestCount: 1, firstRequestedAt: now, updatedAt: now })))
      // Two visitors asking at once both land here: the second one only counts.
      .onConflictDoUpdate({ target: [tr.lang, tr.sourceHash], set: { requestCount: sql`${tr.requestCount} + 1` } });
  }
  return translated;
}
