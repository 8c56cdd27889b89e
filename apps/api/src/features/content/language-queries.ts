import { asc, eq } from 'drizzle-orm';
import type { Database } from '@upline/db';
import { schema } from '@upline/db';

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
