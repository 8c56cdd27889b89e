import { asc, eq } from 'drizzle-orm';
import type { Database } from '@upline/db';
import { schema } from '@upline/db';
import { resolveLanguage } from '../../http/language.js';

export interface ActiveLanguage {
  code: string;
  name: string;
  isDefault: boolean;
}

/** The shop's active languages, default first. */
export async function listActiveLanguages(db: Database): Promise<ActiveLanguage[]> {
  const { languages } = schema;
  const rows = await db
    .select({ code: languages.code, name: languages.name, isDefault: languages.isDefault })
    .from(languages)
    .where(eq(languages.isActive, true))
    .orderBy(asc(languages.position), asc(languages.code));
  return rows.sort((a, b) => Number(b.isDefault) - Number(a.isDefault));
}

/** The language a request asked for (a `{lang}` segment, absent = default) and the default to fall back to. */
export async function requestLanguages(db: Database, requested: string | undefined): Promise<{ lang: string; defaultLang: string }> {
  const active = await listActiveLanguages(db);
  return { lang: resolveLanguage(requested, active), defaultLang: resolveLanguage(undefined, active) };
}
